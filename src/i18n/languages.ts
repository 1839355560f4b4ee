/** The portal's languages; Finnish is the default and the fallback. */
export const languages = ['fi', 'sv', 'en'] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'fi';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
