// @vitest-environment jsdom
// The shell's settings as the app makes them (src/app/use-app-shell-settings.ts): one object for
// as long as nothing the shell shows changes, a new one when something does (issue #14).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPatientLayer } from '../../src/app/patient-layer.ts';
import { useAppShellSettings } from '../../src/app/use-app-shell-settings.ts';
import { currentEnvironment } from '../../src/app/config/index.ts';
import {
  AuthProvider,
  createLoggedOutAuth,
  type AuthController,
  type AuthSnapshot,
} from '../../src/auth/index.ts';
import { FeedbackProvider } from '../../src/feedback/index.ts';
import { PatientProvider } from '../../src/patient/index.ts';
import { createBlockedAccess } from '../../src/shell/index.ts';

/** The logged-out start's controller, whose snapshot the test moves on. */
function controllableAuth() {
  const base = createLoggedOutAuth();
  let snapshot = base.getSnapshot();
  const listeners = new Set<() => void>();
  const controller: AuthController = {
    ...base,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (next: (current: AuthSnapshot) => AuthSnapshot) => {
    act(() => {
      snapshot = next(snapshot);
      for (const listener of listeners) {
        listener();
      }
    });
  };
  return { controller, change };
}

function renderSettings() {
  const environment = currentEnvironment();
  const queryClient = new QueryClient();
  const { controller, change } = controllableAuth();
  const patient = createPatientLayer(environment, controller, queryClient, {
    sessionStorage: window.sessionStorage,
    setCookie: () => undefined,
    hostname: 'localhost',
    assign: () => undefined,
    openChannel: undefined,
  });
  const blockedAccess = createBlockedAccess();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/fi/asiointi/']}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider controller={controller}>
          <PatientProvider value={patient.context} addPrincipal={patient.addPrincipal}>
            <FeedbackProvider serviceTags={environment.feedback.serviceTags} environment="local">
              {children}
            </FeedbackProvider>
          </PatientProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MemoryRouter>
  );
  const hook = renderHook(() => useAppShellSettings(environment, blockedAccess), { wrapper });
  return { ...hook, change };
}

describe('the shell’s settings', () => {
  it('stay the same object when the logged-out start completes: nothing of the shell re-renders', () => {
    const { result, change } = renderSettings();
    const first = result.current;
    expect(first.auth.state).toEqual({ kind: 'LoggedOut' });
    change((snapshot) => ({ ...snapshot, auth: { ...snapshot.auth, stage: 'Complete' } }));
    expect(result.current).toBe(first);
  });

  it('are new when what the header shows changes: the login button’s state, the signed-in name', () => {
    const { result, change } = renderSettings();
    const first = result.current;
    change((snapshot) => ({ ...snapshot, login: { kind: 'Loading' } }));
    expect(result.current).not.toBe(first);
    expect(result.current.auth.loginState).toEqual({ kind: 'Loading' });
    const loading = result.current;
    change((snapshot) => ({
      ...snapshot,
      login: { kind: 'Idle' },
      auth: {
        kind: 'LoggedIn',
        stage: 'Complete',
        timeoutAt: new Date('2026-11-27T12:30:00Z'),
        expiresAt: new Date('2026-11-27T20:00:00Z'),
      },
      user: { subject: 'patient-aino', givenName: 'Aino Maria', familyName: 'Virtanen' },
    }));
    expect(result.current).not.toBe(loading);
    expect(result.current.auth.state).toEqual({
      kind: 'LoggedIn',
      givenNames: 'Aino Maria',
      lastName: 'Virtanen',
    });
  });
});
