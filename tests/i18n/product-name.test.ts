// "Asiointi" is the portal's name in every language: capitalised and untranslated wherever it names
// the service. Finnish also uses the common noun "asiointi" (handling one's affairs), lowercase,
// only after the words that make it the activity ("oma asiointi", "huollettavan asiointi").
import { describe, expect, it } from 'vitest';
import { en, fi, sv } from '../../src/i18n/bundled/index.ts';

type Tree = Readonly<{ [key: string]: string | Tree }>;

const messages = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : messages(value)));

describe('the portal’s name in the catalogues', () => {
  it.each([
    ['sv', sv],
    ['en', en],
  ] as const)(
    'is “Asiointi” in %s, never lowercase nor a translated “the e-service(s)”',
    (_, catalogue) => {
      const texts = messages(catalogue);
      expect(texts.filter((text) => /\basiointi/.test(text))).toEqual([]);
      expect(
        texts.filter((text) => /\bthe e-services?\b|\be-tjänste(n|rna)\b/i.test(text)),
      ).toEqual([]);
    },
  );

  it('is capitalised in Finnish where it names the service', () => {
    const lowercase = messages(fi).flatMap((text) =>
      [...text.matchAll(/(\S+\s+)?\basioin(ti|nin|tia|tiin|tiisi)\b/g)].map((match) => match[0]),
    );
    expect(lowercase.length).toBeGreaterThan(0);
    expect(lowercase.filter((phrase) => !/^(oma|omaan|huollettavan)\s/i.test(phrase))).toEqual([]);
  });
});
