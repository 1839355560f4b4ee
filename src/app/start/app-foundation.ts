// The third of the steps the entry starts the app in (main.tsx): what the start builds before the
// app renders (the i18n instance, the environment, the session, the patient layer, the HTTP
// layer), evaluated in a task of its own, so that the app's own modules (start.tsx with the
// shell, the router and the pages) evaluate in the next. The app imports what it
// uses itself.
export { createAuth } from '../../auth/index.ts';
export { i18n } from '../../i18n/index.ts';
export { currentEnvironment } from '../config/index.ts';
export { configureHttpFor } from './configure-http.ts';
export { createPatientLayer } from './patient-layer.ts';
