// The local chat frame's script (served by chat-widget.ts as /chat-widget/frame.js): the pretend
// chat behind the local `embed2.min.js`. It queues the patient (3, 2, 1), a specialist joins and
// greets, answers the patient's messages, and "local test controls" drive it by hand. What it
// tells the portal are the host events of docs/chat-vendor.md, posted to the portal's origin only
// (never '*'); the secure metadata counts only from window.parent and that origin.
'use strict';

(() => {
  const byId = (id) => document.getElementById(id);
  const config = JSON.parse(byId('config')?.textContent ?? '{}');
  const texts = JSON.parse(byId('texts')?.textContent ?? '{}');
  /** @type {string[]} */
  const portalOrigins = config.portalOrigins ?? [];
  /** @type {string[]} */
  const siteConfigs = config.siteConfigs ?? [];
  const specialist = String(config.specialist ?? '');
  const params = new URLSearchParams(window.location.search);
  const parentOrigin = params.get('parent') ?? '';
  const queue = params.get('queue') ?? '';
  let manual = params.get('manual') === '1';
  try {
    manual = manual || window.localStorage.getItem('chat-widget.manual') === '1';
  } catch {
    // Storage may be refused in a third-party frame; the timers then run.
  }
  const joinedKey = `chat-widget.joined.${queue}`;
  // The dialogue's backlog, shown again after a reload as Ninchat's `remember` does.
  const transcriptKey = `chat-widget.transcript.${queue}`;
  /** @type {{ kind: string, who: string, text: string }[]} */
  let transcript = [];
  let state = 'waiting';
  /** @type {number[]} */
  let timers = [];
  const status = byId('status');
  const list = byId('messages');
  const form = byId('composer');
  const field = byId('message');
  const buttons = {
    join: byId('control-join'),
    say: byId('control-say'),
    close: byId('control-close'),
    fail: byId('control-fail'),
  };
  let said = 0;

  const fill = (text, values) =>
    text.replace(/\{(\w+)\}/g, (all, name) => (name in values ? String(values[name]) : all));
  const toPortal = (message) => {
    if (!portalOrigins.includes(parentOrigin) || window.parent === window) {
      return;
    }
    window.parent.postMessage(message, parentOrigin);
  };
  const post = (event) => {
    toPortal({ ...event, source: 'ninchat-host-event' });
  };
  const later = (ms, action) => {
    if (!manual) {
      timers.push(window.setTimeout(action, ms));
    }
  };
  const stopTimers = () => {
    timers.forEach((timer) => {
      window.clearTimeout(timer);
    });
    timers = [];
  };
  const remember = (joined) => {
    try {
      if (joined) {
        window.sessionStorage.setItem(joinedKey, '1');
      } else {
        window.sessionStorage.removeItem(joinedKey);
        window.sessionStorage.removeItem(transcriptKey);
      }
    } catch {
      // Without storage a reload starts over in the queue.
    }
  };
  const storeTranscript = () => {
    try {
      window.sessionStorage.setItem(transcriptKey, JSON.stringify(transcript));
    } catch {
      // Without storage a reload shows the dialogue from here on only.
    }
  };
  /** @returns {{ kind: string, who: string, text: string }[]} */
  const storedTranscript = () => {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(transcriptKey) ?? '[]');
      return Array.isArray(stored)
        ? stored.filter(
            (m) =>
              typeof m?.kind === 'string' &&
              typeof m.who === 'string' &&
              typeof m.text === 'string',
          )
        : [];
    } catch {
      return [];
    }
  };
  const render = () => {
    buttons.join.disabled = state !== 'queued';
    buttons.say.disabled = state !== 'chat';
    buttons.close.disabled = state !== 'queued' && state !== 'chat';
    buttons.fail.disabled = state === 'closed' || state === 'failed';
    field.disabled = state !== 'chat';
    form.querySelector('button').disabled = state !== 'chat';
  };
  const show = (kind, who, text) => {
    const item = document.createElement('li');
    item.className = `widget__message widget__message--${kind}`;
    if (who) {
      const name = document.createElement('span');
      name.className = 'widget__sender';
      name.textContent = who;
      item.append(name);
    }
    const body = document.createElement('span');
    body.textContent = text;
    item.append(body);
    list.append(item);
    item.scrollIntoView({ block: 'end' });
  };
  const append = (kind, who, text) => {
    show(kind, who, text);
    if (state === 'chat') {
      transcript.push({ kind, who, text });
      storeTranscript();
    }
  };
  const specialistSays = (text) => {
    if (state !== 'chat') {
      return;
    }
    append('specialist', specialist, text);
    post({ type: 'message', from: 'specialist' });
  };
  const queued = (position) => {
    if (state !== 'queued') {
      return;
    }
    status.textContent = fill(texts.queued, { position });
    post({ type: 'queued', position });
  };
  const join = (resumed) => {
    if (state !== 'queued') {
      return;
    }
    stopTimers();
    state = 'chat';
    remember(true);
    status.textContent = fill(texts.inChat, { name: specialist });
    const backlog = resumed ? storedTranscript() : [];
    if (backlog.length > 0) {
      transcript = backlog;
      backlog.forEach((m) => {
        show(m.kind, m.who, m.text);
      });
    } else {
      transcript = [];
      append('system', '', fill(texts.joined, { name: specialist }));
    }
    post({ type: resumed ? 'audienceResumed' : 'audienceStarted' });
    render();
    if (!resumed) {
      later(1500, () => {
        specialistSays(texts.greeting);
      });
    }
  };
  const close = () => {
    if (state !== 'queued' && state !== 'chat') {
      return;
    }
    stopTimers();
    state = 'closed';
    remember(false);
    status.textContent = texts.closed;
    append('system', '', texts.closed);
    post({ type: 'closed' });
    render();
  };
  const fail = (reason) => {
    if (state === 'closed' || state === 'failed') {
      return;
    }
    stopTimers();
    state = 'failed';
    status.textContent = fill(texts.failed, { reason });
    post({ type: 'failed', reason });
    render();
  };
  const start = (secure) => {
    if (state !== 'waiting') {
      return;
    }
    state = 'queued';
    render();
    if (typeof secure !== 'string' || secure.length === 0) {
      fail('METADATA_MISSING');
      return;
    }
    if (!siteConfigs.includes(params.get('configKey') ?? '')) {
      fail('SITE_CONFIG_LOADING_FAILED');
      return;
    }
    let resumed = false;
    try {
      resumed = window.sessionStorage.getItem(joinedKey) === '1';
    } catch {
      resumed = false;
    }
    if (resumed) {
      join(true);
      return;
    }
    queued(3);
    later(2000, () => {
      queued(2);
    });
    later(4000, () => {
      queued(1);
    });
    later(6000, () => {
      join(false);
    });
  };

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) {
      return;
    }
    const data = event.data;
    if (data?.source !== 'ninchat-local-embed' || data.type !== 'init') {
      return;
    }
    start(data.secure);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = field.value.trim();
    if (state !== 'chat' || text === '') {
      return;
    }
    append('patient', texts.you, text);
    field.value = '';
    post({ type: 'message', from: 'patient' });
    later(2500, () => {
      specialistSays(texts.reply);
    });
  });
  buttons.join.addEventListener('click', () => {
    join(false);
  });
  buttons.say.addEventListener('click', () => {
    said += 1;
    specialistSays(said % 2 ? texts.extra : texts.reply);
  });
  buttons.close.addEventListener('click', close);
  buttons.fail.addEventListener('click', () => {
    fail('LOCAL_TEST_FAILURE');
  });
  status.textContent = texts.waiting;
  render();
  toPortal({ source: 'ninchat-local-frame', type: 'ready' });
})();
