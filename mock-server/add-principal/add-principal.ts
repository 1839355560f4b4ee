/**
 * The local authorization page of the add-principal flow (000 §4 "Add-principal flow", P-22,
 * P-23), served by the mock gateway at `/add-principal/authorize`: the stand-in for the external
 * mandate service (Suomi.fi valtuudet), where the parent chooses the person to act for.
 *
 * `GET /add-principal/authorize?response_type=code&client_id=asiointi-web&redirect_uri=…&state=…
 * &user=…&lang=fi&subscription-key=…` checks the request and lists the people `user` holds a
 * mandate for (`mandates` in personas.ts), each a submit button of one form, with a cancel button
 * and a "simulate a service error" button. The form posts to the same URL; the answer is a 303 to
 * `redirect_uri` (its own query kept, earlier `obo_*` parameters replaced) with
 *
 * - a choice: `obo_code=<the mandate's fixed code>&obo_state=<state>`;
 * - cancel: `obo_error=access_denied&obo_error_description=…&obo_state=<state>`;
 * - the error button: `obo_error=server_error&obo_error_description=…&obo_error_uri=…&obo_state=…`.
 *
 * Only `http://localhost:<port>/…` is ever redirected to. Any request that fails a check gets an
 * error page (400) and no redirect. The pages have no inline script or style (the stylesheet is
 * `/add-principal/styles.css`) and are sent with a strict Content-Security-Policy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLanguage } from '../../src/i18n/languages.ts';
import {
  addPrincipalTexts,
  checkedParameters,
  type CheckedParameter,
} from './add-principal-texts.ts';
import {
  mandatesOf,
  personaByKey,
  personaBySubject,
  type Language,
  type Mandate,
  type Persona,
} from '../personas.ts';
import { escapeHtml, pageStyles, personChoice } from '../sign-in/sign-in-pages.ts';

export const addPrincipalBase = '/add-principal';
export const authorizePath = `${addPrincipalBase}/authorize`;
const stylesPath = `${addPrincipalBase}/styles.css`;
const serverErrorPath = `${addPrincipalBase}/errors/server_error`;
/** The portal's OIDC client id (openapi/README.md). */
export const addPrincipalClientId = 'asiointi-web';
const maxFormBytes = 16 * 1024;

