import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type Location } from 'react-router';

/** Whether a navigation from `current` to `next` is one the question is asked about. */
export type LeavesPage = (current: Location, next: Location) => boolean;

export interface LeaveQuestion {
  /** Held while the caller's dialog asks; `proceed()` leaves, `reset()` stays. */
  blocker: Blocker;
  /** Stops asking at once, before the next render turns `active` off (a save that navigates). */
  release: () => void;
}

/**
 * While `active`, leaving asks first: the portal's own navigations that `leaves` counts are held
 * for the caller's dialog, and a reload or closing the tab gets the browser's own prompt. When
 * `active` ends with the question open (the session ended, nothing left to lose), the held
 * navigation goes on.
 */
export function useLeaveQuestion(active: boolean, leaves: LeavesPage): LeaveQuestion {
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      activeRef.current && leaves(currentLocation, nextLocation),
  );

  useEffect(() => {
    if (!active) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);

  useEffect(() => {
    if (!active && blocker.state === 'blocked') {
      blocker.proceed();
    }
  }, [active, blocker]);

  return {
    blocker,
    release: () => {
      activeRef.current = false;
    },
  };
}
