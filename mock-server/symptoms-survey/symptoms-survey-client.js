// The local symptoms survey's browser script (served as /symptoms-survey/survey.js by
// symptoms-survey.ts). It speaks the portal's frame protocol (O-07…O-16, NS-41): Ready → Init →
// Layout / ScrollToTop / Navigation while the patient answers → Success, Error or Close. Every
// message goes to the portal's origin only, never '*'; Init counts only from window.parent and
// that origin. The credentials in Init are kept in memory and never shown or logged.
'use strict';

(() => {
  const meta = (name) =>
    document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const byId = (id) => document.getElementById(id);
  const texts = JSON.parse(byId('survey-texts')?.textContent ?? '{}');
  const status = byId('status');
  const form = byId('survey');

  const portalOrigins = meta('portal-origins').split(' ').filter(Boolean);
  let portalOrigin = '';
  try {
    portalOrigin = new URL(document.referrer).origin;
  } catch {
    portalOrigin = '';
  }
  if (window.parent === window || !portalOrigins.includes(portalOrigin)) {
    status.hidden = true;
    byId('not-embedded').hidden = false;
    return;
  }

  // `?messages=json`: every message as its JSON string, as many real surveys post them.
  const asJson = meta('survey-messages') === 'json';
  const post = (type, payload) => {
    const message = payload === undefined ? { type } : { type, payload };
    window.parent.postMessage(asJson ? JSON.stringify(message) : message, portalOrigin);
  };

  // Layout (O-12): the content's height whenever it changes.
  let lastHeight = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height > 0 && height !== lastHeight) {
      lastHeight = height;
      post('Layout', { height });
    }
  }).observe(document.body);

  const isInit = (data) =>
    typeof data === 'object' &&
    data !== null &&
    data.type === 'Init' &&
    typeof data.payload === 'object' &&
    data.payload !== null &&
    Number.isInteger(data.payload.age) &&
    (data.payload.gender === 'M' || data.payload.gender === 'N') &&
    typeof data.payload.config === 'object' &&
    data.payload.config !== null &&
    typeof data.payload.config.apiBase === 'string' &&
    typeof data.payload.config.headers === 'object' &&
    data.payload.config.headers !== null;

  /** What a real survey would send to `config.apiBase`; kept here, never displayed. */
  let credentials = null;

  const fail = (code) => {
    form.hidden = true;
    status.hidden = true;
    byId('failed').hidden = false;
    post('Error', { code });
  };

  const steps = [...form.querySelectorAll('[data-step]')];
  const questions = steps.length - 1;
  let current = 0;

  const stepName = (index) => steps[index].getAttribute('data-step');

  const answered = (step) => {
    const name = step.getAttribute('data-step');
    if (name === 'summary') {
      return true;
    }
    if (name === 'severity') {
      return byId('severity').value !== '';
    }
    return step.querySelector('input:checked') !== null;
  };

  const showError = (step, shown) => {
    const error = step.querySelector('.error');
    if (error) {
      error.hidden = !shown;
    }
    for (const control of step.querySelectorAll('input[type="radio"], select')) {
      if (shown) {
        control.setAttribute('aria-invalid', 'true');
      } else {
        control.removeAttribute('aria-invalid');
      }
    }
  };

  const labelOf = (step) => {
    const name = step.getAttribute('data-step');
    if (name === 'severity') {
      const select = byId('severity');
      return select.options[select.selectedIndex]?.text ?? '';
    }
    return step.querySelector('input:checked')?.closest('label')?.textContent ?? '';
  };

  const fillSummary = () => {
    const list = byId('summary');
    list.replaceChildren();
    const add = (term, value) => {
      const dt = document.createElement('dt');
      dt.textContent = term;
      const dd = document.createElement('dd');
      dd.textContent = value;
      list.append(dt, dd);
    };
    for (const step of steps.slice(0, questions)) {
      add(step.querySelector('legend')?.textContent ?? '', labelOf(step));
    }
    const details = byId('details').value.trim();
    add(
      document.querySelector('label[for="details"]')?.textContent ?? '',
      details || texts.noDetails,
    );
  };

  const show = (index, moveFocus) => {
    current = index;
    steps.forEach((step, i) => {
      step.hidden = i !== index;
    });
    const onSummary = stepName(index) === 'summary';
    byId('progress').textContent = onSummary
      ? ''
      : texts.progress.replace('{n}', String(index + 1)).replace('{total}', String(questions));
    byId('progress').hidden = onSummary;
    byId('next').textContent = onSummary ? texts.submit : texts.next;
    byId('previous').hidden = index === 0;
    if (onSummary) {
      fillSummary();
    }
    if (moveFocus) {
      const step = steps[index];
      (onSummary ? byId('summary-title') : step.querySelector('input, select'))?.focus();
      post('ScrollToTop');
      post('Navigation', { step: stepName(index) });
    }
  };

  // The vendor's own id format, not a UUID: the portal must pass it on unchanged.
  const sessionId = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    return `st_${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const step = steps[current];
    if (!answered(step)) {
      showError(step, true);
      step.querySelector('input, select')?.focus();
      return;
    }
    showError(step, false);
    if (stepName(current) === 'summary') {
      form.hidden = true;
      byId('done').hidden = false;
      post('Success', { sessionId: sessionId() });
      return;
    }
    show(current + 1, true);
  });
  form.addEventListener('change', (event) => {
    const step = event.target.closest('[data-step]');
    if (step && answered(step)) {
      showError(step, false);
    }
  });
  byId('previous').addEventListener('click', () => {
    show(Math.max(current - 1, 0), true);
  });
  byId('cancel').addEventListener('click', () => {
    post('Close');
  });
  byId('fail').addEventListener('click', () => {
    fail('LOCAL_TEST_FAILURE');
  });

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== portalOrigin) {
      return;
    }
    if (credentials !== null || !isInit(event.data)) {
      return;
    }
    const { age, gender, config } = event.data.payload;
    credentials = { apiBase: config.apiBase, headers: { ...config.headers } };
    if (meta('survey-fail') === 'init') {
      fail('LOCAL_TEST_FAILURE');
      return;
    }
    const { Authorization: authorization, 'Ocp-Apim-Subscription-Key': key } = credentials.headers;
    const bearer = typeof authorization === 'string' && /^Bearer \S+$/.test(authorization);
    if (!bearer || typeof key !== 'string' || key === '') {
      fail('MISSING_CREDENTIALS');
      return;
    }
    byId('who').textContent = texts.who
      .replace('{gender}', texts.genders[gender])
      .replace('{age}', String(age));
    status.hidden = true;
    form.hidden = false;
    show(0, false);
  });

  // `?ready=none`: a survey that never says Ready and waits for Init after its load.
  if (meta('survey-ready') !== 'none') {
    post('Ready');
  }
})();
