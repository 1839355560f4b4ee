import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginErrorFrom } from '../oidc/index.ts';
import type { AuthIntent } from '../controller-types.ts';
import { intentPath, isRouterPath } from './intent-path.ts';
import { PageSpinner } from './page-spinner.tsx';
import { useAuth } from './use-auth.ts';
import { useRouteLanguage } from '../../i18n/index.ts';
import { reportError } from '../../ui/index.ts';

/**
 * The sign-in callback route: completes the sign-in once and replaces itself with where it leads,
 * the stored return-to path (S-05) or the login page with the error (S-06). React may run the
 * effect twice; the controller completes each callback URL only once.
 */
export function SignInCallbackPage(): ReactNode {
  const { t } = useTranslation();
  const { handleCallback } = useAuth();
  const navigate = useNavigate();
  const language = useRouteLanguage();

  useEffect(() => {
    let current = true;
    const go = (intent: AuthIntent) => {
      const path = intentPath(intent, language);
      if (!current || path === undefined) {
        return;
      }
      if (isRouterPath(path)) {
        void navigate(path, { replace: true });
      } else {
        // A separate application under the route base: a full page load, callback not kept.
        window.location.replace(path);
      }
    };
    handleCallback(window.location.href)
      .catch((cause: unknown): AuthIntent => {
        reportError('[auth] The sign-in callback failed.', cause);
        return { kind: 'navigate', to: 'login', error: loginErrorFrom(cause) };
      })
      .then(go)
      .catch((cause: unknown) => {
        reportError('[auth] Leaving the sign-in callback failed.', cause);
      });
    return () => {
      current = false;
    };
  }, [handleCallback, navigate, language]);

  return (
    <PageSpinner
      heading={<h1 className="visually-hidden">{t('auth.callback.title')}</h1>}
      label={t('auth.callback.signingIn')}
      showLabel
    />
  );
}
