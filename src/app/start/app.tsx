import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AuthProvider, type AuthController } from '../../auth/index.ts';
import { SlowLoadingContext, type SlowLoadingSettings } from '../../ui/index.ts';
import { slowLoadingAfter } from './data-fetching.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  auth: AuthController;
  children: ReactNode;
}

/** Data, languages and the session around the router: the same in the browser and the prerender. */
export function AppProviders({ queryClient, i18n, auth, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SlowLoadingNotice>
          <AuthProvider controller={auth}>{children}</AuthProvider>
        </SlowLoadingNotice>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** K-21: loading says it is slow after 3 s, 5 s on a slow connection (ui's LoadingState). */
export function SlowLoadingNotice({ children }: { children: ReactNode }) {
  const message = useTranslation().t('common.slowLoading');
  const settings = useMemo<SlowLoadingSettings>(
    () => ({ afterMs: slowLoadingAfter, message }),
    [message],
  );
  return <SlowLoadingContext value={settings}>{children}</SlowLoadingContext>;
}

interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: Parameters<typeof RouterProvider>[0]['router'];
  /** Called once the first render is on screen (hydrated or rendered afresh). */
  onStarted?: () => void;
}

/** The portal in the browser. */
export function App({ router, onStarted, ...providers }: AppProps) {
  // An effect of App itself, not an element beside it: the tree must stay the prerender's.
  useEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
