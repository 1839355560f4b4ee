import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '../../auth/index.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';
import { pageOrigin } from '../browser.ts';
import { useGoToPath } from '../go-to-path.ts';
import { LockIcon } from '../icons.tsx';
import { usePageTitle } from '../page-title.ts';
import { WithPhoneLink } from '../phone-link.tsx';
import { LoginButton } from './login-button.tsx';
import { LoginErrorBox } from './login-error-box.tsx';
import { readLoginError } from './login-error.ts';
import './login-page.css';

/**
 * The login page (S-10…S-14, AMB-02): why and how to sign in, the sign-in error from the
 * callback, and a cancel button unless sign-in is required for the page the patient asked for.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const goToPath = useGoToPath();
  const language = useRouteLanguage();
  usePageTitle(t('identification.login.title'), t('identification.login.description'));

  const requestedReturnTo = query.get('returnTo');
  // S-13: a missing or unsafe returnTo leads to the front page in this login page's language, so
  // the language stays through sign-in however the patient came to this page.
  const returnTo = safeRedirectPath(
    requestedReturnTo,
    pageOrigin(),
    pathFor(language, 'frontpage.main'),
  );
  const error = readLoginError(query);
  const canCancel = query.get('reason') !== 'authenticationRequired';

  const cancel = () => {
    // Back when the patient came from a page of ours and named no destination (S-13).
    if (requestedReturnTo === null && location.key !== 'default') {
      void navigate(-1);
      return;
    }
    goToPath(returnTo);
  };

  return (
    <div className="shell-login-page">
      <section className="shell-login-page__card">
        <h1>{t('identification.login.title')}</h1>
        <p className="shell-login-page__description">{t('identification.login.description')}</p>
        {error !== undefined && <LoginErrorBox error={error} />}
        <div className="shell-login-page__actions">
          <LoginButton
            returnTo={returnTo}
            label={t('identification.login.button')}
            errorShown={error !== undefined}
          />
          {canCancel && (
            <Button variant="secondary" fullWidth data-replay="login-cancel" onClick={cancel}>
              {t('identification.login.cancel')}
            </Button>
          )}
        </div>
        <p className="shell-login-page__security">
          <LockIcon className="shell-login-page__security-icon" />
          <span>{t('identification.login.securityNote')}</span>
        </p>
        <p className="shell-login-page__help">
          <WithPhoneLink render={(phone) => t('identification.login.help', { phone })} />
        </p>
      </section>
    </div>
  );
}
