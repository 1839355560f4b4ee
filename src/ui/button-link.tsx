import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClassName, type ButtonLookProps } from './button-class-name.ts';

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonLookProps {
  href: string;
  /** A decorative icon (give it `aria-hidden`), after the text by default. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
}

/** A link that looks like a button: for navigation, where a `<button>` would be wrong. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  icon,
  iconPosition = 'end',
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={buttonClassName({ variant, size, fullWidth }, className)}>
      {iconPosition === 'start' && icon}
      <span className="ds-button__label">{children}</span>
      {iconPosition === 'end' && icon}
    </a>
  );
}
