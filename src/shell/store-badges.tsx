import { useTranslation } from 'react-i18next';
import { AppleIcon, GooglePlayIcon } from './icons.tsx';
import { useShellSettings } from './shell-settings.tsx';
import './store-badges.css';

/** The stores' own names: brands, the same in every language. */
const storeNames = { appStore: 'App Store', googlePlay: 'Google Play' } as const;

/**
 * App Store and Google Play links styled as badges (K-29): real text in the patient's language
 * next to a drawn logo, so they scale, translate and read out like any link. `compact` names only
 * the store, where the surrounding region already says what the links are for (the app banner).
 */
export function StoreBadges({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { appStores } = useShellSettings();
  return (
    <ul
      className={className === undefined ? 'shell-store-badges' : `shell-store-badges ${className}`}
    >
      <li>
        <a className="shell-store-badge" href={appStores.appStore}>
          <AppleIcon className="shell-store-badge__logo" />
          <span>{compact ? storeNames.appStore : t('footer.appStores.appStore')}</span>
        </a>
      </li>
      <li>
        <a className="shell-store-badge" href={appStores.googlePlay}>
          <GooglePlayIcon className="shell-store-badge__logo" />
          <span>{compact ? storeNames.googlePlay : t('footer.appStores.googlePlay')}</span>
        </a>
      </li>
    </ul>
  );
}
