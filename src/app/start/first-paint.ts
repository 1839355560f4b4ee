import { nextTask } from '../../ui/scheduling/index.ts';

// The app's start takes it from here, between two long pieces of its work.
export { nextTask };

/** What `afterFirstPaint` needs of the window: paint timing, visibility and timers. */
export interface PaintingWindow {
  document: Pick<Document, 'visibilityState'>;
  PerformanceObserver?: Pick<typeof PerformanceObserver, 'supportedEntryTypes'> &
    (new (
      callback: PerformanceObserverCallback,
    ) => Pick<PerformanceObserver, 'observe' | 'disconnect'>);
  setTimeout: (handler: () => void, timeout: number) => unknown;
}

/**
 * The longest the app waits for the first paint: a browser that paints nothing by then (a tab
 * hidden before its first frame, paint timing that never reports) runs the app all the same.
 */
export const firstPaintTimeout = 3000;

/**
 * Resolves once the browser has shown the document's first contentful paint (the paint timing
 * entry is reported after the frame is presented, later than an animation frame), at once in a
 * tab that is not visible or a browser without paint timing, and after `firstPaintTimeout` at
 * the latest.
 */
export function afterFirstPaint(win: PaintingWindow): Promise<void> {
  const Observer = win.PerformanceObserver;
  if (
    win.document.visibilityState !== 'visible' ||
    !Observer?.supportedEntryTypes.includes('paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
    win.setTimeout(() => {
      observer.disconnect();
      resolve();
    }, firstPaintTimeout);
  });
}

/**
 * Loads modules in steps, each evaluated in a task of its own: `steps` one after the other, then
 * `last`, with a task (`nextTask`) between any two (scripts/build/build-chunks.ts, `loadSteps`).
 */
export const inSteps =
  <M>(steps: readonly (() => Promise<unknown>)[], last: () => Promise<M>) =>
  async (): Promise<M> => {
    for (const step of steps) {
      await step();
      await nextTask();
    }
    return last();
  };
