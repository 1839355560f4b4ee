import { useEffect } from 'react';
import { useLocation } from 'react-router';

function idOf(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return undefined;
  }
}

/**
 * the URL hash selects a section: the section named by it (one of `ids`, the page's
 * localized anchors) is scrolled to and takes the focus, on arrival and whenever the hash
 * changes. It runs after the shell has moved focus to the page's heading on a navigation.
 */
export function useSectionFromHash(ids: readonly string[]): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = idOf(hash);
    if (id === undefined || !ids.includes(id)) {
      return;
    }
    // After this task, so the shell's move to the new page's h1 (a mutation observer) is done.
    const timer = window.setTimeout(() => {
      const section = document.getElementById(id);
      if (section) {
        section.scrollIntoView({ block: 'start' });
        section.focus({ preventScroll: true });
      }
    }, 0);
    return () => {
      window.clearTimeout(timer);
    };
  }, [hash, ids]);
}
