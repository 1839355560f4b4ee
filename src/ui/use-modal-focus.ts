import { useLayoutEffect, type RefObject } from 'react';
import { tabbableElements } from './focusable.ts';
import { isTopModal, lockPageAround } from './modal-page-lock.ts';

/**
 * While `open`: locks the page around `root`, moves focus into `panel` (to
 * `initialFocus`, else the first tabbable element, else the panel itself), keeps focus from
 * leaving it, and on close gives focus back to the element that had it before.
 */
export function useModalFocus(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const rootElement = root.current;
    const panelElement = panel.current;
    if (!open || !rootElement || !panelElement) {
      return;
    }
    const previouslyFocused = document.activeElement;
    const release = lockPageAround(rootElement);
    const focusInside = () => {
      const target = initialFocus?.current ?? tabbableElements(panelElement)[0] ?? panelElement;
      target.focus();
    };
    focusInside();
    // Browsers without `inert` (and clicks on the page) must not take focus out of the modal.
    const keepFocusInside = (event: FocusEvent) => {
      const target = event.target;
      if (isTopModal(rootElement) && target instanceof Node && !rootElement.contains(target)) {
        focusInside();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      release();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected) {
        previouslyFocused.focus();
      }
    };
  }, [open, root, panel, initialFocus]);
}
