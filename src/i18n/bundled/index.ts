// Every catalogue at once, for Node (the build's prerender) and tests: an entry of its own, so
// the browser's first page never imports the three catalogues (each is a chunk it loads alone,
// ../portal-i18n.ts).
export { createI18n, type I18nOptions } from '../i18n.ts';
export { en } from '../messages/en.ts';
export { fi } from '../messages/fi.ts';
export { sv } from '../messages/sv.ts';
