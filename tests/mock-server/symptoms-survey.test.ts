// The local symptoms survey (O-06…O-16): its page in fi/sv/en, its script and styles, and the
// headers that keep it framed by the portal only, with no inline script or style.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSymptomsSurvey,
  surveyPageHeaders,
  type SymptomsSurvey,
} from '../../mock-server/symptoms-survey/symptoms-survey.ts';
import { surveyTexts } from '../../mock-server/symptoms-survey/symptoms-survey-texts.ts';

let survey: SymptomsSurvey;
beforeAll(async () => {
  survey = await startSymptomsSurvey({
    port: 0,
    portalOrigins: ['http://localhost:4173', 'http://localhost:5173', 'https://evil.example'],
  });
});
afterAll(async () => {
  await survey.close();
});

const origin = () => new URL(survey.url).origin;
const csp = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('Content-Security-Policy') ?? '').split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values.join(' ')];
    }),
  );

describe('the local symptoms survey', () => {
  it('lives on an origin of its own at /symptoms-survey', () => {
    expect(survey.url).toMatch(/^http:\/\/localhost:\d+\/symptoms-survey$/);
  });

  it('serves its page in the language asked, with the organisation and the portal origins', async () => {
    const response = await fetch(`${survey.url}?organisation=kaiku-local&language=sv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain(`<title>${surveyTexts.sv.title}</title>`);
    expect(html).toContain(surveyTexts.sv.mainSymptom.question);
    expect(html).toContain('<meta name="organisation" content="kaiku-local">');
    // Only localhost portal origins are partners; anything else is dropped.
    expect(html).toContain(
      '<meta name="portal-origins" content="http://localhost:4173 http://localhost:5173">',
    );
    expect(html).toContain('<meta name="survey-fail" content="none">');
    expect(html).toContain('<script src="/symptoms-survey/survey.js" defer></script>');
    // No inline script (the texts are an inert JSON block) and no inline style.
    expect(html.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    expect(html).not.toMatch(/\sstyle=|<style/);
    expect(html).toMatch(/type="radio"/);
    expect(html).toMatch(/<select id="severity"/);
  });

  it('falls back to Finnish, escapes what it is given, and fails on request', async () => {
    const html = await (
      await fetch(`${survey.url}?organisation=%22%3E%3Cscript%3E&language=de&fail=init`)
    ).text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain(surveyTexts.fi.mainSymptom.question);
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('<meta name="survey-fail" content="init">');
  });

  it('speaks as real surveys do on request: JSON strings, no Ready', async () => {
    const plain = await (await fetch(`${survey.url}?language=fi`)).text();
    expect(plain).toContain('<meta name="survey-messages" content="object">');
    expect(plain).toContain('<meta name="survey-ready" content="ready">');
    const real = await (await fetch(`${survey.url}?language=fi&messages=json&ready=none`)).text();
    expect(real).toContain('<meta name="survey-messages" content="json">');
    expect(real).toContain('<meta name="survey-ready" content="none">');
  });

  it('sends a strict CSP whose frame ancestors are the portal origins only', async () => {
    const response = await fetch(survey.url);
    expect(csp(response)).toEqual({
      'default-src': "'none'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self'",
      'form-action': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': 'http://localhost:4173 http://localhost:5173',
    });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.has('X-Frame-Options')).toBe(false);
  });

  it('refuses every frame ancestor without a portal origin', () => {
    expect(surveyPageHeaders([])['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('serves its script, which posts to the portal origin only and never to any origin', async () => {
    const response = await fetch(`${origin()}/symptoms-survey/survey.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const script = await response.text();
    expect(script).toContain("post('Ready')");
    expect(script).toContain(
      'postMessage(asJson ? JSON.stringify(message) : message, portalOrigin)',
    );
    expect(script).not.toMatch(/postMessage\([^)]*'\*'/);
    expect(script).toContain('event.source !== window.parent || event.origin !== portalOrigin');
    expect(script).not.toMatch(/console\./);
  });

  it('serves its styles', async () => {
    const response = await fetch(`${origin()}/symptoms-survey/survey.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await response.text()).toContain('.choice');
  });

  it('answers 404 elsewhere and 405 to other methods', async () => {
    expect((await fetch(`${origin()}/other`)).status).toBe(404);
    const post = await fetch(survey.url, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});
