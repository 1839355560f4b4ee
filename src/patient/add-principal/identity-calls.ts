// The identity service's calls made outside React components (C-31, C-32), through the typed
// openapi-fetch client of the contract and so through the one HTTP function.
import type { paths } from '../../../generated/identity/paths.ts';
import { createApiClient, operationTables } from '../../api/index.ts';
import type { ExchangedToken } from '../principal-tokens.ts';

/** NS-17 (RFC 8693); the subject token type is provider-defined, to be confirmed. */
export const tokenExchangeGrant = 'urn:ietf:params:oauth:grant-type:token-exchange' as const;
export const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token' as const;
export const principalIdTokenType = 'urn:asiointi:params:oauth:token-type:uuid' as const;

/** The typed client of the identity contract. */
export const identityClient = () => createApiClient<paths>('identity', operationTables.identity);

/** Request options of a form body: openapi-fetch serializes the body as a form for this type. */
export const formBody = { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };

/** C-32: the main user's token (actor) exchanged for one that acts for the principal (subject). */
export async function exchangePrincipalToken(
  audience: string,
  principalId: string,
  mainToken: string,
): Promise<ExchangedToken> {
  const { data } = await identityClient().POST('/token', {
    ...formBody,
    body: {
      audience,
      grant_type: tokenExchangeGrant,
      actor_token: mainToken,
      actor_token_type: accessTokenType,
      subject_token: principalId,
      subject_token_type: principalIdTokenType,
    },
  });
  if (!data) {
    throw new Error('The token exchange answered without a token');
  }
  return { accessToken: data.access_token, expiresIn: data.expires_in };
}
