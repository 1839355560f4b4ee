/**
 * The local symptoms survey of the mock stack (O-06…O-16): the stand-in for the self-triage
 * vendor's survey, on an origin of its own (http://localhost:4020/symptoms-survey) as the real
 * one is, speaking the portal's frame protocol for real (docs/symptoms-survey.md).
 *
 * - `GET /symptoms-survey?organisation=…&language=fi|sv|en[&fail=init]` is the page; the browser
 *   script `/symptoms-survey/survey.js` (symptoms-survey-client.js) and `/symptoms-survey/
 *   survey.css` are all it loads. No inline script or style; a strict Content-Security-Policy
 *   whose `frame-ancestors` are the portal's origins only.
 * - The script takes the portal's origin from `document.referrer` (the portal frames it with
 *   `referrerpolicy="origin"`) and talks only to that origin, only if it is one of the portal's
 *   (in `<meta name="portal-origins">`), and accepts `Init` only from `window.parent`. It never
 *   shows or logs the token it is given.
 * - It fails on request: the "Simulate a service failure" button posts `Error`, and
 *   `?fail=init` posts `Error` as soon as `Init` arrives.
 * - It speaks as real surveys do on request: `?messages=json` posts every message as its JSON
 *   string, `?ready=none` never says `Ready`. Its session ids are its own (`st_` and 16 hex
 *   digits), not UUIDs.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isLanguage } from '../../src/i18n/languages.ts';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';
import type { Language } from '../personas.ts';
import { escapeHtml } from '../sign-in/sign-in-pages.ts';
import { surveyTexts, type Choice, type SurveyTexts } from './symptoms-survey-texts.ts';

export const defaultSymptomsSurveyPort = 4020;
export const surveyPath = '/symptoms-survey';
const scriptPath = `${surveyPath}/survey.js`;
const stylesPath = `${surveyPath}/survey.css`;
const defaultPortalOrigins = ['http://localhost:5173', 'http://localhost:4173'];

export interface SymptomsSurveyOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The portal's origins: the only frame ancestors and message partners. */
  portalOrigins?: readonly string[];
}

export interface SymptomsSurvey {
  /** The survey page's URL (the environment's `selfTriageSurvey.url` locally). */
  url: string;
  close(): Promise<void>;
}

const clientScript = readFileSync(new URL('./symptoms-survey-client.js', import.meta.url), 'utf8');

/** Only a portal origin on localhost (the dev server 5173, the production serve 4173). */
function portalOriginsOf(origins: readonly string[]): string[] {
  return origins.filter((origin) => /^http:\/\/localhost:\d+$/.test(origin));
}

