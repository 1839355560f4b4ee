// The add-principal flow as the browser runs it: the calls (openapi-fetch clients of the identity
// and patient contracts, through the one HTTP function) around the checks of add-principal.ts.
import type { paths as patientPaths } from '../../../generated/patient/paths.ts';
import { createApiClient, operationTables } from '../../api/index.ts';
import { decodeJwtPayload, onBehalfOfKey, type KeyValueStorage } from '../../auth/index.ts';
import {
  AddPrincipalError,
  authorizeUrl,
  exchangeReturn,
  hasProfile,
  randomState,
  readTransaction,
  type AddPrincipalTransaction,
  type AuthorizeConfig,
} from './add-principal.ts';
import { formBody, identityClient } from './identity-calls.ts';
import type { PatientStore } from '../patient-store.ts';
import type { PrincipalTokens } from '../principal-tokens.ts';

export type AddPrincipalOutcome =
  /** P-25, P-26: registered and now acted for. */
  | { kind: 'Registered'; firstName: string; lastName: string; returnTo: string }
  /** P-25: no profile yet: family-member onboarding as register-principal. */
  | { kind: 'Onboarding'; returnTo: string };

export interface AddPrincipalActionsDeps {
  store: PatientStore;
  tokens: PrincipalTokens;
  mainToken: () => Promise<string | null>;
  config: AuthorizeConfig;
  sessionStorage: KeyValueStorage;
  now: () => number;
  /** Fills the array with random bytes (`crypto.getRandomValues`). */
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  /** Leaves for the authorization page. */
  assign: (url: string) => void;
}

export function createAddPrincipalActions(deps: AddPrincipalActionsDeps) {
  const patient = () => createApiClient<patientPaths>('patient', operationTables.patient);

  return {
    /** P-21, P-22: session info, the stored transaction, and the redirect. */
    async start(args: { redirectUri: string; returnTo: string; language: string }) {
      const { data } = await identityClient().GET('/session-info');
      if (!data) {
        throw new Error('Session info answered without a body');
      }
      const transaction: AddPrincipalTransaction = {
        sessionInfo: data,
        state: randomState(deps.random),
        createdAt: deps.now(),
        redirectUri: args.redirectUri,
        returnTo: args.returnTo,
      };
      deps.sessionStorage.setItem(onBehalfOfKey, JSON.stringify(transaction));
      deps.assign(authorizeUrl(deps.config, transaction, args.language));
    },

    /** P-23…P-27: the return. Throws `AddPrincipalError`; the transaction is gone afterwards. */
    async complete(search: URLSearchParams): Promise<AddPrincipalOutcome> {
      const transaction = readTransaction(deps.sessionStorage, onBehalfOfKey, deps.now());
      deps.sessionStorage.removeItem(onBehalfOfKey);
      const chosen = await exchangeReturn(search, transaction, {
        async exchangeCode(code, redirectUri) {
          const { data } = await identityClient().POST('/oauth/token', {
            ...formBody,
            body: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
          });
          if (!data) {
            throw new Error('The code exchange answered without a token');
          }
          return data.access_token;
        },
        async onBehalfOf(body) {
          const { data } = await identityClient().POST('/oauth/get-on-behalf-of-token', { body });
          if (!data) {
            throw new Error('The on-behalf-of exchange answered without a token');
          }
          return {
            firstName: data.first_name,
            lastName: data.last_name,
            accessToken: data.access_token,
            expiresIn: data.expires_in,
          };
        },
      });
      const returnTo = transaction?.returnTo ?? '/';
      const id = decodeJwtPayload(chosen.accessToken)?.sub;
      if (typeof id !== 'string') {
        throw new AddPrincipalError('unhandled-error');
      }
      try {
        // P-20: from here on the calls carry the registration token.
        deps.store.beginRegistration({
          type: 'register-principal',
          id,
          firstName: chosen.firstName,
          lastName: chosen.lastName,
          token: chosen.accessToken,
          ...(chosen.expiresIn === undefined
            ? {}
            : { expiresAt: deps.now() + chosen.expiresIn * 1000 }),
        });
        if (!(await hasProfile(() => patient().GET('/profile')))) {
          return { kind: 'Onboarding', returnTo };
        }
        const { data: principal } = await identityClient().POST('/principals', { body: {} });
        const mainToken = await deps.mainToken();
        if (!principal || mainToken === null) {
          throw new Error('The principal could not be registered');
        }
        const readiness = await deps.tokens.prepare(principal.id, mainToken);
        if (readiness.kind === 'TooOld') {
          throw new AddPrincipalError('selected-principal-too-old');
        }
        if (readiness.kind === 'Failed') {
          // Registered, but never acted for without their own token: the user stays oneself.
          throw readiness.error;
        }
        deps.store.select({ type: 'principal', id: principal.id });
        // The answer need carry only the id (C-30): the names are then the on-behalf-of answer's.
        return {
          kind: 'Registered',
          firstName: principal.firstName ?? chosen.firstName,
          lastName: principal.lastName ?? chosen.lastName,
          returnTo,
        };
      } catch (error) {
        deps.store.select({ type: 'main' });
        throw error instanceof AddPrincipalError
          ? error
          : new AddPrincipalError('unhandled-error', { cause: error });
      }
    },
  };
}
export type AddPrincipalActions = ReturnType<typeof createAddPrincipalActions>;
