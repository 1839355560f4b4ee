import type { fi } from './fi.ts';

/** The same tree as `T`, with every message widened to `string`. */
type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** The shape every language's catalogue has: exactly the keys of the Finnish source. */
export type Catalogue = Messages<typeof fi>;

/**
 * The parts of the catalogue that only some pages show, each loaded with the first page that
 * shows it (its own chunk per language, `src/i18n/portal-i18n.ts`); the rest is the core.
 */
export const catalogueParts = [
  'forms',
  'onboarding',
  'myInformation',
  'chat',
  'occupational',
  'accessibilityStatement',
  'onBehalfOf',
  'feedback',
  'auth',
  'identification',
] as const;

export type CataloguePart = (typeof catalogueParts)[number];

/** What every page may show, loaded before the first render. */
export type CatalogueCore = Omit<Catalogue, CataloguePart>;
