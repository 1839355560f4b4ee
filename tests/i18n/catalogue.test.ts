import { describe, expect, it } from 'vitest';
import { en, fi, sv } from '../../src/i18n/bundled/index.ts';

type Tree = Readonly<{ [key: string]: string | Tree }>;

/** Every message of a catalogue by its dotted key. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object') {
      for (const [inner, message] of leaves(value, path)) {
        found.set(inner, message);
      }
    } else {
      found.set(path, value);
    }
  }
  return found;
}

const interpolations = (message: string): string[] =>
  [...message.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();

const catalogues = { fi, sv, en };
/** Finnish is the source: the others are compared with it (Finnish with itself proves nothing). */
const translations = { sv, en };
const finnish = leaves(fi);

/** Messages that are rightly the same as in Finnish: language names, the brand in the copyright. */
const sameInEveryLanguage = new Set([
  'languages.fi',
  'languages.sv',
  'languages.en',
  'footer.copyright',
  // Finnish and Swedish both quote with ”…”.
  'forms.validation.detail.quoted',
]);

describe('the message catalogues', () => {
  it.each(Object.entries(translations))(
    '%s has exactly the Finnish keys',
    (_language, catalogue) => {
      expect([...leaves(catalogue).keys()].sort()).toEqual([...finnish.keys()].sort());
    },
  );

  it.each(Object.entries(catalogues))(
    '%s has a non-empty string for every key',
    (_language, catalogue) => {
      for (const [key, message] of leaves(catalogue)) {
        expect(typeof message, key).toBe('string');
        expect(String(message).trim(), key).not.toBe('');
      }
    },
  );

  it.each(Object.entries(translations))(
    '%s uses the same {{interpolations}} as Finnish in every message',
    (_language, catalogue) => {
      const messages = leaves(catalogue);
      for (const [key, source] of finnish) {
        expect(interpolations(String(messages.get(key))), key).toEqual(
          interpolations(String(source)),
        );
      }
    },
  );

  it.each(Object.entries(translations))(
    '%s is translated, not copied from Finnish',
    (_language, catalogue) => {
      for (const [key, message] of leaves(catalogue)) {
        if (!sameInEveryLanguage.has(key)) {
          expect(message, key).not.toBe(finnish.get(key));
        }
      }
    },
  );

  it('states the K-13 call price in every language', () => {
    expect(fi.footer.customerService.callPrice).toContain('8,35 senttiä');
    expect(fi.footer.customerService.callPrice).toContain('19,33 senttiä minuutilta');
    expect(sv.footer.customerService.callPrice).toContain('8,35 cent per samtal');
    expect(en.footer.customerService.callPrice).toBe(
      'Calls cost 8.35 cents per call plus 19.33 cents per minute plus the mobile or local network charge. Queuing is charged.',
    );
    for (const catalogue of Object.values(catalogues)) {
      expect(catalogue.footer.customerService.phoneLine).toContain('{{phone}}');
    }
  });

  it('has the login-failed message of E-02 word for word', () => {
    expect(en.identification.login.failed).toBe('Login failed. Please try again.');
    expect(fi.identification.login.failed).toBe('Kirjautuminen ei onnistunut. Yritä uudelleen.');
  });

  it('names each language in that language, in every catalogue', () => {
    for (const catalogue of Object.values(catalogues)) {
      expect(catalogue.languages).toEqual({ fi: 'Suomi', sv: 'Svenska', en: 'English' });
    }
  });
});
