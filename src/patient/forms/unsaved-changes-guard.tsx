import { useTranslation } from 'react-i18next';
import type { Blocker, Location } from 'react-router';
import { isLoggedIn, useAuth } from '../../auth/index.ts';
import {
  Button,
  Dialog,
  useLeaveQuestion,
  type LeaveQuestion,
  type LeavesPage,
} from '../../ui/index.ts';

/** Navigation state of an explicit "leave without saving" (onboarding's abort). */
export interface LeaveUnsavedState {
  leaveUnsaved: true;
}

const leavesUnsavedOnPurpose = (location: Location): boolean =>
  (location.state as Partial<LeaveUnsavedState> | null)?.leaveUnsaved === true;

/** A form's page is left when its path changes, unless the navigation leaves on purpose. */
const leavesForm: LeavesPage = (current, next) =>
  current.pathname !== next.pathname && !leavesUnsavedOnPurpose(next);

/**
 * While a form holds choices or typed text not yet saved, leaving the page asks first: an in-app
 * dialog for the portal's own navigations and the browser's prompt on reload or close. A hash
 * change (my information's section links) stays on the page. `release` lets a successful save
 * navigate at once, before the form's next render clears its unsaved state. Only while signed in:
 * a session that ended (time-out, another tab's sign-out) has nothing left to save.
 */
export function useUnsavedChangesGuard(hasUnsaved: boolean): LeaveQuestion {
  const signedIn = isLoggedIn(useAuth().auth);
  return useLeaveQuestion(hasUnsaved && signedIn, leavesForm);
}

/** The question the guard asks: stay (and save) or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
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
