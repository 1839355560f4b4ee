import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPath, useRouteLanguage } from '../i18n/index.ts';
import { loginPagePath } from '../shell/index.ts';
import { buttonClassName, Notice } from '../ui/index.ts';

/** logged-out visitors see the login-required notice, with a login that comes back here. */
export function LoginRequiredNotice({ text, title }: { text?: string; title?: string }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const currentPath = useCurrentPath();
  return (
    <Notice tone="info" headingLevel={2} title={title ?? t('chat.loginRequired.title')}>
      <p>{text ?? t('chat.loginRequired.text')}</p>
      <Link
        to={loginPagePath(language, currentPath)}
        className={buttonClassName({ size: 'small' })}
      >
        {t('chat.loginRequired.action')}
      </Link>
    </Notice>
  );
}
