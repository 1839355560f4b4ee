/**
 * The local chat widget (Q-42…Q-47): the stand-in for Ninchat on the mock stack, served by the
 * mock gateway under `/chat-widget/`, speaking Ninchat's public embedding API so the portal's
 * adapter is the same code in every environment (docs/chat-vendor.md):
 *
 * - `js/embed2.min.js` (chat-widget/embed2.js): defines `window.Ninchat` (`embedInit`, `close`)
 *   and calls `window.NinchatAsyncInit`, as the vendor's script does.
 * - `frame` (HTML, `frame.js` = chat-widget/frame.js, `styles.css`; no inline script or style, a
 *   strict CSP whose `frame-ancestors` are the local portal origins): the pretend chat, which
 *   posts the host events of docs/chat-vendor.md to the portal. An unknown site config fails with
 *   `SITE_CONFIG_LOADING_FAILED`; missing secure metadata with `METADATA_MISSING`. Manual mode:
 *   `localStorage` `chat-widget.manual` = `1` on the widget origin, or `manual=1` in the query.
 * - `help-guide?lang=fi|sv|en`: the help guide the session page's info button shows in a frame.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeHtml } from '../sign-in/sign-in-pages.ts';

export const chatWidgetBase = '/chat-widget';

/** The site configs the local widget can load; any other fails as the real one does. */
export const knownSiteConfigs = [
  'asiointi-local',
  'asiointi-etavastaanotto',
  'asiointi-ajanvaraus',
  'asiointi-tyoterveys',
] as const;

/**
 * The frame's only ancestors and event partners: the local chat host (mock-server/chat-widget/chat-host.ts),
 * which runs the embed, and the portal's local origins, which frame the help guide.
 */
export const portalOrigins = [
  'http://localhost:4030',
  'http://localhost:4173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:5173',
] as const;

export const specialistName = 'Sairaanhoitaja Maria Virtanen';

type Lang = 'fi' | 'sv' | 'en';

export function widgetLanguage(value: string | null): Lang {
  return value === 'sv' || value === 'en' ? value : 'fi';
}

const frameTexts = {
  fi: {
    title: 'Chat',
    waiting: 'Yhdistetään chattiin…',
    queued: 'Olet jonossa. Sijaintisi jonossa: {position}.',
    inChat: 'Keskustelet: {name}',
    joined: '{name} liittyi keskusteluun.',
    closed: 'Asiantuntija päätti keskustelun.',
    failed: 'Chat ei toimi juuri nyt ({reason}).',
    messages: 'Viestit',
    you: 'Sinä',
    messageLabel: 'Kirjoita viesti',
    send: 'Lähetä',
    greeting: 'Hei, olen sairaanhoitaja Maria Virtanen. Miten voin auttaa?',
    reply: 'Kiitos, kirjasin tämän ylös. Kerrotko vielä, milloin oireet alkoivat?',
    extra: 'Muistathan, että voit lähettää minulle myös kuvan, jos siitä on apua.',
    controls: 'Paikalliset testiohjaimet',
    controlsNote: 'Vain paikallisessa ympäristössä: ohjaa kuviteltua asiantuntijaa.',
    join: 'Asiantuntija liittyy nyt',
    say: 'Asiantuntija lähettää viestin',
    close: 'Asiantuntija päättää chatin',
    fail: 'Aiheuta virhe',
  },
  sv: {
    title: 'Chatt',
    waiting: 'Ansluter till chatten…',
    queued: 'Du står i kö. Din plats i kön: {position}.',
    inChat: 'Du chattar med: {name}',
    joined: '{name} anslöt till samtalet.',
    closed: 'Experten avslutade samtalet.',
    failed: 'Chatten fungerar inte just nu ({reason}).',
    messages: 'Meddelanden',
    you: 'Du',
    messageLabel: 'Skriv ett meddelande',
    send: 'Skicka',
    greeting: 'Hej, jag är sjukskötare Maria Virtanen. Hur kan jag hjälpa dig?',
    reply: 'Tack, jag har antecknat det. När började symtomen?',
    extra: 'Kom ihåg att du också kan skicka en bild till mig om det hjälper.',
    controls: 'Lokala teststyrningar',
    controlsNote: 'Endast i den lokala miljön: styr den påhittade experten.',
    join: 'Experten ansluter nu',
    say: 'Experten skickar ett meddelande',
    close: 'Experten avslutar chatten',
    fail: 'Orsaka ett fel',
  },
  en: {
    title: 'Chat',
    waiting: 'Connecting to the chat…',
    queued: 'You are in the queue. Your place in the queue: {position}.',
    inChat: 'You are chatting with: {name}',
    joined: '{name} joined the conversation.',
    closed: 'The specialist ended the conversation.',
    failed: 'The chat is not working right now ({reason}).',
    messages: 'Messages',
    you: 'You',
    messageLabel: 'Write a message',
    send: 'Send',
    greeting: 'Hello, I am nurse Maria Virtanen. How can I help you?',
    reply: 'Thank you, I have noted that. When did the symptoms start?',
    extra: 'Remember that you can also send me a picture if it helps.',
    controls: 'Local test controls',
    controlsNote: 'Local environment only: drives the pretend specialist.',
    join: 'Specialist joins now',
    say: 'Specialist sends a message',
    close: 'Specialist closes the chat',
    fail: 'Cause a failure',
  },
} as const;

