// What of the portal's own error texts may leave the browser (loaded with the SDK, not at start).

const masks: readonly [RegExp, string][] = [
  [/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, '{url}'],
  [/(^|\s)\/\S*/g, '$1{path}'],
  [/\S+@\S+/g, '{email}'],
  [/\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/gi, '{hetu}'],
  [/[\w.~+/=-]{24,}/g, '{value}'],
  [/\d+/g, '{n}'],
  // A name: a capitalised word that does not start the message or follow its `[tag]` (the
  // portal's own text is sentence case, its tags are in brackets and its shouts in capitals).
  [/(?<=[^\s\]]\s+)\p{Lu}\p{Ll}[\p{L}'-]*/gu, '{name}'],
];

/**
 * The portal's message without anything that could be a person's: numbers and ids, tokens, URLs
 * and paths, e-mail addresses, identity codes and capitalised words that could be names.
 */
export function maskMessage(message: string): string {
  return masks
    .reduce((text, [pattern, mask]) => text.replace(pattern, mask), message)
    .slice(0, 300);
}

/** An error's class name (`NetworkError`), or `Error` for anything that is not a plain name. */
export const safeErrorName = (name: string): string =>
  /^[A-Za-z][\w$]{0,60}$/.test(name) ? name : 'Error';
