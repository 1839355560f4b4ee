// Typed keys: `t('header.logIn')` is checked against the Finnish source; a wrong key fails tsc.
import 'i18next';
import type { fi } from './messages/fi.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fi };
    strictKeyChecks: true;
    returnNull: false;
  }
}
