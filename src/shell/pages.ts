// The shell's pages that the app loads lazily, one area at a time (not re-exported from index.ts,
// which the first page loads).
export { AccessibilityStatementPage } from './pages/accessibility-statement-page.tsx';
export { FrontPage } from './pages/front-page.tsx';
export { LoginPage } from './pages/login-page.tsx';
export { LoggedOutPage } from './pages/logged-out-page.tsx';
export { TimeoutPage } from './pages/timeout-page.tsx';