export interface AuthorizeRequest {
  redirectUri: URL;
  state: string;
  /** The main person of `user`. */
  holder: Persona;
  lang: Language;
  subscriptionKey: string;
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  | { ok: false; lang: Language; problems: CheckedParameter[] };

/** `lang` when it is fi, sv or en; Finnish otherwise. */
export function pageLanguage(query: URLSearchParams): Language {
  const lang = query.get('lang');
  return isLanguage(lang) ? lang : 'fi';
}

/**
 * The redirect address when it is `http://localhost:<port>/…` (explicit port, no user info, no
 * fragment); undefined for anything else, which is never redirected to.
 */
export function localRedirectUri(value: string | null): URL | undefined {
  if (value === null) {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const local =
    url.protocol === 'http:' &&
    url.hostname === 'localhost' &&
    url.port !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.hash === '';
  return local ? url : undefined;
}

/** Checks an authorization request's query; lists every parameter that fails. */
export function checkAuthorizeRequest(query: URLSearchParams): AuthorizeCheck {
  const lang = pageLanguage(query);
  const redirectUri = localRedirectUri(query.get('redirect_uri'));
  const state = query.get('state') ?? '';
  const holder = personaBySubject(query.get('user') ?? '');
  const subscriptionKey = query.get('subscription-key') ?? '';
  const fails: Record<CheckedParameter, boolean> = {
    response_type: query.get('response_type') !== 'code',
    client_id: query.get('client_id') !== addPrincipalClientId,
    redirect_uri: redirectUri === undefined,
    state: !/^[\x21-\x7e]{15}$/.test(state),
    user: holder?.kind !== 'main',
    'subscription-key': subscriptionKey.trim() === '',
  };
  const problems = checkedParameters.filter((name) => fails[name]);
  if (problems.length > 0 || !redirectUri || !holder) {
    return { ok: false, lang, problems };
  }
  return { ok: true, request: { redirectUri, state, holder, lang, subscriptionKey } };
}

/** What a choice on the page answers. */
export type Decision =
  { kind: 'chosen'; mandate: Mandate } | { kind: 'cancelled' } | { kind: 'failed' };

/** The return address of a decision: `redirect_uri` with the `obo_*` parameters of P-23. */
export function returnAddress(request: AuthorizeRequest, decision: Decision, origin: string): URL {
  const url = new URL(request.redirectUri.href);
  for (const name of [...url.searchParams.keys()]) {
    if (name.startsWith('obo_')) {
      url.searchParams.delete(name);
    }
  }
  switch (decision.kind) {
    case 'chosen':
      url.searchParams.set('obo_code', decision.mandate.code);
      break;
    case 'cancelled':
      url.searchParams.set('obo_error', 'access_denied');
      url.searchParams.set('obo_error_description', 'The user cancelled the selection.');
      break;
    case 'failed':
      url.searchParams.set('obo_error', 'server_error');
      url.searchParams.set(
        'obo_error_description',
        'The mandate service failed (simulated on the test page).',
      );
      url.searchParams.set('obo_error_uri', `${origin}${serverErrorPath}?lang=${request.lang}`);
      break;
  }
  url.searchParams.set('obo_state', request.state);
  return url;
}

function page(lang: Language, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function testOnlyNote(lang: Language): string {
  const t = addPrincipalTexts[lang];
  return `<p class="note"><strong>${escapeHtml(t.testOnlyTitle)}</strong> ${escapeHtml(t.testOnlyText)}</p>`;
}

/** The form's own address: the checked request again, so that the post is checked the same way. */
function formAction(request: AuthorizeRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: addPrincipalClientId,
    redirect_uri: request.redirectUri.href,
    state: request.state,
    user: request.holder.subject,
    lang: request.lang,
    'subscription-key': request.subscriptionKey,
  });
  return `${authorizePath}?${query}`;
}

/** The page that lists the people the user holds a mandate for. */
export function renderChoosePage(request: AuthorizeRequest): string {
  const { lang, holder } = request;
  const t = addPrincipalTexts[lang];
  const people = mandatesOf(holder.key).flatMap((mandate) => {
    const person = personaByKey(mandate.principal);
    return person ? [person] : [];
  });
  const items = people
    .map((person) => personChoice('choice', person, lang, t.birthDate))
    .join('\n');
  const choices =
    people.length === 0
      ? `<p>${escapeHtml(t.noMandates)}</p>`
      : `<fieldset>
<legend>${escapeHtml(t.chooseLegend)}</legend>
<ul>
${items}
</ul>
</fieldset>`;
  const testing =
    people.length === 0
      ? ''
      : `\n<button type="submit" name="choice" value="server_error" class="secondary">${escapeHtml(t.simulateError)}</button>`;
  return page(
    lang,
    t.chooseTitle,
    `<h1>${escapeHtml(t.serviceName)}</h1>
${testOnlyNote(lang)}
<p>${escapeHtml(t.identifiedAs(`${holder.givenNames} ${holder.lastName}`))}</p>
<form method="post" action="${escapeHtml(formAction(request))}">
${choices}
<div class="actions" role="group" aria-label="${escapeHtml(t.otherActions)}">
<button type="submit" name="choice" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>${testing}
</div>
</form>`,
  );
}

/** The page of a request that cannot be answered with a redirect. */
export function renderRequestErrorPage(lang: Language, problems: readonly string[]): string {
  const t = addPrincipalTexts[lang];
  const list =
    problems.length === 0
      ? ''
      : `<h2>${escapeHtml(t.problemsHeading)}</h2>
<ul class="problems">
${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')}
</ul>
`;
  return page(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p>${escapeHtml(t.errorIntro)}</p>
${list}<p>${escapeHtml(t.errorReturn)}</p>`,
  );
}

function renderInfoPage(lang: Language, title: string, text: string): string {
  return page(lang, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);
}

/** Extra rules of the authorization page on top of the test bank's look. */
const extraStyles = `
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
.problems{list-style:disc;padding-left:1.5rem}
.problems li{margin:0 0 .5rem}
`;

const securityHeaders = {
  'Cache-Control': 'no-store',
  // The form posts here and the answer redirects to the app on localhost: form-action covers both.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'self' http://localhost:*; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
  });
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxFormBytes) {
      chunks.push(chunk);
    }
  }
  return size > maxFormBytes
    ? undefined
    : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function decisionOf(request: AuthorizeRequest, choice: string | null): Decision | undefined {
  if (choice === 'cancel') {
    return { kind: 'cancelled' };
  }
  const mandates = mandatesOf(request.holder.key);
  if (choice === 'server_error' && mandates.length > 0) {
    return { kind: 'failed' };
  }
  const mandate = mandates.find((m) => m.principal === choice);
  return mandate && { kind: 'chosen', mandate };
}

/**
 * Serves everything under `/add-principal/`. `origin` is the gateway's own origin (for the
 * error page address of a simulated failure).
 */
export async function handleAddPrincipal(
  req: IncomingMessage,
  res: ServerResponse,
  origin: string,
): Promise<void> {
  const url = new URL(req.url ?? '/', origin);
  const method = req.method ?? 'GET';
  const lang = pageLanguage(url.searchParams);
  const t = addPrincipalTexts[lang];

  if (url.pathname === stylesPath && (method === 'GET' || method === 'HEAD')) {
    const css = `${pageStyles.trim()}\n${extraStyles.trim()}\n`;
    res.writeHead(200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Content-Length': Buffer.byteLength(css),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(method === 'HEAD' ? undefined : css);
    return;
  }
  if (url.pathname === serverErrorPath && method === 'GET') {
    sendHtml(res, 200, renderInfoPage(lang, t.serverErrorTitle, t.serverErrorText));
    return;
  }
  if (url.pathname !== authorizePath) {
    req.resume();
    sendHtml(res, 404, renderInfoPage(lang, t.notFoundTitle, t.notFoundText));
    return;
  }
  if (method !== 'GET' && method !== 'POST') {
    req.resume();
    res.writeHead(405, { Allow: 'GET, POST' }).end();
    return;
  }

  const check = checkAuthorizeRequest(url.searchParams);
  if (!check.ok) {
    req.resume();
    const texts = addPrincipalTexts[check.lang];
    sendHtml(
      res,
      400,
      renderRequestErrorPage(
        check.lang,
        check.problems.map((name) => texts.rules[name]),
      ),
    );
    return;
  }
  const { request } = check;
  if (method === 'GET') {
    req.resume();
    sendHtml(res, 200, renderChoosePage(request));
    return;
  }

  const form = await readForm(req);
  const decision = decisionOf(request, form?.get('choice') ?? null);
  if (!decision) {
    sendHtml(
      res,
      400,
      renderRequestErrorPage(request.lang, [addPrincipalTexts[request.lang].unknownChoice]),
    );
    return;
  }
  res.writeHead(303, {
    ...securityHeaders,
    Location: returnAddress(request, decision, origin).href,
    'Content-Length': 0,
  });
  res.end();
}
