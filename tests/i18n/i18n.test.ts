import { describe, expect, it, vi } from 'vitest';
import {
  createPortalI18n,
  loadCatalogueCore,
  loadLanguage,
  missingMessage,
} from '../../src/i18n/index.ts';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import { reportsMissingMessages } from '../../src/i18n/i18n-options.ts';

describe("the portal's instance (one language's catalogue at a time)", () => {
  it('holds no catalogue until a language is loaded, then speaks it', async () => {
    const instance = createPortalI18n(() => undefined);
    expect(instance.isInitialized).toBe(true);
    expect(instance.hasResourceBundle('fi', 'translation')).toBe(false);
    await loadLanguage(instance, 'fi');
    expect(instance.language).toBe('fi');
    expect(instance.t('header.logIn')).toBe('Kirjaudu sisään');
    expect(instance.hasResourceBundle('sv', 'translation')).toBe(false);
    expect(instance.hasResourceBundle('en', 'translation')).toBe(false);
  });

  it("loads another language's catalogue when the language changes (LanguageSync)", async () => {
    const instance = createPortalI18n(() => undefined);
    await loadLanguage(instance, 'fi');
    await instance.changeLanguage('sv');
    expect(instance.language).toBe('sv');
    expect(instance.t('header.logIn')).toBe('Logga in');
    await loadLanguage(instance, 'en');
    expect(instance.t('header.logIn')).toBe('Log in');
  });

  it('loads each catalogue on its own', async () => {
    expect((await loadCatalogueCore('sv')).header.logIn).toBe('Logga in');
    expect((await loadCatalogueCore('en')).header.logIn).toBe('Log in');
  });
});

describe('the bundled instance (Node and tests)', () => {
  it('speaks the language it is given and follows a language change', async () => {
    const instance = createI18n({ language: 'sv' });
    expect(instance.t('header.skipToMainContent')).toBe('Hoppa till huvudinnehållet');
    await instance.changeLanguage('en');
    expect(instance.t('header.skipToMainContent')).toBe('Skip to main content');
  });

  it('falls back to Finnish for a language it does not have', async () => {
    const instance = createI18n({ language: 'en' });
    await instance.changeLanguage('de');
    expect(instance.t('notFound.title')).toBe('Sivua ei löytynyt');
  });

  it('interpolates values without HTML-escaping them (React escapes what it renders)', () => {
    const instance = createI18n({ language: 'en' });
    expect(instance.t('footer.copyright', { year: 2026 })).toBe('© 2026 Terveyspalvelu Kaiku');
    expect(instance.t('identification.login.help', { phone: '<010> & 555' })).toBe(
      'Need help logging in? Call our customer service on <010> & 555.',
    );
  });

  it('shows "Message not found" for a missing key and reports the key (E-17)', () => {
    const reportMissingKey = vi.fn<(key: string) => void>();
    const instance = createI18n({ language: 'sv', reportMissingKey });
    // @ts-expect-error -- typed keys: tsc rejects a key that is not in the catalogue
    expect(instance.t('header.noSuchKey')).toBe(missingMessage);
    expect(missingMessage).toBe('Message not found');
    expect(reportMissingKey).toHaveBeenCalledWith('header.noSuchKey');
  });

  it('reports a missing key with console.warn outside production', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = createI18n({ language: 'fi' });
    // @ts-expect-error -- typed keys: tsc rejects a key that is not in the catalogue
    instance.t('common.gone');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('common.gone'));
    warn.mockRestore();
  });

  it('reports missing messages in development and every build but production’s (NS-09)', () => {
    expect(reportsMissingMessages({ PROD: false })).toBe(true);
    expect(reportsMissingMessages({ PROD: false, VITE_ASIOINTI_ENV: 'prod' })).toBe(true);
    expect(reportsMissingMessages({ PROD: true, VITE_ASIOINTI_ENV: 'local' })).toBe(true);
    expect(reportsMissingMessages({ PROD: true, VITE_ASIOINTI_ENV: 'stg' })).toBe(true);
    expect(reportsMissingMessages({ PROD: true, VITE_ASIOINTI_ENV: 'prod' })).toBe(false);
    expect(reportsMissingMessages({ PROD: true })).toBe(false);
  });

  it('keeps interpolation typed: a message with {{year}} needs the year', () => {
    const instance = createI18n({ language: 'fi' });
    // @ts-expect-error -- `footer.copyright` has {{year}}, so t() needs { year }
    expect(instance.t('footer.copyright')).toContain('©');
  });
});
