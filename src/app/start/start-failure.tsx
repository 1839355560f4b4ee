import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ErrorPage } from '../../shell/index.ts';
import { reportError } from '../../ui/index.ts';

/**
 * When the app cannot start (E-30: the native app gave no token; E-31: its token has no user
 * GUID), the patient sees the error page with reload instead of a blank screen, and the cause is
 * reported. Only languages around it: no router, session or shell settings exist yet.
 */
export function renderStartFailure(root: Root, i18n: I18n, cause: unknown): void {
  reportError('[app] The portal could not start.', cause, 'critical');
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ErrorPage />
      </I18nextProvider>
    </StrictMode>,
  );
}
