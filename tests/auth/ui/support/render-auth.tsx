// Renders session UI with renderApp inside AuthProvider, failing on any missing message.
import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { AuthProvider } from '../../../../src/auth/index.ts';
import { resolveLanguage } from '../../../../src/i18n/index.ts';
import { createI18n } from '../../../../src/i18n/bundled/index.ts';
import { renderApp } from '../../../support/render-app.tsx';
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
  const view = renderApp(null, {
    at: path,
    routes: [...routes, { path: '*', element: <p>Another page</p> }],
    i18n,
    strictMode,
    wrap: (children) => (
      <AuthProvider controller={fake.controller} clock={clock.clock}>
        {children}
      </AuthProvider>
    ),
  });
  const { router } = view;
  /** Moves the fake clock, letting React render what the timers changed. */
  const advance = (ms: number) =>
    act(async () => {
      await clock.advance(ms);
    });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, clock, advance, location };
}
