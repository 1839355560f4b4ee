/**
 * The mark of a control whose press on a prerendered page, before the app runs it, is kept and
 * replayed once the app has started (`keepEarlyPresses`). Its value names the control on its page
 * (`login`, `feedback`), so the press finds it again when the app rendered the page afresh.
 */
export const replayAttribute = 'data-replay';

/** What `keepEarlyPresses` needs of the document. */
export type PressTarget = Pick<
  Document,
  'addEventListener' | 'removeEventListener' | 'querySelectorAll'
>;

export interface EarlyPresses {
  /**
   * Stops keeping presses and replays each kept one once, in the order pressed, on the control
   * that now carries its mark. Later calls do nothing.
   */
  replay: () => void;
  /** Stops keeping presses and forgets them (the app did not load: nothing would answer). */
  release: () => void;
  /**
   * Takes the kept press of the control named `name` out of the replay and returns the control,
   * still shown busy, for the app to answer before it runs the page; null when none was kept. A
   * later press of the control, a second tap, is stopped and not kept either.
   */
  take: (name: string) => HTMLElement | null;
}

/**
 * Keeps the presses (a click, a tap, Enter or Space: each a `click`) on the marked controls of a
 * page the app does not run yet, which would otherwise be lost, and shows each pressed control
 * busy at once (`aria-busy`, styled as in progress). A second press of a kept control is not kept
 * again. The model is Angular's event replay (JSAction), for the few controls a page marks.
 */
export function keepEarlyPresses(
  target: PressTarget,
  onKept: (name: string) => void = () => undefined,
): EarlyPresses {
  const kept: Element[] = [];
  /** Controls whose press the app answers itself (`take`): a later press of one is not kept. */
  const taken: Element[] = [];
  const keep = (event: Event) => {
    const control = event.target instanceof Element && event.target.closest(`[${replayAttribute}]`);
    if (!control) {
      return;
    }
    // The app, once hydrating, would answer the press too: it is the replay's alone.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!kept.includes(control) && !taken.includes(control)) {
      kept.push(control);
      control.setAttribute('aria-busy', 'true');
      onKept(control.getAttribute(replayAttribute) ?? '');
    }
  };
  target.addEventListener('click', keep, true);
  const stop = () => {
    target.removeEventListener('click', keep, true);
    const presses = kept.splice(0);
    for (const control of presses) {
      control.removeAttribute('aria-busy');
    }
    return presses;
  };
  return {
    replay: () => {
      for (const control of stop()) {
        const name = control.getAttribute(replayAttribute);
        const current = control.isConnected
          ? control
          : [...target.querySelectorAll(`[${replayAttribute}]`)].find(
              (candidate) => candidate.getAttribute(replayAttribute) === name,
            );
        if (current instanceof HTMLElement) {
          current.click();
        }
      }
    },
    release: () => {
      stop();
    },
    take: (name) => {
      const index = kept.findIndex((control) => control.getAttribute(replayAttribute) === name);
      const [control] = index === -1 ? [] : kept.splice(index, 1);
      if (!(control instanceof HTMLElement)) {
        return null;
      }
      taken.push(control);
      return control;
    },
  };
}

let pending: EarlyPresses | null = null;

/**
 * Starts keeping early presses on `target` (the entry, on a prerendered page); `onKept` hears the
 * name of each control whose press is kept.
 */
export function keepEarlyPressesOf(target: PressTarget, onKept?: (name: string) => void): void {
  pending ??= keepEarlyPresses(target, onKept);
}

/** Replays the early presses kept (`keepEarlyPressesOf`), once the app runs the page. */
export function replayEarlyPresses(): void {
  pending?.replay();
  pending = null;
}

/** Takes the early press of the control named `name` out of the replay (`EarlyPresses.take`). */
export function takeEarlyPress(name: string): HTMLElement | null {
  return pending?.take(name) ?? null;
}

/** Forgets the early presses kept: the app will not run the page. */
export function releaseEarlyPresses(): void {
  pending?.release();
  pending = null;
}
