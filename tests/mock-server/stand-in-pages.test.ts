// The gateway's stand-in pages of the separate applications the portal links to
// (mock-server/linked-apps/stand-in-pages.ts): every local link of the menu and the visit page lands on a page
// in its language that says which application it stands for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { environments } from '../../src/app/config/index.ts';
import { siteLinksOf } from '../../src/app/routes/site-links.ts';
import { languages } from '../../src/i18n/languages.ts';

describe('the stand-in pages on the gateway', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    gateway = await startGateway({ port: 0, log: () => undefined });
  });

  afterAll(async () => {
    await gateway.close();
  });

  /** The local link's path and query on the test's gateway (4010 in the stack). */
  const onGateway = (link: string) => {
    const url = new URL(link);
    expect(url.origin).toBe('http://localhost:4010');
    return `${gateway.url}${url.pathname}`;
  };

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    return { response, html: await response.text() };
  };

  const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

  it.each([
    ['fi', 'Omat tapahtumat', 'Maksut', 'Viestit', 'Vastaanottokäynti'],
    ['sv', 'Mina händelser', 'Betalningar', 'Meddelanden', 'Mottagningsbesök'],
    ['en', 'My events', 'Payments', 'Messages', 'Appointment visit'],
  ] as const)(
    'answers every local application link in %s, in that language',
    async (language, myEvents, payments, messages, visit) => {
      expect(languages).toContain(language);
      const links = siteLinksOf(environments.local);
      const pages = [
        [links.myEvents(language), myEvents],
        [links.payments(language), payments],
        [links.messages(language), messages],
        [links.visit(language, 'V4XK9P'), visit],
      ] as const;
      for (const [link, title] of pages) {
        const { response, html } = await get(onGateway(link));
        expect(response.status, link).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
        expect(html).toContain(`<html lang="${language}">`);
        expect(heading(html), link).toBe(title);
        expect(html).toContain(`<title>${title}</title>`);
      }
    },
  );

  it('says which application it stands for, and shows the visit’s code', async () => {
    const { html } = await get(`${gateway.url}/fi/asiointi/omat-ajanvaraukset/V4XK9P`);
    expect(html).toContain('Paikallinen sijaissivu.');
    expect(html).toContain('erilliselle sovellukselle Vastaanottokäynti');
    expect(html).toContain('<dt>Käynnin tunnus</dt><dd>V4XK9P</dd>');
    const swedish = await get(`${gateway.url}/sv/e-tjanster/betalning`);
    expect(swedish.html).toContain('Lokal ersättningssida.');
  });

  it('leads back to the local portal that linked to it, in the page’s language', async () => {
    const { html } = await get(`${gateway.url}/sv/e-tjanster/meddelanden`, {
      referer: 'http://localhost:4173/',
    });
    expect(html).toContain(
      '<a class="secondary" href="http://localhost:4173/sv/e-tjanster/">Tillbaka till e-tjänsterna</a>',
    );
    const unknown = await get(`${gateway.url}/en/e-services/my-events`, {
      referer: 'https://elsewhere.example/',
    });
    expect(unknown.html).toContain('href="http://localhost:5173/en/e-services/"');
  });

  it('serves a sub-page of an application as that application, and nothing of the portal', async () => {
    const sub = await get(`${gateway.url}/fi/asiointi/viestit/ketjut/42`);
    expect(heading(sub.html)).toBe('Viestit');
    const portalPage = await fetch(`${gateway.url}/fi/asiointi/omat-tiedot`);
    expect(portalPage.status).toBe(404);
    const styles = await fetch(`${gateway.url}/stand-in/styles.css`);
    expect(styles.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});
