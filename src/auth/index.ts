// The session layer's public face (ARCHITECTURE.md: areas share through index.ts).
export { AuthProvider } from './auth-provider.tsx';
export { useAuth, useAuthIntents, useKeepSessionAlive } from './use-auth.ts';
export { useSessionDialog } from './use-session-dialog.ts';
export { SessionDialogs } from './session-dialogs.tsx';
export { SignInCallbackPage } from './sign-in-callback-page.tsx';
export { RequireAuth } from './require-auth.tsx';
export { AuthIntentNavigator } from './auth-intent-navigator.tsx';
export { authenticationRequiredPath, intentPath } from './intent-path.ts';
export { createAuth, completeSilentRenew, type AuthOptions } from './create-auth.ts';
export {
  authMessageKeys,
  type AuthController,
  type AuthIntent,
  type AuthSnapshot,
  type ContinueState,
  type LoginState,
  type SessionUser,
} from './controller-types.ts';
export {
  isLoggedIn,
  type AuthState,
  type AuthStage,
  type LoggedOutReason,
} from './session/index.ts';
export { dialogState, formatCountdown, type SessionDialog } from './session/index.ts';
export {
  authenticationRequiredQuery,
  loginErrorCode,
  loginErrorCodes,
  loginErrorQuery,
  type AuthAnalyticsEvent,
  type LoginError,
  type LoginErrorCode,
} from './oidc/index.ts';
export { safeRedirectPath } from './safe-redirect.ts';
export { createPatientToken, type PrincipalToken } from './patient-token.ts';
export {
  identificationPaths,
  isCallbackPath,
  isSilentRenewPath,
  type IdentificationPaths,
} from './paths.ts';
export {
  isEmbedded,
  readEmbeddedHost,
  noHostTokenMessage,
  type EmbeddedHost,
} from './embedded-host.ts';
export {
  patientKey,
  onBehalfOfKey,
  contactUpdateKey,
  returnToKey,
  type KeyValueStorage,
} from './storage-keys.ts';
export { decodeJwtPayload } from './jwt.ts';
