import { describe, expect, it, vi } from 'vitest';
import { createI18n, i18n, missingMessage } from '../../src/i18n/index.ts';

describe('the i18n instance', () => {
  it('is ready at once in Finnish, with the catalogues bundled', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('fi');
    expect(i18n.t('header.logIn')).toBe('Kirjaudu sisään');
  });

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
    expect(instance.t('login.help', { phone: '<010> & 555' })).toBe(
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

  it('keeps interpolation typed: a message with {{year}} needs the year', () => {
    const instance = createI18n({ language: 'fi' });
    // @ts-expect-error -- `footer.copyright` has {{year}}, so t() needs { year }
    expect(instance.t('footer.copyright')).toContain('©');
  });
});
