import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SkipLink } from '../ui/index.ts';
import { ActingForBanner } from './acting-for-banner.tsx';
import { AppBanner } from './app-banner/app-banner.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { InShellLayoutContext } from './in-shell-layout.ts';
import { useMaintenanceBreak } from './maintenance/use-maintenance-break.ts';
import { BlockedPage, MaintenancePage } from './pages/lazy-pages.ts';
import { useShellSettings, type HeaderAuth } from './shell-settings.tsx';
import { useIsBlocked } from './use-blocked-access.ts';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';
import './shell-layout.css';

/** The id of the main landmark, the skip link's target. */
export const mainContentId = 'main-content';

const loggedOut: HeaderAuth = { kind: 'LoggedOut' };

/**
 * What the main landmark shows: the maintenance break and a denied customer win over the page.
 * Their pages load when first shown; the main landmark stays empty until they have come.
 */
function Content({ maintenance, blocked }: { maintenance: boolean; blocked: boolean }) {
  if (maintenance || blocked) {
    return (
      <Suspense fallback={null}>{maintenance ? <MaintenancePage /> : <BlockedPage />}</Suspense>
    );
  }
  return <Outlet />;
}

export interface ShellLayoutProps {
  /**
   * Notices the app puts above every page, inside the main content (e.g. the request to confirm
   * the contact information); not shown over the maintenance or blocked page.
   */
  notices?: ReactNode;
}

/**
 * The frame of every page: skip link, app banner, header, `main` and footer in web mode; only
 * `main` when embedded. Replaces the page with the maintenance page (H-18, with the
 * logged-out header) or the blocked page (H-21), and moves focus on navigation (STYLE.md §7).
 */
export function ShellLayout({ notices }: ShellLayoutProps) {
  const { t } = useTranslation();
  const { mode, auth, actingFor } = useShellSettings();
  const maintenance = useMaintenanceBreak();
  const blocked = useIsBlocked();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const web = mode === 'web';
  return (
    <div className="shell-layout">
      {web && <SkipLink targetId={mainContentId}>{t('header.skipToMainContent')}</SkipLink>}
      {web && <AppBanner />}
      {web && <Header auth={maintenance ? loggedOut : auth.state} />}
      {web && !maintenance && actingFor && <ActingForBanner actingFor={actingFor} />}
      <main ref={main} id={mainContentId} tabIndex={-1} className="shell-main">
        <div className="shell-container">
          <InShellLayoutContext value={true}>
            {!maintenance && !blocked && notices !== undefined && (
              <div className="shell-notices">{notices}</div>
            )}
            <Content maintenance={maintenance} blocked={blocked} />
          </InShellLayoutContext>
        </div>
      </main>
      {web && <Footer />}
    </div>
  );
}
