import { memo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, reportError } from '../../ui/index.ts';
import { StoreBadges } from '../store-badges.tsx';
import {
  browserStorage,
  isAppBannerDismissed,
  rememberAppBannerDismissal,
} from './app-banner-dismissal.ts';
import './app-banner.css';

/** Another tab's dismissal (a `storage` event) hides the banner here too. */
const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => {
    window.removeEventListener('storage', changed);
  };
};

/**
 * Invites phone users to the app (H-19, NS-56): web mode only, below the s breakpoint (CSS),
 * and gone for 30 days once dismissed, in every tab. `now` is injectable for tests. A
 * prerendered page is hydrated with the banner, as rendered, and drops it when dismissed.
 */
function AppBannerView({ now = Date.now }: { now?: () => number }) {
  const { t } = useTranslation();
  const [dismissedHere, setDismissedHere] = useState(false);
  const dismissed = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return isAppBannerDismissed(browserStorage(), now());
      } catch {
        return false;
      }
    },
    () => false,
  );
  if (dismissed || dismissedHere) {
    return null;
  }
  const dismiss = () => {
    setDismissedHere(true);
    try {
      rememberAppBannerDismissal(browserStorage(), now());
    } catch (error) {
      reportError('[shell] Could not remember the app banner dismissal.', error, 'warning');
    }
  };
  return (
    <aside className="shell-app-banner" aria-label={t('footer.appStores.heading')}>
      <p className="shell-app-banner__text">{t('appBanner.text')}</p>
      <button
        type="button"
        className="shell-app-banner__close"
        aria-label={t('appBanner.close')}
        data-replay="app-banner-close"
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
      <StoreBadges className="shell-app-banner__badges" compact />
    </aside>
  );
}

/** Memoized: the shell re-renders when the maintenance check answers; this part need not. */
export const AppBanner = memo(AppBannerView);
