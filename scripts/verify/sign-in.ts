/**
 * `--as <test person>`: signs in at the local sign-in provider (mock-server/sign-in/sign-in-provider.ts,
 * the test bank) the way the portal does, in plain HTTP: the authorization request with PKCE,
 * the test bank's persona form, the redirect back with the code, and the code exchange at the
 * token endpoint. Resolves to the access token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { personaByKey, personas } from '../../mock-server/personas.ts';
import { clientId, fakeBankMethod } from '../../mock-server/sign-in/sign-in-provider.ts';
import { identificationPaths } from '../../mock-server/sign-in/sign-in-paths.ts';
import { CookieJar } from './cookie-jar.ts';

import { defaultAppOrigin, defaultIssuer } from './sign-in-defaults.ts';

export { defaultAppOrigin, defaultIssuer };

/** A test person by key (`mainUser`) or by full name (`Laura Helena Mäkinen`), main users only. */
export function personaKeyOf(person: string): string {
  const wanted = person.trim().toLowerCase();
  const found =
    personaByKey(person.trim()) ??
    personas.find(
      (p) =>
        `${p.givenNames} ${p.lastName}`.toLowerCase() === wanted ||
        `${p.firstName} ${p.lastName}`.toLowerCase() === wanted,
    );
  if (found?.kind !== 'main') {
    const known = personas
      .filter((p) => p.kind === 'main')
      .map((p) => `${p.key} (${p.givenNames} ${p.lastName})`)
      .join(', ');
    throw new Error(`--as ${person}: not a test person who can sign in; one of: ${known}`);
  }
  return found.key;
}

async function step(url: string, jar: CookieJar, form?: Record<string, string>): Promise<URL> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    ...(form
      ? {
          method: 'POST',
          body: new URLSearchParams(form),
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        }
      : { headers: { cookie: jar.header() } }),
  });
  jar.store(response);
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || location === null) {
    throw new Error(
      `${new URL(url).pathname} answered ${String(response.status)}, not the redirect of a sign-in in progress`,
    );
  }
  return new URL(location, url);
}

/** Why a request to the provider got no answer: `connection refused (ECONNREFUSED)`. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return typeof code === 'string' ? `${message} (${code})` : message;
}

/** The provider's endpoints from its discovery document, or why there are none. */
async function discover(
  issuer: string,
): Promise<{ authorization_endpoint: string; token_endpoint: string }> {
  const url = `${issuer}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(
      `the sign-in provider ${issuer} cannot be reached: ${networkReason(error)}; is it running, and is --sign-in its issuer URL?`,
    );
  }
  const document = (await response.json().catch(() => undefined)) as
    { authorization_endpoint?: unknown; token_endpoint?: unknown } | undefined;
  if (
    !response.ok ||
    typeof document?.authorization_endpoint !== 'string' ||
    typeof document.token_endpoint !== 'string'
  ) {
    throw new Error(
      `${url} answered ${String(response.status)} without an OpenID discovery document; is --sign-in the provider's issuer URL?`,
    );
  }
  return {
    authorization_endpoint: document.authorization_endpoint,
    token_endpoint: document.token_endpoint,
  };
}

export interface SignInOptions {
  /** The provider's issuer URL; http://localhost:4000 by default (the mock stack's). */
  issuer?: string;
  /** The app origin whose callback the provider accepts; http://localhost:5173 by default. */
  appOrigin?: string;
}

/** Signs a test person in at the local sign-in provider; resolves to their access token. */
export async function signInAs(person: string, options: SignInOptions = {}): Promise<string> {
  const key = personaKeyOf(person);
  const issuer = (options.issuer ?? defaultIssuer).replace(/\/$/, '');
  const redirectUri = `${options.appOrigin ?? defaultAppOrigin}${identificationPaths.fi.callback}`;
  const discovery = await discover(issuer);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(discovery.authorization_endpoint);
  for (const [name, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: redirectUri,
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    idp: fakeBankMethod,
  })) {
    authorize.searchParams.set(name, value);
  }
  const jar = new CookieJar();
  const interaction = await step(authorize.href, jar);
  const resume = await step(new URL(`${interaction.pathname}/login`, issuer).href, jar, {
    persona: key,
  });
  const callback = await step(resume.href, jar);
  const code = callback.searchParams.get('code');
  if (code === null) {
    throw new Error(
      `the provider redirected back without a code (${callback.searchParams.get('error_description') ?? callback.searchParams.get('error') ?? 'and without an error'}); does it accept the callback of --app-origin?`,
    );
  }
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    }),
  });
  const tokens = ((await response.json().catch(() => ({}))) ?? {}) as {
    access_token?: string;
    error?: string;
  };
  if (!response.ok || tokens.access_token === undefined) {
    throw new Error(
      `the token endpoint answered ${String(response.status)}${tokens.error === undefined ? '' : ` (${tokens.error})`} without an access token`,
    );
  }
  return tokens.access_token;
}
