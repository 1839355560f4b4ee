import { useTranslation } from 'react-i18next';
import { useCurrentPath, useRouteLanguage } from '../../i18n/index.ts';
import { languageLinks } from './language-links.ts';

/** Suomi / Svenska / English as real links to the current page in each language (H-07). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const links = languageLinks(useCurrentPath(), useRouteLanguage());
  return (
    <ul className="shell-language-switcher" aria-label={t('header.languageSwitcher.label')}>
      {links.map(({ language, href, current }) => (
        <li key={language}>
          <a href={href} hrefLang={language} lang={language} aria-current={current || undefined}>
            {t(`languages.${language}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
