import { useTranslation } from 'react-i18next';
import { AppleIcon, GooglePlayIcon } from './icons.tsx';
import { useShellSettings } from './shell-settings.tsx';
import './store-badges.css';

/**
 * App Store and Google Play links styled as badges (K-29): real text in the patient's language
 * next to a drawn logo, so they scale, translate and read out like any link.
 */
export function StoreBadges({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { appStores } = useShellSettings();
  return (
    <ul
      className={className === undefined ? 'shell-store-badges' : `shell-store-badges ${className}`}
    >
      <li>
        <a className="shell-store-badge" href={appStores.appStore}>
          <AppleIcon className="shell-store-badge__logo" />
          <span>{t('footer.appStores.appStore')}</span>
        </a>
      </li>
      <li>
        <a className="shell-store-badge" href={appStores.googlePlay}>
          <GooglePlayIcon className="shell-store-badge__logo" />
          <span>{t('footer.appStores.googlePlay')}</span>
        </a>
      </li>
    </ul>
  );
}
