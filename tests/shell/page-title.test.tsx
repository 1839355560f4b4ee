// @vitest-environment jsdom
// Each page sets the document's title and description in its language; a page without its own
// description is described by the front page's lead.
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import { usePageTitle } from '../../src/shell/page-title.ts';

function Page({ title, description }: { title: string; description?: string }) {
  usePageTitle(title, description);
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageTitle', () => {
  const title = document.title;
  afterEach(() => {
    cleanup();
    document.head.querySelector('meta[name="description"]')?.remove();
    document.title = title;
  });

  it('sets the title and the page’s description', () => {
    render(
      <I18nextProvider i18n={createI18n({ language: 'sv' })}>
        <Page title="Logga in i Asiointi" description="I Asiointi kan du…" />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Logga in i Asiointi – Asiointi');
    expect(description()).toBe('I Asiointi kan du…');
  });

  it('describes a page without its own description by the front page’s lead, in its language', () => {
    const { rerender } = render(
      <I18nextProvider i18n={createI18n({ language: 'fi' })}>
        <Page title="Kirjaudu" description="Oma kuvaus" />
      </I18nextProvider>,
    );
    const i18n = createI18n({ language: 'en' });
    rerender(
      <I18nextProvider i18n={i18n}>
        <Page title="My information" />
      </I18nextProvider>,
    );
    expect(description()).toBe(i18n.t('frontPage.intro'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
