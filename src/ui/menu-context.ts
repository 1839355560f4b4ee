import { createContext, use } from 'react';

export interface MenuContextValue {
  /** Closes the menu; `returnFocus` puts focus back on the menu button. */
  close: (options: { returnFocus: boolean }) => void;
}

export const MenuContext = createContext<MenuContextValue | null>(null);

/** The menu an item sits in; items outside a `Menu` are a programming error. */
export function useMenu() {
  const context = use(MenuContext);
  if (!context) {
    throw new Error('Menu items must be inside a Menu.');
  }
  return context;
}
