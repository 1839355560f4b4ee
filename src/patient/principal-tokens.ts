// Acting for a principal (P-16…P-20, K-19): the token each call carries. Principals are acted for
// with an on-behalf-of token from the identity service's token exchange (C-32), cached per
// principal until shortly before `expires_in` has passed; identity calls always carry the main
// token (C-29). A token the API refuses is forgotten, and the call exchanges a new one once.
// A principal's call never falls back to the main token (departing from P-17, see
// docs/acting-on-behalf.md): the main token would fetch the main user's data under the principal's
// name.
import {
  IdentityError,
  subscribePatientScope,
  type CurrentPatientKey,
  type HttpSettings,
} from '../api/index.ts';
import type { PrincipalToken } from '../auth/index.ts';

export interface ExchangedToken {
  accessToken: string;
  /** Seconds (C-32). */
  expiresIn: number;
}

/** The result of preparing a principal before acting for them. */
export type PrincipalReadiness =
  | { kind: 'Ready' }
  /** P-18: the principal's registry record is too old (`principal_too_old`). */
  | { kind: 'TooOld' }
  /** The exchange failed (reported): the switch is refused, never made on the main token. */
  | { kind: 'Failed'; error: unknown };

export interface PrincipalTokensDeps {
  /** The token exchange (C-32) for the principal, with the main token as actor. */
  exchange: (principalId: string, mainToken: string) => Promise<ExchangedToken>;
  /** The registration token of the current `register-principal` (P-20). */
  registrationToken: (id: string) => string | null;
  /** Epoch ms. */
  now: () => number;
  /** Where a failed exchange is reported (never the token). */
  report: (message: string, cause: unknown) => void;
}

/**
 * How long before `expires_in` a cached token is exchanged anew: a token handed out in its last
 * minute could expire on its way, or by the clock of an API that runs ahead of the identity
 * service's, and the call would be refused.
 */
export const expiryMarginMs = 60_000;

const failureMessage = 'Principal token exchange failed; no call is made for the principal';

export const isPrincipalTooOld = (error: unknown): boolean =>
  error instanceof IdentityError && error.code === 'principal_too_old';

export function createPrincipalTokens(deps: PrincipalTokensDeps) {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  const inFlight = new Map<string, Promise<string>>();
  // A token belongs to the person who exchanged it: another sign-in forgets every one, and an
  // exchange still under way for the previous person neither caches its token nor touches the
  // new person's exchanges when it ends.
  let generation = 0;
  const unsubscribe = subscribePatientScope((next, previous) => {
    if (next.subject !== previous.subject) {
      generation += 1;
      cache.clear();
      inFlight.clear();
    }
  });

  /** The principal's token, from the cache while `expires_in` less the margin has not passed. */
  const principalToken = (principalId: string, mainToken: string): Promise<string> => {
    const cached = cache.get(principalId);
    if (cached && cached.expiresAt > deps.now()) {
      return Promise.resolve(cached.token);
    }
    let pending = inFlight.get(principalId);
    if (!pending) {
      const requestedAt = deps.now();
      const startedIn = generation;
      const exchanged = deps
        .exchange(principalId, mainToken)
        .then(({ accessToken, expiresIn }) => {
          if (startedIn === generation) {
            cache.set(principalId, {
              token: accessToken,
              expiresAt: requestedAt + expiresIn * 1000 - expiryMarginMs,
            });
          }
          return accessToken;
        })
        .finally(() => {
          if (inFlight.get(principalId) === exchanged) {
            inFlight.delete(principalId);
          }
        });
      pending = exchanged;
      inFlight.set(principalId, exchanged);
    }
    return pending;
  };

  const token: PrincipalToken = async ({ patient, mainToken, call }) => {
    const registering = patient.startsWith('register-principal:');
    if (
      call.contract === 'identity' &&
      !(registering && call.operationId === 'registerPrincipal')
    ) {
      return mainToken;
    }
    if (registering) {
      const registration = deps.registrationToken(patient.slice('register-principal:'.length));
      if (registration === null) {
        throw new Error('No registration token for the principal being onboarded');
      }
      return registration;
    }
    const principalId = patient.slice('principal:'.length);
    try {
      return await principalToken(principalId, mainToken);
    } catch (error) {
      // The call fails with the exchange's error: the main token would fetch the main user's data.
      deps.report(failureMessage, error);
      throw error;
    }
  };

  /** Forgets a principal's token; with `token`, only while that one is still the cached one. */
  const forget = (key: CurrentPatientKey, token?: string) => {
    const principalId = key.slice('principal:'.length);
    if (
      key.startsWith('principal:') &&
      (token === undefined || cache.get(principalId)?.token === token)
    ) {
      cache.delete(principalId);
    }
  };

  return {
    token,
    /** Exchanges (or finds) the principal's token before the patient switches to them. */
    async prepare(principalId: string, mainToken: string): Promise<PrincipalReadiness> {
      try {
        await principalToken(principalId, mainToken);
        return { kind: 'Ready' };
      } catch (error) {
        if (isPrincipalTooOld(error)) {
          return { kind: 'TooOld' };
        }
        deps.report(failureMessage, error);
        return { kind: 'Failed', error };
      }
    },
    forget,
    /**
     * The HTTP layer's `patientTokenRefused`: a principal's exchanged token the API refused is
     * forgotten (a call that already renewed it keeps the new one), and the call may be made once
     * more. The main token of identity calls and a registration token are not this layer's to renew.
     */
    refused: ({ patient, call, token }: Parameters<HttpSettings['patientTokenRefused']>[0]) => {
      if (!patient.startsWith('principal:') || call.contract === 'identity') {
        return false;
      }
      forget(patient, token);
      return true;
    },
    dispose: unsubscribe,
  };
}
export type PrincipalTokens = ReturnType<typeof createPrincipalTokens>;