const helpTexts: Record<Lang, { title: string; sections: [string, string][] }> = {
  fi: {
    title: 'Etävastaanoton ohje',
    sections: [
      [
        'Jonottaminen',
        'Kun aloitat chatin, siirryt jonoon. Näet sijaintisi jonossa. Pidä sivu auki: kuulet äänimerkin ja välilehden otsikko muuttuu, kun saat viestin.',
      ],
      [
        'Keskustelu',
        'Kun asiantuntija liittyy, voit kirjoittaa hänelle viestejä. Kerro oireistasi mahdollisimman tarkasti. Asiantuntija voi tarvittaessa pyytää kuvan tai siirtää keskustelun videoyhteyteen.',
      ],
      [
        'Keskustelun päättyminen',
        'Asiantuntija päättää keskustelun. Yhteenveto ja mahdolliset reseptit ja lähetteet näkyvät Omissa tapahtumissa.',
      ],
      [
        'Jos yhteys katkeaa',
        'Päivitä sivu. Jos asiantuntija oli jo liittynyt, keskustelu jatkuu. Muussa tapauksessa aloita chat uudelleen.',
      ],
    ],
  },
  sv: {
    title: 'Anvisningar för distansmottagningen',
    sections: [
      [
        'I kön',
        'När du startar chatten hamnar du i kö. Du ser din plats i kön. Håll sidan öppen: du hör en signal och flikens rubrik ändras när du får ett meddelande.',
      ],
      [
        'Samtalet',
        'När experten ansluter kan du skriva meddelanden. Beskriv dina symtom så noggrant som möjligt. Experten kan vid behov be om en bild eller byta till videosamtal.',
      ],
      [
        'När samtalet avslutas',
        'Experten avslutar samtalet. Sammanfattningen och eventuella recept och remisser syns i Mina händelser.',
      ],
      [
        'Om förbindelsen bryts',
        'Uppdatera sidan. Om experten redan hade anslutit fortsätter samtalet. Annars startar du chatten på nytt.',
      ],
    ],
  },
  en: {
    title: 'Remote reception guide',
    sections: [
      [
        'Queueing',
        'When you start the chat, you join the queue and see your place in it. Keep the page open: you hear a sound and the tab title changes when a message arrives.',
      ],
      [
        'The conversation',
        'When the specialist joins, you can write to them. Describe your symptoms as precisely as you can. The specialist may ask for a picture or move the conversation to video.',
      ],
      [
        'When the conversation ends',
        'The specialist ends the conversation. The summary and any prescriptions or referrals appear in My events.',
      ],
      [
        'If the connection breaks',
        'Reload the page. If the specialist had already joined, the conversation continues. Otherwise start the chat again.',
      ],
    ],
  },
};

/** The browser scripts, real files next to this one (mock-server/chat-widget/). */
const browserScript = (name: string): string =>
  readFileSync(join(import.meta.dirname, name), 'utf8');
/** The local `embed2.min.js`, exactly as served (the chat host pins its SRI hash). */
export const embedScript = browserScript('embed2.js');
const frameScript = browserScript('frame.js');

/** Where the local `embed2.min.js` is served (the environment's `chatWidget.scriptUrl`). */
export const embedScriptPath = `${chatWidgetBase}/js/embed2.min.js`;

