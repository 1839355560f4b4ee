// @vitest-environment node
// The build's prerender (src/app/start/prerender.tsx) runs in Node, without a window: so does this test.
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, prerenderPage } from '../../src/app/start/prerender.tsx';
import { en, fi, sv } from '../../src/i18n/bundled/index.ts';

describe('the prerendered public pages', () => {
  it('are the public pages in each of the three languages', () => {
    const paths = prerenderedPaths();
    expect(paths).toHaveLength(18);
    expect(paths).toContainEqual({
      path: '/fi/asiointi/',
      language: 'fi',
      routeKey: 'frontpage.main',
    });
    expect(paths.filter(({ language }) => language === 'sv')).toHaveLength(6);
  });

  it.each([
    ['fi', fi, '/fi/asiointi/'],
    ['sv', sv, '/sv/e-tjanster/'],
    ['en', en, '/en/e-services/'],
  ] as const)(
    'renders the %s front page as a visitor without a session sees it',
    async (language, catalogue, path) => {
      const page = await prerenderPage(path, language, 'frontpage.main');
      expect(page.language).toBe(language);
      expect(page.area).toBe('frontpage');
      expect(page.html).toContain(catalogue.header.logIn);
      expect(page.html).toContain('id="main-content"');
      expect(page.title).toMatch(/ – Asiointi$/);
      // The strict CSP: no inline script or style in the markup.
      expect(page.html).not.toMatch(/<script|<style|\sstyle="/);
    },
  );

  it('gives the login page its own title and its sign-in button', async () => {
    const page = await prerenderPage(
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan/',
      'fi',
      'identification.logIn',
    );
    expect(page.title).toBe(`${fi.identification.login.title} – Asiointi`);
    expect(page.html).toContain(fi.identification.login.title);
    expect(page.html).toMatch(/<button[^>]*>/);
  });
});
