import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';
import { isLoggedIn, useAuth } from '../../auth/index.ts';
import { Button, Dialog } from '../../ui/index.ts';

/** Navigation state of an explicit "leave without saving" (onboarding's abort). */
export interface LeaveUnsavedState {
  leaveUnsaved: true;
}

const leavesUnsavedOnPurpose = (location: Location): boolean =>
  (location.state as Partial<LeaveUnsavedState> | null)?.leaveUnsaved === true;

/**
 * While a form holds choices or typed text not yet saved, leaving the page asks first: an in-app
 * dialog for the portal's own navigations and the browser's prompt on reload or close. A hash
 * change (my information's section links) stays on the page. `release` lets a successful save
 * navigate at once, before the form's next render clears its unsaved state. Only while signed in.
 */
export function useUnsavedChangesGuard(hasUnsaved: boolean) {
  // A session that ended (time-out, another tab's sign-out) has nothing left to save: its page
  // goes through.
  const signedIn = isLoggedIn(useAuth().auth);
  const unsaved = hasUnsaved && signedIn;
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsavedRef.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !leavesUnsavedOnPurpose(nextLocation),
  );

  useEffect(() => {
    if (!unsaved) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);

  // The question may already be open when the session ends: the navigation goes on.
  useEffect(() => {
    if (!signedIn && blocker.state === 'blocked') {
      blocker.proceed();
    }
  }, [signedIn, blocker]);

  return {
    blocker,
    release: () => {
      unsavedRef.current = false;
    },
  };
}

/** The question the guard asks: stay (and save) or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  const { t } = useTranslation();
  const stay = () => {
    if (blocker.state === 'blocked') {
      blocker.reset();
    }
  };
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      role="alertdialog"
      size="small"
      title={t('forms.leave.title')}
      description={t('forms.leave.text')}
      onClose={stay}
      actions={
        <>
          <Button variant="primary" onClick={stay}>
            {t('forms.leave.stay')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              if (blocker.state === 'blocked') {
                blocker.proceed();
              }
            }}
          >
            {t('forms.leave.leave')}
          </Button>
        </>
      }
    />
  );
}
