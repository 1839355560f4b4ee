import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { matchPath, useCurrentPath, useRouteLanguage } from '../../i18n/index.ts';
import { buttonClassName } from '../../ui/index.ts';
import { loginPagePath } from '../login-page-path.ts';

/** Back here after sign-in; identification pages are no place to return to. */
function useLoginLinkPath(): string {
  const language = useRouteLanguage();
  const currentPath = useCurrentPath();
  const routeKey = matchPath(useLocation().pathname)?.routeKey;
  if (routeKey === 'identification.logIn') {
    return currentPath;
  }
  if (routeKey?.startsWith('identification.') === true) {
    return loginPagePath(language);
  }
  return loginPagePath(language, currentPath);
}

/** The logged-out header's only action (H-05): to the login page. */
export function LoginLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={useLoginLinkPath()}
      className={buttonClassName({ variant: 'primary', size: 'small' }, 'shell-login-link')}
    >
      {t('header.logIn')}
    </Link>
  );
}
