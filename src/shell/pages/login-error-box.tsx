import { useTranslation } from 'react-i18next';
import { Notice } from '../../ui/index.ts';
import type { LoginErrorDetails } from './login-error.ts';

/**
 * The sign-in error as code, description and uri (S-12). The uri is shown as text, not a link:
 * it comes from the query, and a link would let anyone point patients anywhere from our page.
 */
export function LoginErrorBox({ error }: { error: LoginErrorDetails }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error" role="alert" title={t('login.error.title')} headingLevel={2}>
      <dl className="shell-login-error">
        <dt>{t('login.error.code')}</dt>
        <dd>
          <code>{error.code}</code>
        </dd>
        {error.description !== undefined && (
          <>
            <dt>{t('login.error.description')}</dt>
            <dd>{error.description}</dd>
          </>
        )}
        {error.uri !== undefined && (
          <>
            <dt>{t('login.error.uri')}</dt>
            <dd className="shell-login-error__uri">{error.uri}</dd>
          </>
        )}
      </dl>
    </Notice>
  );
}
