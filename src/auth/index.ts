// The session layer's public face (ARCHITECTURE.md: areas share through index.ts).
export { AuthProvider } from './ui/index.ts';
export { useAuth, useAuthIntents, useKeepSessionAlive } from './ui/index.ts';
export { useSessionDialog } from './ui/index.ts';
export { SessionDialogs } from './ui/index.ts';
export { SignInCallbackPage } from './ui/index.ts';
export { RequireAuth } from './ui/index.ts';
export { AuthIntentNavigator } from './ui/index.ts';
export { authenticationRequiredPath, intentPath } from './ui/index.ts';
export { createAuth, completeSilentRenew, type AuthOptions } from './create-auth.ts';
export { createLoggedOutAuth, startsLoggedOut } from './logged-out-start.ts';
export { receiveSessionHandover } from './shared-session-storage.ts';
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
  hostSupportedFeatures,
  hostAnalyticsConsent,
  noHostTokenMessage,
  type EmbeddedHost,
} from './embedded/index.ts';
export {
  patientKey,
  registrationKey,
  onBehalfOfKey,
  contactUpdateKey,
  returnToKey,
  type KeyValueStorage,
} from './storage-keys.ts';
export { decodeJwtPayload } from './jwt.ts';
export { silentRenewOpenedPath } from './silent-renew-page.ts';
