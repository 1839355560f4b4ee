import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCORDION_MAX_HEIGHT,
  BREAKPOINTS,
  BUTTON_VARIANTS,
  DIALOG_ID_PREFIX,
  FONT_WEIGHTS,
  ICON_SIZE,
  minWidthQuery,
} from '../../src/ui/tokens.ts';

const tokensCss = readFileSync(new URL('../../src/ui/tokens.css', import.meta.url), 'utf8');
const cssValue = (property: string) =>
  new RegExp(`--${property}:\\s*([^;]+);`).exec(tokensCss)?.[1]?.trim();

describe('design tokens', () => {
  it('carry the numbers of the specification (K-23…K-26, K-36, A-08)', () => {
    expect(ICON_SIZE).toBe('1.5rem');
    expect(BREAKPOINTS).toEqual({
      xxs: '20em',
      xs: '23.4375em',
      s: '48em',
      m: '64em',
      l: '90em',
      xl: '120em',
    });
    expect(FONT_WEIGHTS).toEqual({ light: 300, normal: 400, bold: 700, black: 900 });
    expect(BUTTON_VARIANTS).toEqual([
      'primary',
      'secondary',
      'primaryNegative',
      'secondaryNegative',
    ]);
    expect(ACCORDION_MAX_HEIGHT).toBe('calc(32rem + 100px)');
    expect(DIALOG_ID_PREFIX).toBe('ds-');
    expect(minWidthQuery('s')).toBe('(min-width: 48em)');
  });

  it('are the same in tokens.css', () => {
    expect(cssValue('ds-icon-size')).toBe(ICON_SIZE);
    for (const [name, value] of Object.entries(BREAKPOINTS)) {
      expect(cssValue(`ds-breakpoint-${name}`)).toBe(value);
    }
    for (const [name, value] of Object.entries(FONT_WEIGHTS)) {
      expect(cssValue(`ds-font-weight-${name}`)).toBe(String(value));
    }
    expect(cssValue('ds-accordion-max-height')).toBe(ACCORDION_MAX_HEIGHT);
  });

  it('media queries in the CSS use only the spec breakpoints', () => {
    const dir = new URL('../../src/ui/', import.meta.url);
    const css = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(new URL(file, dir), 'utf8'))
      .join('\n');
    const widths = [...css.matchAll(/\((?:min|max)-width:\s*([^)]+)\)/g)].map((match) => match[1]);
    const allowed: string[] = Object.values(BREAKPOINTS);
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) {
      expect(allowed).toContain(width);
    }
  });
});
