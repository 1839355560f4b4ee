import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, reportError } from '../../ui/index.ts';
import { StoreBadges } from '../store-badges.tsx';
import {
  browserStorage,
  isAppBannerDismissed,
  rememberAppBannerDismissal,
} from './app-banner-dismissal.ts';
import './app-banner.css';

/**
 * Invites phone users to the app (H-19, NS-56): web mode only, below the s breakpoint (CSS),
 * and gone for 30 days once dismissed. `now` is injectable for tests.
 */
function AppBannerView({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => {
    try {
      return isAppBannerDismissed(browserStorage(), now());
    } catch {
      return false;
    }
  });
  if (dismissed) {
    return null;
  }
  const dismiss = () => {
    setDismissed(true);
    try {
      rememberAppBannerDismissal(browserStorage(), now());
    } catch (error) {
      reportError('[shell] Could not remember the app banner dismissal.', error, 'warning');
    }
  };
  return (
    <aside className="shell-app-banner" aria-label={t('footer.appStores.heading')}>
      <div className="shell-app-banner__content">
        <p className="shell-app-banner__text">{t('appBanner.text')}</p>
        <StoreBadges className="shell-app-banner__badges" />
      </div>
      <button
        type="button"
        className="shell-app-banner__close"
        aria-label={t('appBanner.close')}
        data-replay="app-banner-close"
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}

/** Memoized: the shell re-renders when the maintenance check answers; this part need not. */
export const AppBanner = memo(AppBannerView);