export const widgetStyles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1b1b1b;background:#fff}
body{margin:0;padding:.75rem;display:flex;flex-direction:column;gap:.75rem;min-height:100vh}
.widget__main{display:flex;flex-direction:column;gap:.75rem;flex:1}
.widget__status{margin:0;padding:.5rem .75rem;background:#e8f0fb;border-radius:.5rem;font-weight:600}
.widget__messages{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem;flex:1;min-height:6rem}
.widget__message{max-width:85%;padding:.5rem .75rem;border-radius:.75rem;background:#f3f4f6;overflow-wrap:anywhere}
.widget__message--patient{align-self:flex-end;background:#1f4e8c;color:#fff}
.widget__message--system{align-self:center;background:none;color:#3d3d3d;font-style:italic}
.widget__sender{display:block;font-size:.875rem;font-weight:700}
.widget__composer{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.widget__composer label{flex-basis:100%;font-weight:600}
.widget__composer textarea{flex:1;min-width:12rem;min-height:2.75rem;font:inherit;padding:.5rem;border:2px solid #5c6670;border-radius:.5rem}
button{min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;background:#1f4e8c;border:2px solid #1f4e8c;border-radius:.5rem;cursor:pointer}
button:disabled{color:#3d3d3d;background:#e5e7eb;border-color:#8a939c;cursor:not-allowed}
.widget__controls{padding:.75rem;border:2px dashed #8a5a00;border-radius:.5rem;background:#fff5d6}
.widget__controls h2{font-size:1rem;margin:0 0 .25rem}
.widget__controls p{margin:0 0 .5rem;font-size:.875rem}
.widget__controls-buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.widget__controls button{color:#1b1b1b;background:#fff;border-color:#8a5a00}
.widget__controls button:disabled{color:#3d3d3d;background:#e5e7eb;border-color:#8a939c}
a:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #1b1b1b;outline-offset:2px}
.guide{max-width:40rem;margin:0 auto}
.guide h1{font-size:1.5rem;line-height:1.2;margin:0 0 1rem}
.guide h2{font-size:1.125rem;margin:1rem 0 .25rem}
.guide p{margin:0}
`;

const jsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** What the frame's script needs to know, handed over as JSON in the page. */
const frameConfig = { portalOrigins, siteConfigs: knownSiteConfigs, specialist: specialistName };

export function renderFrame(lang: Lang): string {
  const text = frameTexts[lang];
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<link rel="stylesheet" href="${chatWidgetBase}/styles.css">
<script type="application/json" id="texts">${jsonForHtml(text)}</script>
<script type="application/json" id="config">${jsonForHtml(frameConfig)}</script>
<script src="${chatWidgetBase}/frame.js" defer></script>
</head>
<body>
<main class="widget__main">
<p class="widget__status" id="status" role="status"></p>
<ol class="widget__messages" id="messages" aria-label="${escapeHtml(text.messages)}" aria-live="polite"></ol>
<form class="widget__composer" id="composer">
<label for="message">${escapeHtml(text.messageLabel)}</label>
<textarea id="message" rows="2" maxlength="2000"></textarea>
<button type="submit">${escapeHtml(text.send)}</button>
</form>
</main>
<aside class="widget__controls" aria-labelledby="controls-title">
<h2 id="controls-title">${escapeHtml(text.controls)}</h2>
<p>${escapeHtml(text.controlsNote)}</p>
<div class="widget__controls-buttons">
<button type="button" id="control-join">${escapeHtml(text.join)}</button>
<button type="button" id="control-say">${escapeHtml(text.say)}</button>
<button type="button" id="control-close">${escapeHtml(text.close)}</button>
<button type="button" id="control-fail">${escapeHtml(text.fail)}</button>
</div>
</aside>
</body>
</html>
`;
}

export function renderHelpGuide(lang: Lang): string {
  const text = helpTexts[lang];
  const sections = text.sections
    .map(([title, body]) => `<h2>${escapeHtml(title)}</h2>\n<p>${escapeHtml(body)}</p>`)
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<link rel="stylesheet" href="${chatWidgetBase}/styles.css">
</head>
<body>
<main class="guide">
<h1>${escapeHtml(text.title)}</h1>
${sections}
</main>
</body>
</html>
`;
}

/** The frame's and the help guide's policy: own scripts and styles, framed by the portal only. */
export const widgetPagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  `frame-ancestors ${portalOrigins.join(' ')}`,
].join('; ');

function send(res: ServerResponse, status: number, type: string, body: string, extra = {}): void {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  });
  res.end(body);
}

/** Answers a request under `/chat-widget/`; `origin` is the gateway's own, e.g. `http://localhost:4010`. */
export function handleChatWidget(req: IncomingMessage, res: ServerResponse, origin: string): void {
  req.resume();
  const url = new URL(req.url ?? '/', origin);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { allow: 'GET, HEAD' });
    return;
  }
  const lang = widgetLanguage(url.searchParams.get('lang'));
  const page = { 'content-security-policy': widgetPagePolicy };
  const script = {
    // A plain script element loads it from the portal: no CORS read, but allowed cross-origin.
    'cross-origin-resource-policy': 'cross-origin',
    'access-control-allow-origin': '*',
  };
  switch (url.pathname) {
    case embedScriptPath:
      send(res, 200, 'text/javascript; charset=utf-8', embedScript, script);
      return;
    case `${chatWidgetBase}/frame.js`:
      send(res, 200, 'text/javascript; charset=utf-8', frameScript);
      return;
    case `${chatWidgetBase}/styles.css`:
      send(res, 200, 'text/css; charset=utf-8', widgetStyles);
      return;
    case `${chatWidgetBase}/frame`:
      send(res, 200, 'text/html; charset=utf-8', renderFrame(lang), page);
      return;
    case `${chatWidgetBase}/help-guide`:
      send(res, 200, 'text/html; charset=utf-8', renderHelpGuide(lang), page);
      return;
    default:
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }
}
