/**
 * The analytics stand-ins (mock-server/analytics/analytics-stand-ins.ts): Matomo's HTTP tracking API in its
 * three forms, the tag manager's forwarded pushes, the list of what arrived and its reset, and
 * the consent script with the dialog's texts in fi, sv and en.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  consentTexts,
  startAnalyticsStandIns,
  type AnalyticsHit,
  type AnalyticsStandIns,
} from '../../mock-server/analytics/analytics-stand-ins.ts';

let standIns: AnalyticsStandIns;
beforeAll(async () => {
  standIns = await startAnalyticsStandIns({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await standIns.close();
});
beforeEach(async () => {
  await fetch(`${standIns.url}/__mock/analytics.json`, { method: 'DELETE' });
});

const listed = async (): Promise<AnalyticsHit[]> =>
  (
    (await (await fetch(`${standIns.url}/__mock/analytics.json`)).json()) as {
      hits: AnalyticsHit[];
    }
  ).hits;

describe('the Matomo stand-in', () => {
  it('takes hits as a GET (answering with an image), a POST form and a bulk request', async () => {
    const get = await fetch(`${standIns.url}/matomo.php?idsite=1&rec=1&action_name=chat`);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/gif');
    const post = await fetch(`${standIns.url}/matomo.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: 'idsite=1&rec=1&e_c=tap&e_a=chat&e_n=page_view&dimension1=main',
    });
    expect(post.status).toBe(204);
    const bulk = await fetch(`${standIns.url}/matomo.php`, {
      method: 'POST',
      body: JSON.stringify({ requests: ['?idsite=1&rec=1&action_name=frontpage'] }),
    });
    expect(bulk.status).toBe(204);

    const hits = await listed();
    expect(
      hits.map((hit) => [hit.tracker, hit.type, hit.data.action_name ?? hit.data.e_a]),
    ).toEqual([
      ['matomo', 'pageview', 'chat'],
      ['matomo', 'event', 'chat'],
      ['matomo', 'pageview', 'frontpage'],
    ]);
    expect(hits[1]?.data).toMatchObject({ e_c: 'tap', dimension1: 'main' });
  });

  it('refuses a request without a site', async () => {
    const response = await fetch(`${standIns.url}/matomo.php`, { method: 'POST', body: 'rec=1' });
    expect(response.status).toBe(400);
    expect(await listed()).toEqual([]);
  });
});

describe('the tag manager stand-in', () => {
  it('lists each forwarded dataLayer push by its event', async () => {
    await fetch(`${standIns.url}/__mock/tag-manager`, {
      method: 'POST',
      body: JSON.stringify({ container: 'GTM-LOCAL', push: { event: 'chat_timer', minutes: 20 } }),
    });
    expect(await listed()).toMatchObject([
      {
        tracker: 'tagManager',
        type: 'chat_timer',
        data: { container: 'GTM-LOCAL', push: { minutes: 20 } },
      },
    ]);
  });
});

describe('the list of what arrived', () => {
  it('is a page and JSON, and DELETE forgets it', async () => {
    await fetch(`${standIns.url}/matomo.php?idsite=1&rec=1&action_name=%3Cb%3E&send_image=0`);
    const page = await (await fetch(`${standIns.url}/__mock/analytics`)).text();
    expect(page).toContain('&lt;b&gt;');
    expect(page).not.toContain('<b>');
    expect(await listed()).toHaveLength(1);
    expect((await fetch(`${standIns.url}/__mock/analytics`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await listed()).toEqual([]);
  });
});

describe('the consent script', () => {
  it('is served with the dialog texts in fi, sv and en', async () => {
    const response = await fetch(`${standIns.url}/uc.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script.startsWith(`const standInTexts = ${JSON.stringify(consentTexts)};`)).toBe(true);
    expect(script).toContain('CookiebotOnConsentReady');
    for (const texts of Object.values(consentTexts)) {
      expect(Object.keys(texts)).toEqual(['title', 'body', 'accept', 'decline']);
    }
    for (const path of ['/matomo.js', '/gtm.js?id=GTM-LOCAL']) {
      expect((await fetch(standIns.url + path)).status).toBe(200);
    }
  });
});
