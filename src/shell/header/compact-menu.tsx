import { useTranslation } from 'react-i18next';
import { Menu, MenuButton, MenuItem, MenuLink, MenuList, MenuSection } from '../../ui/index.ts';
import { ExternalLinkIcon, MenuIcon, PeopleIcon } from '../icons.tsx';
import { ShellLink } from '../shell-link.tsx';
import { useShellSettings, type HeaderAuth } from '../shell-settings.tsx';
import { useCurrentPath, useRouteLanguage } from '../../i18n/index.ts';
import { actOnBehalfLabelKey } from './act-on-behalf-button.tsx';
import { languageLinks } from './language-links.ts';
import { useServiceLinks } from './use-service-links.ts';

/**
 * The header on phones and tablets folds into one menu: the services, the act-on-behalf action,
 * the languages and the main website, in sections that start expanded (H-01, H-06, H-07, H-11).
 */
export function CompactMenu({ auth }: { auth: HeaderAuth }) {
  const { t } = useTranslation();
  const { links, actOnBehalf } = useShellSettings();
  const language = useRouteLanguage();
  const languages = languageLinks(useCurrentPath(), language);
  return (
    <Menu
      className="shell-compact-menu"
      align="end"
      icon={<MenuIcon />}
      label={<span className="shell-compact-menu__label">{t('header.serviceMenu.toggle')}</span>}
      openedAnnouncement={t('header.serviceMenu.opened')}
      closedAnnouncement={t('header.serviceMenu.closed')}
    >
      <MenuSection title={t('header.serviceMenu.label')}>
        {useServiceLinks().map(({ service, label, destination, current }) => (
          <MenuItem key={service}>
            <ShellLink destination={destination} aria-current={current ? 'page' : undefined}>
              {label}
            </ShellLink>
          </MenuItem>
        ))}
      </MenuSection>
      {auth.kind === 'LoggedIn' && actOnBehalf && (
        <MenuList>
          <MenuButton onClick={actOnBehalf.open}>
            <PeopleIcon />
            {t(actOnBehalfLabelKey(actOnBehalf.currentPatientType))}
          </MenuButton>
        </MenuList>
      )}
      <MenuSection title={t('header.languageSwitcher.label')}>
        {languages.map(({ language: option, href, current }) => (
          <MenuLink
            key={option}
            href={href}
            hrefLang={option}
            lang={option}
            aria-current={current || undefined}
          >
            {t(`languages.${option}`)}
          </MenuLink>
        ))}
      </MenuSection>
      <MenuList>
        <MenuLink href={links.mainWebsite(language)}>
          {t('header.mainWebsite')}
          <ExternalLinkIcon className="shell-external-icon" />
          <span className="visually-hidden">{` (${t('common.externalLink')})`}</span>
        </MenuLink>
      </MenuList>
    </Menu>
  );
}
