// The portal shell's public face: settings, layout, header and footer, and the shared pages.
export {
  ShellSettingsProvider,
  useShellSettings,
  type ActOnBehalf,
  type ActingFor,
  type AppStoreLinks,
  type HeaderAuth,
  type ShellAuth,
  type ShellEnvironmentName,
  type ShellLinks,
  type ShellLoginState,
  type ShellSettings,
} from './shell-settings.tsx';
export { createBlockedAccess, type BlockedAccess } from './blocked-access.ts';
export { createShellLinks, kaikuAppStores } from './site-links.ts';
export { ShellLayout, mainContentId, type ShellLayoutProps } from './shell-layout.tsx';
export { Header } from './header/header.tsx';
export { Footer } from './footer/footer.tsx';
export { AppBanner } from './app-banner/app-banner.tsx';
export { formatPageTitle, PrerenderTitleContext, siteName, usePageTitle } from './page-title.ts';
export { prerenderOrigin } from './browser.ts';
export { loginPagePath } from './login-page-path.ts';
// The login page's own check of where to return (S-13), for the pages that pass a return on.
export { safeRedirectPath } from '../auth/index.ts';
export { WithPhoneLink } from './phone-link.tsx';
export { useSectionFromHash } from './use-section-from-hash.ts';
// The pages of the lazily loaded areas are in ./pages.ts, so they stay out of the first chunk.
export { ErrorPage } from './pages/error-page.tsx';
export { RouteErrorPage } from './pages/route-error-page.tsx';
// Loaded when first shown: render them inside a Suspense boundary or a navigation.
export { BlockedPage, MaintenancePage, NotFoundPage } from './pages/lazy-pages.ts';
