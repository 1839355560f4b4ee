import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether `element` (while `active`) has more content than it shows, i.e. scrolls. Follows
 * size changes of the element and of its children. False where ResizeObserver is missing.
 */
export function useOverflows(element: RefObject<HTMLElement | null>, active: boolean) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!active || !target || typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(() => {
      setOverflows(target.scrollHeight > target.clientHeight);
    });
    observer.observe(target);
    for (const child of Array.from(target.children)) {
      observer.observe(child);
    }
    return () => {
      observer.disconnect();
    };
  }, [element, active]);
  return active && overflows;
}
