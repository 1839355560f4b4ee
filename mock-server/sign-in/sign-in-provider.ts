/**
 * The local sign-in provider of the mock stack: the spec's "fake bank identity provider"
 * (S-02, C-37…C-44). A certified OpenID provider (oidc-provider 9) with one public client,
 * `asiointi-web`: authorization code + PKCE (S256) only, refresh tokens by policy (rotating,
 * refused once the session would have ended: 20 min idle, 2 h from the sign-in, and bound to the
 * browser's DPoP key: RFC 9449, see {@link bearerTokenType}), JWT access tokens for
 * the API resource so that the mock gateway can read `sub`, and our own test-bank pages instead
 * of the library's development pages.
 *
 * The `idp` authorization parameter (C-43) names the identification method. `idp=fakebank`
 * goes straight to the test bank's persona list; without it, or with any other value, the
 * "Choose an identification method" page comes first and lists the test bank, the only
 * method enabled here. The method used is recorded as `amr: ['fakebank']` in the ID token.
 *
 * Everything is kept in memory and the signing key is generated at start: a restart signs
 * everybody out.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, {
  errors,
  type Account,
  type ClientMetadata,
  type Configuration,
  type Grant,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';
import {
  personaByKey,
  personaBySubject,
  personas,
  type Language,
  type Persona,
} from '../personas.ts';
import {
  renderChooserPage,
  renderErrorPage,
  renderLoggedOutPage,
  renderLogoutPage,
  renderPersonaPage,
} from './sign-in-pages.ts';
import { createMemoryStore } from './sign-in-store.ts';
import { postLogoutRedirectUris, redirectUris } from './sign-in-paths.ts';
import { pickLanguage } from './sign-in-texts.ts';

/** The port of the sign-in provider in the local mock stack. */
export const defaultSignInPort = 4000;
export const clientId = 'asiointi-web';
/** The audience of every access token (the API gateway, `api.asiointi.example` in prod). */
export const apiResource = 'https://api.asiointi.example';
/** The only identification method; also the value of `idp` that skips the chooser. */
export const fakeBankMethod = 'fakebank';

export interface SignInProviderOptions {
  /** 0 picks a free port; the issuer then carries the port actually used. */
  port: number;
  host?: string;
  /** Origins of the app (dev server, preview) whose callbacks and sign-out pages are registered. */
  appOrigins?: readonly string[];
  /** Where the one line per completed sign-in goes (default `console.info`). */
  log?: (line: string) => void;
  /** The session limits refresh tokens honour (default: the portal's, {@link sessionLimits}). */
  limits?: SessionLimits;
}

/** How long a session lasts, in seconds: without activity (idle) and since the sign-in. */
export interface SessionLimits {
  idleSeconds: number;
  absoluteSeconds: number;
}

/**
 * The portal's session limits (docs/sign-in.md, "Session rules"): 20 minutes without activity, 2 hours from the sign-in.
 * The browser enforces them with its timers; the provider enforces them on refresh tokens, so a
 * refresh token taken from storage is useless once the session would have ended.
 */
export const sessionLimits: SessionLimits = { idleSeconds: 20 * 60, absoluteSeconds: 2 * 60 * 60 };

/**
 * Lifetime of a refresh token issued now for a sign-in at `authTime` (epoch seconds). Every use
 * rotates the token, so a token lives for the idle limit unless it is used (and replaced)
 * before, and never past the absolute limit counted from the sign-in. At least 1 s, as the
 * library requires a positive lifetime.
 */
export function refreshTokenTtl(
  authTime: number | undefined,
  limits: SessionLimits,
  now = Math.floor(Date.now() / 1000),
): number {
  const untilAbsolute = (authTime ?? now) + limits.absoluteSeconds - now;
  return Math.max(1, Math.min(limits.idleSeconds, untilAbsolute));
}

export interface SignInProvider {
  issuer: string;
  close(): Promise<void>;
}

/** Dev-only cookie signing key: nothing here protects real data. */
const cookieKeys = ['asiointi-mock-sign-in-provider-dev-only-cookie-key'];
const oneHour = 60 * 60;
const maxFormBytes = 16 * 1024;

