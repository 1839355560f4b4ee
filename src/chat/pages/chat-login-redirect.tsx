import { Navigate, useSearchParams } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { loginPagePath, safeRedirectPath } from '../../shell/index.ts';

/**
 * R-39, AMB-02: the chat service's `login` route only passes on to the portal's login page, with
 * its same-origin `returnTo` (else the chat front page).
 */
export function ChatLoginRedirect() {
  const language = useRouteLanguage();
  const [search] = useSearchParams();
  const front = pathFor(language, 'chat.main');
  const returnTo = safeRedirectPath(search.get('returnTo'), window.location.origin, front);
  return <Navigate to={loginPagePath(language, returnTo)} replace />;
}
