import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AuthProvider, type AuthController } from '../auth/index.ts';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  auth: AuthController;
  router: Parameters<typeof RouterProvider>[0]['router'];
}

/** The portal: data, languages and the session around the router. */
export function App({ queryClient, i18n, auth, router }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AuthProvider controller={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
