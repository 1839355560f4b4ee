// Renders a form with what it needs: a QueryClient (no retries) and i18n in one language.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Language } from '../../../../src/i18n/index.ts';
import { createI18n } from '../../../../src/i18n/bundled/index.ts';

export function renderForm(form: ReactNode, { language = 'fi' }: { language?: Language } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const missingKeys: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{form}</QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, missingKeys };
}
