import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { authenticationRequiredPath } from './intent-path.ts';
import { PageSpinner } from './page-spinner.tsx';
import { useAuth } from './use-auth.ts';
import { useCurrentPath, useRouteLanguage } from '../../i18n/index.ts';

/**
 * A page that needs sign-in: shown while logged in (also while the stored session is still
 * being confirmed, S-28); a spinner while it is unclear; otherwise the login route with reason
 * `authenticationRequired` and `returnTo` (S-07).
 */
export function RequireAuth({ children }: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const { auth } = useAuth();
  const language = useRouteLanguage();
  const currentPath = useCurrentPath();
  const [wasLoggedIn, setWasLoggedIn] = useState(false);
  if (auth.kind === 'LoggedIn' && !wasLoggedIn) {
    setWasLoggedIn(true);
  }
  if (auth.kind === 'LoggedIn') {
    return children;
  }
  // A time-out or sign-out on this page: the intent navigator is on its way to its own page.
  const endedHere = wasLoggedIn && (auth.reason === 'TimedOut' || auth.reason === 'LoggedOut');
  if (auth.stage === 'Pending' || endedHere) {
    return <PageSpinner label={t('common.loading')} />;
  }
  return <Navigate to={authenticationRequiredPath(language, currentPath)} replace />;
}
