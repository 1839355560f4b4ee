import { classNames } from './class-names.ts';
import type { ButtonVariant } from './tokens.ts';

export interface ButtonLookProps {
  /** K-26; default `primary`. The negative variants are for dark backgrounds. */
  variant?: ButtonVariant | undefined;
  size?: 'medium' | 'small' | undefined;
  fullWidth?: boolean | undefined;
}

/**
 * The class names that make an element look like a button, for a router link or other element
 * that cannot be a `Button` or `ButtonLink`.
 */
export const buttonClassName = (
  { variant = 'primary', size = 'medium', fullWidth = false }: ButtonLookProps,
  extra?: string,
) =>
  classNames(
    'ds-button',
    `ds-button--${variant}`,
    size === 'small' && 'ds-button--small',
    fullWidth && 'ds-button--full-width',
    extra,
  );
