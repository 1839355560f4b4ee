/**
 * Design-token numbers from the specification (REQUIREMENTS.md K-23…K-26, K-36); K-27's states are
 * each component's own CSS. K-22's asset version is part of the assets host's path: `assetVersion`
 * in src/app/config/assets.ts.
 */

/** K-23: the size of every icon. */
export const ICON_SIZE = '1.5rem';

/** K-24: breakpoints, as min-widths in em (media queries cannot read custom properties). */
export const BREAKPOINTS = {
  xxs: '20em',
  xs: '23.4375em',
  s: '48em',
  m: '64em',
  l: '90em',
  xl: '120em',
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** A `min-width` media query for a breakpoint, for `window.matchMedia`. */
export const minWidthQuery = (breakpoint: Breakpoint) => `(min-width: ${BREAKPOINTS[breakpoint]})`;

/** K-25: font weights. */
export const FONT_WEIGHTS = {
  light: 300,
  normal: 400,
  bold: 700,
  black: 900,
} as const;

/** K-26: button variants; the negative ones are for dark backgrounds. */
export const BUTTON_VARIANTS = [
  'primary',
  'secondary',
  'primaryNegative',
  'secondaryNegative',
] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** K-36: accordion panel max height, 32rem plus a reserved 100 px. */
export const ACCORDION_MAX_HEIGHT = 'calc(32rem + 100px)';

/** the default prefix of dialog ids. */
export const DIALOG_ID_PREFIX = 'ds-';
