import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { buttonClassName, type ButtonLookProps } from './button-class-name.ts';
import { SpinnerRing } from './spinner.tsx';

export interface ButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'aria-pressed'>, ButtonLookProps {
  /** Default `button`, so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Shows a spinner and sets `aria-busy`. The button stays focusable and keeps its name, but
   * ignores clicks (and does not submit) until loading ends.
   */
  loading?: boolean;
  /** A toggle button: `aria-pressed`, styled as the `checked` state (K-27). */
  pressed?: boolean;
  /** A decorative icon (give it `aria-hidden`); the text stays the accessible name. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
}

/** A real `<button>` in one of the four variants (K-26) with every state of K-27. */
export function Button({
  variant,
  size,
  fullWidth,
  type = 'button',
  loading = false,
  pressed,
  icon,
  iconPosition = 'start',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const leading = loading ? <SpinnerRing /> : iconPosition === 'start' && icon;
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth }, className)}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={handleClick}
    >
      {leading}
      <span className="ds-button__label">{children}</span>
      {!loading && iconPosition === 'end' && icon}
    </button>
  );
}
