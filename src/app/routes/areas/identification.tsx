// The identification area (log in, logged out, timed out, the sign-in callback): one chunk.
export { LoggedOutPage, LoginPage, TimeoutPage } from '../../../shell/pages/index.ts';
export { SignInCallbackPage } from '../../../auth/index.ts';
