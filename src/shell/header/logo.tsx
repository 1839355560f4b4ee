import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { siteName } from '../page-title.ts';

/** The brand mark: echo waves ("kaiku") in the brand colour. */
function LogoMark() {
  return (
    <svg className="shell-logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="currentColor" />
      <circle cx="14" cy="20" r="3.5" fill="#fff" />
      <path
        d="M20 13.5a9 9 0 0 1 0 13M25 9.5a15 15 0 0 1 0 21"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The logo, linking to the front page. */
export function Logo() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <Link
      to={pathFor(language, 'frontpage.main')}
      className="shell-logo"
      aria-label={t('header.logoLink')}
    >
      <LogoMark />
      <span className="shell-logo__text">{siteName}</span>
    </Link>
  );
}
