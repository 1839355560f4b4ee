/** Joins the class names that are set, skipping `false`, `undefined` and empty strings. */
export const classNames = (...names: (string | false | null | undefined)[]) =>
  names.filter((name) => typeof name === 'string' && name !== '').join(' ');