/** The page's headers: no inline anything, framed by the portal only. */
export function surveyPageHeaders(portalOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self'",
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors ${portalOriginsOf(portalOrigins).join(' ') || "'none'"}`,
    ].join('; '),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1b1b1b;background:#fff}
body{margin:0}
main{padding:1rem}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:0 0 .75rem}
p{margin:0 0 1rem}
[hidden]{display:none!important}
.who,.progress{color:#4a5563;margin:0 0 .75rem}
fieldset{border:0;margin:0 0 1rem;padding:0;min-width:0}
legend{font-size:1.25rem;font-weight:700;padding:0;margin:0 0 .75rem}
.choice{display:flex;gap:.625rem;align-items:flex-start;padding:.625rem .75rem;margin:0 0 .5rem;border:1px solid #6b7785;border-radius:.375rem;cursor:pointer}
.choice input{width:1.25rem;height:1.25rem;margin:.125rem 0 0;flex:none;accent-color:#0b5394}
.choice:has(input:checked){border-color:#0b5394;background:#eef4fb}
label.field{display:block;font-weight:700;margin:1rem 0 .375rem}
select,textarea{display:block;width:100%;font:inherit;padding:.5rem;border:1px solid #6b7785;border-radius:.375rem;background:#fff;color:inherit}
textarea{min-height:5rem}
.hint{color:#4a5563;margin:0 0 .5rem}
.error{color:#b00020;font-weight:700}
[aria-invalid="true"]{outline:2px solid #b00020;outline-offset:2px}
dl{margin:0 0 1rem}
dt{font-weight:700}
dd{margin:0 0 .75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.25rem 0 0}
button{font:inherit;font-weight:700;min-height:2.75rem;padding:.5rem 1.25rem;border-radius:.375rem;border:2px solid #0b5394;background:#fff;color:#0b5394;cursor:pointer}
button.primary{background:#0b5394;color:#fff}
button.link{border-color:transparent;text-decoration:underline;padding-left:0;padding-right:0}
:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}
.test-tools{margin:1.5rem 0 0;padding:.75rem 1rem;background:#fff5d6;border-left:.375rem solid #8a5a00;border-radius:.25rem}
.test-tools h2{font-size:1rem;margin:0 0 .25rem}
.test-tools p{margin:0 0 .5rem}
`;

const radios = (name: string, choices: readonly Choice[]): string =>
  choices
    .map(
      (choice) =>
        `<label class="choice"><input type="radio" name="${name}" value="${escapeHtml(choice.value)}" required><span>${escapeHtml(choice.label)}</span></label>`,
    )
    .join('\n');

const radioStep = (name: string, step: { question: string; choices: Choice[] }, t: SurveyTexts) => `
<fieldset data-step="${name}" hidden aria-describedby="${name}-error">
<legend>${escapeHtml(step.question)}</legend>
${radios(name, step.choices)}
<p class="error" id="${name}-error" hidden>${escapeHtml(t.chooseOne)}</p>
</fieldset>`;

/** The texts the script needs, as an inert JSON data block (not executed, so CSP allows it). */
function scriptTexts(t: SurveyTexts): string {
  const json = JSON.stringify({
    who: t.who,
    genders: t.genders,
    progress: t.progress,
    next: t.next,
    submit: t.submit,
    noDetails: t.summary.noDetails,
  });
  return json.replace(/</g, '\\u003c');
}

export interface SurveyPageOptions {
  language: Language;
  organisation: string;
  portalOrigins: readonly string[];
  /** `init`: post Error as soon as Init arrives. */
  fail: 'init' | 'none';
  /** `json`: post every message as its JSON string. */
  messages?: 'object' | 'json';
  /** `none`: never say Ready. */
  ready?: 'ready' | 'none';
}

export function renderSurveyPage({
  language,
  organisation,
  portalOrigins,
  fail,
  messages = 'object',
  ready = 'ready',
}: SurveyPageOptions): string {
  const t = surveyTexts[language];
  const severityOptions = t.severity.choices
    .map((c) => `<option value="${escapeHtml(c.value)}">${escapeHtml(c.label)}</option>`)
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="portal-origins" content="${escapeHtml(portalOriginsOf(portalOrigins).join(' '))}">
<meta name="organisation" content="${escapeHtml(organisation)}">
<meta name="survey-fail" content="${fail}">
<meta name="survey-messages" content="${messages}">
<meta name="survey-ready" content="${ready}">
<title>${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="${stylesPath}">
<script type="application/json" id="survey-texts">${scriptTexts(t)}</script>
<script src="${scriptPath}" defer></script>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p id="status" role="status">${escapeHtml(t.waiting)}</p>
<p id="not-embedded" hidden>${escapeHtml(t.notEmbedded)}</p>
<form id="survey" novalidate hidden>
<p class="who" id="who"></p>
<p class="progress" id="progress"></p>
${radioStep('main-symptom', t.mainSymptom, t)}
${radioStep('duration', t.duration, t)}
${radioStep('fever', t.fever, t)}
<fieldset data-step="severity" hidden>
<legend>${escapeHtml(t.severity.question)}</legend>
<p class="hint" id="severity-hint">${escapeHtml(t.severity.hint)}</p>
<label class="field" for="severity">${escapeHtml(t.severity.question)}</label>
<select id="severity" name="severity" required aria-describedby="severity-hint severity-error"><option value="">${escapeHtml(t.severity.placeholder)}</option>${severityOptions}</select>
<p class="error" id="severity-error" hidden>${escapeHtml(t.chooseOne)}</p>
<label class="field" for="details">${escapeHtml(t.details.label)}</label>
<textarea id="details" name="details" maxlength="500"></textarea>
</fieldset>
<section data-step="summary" hidden aria-labelledby="summary-title">
<h2 id="summary-title" tabindex="-1">${escapeHtml(t.summary.title)}</h2>
<dl id="summary"></dl>
</section>
<div class="actions">
<button type="submit" class="primary" id="next">${escapeHtml(t.next)}</button>
<button type="button" id="previous" hidden>${escapeHtml(t.previous)}</button>
<button type="button" class="link" id="cancel">${escapeHtml(t.cancel)}</button>
</div>
<aside class="test-tools" aria-labelledby="test-tools-title">
<h2 id="test-tools-title">${escapeHtml(t.testTools.title)}</h2>
<p>${escapeHtml(t.testTools.text)}</p>
<button type="button" id="fail">${escapeHtml(t.testTools.fail)}</button>
</aside>
</form>
<p id="done" role="status" hidden>${escapeHtml(t.done)}</p>
<p id="failed" role="alert" hidden>${escapeHtml(t.failed)}</p>
</main>
</body>
</html>
`;
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string>,
  head: boolean,
): void {
  res.writeHead(status, {
    ...headers,
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(head ? undefined : body);
}

/** The survey's request handler (exported for tests). */
export function handleSurveyRequest(
  req: IncomingMessage,
  res: ServerResponse,
  portalOrigins: readonly string[],
): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const plain = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(
      res,
      405,
      'text/plain; charset=utf-8',
      'Method not allowed',
      { ...plain, Allow: 'GET, HEAD' },
      false,
    );
    return;
  }
  const head = req.method === 'HEAD';
  switch (url.pathname) {
    case surveyPath: {
      const lang = url.searchParams.get('language');
      const html = renderSurveyPage({
        language: isLanguage(lang) ? lang : 'fi',
        organisation: url.searchParams.get('organisation') ?? '',
        portalOrigins,
        fail: url.searchParams.get('fail') === 'init' ? 'init' : 'none',
        messages: url.searchParams.get('messages') === 'json' ? 'json' : 'object',
        ready: url.searchParams.get('ready') === 'none' ? 'none' : 'ready',
      });
      send(res, 200, 'text/html; charset=utf-8', html, surveyPageHeaders(portalOrigins), head);
      return;
    }
    case scriptPath:
      send(res, 200, 'text/javascript; charset=utf-8', clientScript, plain, head);
      return;
    case stylesPath:
      send(res, 200, 'text/css; charset=utf-8', styles, plain, head);
      return;
    default:
      send(res, 404, 'text/plain; charset=utf-8', 'Not found', plain, head);
  }
}

export async function startSymptomsSurvey({
  port,
  host = 'localhost',
  portalOrigins = defaultPortalOrigins,
}: SymptomsSurveyOptions): Promise<SymptomsSurvey> {
  const server = createServer((req, res) => {
    handleSurveyRequest(req, res, portalOrigins);
  });
  const { port: boundPort, urlHost } = await listen(server, port, host);
  return {
    url: `http://${urlHost}:${String(boundPort)}${surveyPath}`,
    close: () => closeServer(server),
  };
}
