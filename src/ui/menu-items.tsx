import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { useMenu } from './menu-context.ts';

/** A list of menu entries. */
export function MenuList({ children }: { children: ReactNode }) {
  return <ul className="ds-menu__list">{children}</ul>;
}

/** An entry holding any one link or button, e.g. a router `<Link>`; it gets the menu's look. */
export function MenuItem({ children }: { children: ReactNode }) {
  return <li className="ds-menu__entry">{children}</li>;
}

export type MenuLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** A link entry; mark the current page with `aria-current="page"`. */
export function MenuLink({ children, ...rest }: MenuLinkProps) {
  return (
    <li className="ds-menu__entry">
      <a {...rest}>{children}</a>
    </li>
  );
}

export type MenuButtonProps = Omit<ComponentPropsWithRef<'button'>, 'type'>;

/**
 * A button entry (e.g. "Kirjaudu ulos"). It closes the menu and puts focus on the menu button
 * before running `onClick`, so a dialog it opens gives focus back to a visible element.
 */
export function MenuButton({ children, onClick, ...rest }: MenuButtonProps) {
  const { close } = useMenu();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    close({ returnFocus: true });
    onClick?.(event);
  };
  return (
    <li className="ds-menu__entry">
      <button {...rest} type="button" onClick={handleClick}>
        {children}
      </button>
    </li>
  );
}
