import type { MouseEvent, ReactNode } from 'react';

export interface SkipLinkProps {
  /** Id of the main content landmark, e.g. `main`. */
  targetId: string;
  children: ReactNode;
}

/**
 * "Siirry pääsisältöön": put it first in the page. Hidden until focused; it moves focus
 * to the target without changing the URL hash, which some pages use for their own state.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) {
      return;
    }
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus();
  };
  return (
    <a href={`#${targetId}`} className="ds-skip-link" onClick={handleClick}>
      {children}
    </a>
  );
}
