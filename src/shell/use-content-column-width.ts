import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `ref`'s element (the notices above every page) as wide as the page's content column: the
 * widest element after it in the same container. Pages set their own column (a 44rem queue page,
 * a 60rem chat front page, the full width of the front page); a notice spanning the shell's
 * whole width would stick out past a narrow one on a desktop. A phone's column is the container's
 * width either way. Follows the page as it changes (navigation, loading, resizing).
 */
export function useContentColumnWidth(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container || typeof ResizeObserver === 'undefined') {
      return;
    }
    const following = () => {
      const siblings: Element[] = [];
      for (let next = element.nextElementSibling; next; next = next.nextElementSibling) {
        siblings.push(next);
      }
      return siblings;
    };
    let observed: Element[] = [];
    const follow = () => {
      const columns = following();
      if (
        columns.length !== observed.length ||
        columns.some((column, index) => column !== observed[index])
      ) {
        sizes.disconnect();
        columns.forEach((column) => {
          sizes.observe(column);
        });
        observed = columns;
      }
      const width = Math.max(0, ...columns.map((column) => column.getBoundingClientRect().width));
      // Nothing laid out yet (a page still loading): the container's width, as before.
      element.style.maxWidth = width > 0 ? `${String(width)}px` : '';
    };
    const sizes = new ResizeObserver(follow);
    const pages = new MutationObserver(follow);
    pages.observe(container, { childList: true });
    follow();
    return () => {
      pages.disconnect();
      sizes.disconnect();
    };
  }, [ref]);
}
