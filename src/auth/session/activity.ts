/** What counts as user activity for S-31 (not mouse movement: reading is not activity). */
export const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Calls `onActivity` on user activity and when the page becomes visible again (a sleeping
 * laptop or throttled timer may have let the idle time-out pass). Returns the stop function.
 */
export function listenForActivity(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onActivity: () => void,
  visibility?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>,
): () => void {
  const options = { passive: true, capture: true } as const;
  const onVisible = () => {
    if (visibility?.visibilityState === 'visible') {
      onActivity();
    }
  };
  for (const type of activityEvents) {
    target.addEventListener(type, onActivity, options);
  }
  visibility?.addEventListener('visibilitychange', onVisible);
  return () => {
    for (const type of activityEvents) {
      target.removeEventListener(type, onActivity, options);
    }
    visibility?.removeEventListener('visibilitychange', onVisible);
  };
}
