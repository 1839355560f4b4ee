import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import type { Language } from '../../../src/api/index.ts';
import type { AuthClient, SignedInUser } from '../../../src/auth/session/auth-client.ts';
import { sleep, type Clock } from '../../../src/auth/session/clock.ts';
import type { KeyValueStorage } from '../../../src/auth/storage-keys.ts';

export const mainUserSubject = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const userKey = 'oidc.user:fake';

export type SilentOutcome =
  'ok' | 'login_required' | 'interaction_required' | 'timeout' | 'network';

/** The sign-in provider the fake clients talk to: counts token requests, issues tokens. */
export function createFakeProvider(clock: Clock) {
  let issued = 0;
  const provider = {
    tokenRequests: 0,
    /** Outcomes of the next silent sign-ins, in order; then `ok`. */
    silentOutcomes: [] as SilentOutcome[],
    /** How long a silent sign-in takes. */
    silentDelayMs: 100,
    /** Access-token lifetime in seconds. */
    tokenLifetime: 3600,
    callbackError: undefined as Error | undefined,
    signinRedirects: [] as Language[],
    signoutRedirects: [] as { idTokenHint: string | undefined; language: Language }[],
    revocations: 0,
    /** Who signs in next: another person's sign-in is how a user switch is tried. */
    subject: mainUserSubject,
    issue(): SignedInUser {
      issued += 1;
      return {
        accessToken: `access-${issued}`,
        idToken: `id-${issued}`,
        expiresAt: Math.floor(clock.now() / 1000) + provider.tokenLifetime,
        subject: provider.subject,
        givenName: 'Maija',
        familyName: 'Meikäläinen',
      };
    },
  };
  return provider;
}
export type FakeProvider = ReturnType<typeof createFakeProvider>;

const failure = (outcome: Exclude<SilentOutcome, 'ok'>): Error => {
  switch (outcome) {
    case 'login_required':
    case 'interaction_required':
      return new ErrorResponse({
        error: outcome,
        error_description: 'End-User authentication is required',
      });
    case 'timeout':
      return new ErrorTimeout('IFrame timed out without a response');
    case 'network':
      return new TypeError('Failed to fetch');
  }
};

/** One tab's AuthClient; the user store is the shared local storage, as in the browser. */
export function createFakeAuthClient(
  provider: FakeProvider,
  clock: Clock,
  storage: KeyValueStorage,
): AuthClient {
  const store = (user: SignedInUser) => {
    storage.setItem(userKey, JSON.stringify(user));
    return user;
  };
  return {
    getUser: () => {
      const raw = storage.getItem(userKey);
      return Promise.resolve(raw === null ? null : (JSON.parse(raw) as SignedInUser));
    },
    signinRedirect: (language) => {
      provider.signinRedirects.push(language);
      return Promise.resolve();
    },
    signinCallback: (url) => {
      // As oidc-client-ts: the state check comes first (callbackError stands for its failure);
      // an `error` response whose state matched is thrown with the provider's fields.
      if (provider.callbackError) {
        return Promise.reject(provider.callbackError);
      }
      const params = new URL(url).searchParams;
      const error = params.get('error');
      if (error !== null) {
        return Promise.reject(
          Object.assign(new Error(error), {
            error,
            error_description: params.get('error_description') ?? undefined,
            error_uri: params.get('error_uri') ?? undefined,
          }),
        );
      }
      provider.tokenRequests += 1;
      return Promise.resolve(store(provider.issue()));
    },
    signinSilent: async () => {
      provider.tokenRequests += 1;
      await sleep(clock, provider.silentDelayMs);
      const outcome = provider.silentOutcomes.shift() ?? 'ok';
      if (outcome !== 'ok') {
        throw failure(outcome);
      }
      return store(provider.issue());
    },
    signoutRedirect: (args) => {
      provider.signoutRedirects.push(args);
      storage.removeItem(userKey);
      return Promise.resolve();
    },
    removeUserAndRevoke: () => {
      storage.removeItem(userKey);
      provider.revocations += 1;
      return Promise.resolve();
    },
    removeUser: () => {
      storage.removeItem(userKey);
      return Promise.resolve();
    },
  };
}

/** Puts a signed-in user in the shared store, as an earlier sign-in would have. */
export function storeUser(storage: KeyValueStorage, user: SignedInUser): void {
  storage.setItem(userKey, JSON.stringify(user));
}
export const storedUser = (storage: KeyValueStorage): SignedInUser | null => {
  const raw = storage.getItem(userKey);
  return raw === null ? null : (JSON.parse(raw) as SignedInUser);
};
