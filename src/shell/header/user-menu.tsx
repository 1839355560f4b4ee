import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { Menu, MenuButton, MenuItem, MenuList, reportError } from '../../ui/index.ts';
import { IdCardIcon, LogOutIcon, UserIcon } from '../icons.tsx';
import { useShellSettings } from '../shell-settings.tsx';
import { firstGivenName } from './first-given-name.ts';

/** The logged-in user's menu: first given name on the button, full name inside (H-03, H-04). */
export function UserMenu({ givenNames, lastName }: { givenNames: string; lastName: string }) {
  const { t } = useTranslation();
  const { auth } = useShellSettings();
  const language = useRouteLanguage();
  const logOut = () => {
    auth.logout().catch((error: unknown) => {
      reportError('[shell] Logout failed.', error);
    });
  };
  return (
    <Menu
      className="shell-user-menu"
      align="end"
      icon={<UserIcon />}
      label={
        <>
          <span className="visually-hidden">{`${t('header.userMenu.label')}:`}</span>{' '}
          <span className="shell-user-menu__first-name">{firstGivenName(givenNames)}</span>
        </>
      }
      openedAnnouncement={t('header.serviceMenu.opened')}
      closedAnnouncement={t('header.serviceMenu.closed')}
    >
      <p className="shell-user-menu__full-name">{`${givenNames} ${lastName}`}</p>
      <MenuList>
        <MenuItem>
          <Link to={pathFor(language, 'myInformation.main')}>
            <IdCardIcon />
            {t('header.userMenu.myInformation')}
          </Link>
        </MenuItem>
        <MenuButton onClick={logOut}>
          <LogOutIcon />
          {t('header.userMenu.logOut')}
        </MenuButton>
      </MenuList>
    </Menu>
  );
}
