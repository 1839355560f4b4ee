import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { intentPath } from './intent-path.ts';
import { useAuthIntents } from './use-auth.ts';
import { useRouteLanguage } from '../../i18n/index.ts';

/**
 * Follows the intents that arise on their own: an idle time-out leads to the timeout page
 * (S-22, R-27), another tab's sign-out to the you-logged-out page, in the current
 * language. Render once inside the router.
 */
export function AuthIntentNavigator(): ReactNode {
  const navigate = useNavigate();
  const language = useRouteLanguage();
  useAuthIntents((intent) => {
    // `path` and `login` come only from the callback, which navigates itself; `host`: the
    // embedded session has already told the native app.
    if (intent.kind === 'navigate' && (intent.to === 'timeout' || intent.to === 'loggedOut')) {
      const path = intentPath(intent, language);
      if (path !== undefined) {
        void navigate(path);
      }
    }
  });
  return null;
}
