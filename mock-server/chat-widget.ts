/**
 * The local chat widget (issue #11, Q-42…Q-47): the stand-in for the third-party chat widget the
 * session page loads at run time, served by the mock gateway under `/chat-widget/`:
 *
 * - `embed.js`: the widget SDK. `window.KaikuChatWidget.init({ realmId, queueId, siteConfig,
 *   metadata, language, container, video, title, frameClassName, onEvent })` puts an iframe of
 *   the widget's own origin into `container` (`allow="camera; microphone"` only when `video`),
 *   hands the metadata to that frame by postMessage once it says it is ready (never in its URL),
 *   and relays the frame's events to `onEvent`: only messages whose source is its own frame's
 *   window AND whose origin is the widget's origin, and only the known shapes. Returns
 *   `{ destroy() }`.
 * - `frame`: the chat itself (HTML, `frame.js`, `styles.css`; no inline script or style, a strict
 *   CSP whose `frame-ancestors` are the local portal origins). It queues the patient (position
 *   3, 2, 1), a specialist ("Sairaanhoitaja Maria Virtanen") joins after about 6 seconds and
 *   greets, answers the patient's messages, and the patient can type and send. An unknown site
 *   config fails with `SITE_CONFIG_LOADING_FAILED`; missing metadata with `METADATA_MISSING`.
 *   A "Local test controls" panel in the frame has: the specialist joins now, the specialist
 *   sends a message, the specialist closes the chat, and a failure (`LOCAL_TEST_FAILURE`).
 *   Manual mode (nothing happens by itself, only the controls act): `localStorage`
 *   `chat-widget.manual` = `1` on the widget origin, or the query `manual=1` of the frame.
 * - `help-guide?lang=fi|sv|en`: the help guide the session page's info button shows in a frame.
 *
 * Events (frame → SDK → `onEvent`): `{type:'queued', position}`, `{type:'audienceStarted'}`,
 * `{type:'audienceResumed'}` (the frame reloaded after the specialist had joined, per tab),
 * `{type:'message', from:'specialist'|'patient'}` (never the text), `{type:'closed'}`,
 * `{type:'failed', reason}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './sign-in-pages.ts';

export const chatWidgetBase = '/chat-widget';

/** The site configs the local widget can load; any other fails as the real one does. */
export const knownSiteConfigs = [
  'asiointi-local',
  'asiointi-etavastaanotto',
  'asiointi-ajanvaraus',
  'asiointi-tyoterveys',
] as const;

