// The add-principal flow (P-21…P-27, E-25…E-29): the parent picks a child at the external
// authorization page (Suomi.fi e-Authorizations); the portal exchanges the code for a token and
// that for the child's on-behalf-of token, then registers the child or onboards them.
import { z } from 'zod';
import { IdentityError, NotFoundError } from '../../api/index.ts';
import type { KeyValueStorage } from '../../auth/index.ts';

/** K-17: the OAuth state of the authorization redirect has 15 characters. */
export const stateLength = 15;
/** NS-19: a stored transaction older than this is not trusted. */
export const transactionTtlMs = 15 * 60 * 1000;

export const SessionInfo = z.object({
  sessionId: z.string(),
  userId: z.string(),
  requestId: z.string(),
  clientId: z.string(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** NS-19: `tap.obo.v1` (sessionStorage) holds the transaction between redirect and return. */
export const AddPrincipalTransaction = z.object({
  sessionInfo: SessionInfo,
  state: z.string().length(stateLength),
  createdAt: z.number(),
  redirectUri: z.string(),
  /** Where the user was when they started: a same-origin path. */
  returnTo: z.string(),
});
export type AddPrincipalTransaction = z.infer<typeof AddPrincipalTransaction>;

/** E-25: the flow's error codes (and E-26's interrupted selection). */
export type AddPrincipalCode =
  | 'principal-selection-interrupted'
  | 'no-suomifi-session-info-stored'
  | 'suomifi-token-exchange-failed'
  | 'selected-principal-too-old'
  | 'on-behalf-of-token-exchange-failed'
  | 'unhandled-error';

/** E-25: what the user is told. */
export type AddPrincipalMessage = 'interupted' | 'connectionError' | 'overAgeLimit';

/** E-26…E-29: the spec's mapping table. */
export function messageFor(code: AddPrincipalCode): AddPrincipalMessage {
  switch (code) {
    case 'principal-selection-interrupted':
      return 'interupted';
    case 'selected-principal-too-old':
      return 'overAgeLimit';
    case 'no-suomifi-session-info-stored':
    case 'suomifi-token-exchange-failed':
    case 'on-behalf-of-token-exchange-failed':
    case 'unhandled-error':
      return 'connectionError';
  }
}

export class AddPrincipalError extends Error {
  override readonly name = 'AddPrincipalError';
  constructor(
    readonly code: AddPrincipalCode,
    options?: { cause: unknown },
  ) {
    super(`Adding a principal failed: ${code}`, options);
  }
}

const stateAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The largest multiple of 62 below 256: bytes from it up are drawn again, so no letter is likelier. */
const unbiasedBelow = 256 - (256 % stateAlphabet.length);

/** A random state of 15 URL-safe characters from the platform's CSPRNG, without modulo bias. */
export function randomState(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>,
): string {
  let state = '';
  while (state.length < stateLength) {
    for (const byte of random(new Uint8Array(stateLength))) {
      if (byte < unbiasedBelow && state.length < stateLength) {
        state += stateAlphabet.charAt(byte % stateAlphabet.length);
      }
    }
  }
  return state;
}

export interface AuthorizeConfig {
  /** The external authorization page (C-45). */
  authorizeUrl: string;
  clientId: string;
  subscriptionKey: string;
}

/** P-22, NS-15, NS-42: the redirect to the authorization page. */
export function authorizeUrl(
  config: AuthorizeConfig,
  transaction: AddPrincipalTransaction,
  language: string,
): string {
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', transaction.redirectUri);
  url.searchParams.set('state', transaction.state);
  url.searchParams.set('user', transaction.sessionInfo.userId);
  url.searchParams.set('lang', language);
  url.searchParams.set('subscription-key', config.subscriptionKey);
  return url.toString();
}

/** P-23: the parameters the authorization page returns with. */
export const returnParameters = [
  'obo_code',
  'obo_state',
  'obo_error',
  'obo_error_description',
  'obo_error_uri',
] as const;

export function isAddPrincipalReturn(search: URLSearchParams): boolean {
  return search.has('obo_code') || search.has('obo_error');
}

/** P-27: the URL's search without the `obo_*` parameters. */
export function withoutReturnParameters(search: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(search);
  for (const name of returnParameters) {
    rest.delete(name);
  }
  return rest;
}

export function readTransaction(
  storage: KeyValueStorage,
  key: string,
  now: number,
): AddPrincipalTransaction | null {
  try {
    const parsed = AddPrincipalTransaction.safeParse(JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success && now - parsed.data.createdAt < transactionTtlMs ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface OnBehalfOf {
  firstName: string;
  lastName: string;
  accessToken: string;
  /** The token's lifetime in seconds (`expires_in`). */
  expiresIn?: number;
}

export interface CompletionDeps {
  /** C-27: `obo_code` → access token. */
  exchangeCode: (code: string, redirectUri: string) => Promise<string>;
  /** C-28: access token → the chosen person's on-behalf-of token. */
  onBehalfOf: (request: {
    accessToken: string;
    requestId: string;
    sessionId: string;
  }) => Promise<OnBehalfOf>;
}

/**
 * P-23, P-24, P-27: checks the return against the stored transaction and exchanges the code,
 * then the token. The transaction is removed whatever happens. Throws `AddPrincipalError`.
 */
export async function exchangeReturn(
  search: URLSearchParams,
  transaction: AddPrincipalTransaction | null,
  deps: CompletionDeps,
): Promise<OnBehalfOf> {
  if (search.get('obo_error') === 'access_denied') {
    throw new AddPrincipalError('principal-selection-interrupted');
  }
  if (!transaction) {
    throw new AddPrincipalError('no-suomifi-session-info-stored');
  }
  // A state that is not ours: someone else's return, or a forged one (E-27).
  if (search.get('obo_state') !== transaction.state) {
    throw new AddPrincipalError('no-suomifi-session-info-stored');
  }
  const code = search.get('obo_code');
  if (search.has('obo_error') || code === null || code === '') {
    throw new AddPrincipalError('unhandled-error');
  }
  let accessToken: string;
  try {
    accessToken = await deps.exchangeCode(code, transaction.redirectUri);
  } catch (cause) {
    throw new AddPrincipalError('suomifi-token-exchange-failed', { cause });
  }
  try {
    return await deps.onBehalfOf({
      accessToken,
      requestId: transaction.sessionInfo.requestId,
      sessionId: transaction.sessionInfo.sessionId,
    });
  } catch (cause) {
    const tooOld = cause instanceof IdentityError && cause.code === 'principal_too_old';
    throw new AddPrincipalError(
      tooOld ? 'selected-principal-too-old' : 'on-behalf-of-token-exchange-failed',
      { cause },
    );
  }
}

/** P-25: a profile means the principal is registered; 404 means onboarding (P-31). */
export async function hasProfile(getProfile: () => Promise<unknown>): Promise<boolean> {
  try {
    await getProfile();
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) {
      return false;
    }
    throw error;
  }
}
