// The shell's pages that the app loads lazily, one area at a time (not re-exported from index.ts,
// which the first page loads).
export { AccessibilityStatementPage } from './accessibility-statement-page.tsx';
export { FrontPage } from './front-page.tsx';
export { LoginPage } from './login-page.tsx';
export { LoggedOutPage } from './logged-out-page.tsx';
export { TimeoutPage } from './timeout-page.tsx';
