// @vitest-environment jsdom
// The catalogue in chunks: each language's core before the first render, the parts
// (catalogue.ts) with the pages that show them; a language switch brings along the parts held.
import { act, screen } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  catalogueParts,
  createPortalI18n,
  loadCatalogueCore,
  loadCatalogueParts,
  loadLanguage,
  missingMessage,
  useCatalogueParts,
} from '../../src/i18n/index.ts';
import { en, fi, sv } from '../../src/i18n/bundled/index.ts';
import { renderApp } from '../support/render-app.tsx';

const silent = () => undefined;

describe('the catalogue in core and parts', () => {
  it('has every part outside the core, and the core and the parts make the whole catalogue', async () => {
    for (const [language, whole] of [
      ['fi', fi],
      ['sv', sv],
      ['en', en],
    ] as const) {
      const core = await loadCatalogueCore(language);
      for (const part of catalogueParts) {
        expect(core).not.toHaveProperty(part);
      }
      const instance = createPortalI18n(silent);
      await loadCatalogueParts(instance, language, catalogueParts);
      expect(instance.getResourceBundle(language, 'translation')).toEqual(whole);
    }
  });

  it('shows a part only once it is loaded; loading one loads the core first', async () => {
    const instance = createPortalI18n(silent);
    await loadLanguage(instance, 'fi');
    expect(instance.t('chat.title')).toBe(missingMessage);
    await loadCatalogueParts(instance, 'fi', ['chat']);
    expect(instance.t('chat.title')).toBe('Etävastaanotto');
    expect(instance.t('myInformation.title')).toBe(missingMessage);

    await loadCatalogueParts(instance, 'sv', ['myInformation']);
    expect(instance.t('header.logIn', { lng: 'sv' })).toBe('Logga in');
    expect(instance.t('myInformation.title', { lng: 'sv' })).toBe(sv.myInformation.title);
    // The parts held in another language come along: chat, which Finnish holds.
    expect(instance.t('chat.title', { lng: 'sv' })).toBe(sv.chat.title);
  });

  it('brings the parts it holds to a language the page switches to', async () => {
    const instance = createPortalI18n(silent);
    await loadLanguage(instance, 'fi');
    await loadCatalogueParts(instance, 'fi', ['occupational', 'forms']);
    // LanguageSync changes the language directly: i18next's backend loads it.
    await instance.changeLanguage('en');
    expect(instance.t('header.logIn')).toBe('Log in');
    expect(instance.t('occupational.section.title')).toBe(en.occupational.section.title);
    expect(instance.t('forms.retry')).toBe(en.forms.retry);
    expect(instance.t('chat.title')).toBe(missingMessage);
    // start.tsx's way, for a language not held yet.
    await loadLanguage(instance, 'sv');
    expect(instance.t('forms.retry')).toBe(sv.forms.retry);
  });

  it('loads nothing into an instance that holds everything (the prerender’s)', async () => {
    const instance = createPortalI18n(silent);
    await loadCatalogueParts(instance, 'fi', catalogueParts);
    const before = instance.getResourceBundle('fi', 'translation') as unknown;
    let added = 0;
    instance.store.on('added', () => {
      added += 1;
    });
    await loadCatalogueParts(instance, 'fi', ['chat']);
    expect(added).toBe(0);
    expect(instance.getResourceBundle('fi', 'translation')).toBe(before);
  });
});

function ChatTitle() {
  useCatalogueParts('chat');
  const { t } = useTranslation();
  return <h1>{t('chat.title')}</h1>;
}

describe('useCatalogueParts', () => {
  it('suspends until the parts of the current language are loaded, then shows them', async () => {
    const instance = createPortalI18n(silent);
    await loadLanguage(instance, 'sv');
    expect(instance.t('chat.title')).toBe(missingMessage);
    // React's act, awaited with an async scope, waits for what the render suspended on and then
    // renders again (a sync scope leaves the fallback).
    // eslint-disable-next-line @typescript-eslint/require-await -- see above
    await act(async () => {
      renderApp(
        <Suspense fallback={<p>…</p>}>
          <ChatTitle />
        </Suspense>,
        { i18n: instance },
      );
    });
    expect(screen.getByRole('heading', { name: sv.chat.title })).toBeInTheDocument();
    expect(screen.queryByText('…')).not.toBeInTheDocument();
    expect(instance.t('chat.title', { lng: 'fi' })).toBe(missingMessage);
  });

  it('reads the same load again when React replays it after the suspension, as use() requires', async () => {
    const instance = createPortalI18n(silent);
    await loadLanguage(instance, 'fi');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A transition outside act(), as the app renders: React waits for the load and then replays
    // the suspended component with the state of its use() calls.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      startTransition(() => {
        root.render(
          <I18nextProvider i18n={instance}>
            <Suspense fallback={<p>…</p>}>
              <ChatTitle />
            </Suspense>
          </I18nextProvider>,
        );
      });
      await vi.waitFor(
        () => {
          expect(container.querySelector('h1')?.textContent).toBe(fi.chat.title);
        },
        { timeout: 5_000 },
      );
      // React's message for a use() called in the suspended render and not in the replay.
      expect(logged.mock.calls.flat().map(String).join('\n')).not.toMatch(/did not call use\(\)/);
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
      logged.mockRestore();
    }
  });

  it('renders at once when the parts are there', async () => {
    const instance = createPortalI18n(silent);
    await loadLanguage(instance, 'en');
    await loadCatalogueParts(instance, 'en', ['chat']);
    renderApp(
      <Suspense fallback={<p>…</p>}>
        <ChatTitle />
      </Suspense>,
      { i18n: instance },
    );
    expect(screen.getByRole('heading', { name: en.chat.title })).toBeInTheDocument();
  });
});
