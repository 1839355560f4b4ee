/**
 * Local stand-in pages of the separate applications the portal links to with a full page load:
 * my events, payments, messages and the visit page an appointment opens. The gateway serves them
 * under the portal's own paths (`/fi/asiointi/omat-tapahtumat`, `/sv/e-tjanster/betalning`,
 * `/en/e-services/visits/V4XK9P`, …), the local environment's host of each of these applications
 * (src/app/config/environments.ts), so that a demo or a test can follow every link. Each page
 * says which application it stands for, in the language of its path, and links back to the
 * portal that sent the patient there. No script, one stylesheet, a strict Content-Security-Policy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { languageOfBase, matchPath, serviceOf } from '../../src/i18n/route-paths.ts';
import { routeBases, routes } from '../../src/i18n/routes.ts';
import { escapeHtml, pageStyles } from '../sign-in/sign-in-pages.ts';
import { standInApplications, standInTexts, type StandInApplication } from './stand-in-texts.ts';
import type { Language } from '../personas.ts';

const stylesPath = '/stand-in/styles.css';
/** Where the back link goes when the request does not say which local portal sent it. */
const defaultPortal = 'http://localhost:5173';

const isStandInApplication = (service: string): service is StandInApplication =>
  (standInApplications as readonly string[]).includes(service);

export interface StandInPage {
  language: Language;
  application: StandInApplication;
  /** The visit page's appointment. */
  webCode?: string;
}

/** The stand-in page a path asks for: one of the applications under a route base, or none. */
export function standInPageOf(pathname: string): StandInPage | undefined {
  const language = languageOfBase(pathname);
  if (language === undefined) {
    return undefined;
  }
  const match = matchPath(pathname);
  // A sub-page of an application (`/fi/asiointi/viestit/…`) is that application's page.
  const service = match === undefined ? serviceOf(pathname) : routes[match.routeKey].service;
  if (!isStandInApplication(service)) {
    return undefined;
  }
  const webCode =
    match?.routeKey === 'visits.visit' ? (match.params as { webCode: string }).webCode : undefined;
  return { language, application: service, ...(webCode === undefined ? {} : { webCode }) };
}

/**
 * The portal's front page in `language`: on the local portal whose page linked here (the
 * `Referer`'s origin, which the portal sends cross-origin), else the dev server's.
 */
export function backToPortal(referer: string | undefined, language: Language): string {
  let origin = defaultPortal;
  try {
    const from = new URL(referer ?? '');
    if (from.protocol === 'http:' && from.hostname === 'localhost' && from.port !== '') {
      origin = from.origin;
    }
  } catch {
    // No usable Referer: the dev server's portal.
  }
  return `${origin}${routeBases[language]}`;
}

function page(language: Language, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${language}">
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

/** The stand-in page of `standIn`, with its way back to `portal`. */
export function renderStandInPage(standIn: StandInPage, portal: string): string {
  const t = standInTexts[standIn.language];
  const app = t.applications[standIn.application];
  const code =
    standIn.webCode === undefined
      ? ''
      : `<dl><dt>${escapeHtml(t.webCode)}</dt><dd>${escapeHtml(standIn.webCode)}</dd></dl>\n`;
  const features = app.features.map((feature) => `<li>${escapeHtml(feature)}</li>`).join('\n');
  return page(
    standIn.language,
    app.title,
    `<p class="note"><strong>${escapeHtml(t.testOnlyTitle)}</strong> ${escapeHtml(t.testOnlyText(app.title))}</p>
<h1>${escapeHtml(app.title)}</h1>
<p>${escapeHtml(app.lead)}</p>
${code}<h2>${escapeHtml(t.featuresHeading)}</h2>
<ul class="features">
${features}
</ul>
<p><a class="secondary" href="${escapeHtml(portal)}">${escapeHtml(t.back)}</a></p>`,
  );
}

const styles = `${pageStyles.trim()}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
.features{list-style:disc;padding-left:1.5rem;margin:0 0 1.5rem}
.features li{margin:0 0 .5rem}
a.secondary{text-decoration:none}
`;

const securityHeaders = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

function send(res: ServerResponse, status: number, type: string, text: string, head: boolean) {
  res.writeHead(status, {
    ...securityHeaders,
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(head ? undefined : text);
}

/**
 * Answers a stand-in page or its stylesheet (GET and HEAD only); false, without answering, when
 * `pathname` is neither.
 */
export function handleStandIn(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  const standIn = standInPageOf(pathname);
  if (standIn === undefined && pathname !== stylesPath) {
    return false;
  }
  req.resume();
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  const head = method === 'HEAD';
  if (standIn === undefined) {
    send(res, 200, 'text/css; charset=utf-8', styles, head);
    return true;
  }
  const html = renderStandInPage(standIn, backToPortal(req.headers.referer, standIn.language));
  send(res, 200, 'text/html; charset=utf-8', html, head);
  return true;
}
