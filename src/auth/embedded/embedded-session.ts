// The session in embedded mode: the native app owns sign-in (see embedded-host.ts). The host's
// token is taken from the window once and kept here, in this closure, and nowhere else; a renewed
// one comes through `window.AsiointiWeb.setToken` (docs/native-app.md).
import { sessionReducer } from '../session/index.ts';
import type { AuthController, AuthIntent, AuthSnapshot } from '../controller-types.ts';
import {
  offerToHost,
  readHostToken,
  takeEmbeddedHost,
  type HostToken,
  type HostWindow,
} from './embedded-host.ts';
import { decodeJwtPayload } from '../jwt.ts';
import { setCurrentPatientKey } from '../../api/index.ts';
import { adoptSubject, clearPatientData, realClock, type Clock } from '../session/index.ts';
import { createEmitter, createSnapshotStore } from '../session/index.ts';
import type { KeyValueStorage } from '../storage-keys.ts';
import { accessTokenExpiringMs } from '../constants.ts';
import { reportError } from '../../ui/telemetry/index.ts';

/** The latest date a Date holds: a host token without `exp` never ends on our side. */
const never = new Date(8.64e15);
/** The longest delay a browser timer keeps (about 24.8 days); longer ones fire at once. */
const maxTimerDelayMs = 2 ** 31 - 1;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const endOf = (token: HostToken) =>
  token.expiresAt === undefined ? never : new Date(token.expiresAt * 1000);

/**
 * Throws as `readEmbeddedHost` does when the host's token is missing or has no user GUID; the
 * global is gone from the window either way. Defines `window.AsiointiWeb` for the host's
 * renewals.
 */
export function createEmbeddedSession(deps: {
  host: HostWindow;
  sessionStorage: KeyValueStorage;
  clearQueryCache: () => void;
  clock?: Clock;
}): AuthController {
  const clock = deps.clock ?? realClock;
  const host = takeEmbeddedHost(deps.host);
  let current: HostToken | null = host;
  // P-08, AMB-06: the host decides for whom; a principal's host token already is the principal's.
  adoptSubject(host.userId, deps.sessionStorage, deps.clearQueryCache);
  setCurrentPatientKey(host.patientType === 'principal' ? `principal:${host.userId}` : 'main');
  const claims = decodeJwtPayload(host.token) ?? {};
  const snapshot = createSnapshotStore<AuthSnapshot>({
    mode: 'embedded',
    auth: { kind: 'LoggedIn', stage: 'Complete', timeoutAt: endOf(host), expiresAt: endOf(host) },
    user: {
      subject: host.userId,
      givenName: text(claims.given_name),
      familyName: text(claims.family_name),
    },
    login: { kind: 'Idle' },
    continuation: { kind: 'Idle' },
  });
  const intents = createEmitter<AuthIntent>();

  // The host is asked for a new token when the one held is about to expire (K-02) and once more
  // when a call finds it expired; each new token starts both over.
  let askedExpiring = false;
  let askedExpired = false;
  let expiringTimer: ReturnType<Clock['setTimeout']> | null = null;
  const askHost = () => {
    try {
      host.renewToken?.();
    } catch (cause) {
      reportError('[auth] The native app failed to take the token request', cause);
    }
  };
  const stopTimer = () => {
    if (expiringTimer !== null) {
      clock.clearTimeout(expiringTimer);
      expiringTimer = null;
    }
  };
  const armExpiring = (token: HostToken) => {
    stopTimer();
    if (token.expiresAt === undefined) {
      return;
    }
    const untilExpiring = token.expiresAt * 1000 - accessTokenExpiringMs - clock.now();
    expiringTimer = clock.setTimeout(
      () => {
        expiringTimer = null;
        if (untilExpiring > maxTimerDelayMs) {
          armExpiring(token);
        } else if (!askedExpiring) {
          askedExpiring = true;
          askHost();
        }
      },
      Math.max(0, Math.min(untilExpiring, maxTimerDelayMs)),
    );
  };
  armExpiring(host);

  /** A renewal from the host: only a live token of the same user replaces the one held. */
  const setToken = (token: string): boolean => {
    if (current === null || snapshot.get().auth.kind !== 'LoggedIn') {
      return false;
    }
    let next: HostToken;
    try {
      next = readHostToken(token);
    } catch (cause) {
      reportError(
        '[auth] The native app gave a token without a user GUID: kept the old one',
        cause,
        'warning',
      );
      return false;
    }
    if (next.userId !== host.userId) {
      // Never another person's token under this person's name, banner and query scope.
      reportError(
        "[auth] The native app gave another user's token: kept the old one",
        undefined,
        'warning',
      );
      return false;
    }
    if (next.expiresAt !== undefined && next.expiresAt * 1000 <= clock.now()) {
      reportError(
        '[auth] The native app gave an expired token: kept the old one',
        undefined,
        'warning',
      );
      return false;
    }
    current = next;
    askedExpiring = false;
    askedExpired = false;
    armExpiring(next);
    snapshot.update((s) =>
      s.auth.kind === 'LoggedIn'
        ? { ...s, auth: { ...s.auth, timeoutAt: endOf(next), expiresAt: endOf(next) } }
        : s,
    );
    return true;
  };
  offerToHost(deps.host, { setToken });

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
      current = null;
      stopTimer();
      // The native app owns the sign-in: it is told through the function it gave (contract in
      // embedded-host.ts); the intent tells the app's own listeners.
      try {
        host.logout?.();
      } catch (cause) {
        reportError('[auth] The native app failed to take the logout', cause);
      }
      intents.emit({ kind: 'host', action: 'logout' });
      return Promise.resolve();
    },
    continueSession: () => Promise.resolve(),
    keepSessionAlive: () => () => undefined,
    noteActivity: () => undefined,
    accessToken() {
      if (snapshot.get().auth.kind !== 'LoggedIn' || current === null) {
        return Promise.resolve(null);
      }
      if (current.expiresAt !== undefined && clock.now() >= current.expiresAt * 1000) {
        // An expired token would only be refused (401): no call goes out until the host renews.
        if (!askedExpired) {
          askedExpired = true;
          askHost();
        }
        return Promise.resolve(null);
      }
      return Promise.resolve(current.token);
    },
    dispose: stopTimer,
  };
}
