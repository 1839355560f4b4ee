// The session in embedded mode: the native app owns sign-in (see embedded-host.ts). The host's
// token is taken from the window once and kept here, in this closure, and nowhere else.
import { sessionReducer } from '../session/index.ts';
import type { AuthController, AuthIntent, AuthSnapshot } from '../controller-types.ts';
import { takeEmbeddedHost, type HostWindow } from './embedded-host.ts';
import { decodeJwtPayload } from '../jwt.ts';
import { setCurrentPatientKey } from '../../api/index.ts';
import { adoptSubject, clearPatientData } from '../session/index.ts';
import { createEmitter, createSnapshotStore } from '../session/index.ts';
import type { KeyValueStorage } from '../storage-keys.ts';

/** The latest date a Date holds: a host token without `exp` never ends on our side. */
const never = new Date(8.64e15);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Throws as `readEmbeddedHost` does when the host's token is missing or has no user GUID; the
 * global is gone from the window either way.
 */
export function createEmbeddedSession(deps: {
  host: HostWindow;
  sessionStorage: KeyValueStorage;
  clearQueryCache: () => void;
}): AuthController {
  const host = takeEmbeddedHost(deps.host);
  let token: string | null = host.token;
  // P-08, AMB-06: the host decides for whom; a principal's host token already is the principal's.
  adoptSubject(host.userId, deps.sessionStorage, deps.clearQueryCache);
  setCurrentPatientKey(host.patientType === 'principal' ? `principal:${host.userId}` : 'main');
  const claims = decodeJwtPayload(host.token) ?? {};
  const end = host.expiresAt === undefined ? never : new Date(host.expiresAt * 1000);
  const snapshot = createSnapshotStore<AuthSnapshot>({
    mode: 'embedded',
    auth: { kind: 'LoggedIn', stage: 'Complete', timeoutAt: end, expiresAt: end },
    user: {
      subject: host.userId,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    },
    login: { kind: 'Idle' },
    continuation: { kind: 'Idle' },
  });
  const intents = createEmitter<AuthIntent>();

  return {
    getSnapshot: snapshot.get,
    subscribe: snapshot.subscribe,
    onIntent: intents.on,
    start: () => Promise.resolve(),
    // No OIDC redirect in embedded mode: the host signs the user in.
    login: () => Promise.resolve(),
    pageRestored: () => undefined,
    handleCallback: () => Promise.resolve({ kind: 'navigate', to: 'path', path: '/' }),
    logout() {
      clearPatientData(deps.sessionStorage, deps.clearQueryCache);
      snapshot.update((s) =>
        sessionReducer(sessionReducer(s, { type: 'UserChanged', user: null }), {
          type: 'LoggedOut',
        }),
      );
      token = null;
      // The native app owns the sign-in: it is told through the function it gave (contract in
      // embedded-host.ts); the intent tells the app's own listeners.
      try {
        host.logout?.();
      } catch (cause) {
        console.error('[auth] The native app failed to take the logout', cause);
      }
      intents.emit({ kind: 'host', action: 'logout' });
      return Promise.resolve();
    },
    continueSession: () => Promise.resolve(),
    keepSessionAlive: () => () => undefined,
    noteActivity: () => undefined,
    accessToken() {
      return Promise.resolve(snapshot.get().auth.kind === 'LoggedIn' ? token : null);
    },
    dispose: () => undefined,
  };
}
