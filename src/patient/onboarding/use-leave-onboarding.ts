import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isExternal, matchPath } from '../../i18n/index.ts';
import type { LeaveUnsavedState } from '../forms/unsaved-changes-guard.tsx';

/** Leaving onboarding is the patient's own choice (finish or abort): nothing left to ask. */
const leaveUnsaved: LeaveUnsavedState = { leaveUnsaved: true };

/**
 * Leaves onboarding for a safe same-origin path (replace, so Back does not return into a
 * finished flow): through the router when this app serves it, with a full page load when a
 * separate application under the same route base does (messages, payments, …).
 */
export function useLeaveOnboarding(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => {
      const { pathname } = new URL(path, 'http://localhost');
      const match = matchPath(pathname);
      if (pathname === '/' || (match !== undefined && !isExternal(match.routeKey))) {
        void navigate(path, { replace: true, state: leaveUnsaved });
      } else {
        window.location.replace(path);
      }
    },
    [navigate],
  );
}
