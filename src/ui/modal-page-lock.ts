/**
 * While a modal is open, everything else on the page is inert (hidden from assistive technology,
 * unfocusable, unclickable: A-05) and the page does not scroll. Modals stack: only the topmost
 * one's root stays live. Each modal root must be a direct child of `document.body`.
 */

const SCROLL_LOCKED_CLASS = 'ds-scroll-locked';
const openModals: HTMLElement[] = [];
/** Only the elements this module made inert are released again. */
const madeInert = new Set<Element>();
let bodyObserver: MutationObserver | undefined;

function applyInert() {
  const top = openModals.at(-1);
  for (const child of Array.from(document.body.children)) {
    if (child === top) {
      if (madeInert.delete(child)) {
        child.removeAttribute('inert');
      }
    } else if (top && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    }
  }
}

function releaseAll() {
  for (const element of madeInert) {
    element.removeAttribute('inert');
  }
  madeInert.clear();
  document.body.classList.remove(SCROLL_LOCKED_CLASS);
  bodyObserver?.disconnect();
  bodyObserver = undefined;
}

/** Locks the page around `modalRoot`; the returned function releases this modal's lock. */
export function lockPageAround(modalRoot: HTMLElement): () => void {
  openModals.push(modalRoot);
  document.body.classList.add(SCROLL_LOCKED_CLASS);
  applyInert();
  // Content added to the page later (a toast, a third-party widget) must be hidden too.
  bodyObserver ??= new MutationObserver(applyInert);
  bodyObserver.observe(document.body, { childList: true });
  return () => {
    const index = openModals.indexOf(modalRoot);
    if (index !== -1) {
      openModals.splice(index, 1);
    }
    madeInert.delete(modalRoot);
    if (openModals.length === 0) {
      releaseAll();
    } else {
      applyInert();
    }
  };
}

/** Whether `modalRoot` is the topmost open modal (the only one that handles keys and focus). */
export const isTopModal = (modalRoot: HTMLElement) => openModals.at(-1) === modalRoot;
