import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** `div` for block content; `span` (default) inside text. */
  as?: 'span' | 'div';
  id?: string;
}

/** Content for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element className="visually-hidden" id={id}>
      {children}
    </Element>
  );
}
