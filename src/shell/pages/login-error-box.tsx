import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/index.ts';
import type { LoginErrorDetails } from './login-error.ts';

const messageKeys = {
  access_denied: 'identification.login.error.canceled',
  network_timeout: 'identification.login.error.timedOut',
  login_failed: 'identification.login.failed',
} as const satisfies Record<LoginErrorDetails['code'], string>;

/** The sign-in error (S-12): a translated message for its known code, and the code. */
export function LoginErrorBox({ error }: { error: LoginErrorDetails }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="error"
      role="alert"
      title={t('identification.login.error.title')}
      headingLevel={2}
    >
      <p>{t(messageKeys[error.code])}</p>
      <dl className="shell-login-error">
        <dt>{t('identification.login.error.code')}</dt>
        <dd>
          <code>{error.code}</code>
        </dd>
      </dl>
    </Notice>
  );
}
