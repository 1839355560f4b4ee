import { useTranslation } from 'react-i18next';
import { ShellLink } from '../shell-link.tsx';
import { useServiceLinks } from './use-service-links.ts';

/** The service menu as a row of links, on wide screens (H-01). */
export function ServiceNavigation() {
  const { t } = useTranslation();
  return (
    <nav className="shell-service-nav" aria-label={t('header.serviceMenu.label')}>
      <div className="shell-container">
        <ul className="shell-service-nav__list">
          {useServiceLinks().map(({ service, label, destination, current }) => (
            <li key={service}>
              <ShellLink
                destination={destination}
                className="shell-service-nav__link"
                aria-current={current ? 'page' : undefined}
              >
                {label}
              </ShellLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
