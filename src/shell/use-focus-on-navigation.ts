import { useEffect, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** How long to wait for a lazily loaded page's heading before giving up. */
const headingWaitMs = 3000;

function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus();
}

/**
 * After a push navigation to another path, moves focus to the new page's `h1` inside `main`
 * (STYLE.md §7), waiting briefly for a page that is still loading. Back/forward and the first
 * load keep the browser's own focus and scroll handling.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const container = main.current;
    if (navigationType !== NavigationType.Push || !container) {
      return;
    }
    const heading = container.querySelector('h1');
    if (heading) {
      focusTarget(heading);
      return;
    }
    const observer = new MutationObserver(() => {
      const appeared = container.querySelector('h1');
      if (appeared) {
        observer.disconnect();
        focusTarget(appeared);
      }
    });
    observer.observe(container, { childList: true, subtree: true });
    const giveUp = window.setTimeout(() => {
      observer.disconnect();
    }, headingWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [pathname, navigationType, main]);
}
