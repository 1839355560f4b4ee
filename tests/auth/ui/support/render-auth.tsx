// Renders session UI inside AuthProvider, a memory router and the i18n instance of the URL's language.
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthProvider } from '../../../../src/auth/index.ts';
import { resolveLanguage } from '../../../../src/i18n/index.ts';
import { createI18n } from '../../../../src/i18n/bundled/index.ts';
import { createFakeClock, type FakeClock } from '../../support/fake-clock.ts';
import type { FakeController } from './fake-controller.ts';

export interface RenderAuthOptions {
  fake: FakeController;
  /** The routes under test; every other path shows "Another page". */
  routes: RouteObject[];
  /** Where the memory router starts; its language is the page's language. */
  path?: string;
  clock?: FakeClock;
  strictMode?: boolean;
}

export function renderAuth({
  fake,
  routes,
  path = '/fi/asiointi/omat-tiedot',
  clock = createFakeClock(),
  strictMode = false,
}: RenderAuthOptions) {
  const i18n = createI18n({
    language: resolveLanguage(path),
    reportMissingKey: (key) => {
      throw new Error(`Missing message ${key}`);
    },
  });
  const router = createMemoryRouter([...routes, { path: '*', element: <p>Another page</p> }], {
    initialEntries: [path],
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider controller={fake.controller} clock={clock.clock}>
        <RouterProvider router={router} />
      </AuthProvider>
    </I18nextProvider>,
    { reactStrictMode: strictMode },
  );
  /** Moves the fake clock, letting React render what the timers changed. */
  const advance = (ms: number) =>
    act(async () => {
      await clock.advance(ms);
    });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, clock, advance, location };
}