export async function startSignInProvider({
  port,
  host = 'localhost',
  appOrigins = ['http://localhost:5173', 'http://localhost:4173'],
  log = (line) => {
    console.info(line);
  },
  limits = sessionLimits,
}: SignInProviderOptions): Promise<SignInProvider> {
  // Listen first: the issuer needs the bound port. Nobody knows the port before this function
  // returns, so no request arrives before the handler is attached below.
  const server = createServer();
  const { port: boundPort, urlHost: issuerHost } = await listen(server, port, host);
  const issuer = `http://${issuerHost}:${boundPort}`;

  const provider = new Provider(issuer, await configuration(appOrigins, limits));
  provider.use(bearerTokenType);
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    console.error(
      'sign-in provider: server error:',
      error instanceof Error ? error.message : error,
    );
  });
  const providerCallback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/interaction/')) {
      handleInteraction(provider, req, res, log).catch((error: unknown) => {
        sendError(res, 500, 'fi', 'server_error', undefined);
        console.error(
          'sign-in provider: interaction failed:',
          error instanceof Error ? error.message : error,
        );
      });
      return;
    }
    void providerCallback(req, res);
  });

  return {
    issuer,
    close: () => closeServer(server),
  };
}

async function configuration(
  appOrigins: readonly string[],
  limits: SessionLimits,
): Promise<Configuration> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'mock-1' };

  const client: ClientMetadata = {
    client_id: clientId,
    client_name: 'Asiointi',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: 'openid profile',
    redirect_uris: redirectUris(appOrigins),
    post_logout_redirect_uris: postLogoutRedirectUris(appOrigins),
  };

  return {
    adapter: createMemoryStore(),
    clients: [client],
    jwks: { keys: [signingKey] },
    cookies: {
      keys: cookieKeys,
      // Not `secure`: the mock stack runs on http://localhost. Lax is enough for the silent
      // renew iframe because the app and the provider are the same site (localhost).
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile'],
    responseTypes: ['code'],
    claims: {
      // amr (the identification method) goes into every ID token, not only when requested.
      openid: ['sub', 'amr'],
      profile: ['given_name', 'family_name', 'name', 'birthdate'],
      acr: null,
      sid: null,
      auth_time: null,
      iss: null,
    },
    // Profile claims go into the ID token, not only to userinfo.
    conformIdTokenClaims: false,
    // idp: the identification method (see the comment at the top); language: the portal sends
    // it next to ui_locales (C-43) and it picks the page language when ui_locales is absent.
    extraParams: ['idp', 'language'],
    pkce: { required: () => true },
    findAccount,
    loadExistingGrant,
    // Public client without offline_access: refresh tokens by policy. They rotate on every use
    // (the library's default for public clients), and reusing a spent one revokes the grant.
    // Only to a token request with a DPoP proof (checked before this runs): the library binds
    // the refresh token to the proof's key, so every refresh token is bound to a browser's key.
    issueRefreshToken: (ctx, tokenClient) =>
      tokenClient.grantTypeAllowed('refresh_token') && hasDpopProof(ctx),
    rotateRefreshToken: () => true,
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // RFC 9449. Every proof carries a recent nonce of ours (a proof made ahead of time is
      // refused): a request without one, or with a stale one, is answered `use_dpop_nonce` with a
      // fresh `DPoP-Nonce` and oidc-client-ts retries with it. With a nonce the proof's `iat` is
      // not compared with our clock, so a browser clock that is off (or the e2e suite's fake one)
      // does not matter.
      dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, tokenClient, token) => token.clientId === tokenClient.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(languageOf(ctx), form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderLoggedOutPage(languageOf(ctx));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResource,
        // The app never sends `resource` to the token endpoint: use the granted one.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== apiResource) {
            throw new errors.InvalidTarget();
          }
          return {
            scope: '',
            audience: apiResource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: oneHour,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    formats: {
      customizers: {
        // Bearer access tokens (see bearerTokenType): no `cnf` claim.
        jwt: (_ctx, token, jwt) => {
          if (token.kind === 'AccessToken') {
            delete jwt.payload.cnf;
          }
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => appOrigins.includes(origin),
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderErrorPage(languageOf(ctx), out.error, out.error_description);
    },
    ttl: {
      AccessToken: oneHour,
      AuthorizationCode: 60,
      // As long as the session may last: the portal checks `exp` (C-38), and an ID token that a
      // renewal does not replace stays the session's (the e2e suite's fake browser clock runs a
      // whole 2-hour session against this provider's real one).
      IdToken: limits.absoluteSeconds,
      // The idle limit, capped by the absolute one from the sign-in (auth_time), which rotated
      // tokens carry over from the first one. Unused for the idle limit or used after the
      // absolute one: invalid_grant.
      RefreshToken: (_ctx, token) => refreshTokenTtl(token.authTime, limits),
      Interaction: oneHour,
      // Nothing outlives the absolute limit: not the provider's session cookie, not the grant.
      Session: limits.absoluteSeconds,
      Grant: limits.absoluteSeconds,
    },
  };
}

function hasDpopProof(ctx: KoaContextWithOIDC): boolean {
  return ctx.get('DPoP') !== '';
}

/**
 * DPoP binds the refresh token only (RFC 9449 section 5: an authorization server may issue
 * Bearer access tokens to a DPoP client; for a public client this binds its refresh token
 * alone). The contracts' APIs take `Authorization: Bearer`, so access tokens stay Bearer:
 * `token_type: Bearer` here and no `cnf` claim (the `jwt` customizer). oidc-provider 9 binds
 * both with one proof; the refresh token keeps the binding, these two steps undo it on the
 * access token.
 */
async function bearerTokenType(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
  await next();
  const body: unknown = ctx.body;
  // ctx.oidc is missing for requests the provider has no route for.
  const route = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.route;
  if (
    route === 'token' &&
    typeof body === 'object' &&
    body !== null &&
    'token_type' in body &&
    body.token_type === 'DPoP'
  ) {
    Object.assign(body, { token_type: 'Bearer' });
  }
}

/** The persons of `personas.ts` by subject: ID token and userinfo claims with scope profile. */
function findAccount(_ctx: KoaContextWithOIDC, sub: string): Account | undefined {
  const persona = personaBySubject(sub);
  if (!persona) {
    return undefined;
  }
  return {
    accountId: persona.subject,
    claims: () => ({
      sub: persona.subject,
      given_name: persona.givenNames,
      family_name: persona.lastName,
      name: `${persona.givenNames} ${persona.lastName}`,
      birthdate: persona.birthdate,
    }),
  };
}

/**
 * No consent screen: the portal is our own first-party client, so `openid profile` is granted
 * as soon as the person has signed in.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { client, session, result } = ctx.oidc;
  const accountId = session?.accountId;
  if (!client || !session || !accountId) {
    return undefined;
  }
  const existingId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (existingId) {
    const existing = await ctx.oidc.provider.Grant.find(existingId);
    if (existing?.accountId === accountId) {
      return existing;
    }
  }
  const grant = firstPartyGrant(ctx.oidc.provider, client.clientId, accountId);
  await grant.save();
  return grant;
}

function firstPartyGrant(provider: Provider, grantClientId: string, accountId: string): Grant {
  const grant = new provider.Grant({ clientId: grantClientId, accountId });
  grant.addOIDCScope('openid profile');
  return grant;
}

function languageOf(ctx: KoaContextWithOIDC): Language {
  // ctx.oidc is missing for errors raised before the provider set up its context.
  const params = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params;
  return pickLanguage(params?.ui_locales, params?.language);
}

/** Routes of our own pages: `/interaction/:uid`, `/interaction/:uid/login`, `…/abort`. */
async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, , uid, action] = url.pathname.split('/');

  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // Expired interaction or missing cookie: a normal user error, no stack trace.
    sendError(res, 400, 'fi', 'invalid_request', undefined, true);
    return;
  }
  const lang = pickLanguage(details.params.ui_locales, details.params.language);
  if (uid !== details.uid) {
    sendError(res, 400, lang, 'invalid_request', undefined, true);
    return;
  }

  if (req.method === 'GET' && action === undefined) {
    if (details.prompt.name === 'consent') {
      // Not expected (grants are made in loadExistingGrant); finish it the same way.
      await finishConsent(provider, req, res, details.session?.accountId, details.params);
      return;
    }
    const method = url.searchParams.get('method') ?? details.params.idp;
    sendHtml(
      res,
      200,
      method === fakeBankMethod
        ? renderPersonaPage(lang, details.uid, mainPersonas())
        : renderChooserPage(lang, details.uid),
    );
    return;
  }

  if (req.method === 'POST' && action === 'login') {
    const form = await readForm(req);
    const persona = personaByKey(form?.get('persona') ?? '');
    if (persona?.kind !== 'main') {
      sendError(res, 400, lang, 'invalid_request', 'unknown test person');
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: persona.subject, amr: [fakeBankMethod] } },
      { mergeWithLastSubmission: false },
    );
    log(`sign-in provider: signed in as ${persona.key}`);
    return;
  }

  if (req.method === 'POST' && action === 'abort') {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return;
  }

  res.writeHead(405, { Allow: 'GET, POST' }).end();
}

async function finishConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accountId: string | undefined,
  params: Record<string, unknown>,
): Promise<void> {
  if (!accountId || params.client_id !== clientId) {
    sendError(res, 400, 'fi', 'invalid_request', undefined);
    return;
  }
  const grantId = await firstPartyGrant(provider, clientId, accountId).save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function mainPersonas(): readonly Persona[] {
  return personas.filter((persona) => persona.kind === 'main');
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) {
      return undefined;
    }
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res
    .writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    })
    .end(html);
}

function sendError(
  res: ServerResponse,
  status: number,
  lang: Language,
  error: string,
  description: string | undefined,
  expired = false,
): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendHtml(res, status, renderErrorPage(lang, error, description, expired));
}