/** The portal's local origins (preview build and dev server): the frame's only ancestors. */
export const portalOrigins = [
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

/** The SDK, with the widget's origin (where it is served from) written in. */
export function embedScript(widgetOrigin: string): string {
  return `(function () {
  'use strict';
  var widgetOrigin = ${JSON.stringify(widgetOrigin)};
  var eventTypes = ['queued', 'audienceStarted', 'audienceResumed', 'message', 'closed', 'failed'];
  function toEvent(data) {
    if (!data || typeof data !== 'object' || data.source !== 'kaiku-local-widget') return null;
    if (eventTypes.indexOf(data.type) < 0) return null;
    var event = { type: data.type };
    if (data.type === 'queued' && typeof data.position === 'number') event.position = data.position;
    if (data.type === 'message') {
      if (data.from !== 'specialist' && data.from !== 'patient') return null;
      event.from = data.from;
    }
    if (data.type === 'failed') {
      if (typeof data.reason !== 'string') return null;
      event.reason = data.reason.slice(0, 100);
    }
    return event;
  }
  function init(options) {
    var frame = document.createElement('iframe');
    var query = new URLSearchParams({
      realm: String(options.realmId),
      queue: String(options.queueId),
      siteConfig: String(options.siteConfig),
      lang: String(options.language || 'fi'),
      parent: window.location.origin
    });
    frame.src = widgetOrigin + '/chat-widget/frame?' + query.toString();
    frame.title = options.title || 'Chat';
    if (options.frameClassName) frame.className = options.frameClassName;
    if (options.video === true) frame.setAttribute('allow', 'camera; microphone');
    function onMessage(message) {
      if (message.source !== frame.contentWindow || message.origin !== widgetOrigin) return;
      var data = message.data;
      if (data && typeof data === 'object' && data.source === 'kaiku-local-widget' && data.type === 'ready') {
        frame.contentWindow.postMessage(
          { source: 'kaiku-local-sdk', type: 'init', metadata: options.metadata },
          widgetOrigin
        );
        return;
      }
      var event = toEvent(data);
      if (event) options.onEvent(event);
    }
    window.addEventListener('message', onMessage);
    options.container.appendChild(frame);
    return {
      destroy: function () {
        window.removeEventListener('message', onMessage);
        frame.remove();
      }
    };
  }
  window.KaikuChatWidget = { version: 'local-1', init: init };
})();
`;
}

/** The frame's script: the pretend chat. */
export function frameScript(): string {
  return `(function () {
  'use strict';
  var portalOrigins = ${JSON.stringify(portalOrigins)};
  var siteConfigs = ${JSON.stringify(knownSiteConfigs)};
  var specialist = ${JSON.stringify(specialistName)};
  var params = new URLSearchParams(window.location.search);
  var parentOrigin = params.get('parent');
  var queue = params.get('queue') || '';
  var texts = JSON.parse(document.getElementById('texts').textContent);
  var manual = params.get('manual') === '1';
  try { manual = manual || window.localStorage.getItem('chat-widget.manual') === '1'; } catch (e) {}
  var joinedKey = 'chat-widget.joined.' + queue;
  var state = 'waiting';
  var timers = [];
  var status = document.getElementById('status');
  var list = document.getElementById('messages');
  var form = document.getElementById('composer');
  var field = document.getElementById('message');
  var buttons = {
    join: document.getElementById('control-join'),
    say: document.getElementById('control-say'),
    close: document.getElementById('control-close'),
    fail: document.getElementById('control-fail')
  };
  var said = 0;
  function fill(text, values) {
    return text.replace(/\\{(\\w+)\\}/g, function (all, name) { return name in values ? String(values[name]) : all; });
  }
  function post(message) {
    if (portalOrigins.indexOf(parentOrigin) < 0 || window.parent === window) return;
    message.source = 'kaiku-local-widget';
    window.parent.postMessage(message, parentOrigin);
  }
  function later(ms, action) { if (!manual) timers.push(window.setTimeout(action, ms)); }
  function stopTimers() { timers.forEach(function (t) { window.clearTimeout(t); }); timers = []; }
  function render() {
    buttons.join.disabled = state !== 'queued';
    buttons.say.disabled = state !== 'chat';
    buttons.close.disabled = state !== 'queued' && state !== 'chat';
    buttons.fail.disabled = state === 'closed' || state === 'failed';
    field.disabled = state !== 'chat';
    form.querySelector('button').disabled = state !== 'chat';
  }
  function append(kind, who, text) {
    var item = document.createElement('li');
    item.className = 'widget__message widget__message--' + kind;
    if (who) {
      var name = document.createElement('span');
      name.className = 'widget__sender';
      name.textContent = who;
      item.appendChild(name);
    }
    var body = document.createElement('span');
    body.textContent = text;
    item.appendChild(body);
    list.appendChild(item);
    item.scrollIntoView({ block: 'end' });
  }
  function specialistSays(text) {
    if (state !== 'chat') return;
    append('specialist', specialist, text);
    post({ type: 'message', from: 'specialist' });
  }
  function queued(position) {
    if (state !== 'queued') return;
    status.textContent = fill(texts.queued, { position: position });
    post({ type: 'queued', position: position });
  }
  function join(resumed) {
    if (state !== 'queued') return;
    stopTimers();
    state = 'chat';
    try { window.sessionStorage.setItem(joinedKey, '1'); } catch (e) {}
    status.textContent = fill(texts.inChat, { name: specialist });
    append('system', '', fill(texts.joined, { name: specialist }));
    post({ type: resumed ? 'audienceResumed' : 'audienceStarted' });
    render();
    if (!resumed) later(1500, function () { specialistSays(texts.greeting); });
  }
  function close() {
    if (state !== 'queued' && state !== 'chat') return;
    stopTimers();
    state = 'closed';
    try { window.sessionStorage.removeItem(joinedKey); } catch (e) {}
    status.textContent = texts.closed;
    append('system', '', texts.closed);
    post({ type: 'closed' });
    render();
  }
  function fail(reason) {
    if (state === 'closed' || state === 'failed') return;
    stopTimers();
    state = 'failed';
    status.textContent = fill(texts.failed, { reason: reason });
    post({ type: 'failed', reason: reason });
    render();
  }
  function start(metadata) {
    if (state !== 'waiting') return;
    state = 'queued';
    render();
    if (typeof metadata !== 'string' || metadata.length === 0) { fail('METADATA_MISSING'); return; }
    if (siteConfigs.indexOf(params.get('siteConfig')) < 0) { fail('SITE_CONFIG_LOADING_FAILED'); return; }
    var resumed = false;
    try { resumed = window.sessionStorage.getItem(joinedKey) === '1'; } catch (e) {}
    if (resumed) { join(true); return; }
    queued(3);
    later(2000, function () { queued(2); });
    later(4000, function () { queued(1); });
    later(6000, function () { join(false); });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== 'kaiku-local-sdk' || data.type !== 'init') return;
    start(data.metadata);
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = field.value.trim();
    if (state !== 'chat' || text === '') return;
    append('patient', texts.you, text);
    field.value = '';
    post({ type: 'message', from: 'patient' });
    later(2500, function () { specialistSays(texts.reply); });
  });
  buttons.join.addEventListener('click', function () { join(false); });
  buttons.say.addEventListener('click', function () { said += 1; specialistSays(said % 2 ? texts.extra : texts.reply); });
  buttons.close.addEventListener('click', close);
  buttons.fail.addEventListener('click', function () { fail('LOCAL_TEST_FAILURE'); });
  status.textContent = texts.waiting;
  render();
  post({ type: 'ready' });
})();
`;
}

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

export function renderFrame(lang: Lang): string {
  const text = frameTexts[lang];
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)}</title>
<link rel="stylesheet" href="${chatWidgetBase}/styles.css">
<script type="application/json" id="texts">${JSON.stringify(text).replace(/</g, '\\u003c')}</script>
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
    case `${chatWidgetBase}/embed.js`:
      send(res, 200, 'text/javascript; charset=utf-8', embedScript(origin), script);
      return;
    case `${chatWidgetBase}/frame.js`:
      send(res, 200, 'text/javascript; charset=utf-8', frameScript());
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
