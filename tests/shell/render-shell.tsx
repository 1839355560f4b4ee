// One helper for the shell's component tests: router, QueryClient, i18n and shell settings.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterAll, beforeAll, vi } from 'vitest';
import { configureHttp } from '../../src/api/index.ts';
import { resolveLanguage } from '../../src/i18n/index.ts';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import {
  createBlockedAccess,
  createShellLinks,
  ShellLayout,
  ShellSettingsProvider,
  type HeaderAuth,
  type ShellSettings,
} from '../../src/shell/index.ts';
import { startFakeApi, type FakeApi } from '../support/fake-api.ts';

export const loggedIn: HeaderAuth = {
  kind: 'LoggedIn',
  givenNames: 'Maija Liisa',
  lastName: 'Meikäläinen',
};

export const testLinks = createShellLinks({
  www: 'https://www.test.asiointi.example',
  booking: 'https://ajanvaraus.test.asiointi.example',
});

export interface RenderShellOptions {
  /** The URL the memory router starts at; its language is the page's language. */
  path?: string;
  auth?: HeaderAuth;
  settings?: Partial<ShellSettings>;
  /** Render `page` inside `ShellLayout` (header, footer, maintenance and blocked handling). */
  withLayout?: boolean;
  /** More routes beside the page (the page itself matches every other path). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
  /** Render under React's StrictMode, which runs effects twice. */
  strictMode?: boolean;
  /** The i18n instance; by default one that holds every catalogue whole. */
  i18n?: I18n;
}

export function testSettings(overrides: Partial<ShellSettings> = {}): ShellSettings {
  return {
    mode: 'web',
    environment: { name: 'test', showTag: true },
    links: testLinks,
    customerServicePhone: { display: '010 555 1200', tel: '+358105551200' },
    appStores: {
      appStore: 'https://apps.apple.com/fi/app/kaiku/id1',
      googlePlay: 'https://play.google.com/store/apps/details?id=kaiku',
    },
    auth: {
      state: { kind: 'LoggedOut' },
      login: vi.fn(() => new Promise<void>(() => undefined)),
      logout: vi.fn(() => Promise.resolve()),
    },
    blockedAccess: createBlockedAccess(),
    ...overrides,
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Renders `page` at `path` (or every path) in a memory router with everything the shell needs. */
export function renderShell(page: ReactNode, options: RenderShellOptions = {}) {
  const path = options.path ?? '/fi/asiointi/';
  const base = testSettings(options.settings);
  const settings: ShellSettings =
    options.auth === undefined ? base : { ...base, auth: { ...base.auth, state: options.auth } };
  const queryClient = options.queryClient ?? testQueryClient();
  const i18n =
    options.i18n ??
    createI18n({ language: resolveLanguage(path), reportMissingKey: () => undefined });
  const pageRoute: RouteObject = { path: '*', element: page };
  const children: RouteObject[] = [...(options.routes ?? []), pageRoute];
  const router = createMemoryRouter(
    options.withLayout === true ? [{ element: <ShellLayout />, children }] : children,
    { initialEntries: [path] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellSettingsProvider settings={settings}>
          <RouterProvider router={router} />
        </ShellSettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
    { reactStrictMode: options.strictMode ?? false },
  );
  return { ...result, router, settings, queryClient, i18n };
}

/**
 * Points the HTTP layer at a local fake for the whole test file, answering the maintenance
 * check with "no break" unless a test says otherwise; nothing reaches the network.
 */
export function withFakeApi(): () => FakeApi {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
    api.answer({ status: 200, body: '{"maintenanceBreak":false}' });
    const url = api.url;
    configureHttp({ baseUrl: () => url });
  });
  afterAll(async () => {
    configureHttp({});
    await api?.close();
  });
  return () => {
    if (!api) {
      throw new Error('The fake API starts in beforeAll.');
    }
    return api;
  };
}
