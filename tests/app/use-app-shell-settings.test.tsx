// @vitest-environment jsdom
// The shell's settings as the app makes them (src/app/routes/use-app-shell-settings.ts): one object for
// as long as nothing the shell shows changes, a new one when something does.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createPatientLayer } from '../../src/app/start/patient-layer.ts';
import { useAppShellSettings } from '../../src/app/routes/use-app-shell-settings.ts';
import { currentEnvironment } from '../../src/app/config/index.ts';
import { AuthProvider } from '../../src/auth/index.ts';
import { FeedbackProvider } from '../../src/feedback/index.ts';
import { PatientProvider } from '../../src/patient/index.ts';
import { usePatientContext } from '../../src/patient/patient-context.tsx';
import { createBlockedAccess } from '../../src/shell/index.ts';
import { controllableAuth } from '../support/controllable-auth.ts';

// Each test starts from nobody's `main` (tests/setup-dom.ts), and its patient layer stops
// following the API layer's scope when it ends.
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) {
    cleanup();
  }
});

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
  cleanups.push(patient.context.store.dispose, patient.context.tokens.dispose);
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
  const hook = renderHook(
    () => ({
      settings: useAppShellSettings(environment, blockedAccess),
      publish: usePatientContext().publishPrincipalName,
    }),
    { wrapper },
  );
  return { ...hook, change, store: patient.context.store };
}

describe('the shell’s settings', () => {
  it('stay the same object when the logged-out start completes: nothing of the shell re-renders', () => {
    const { result, change } = renderSettings();
    const first = result.current.settings;
    expect(first.auth.state).toEqual({ kind: 'LoggedOut' });
    change((snapshot) => ({ ...snapshot, auth: { ...snapshot.auth, stage: 'Complete' } }));
    expect(result.current.settings).toBe(first);
  });

  it('are new when what the header shows changes: the login button’s state, the signed-in name', () => {
    const { result, change } = renderSettings();
    const first = result.current.settings;
    change((snapshot) => ({ ...snapshot, login: { kind: 'Loading' } }));
    expect(result.current.settings).not.toBe(first);
    expect(result.current.settings.auth.loginState).toEqual({ kind: 'Loading' });
    const loading = result.current.settings;
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
    expect(result.current.settings).not.toBe(loading);
    expect(result.current.settings.auth.state).toEqual({
      kind: 'LoggedIn',
      givenNames: 'Aino Maria',
      lastName: 'Virtanen',
    });
  });

  it('name the principal acted for once the session’s patient parts have the principals list', () => {
    const { result, change, store } = renderSettings();
    const eetu = '0d6f3a52-8f0e-4d8c-9f5b-3c2e1a7b9d10';
    change((snapshot) => ({
      ...snapshot,
      auth: {
        kind: 'LoggedIn',
        stage: 'Complete',
        timeoutAt: new Date('2026-11-27T12:30:00Z'),
        expiresAt: new Date('2026-11-27T20:00:00Z'),
      },
      user: { subject: 'patient-laura', givenName: 'Laura Helena', familyName: 'Mäkinen' },
    }));
    expect(result.current.settings.actingFor).toBeUndefined();
    act(() => {
      store.select({ type: 'principal', id: eetu });
    });
    expect(result.current.settings.actingFor?.name).toBeNull();
    // Another principal's name, left from before: not this one's.
    act(() => {
      result.current.publish({ id: '5b2d7c1e-3a4f-4e6b-8c9d-0e1f2a3b4c5d', name: 'Ella Mäkinen' });
    });
    expect(result.current.settings.actingFor?.name).toBeNull();
    act(() => {
      result.current.publish({ id: eetu, name: 'Eetu Mäkinen' });
    });
    expect(result.current.settings.actingFor?.name).toBe('Eetu Mäkinen');
    act(() => {
      store.select({ type: 'main' });
    });
    expect(result.current.settings.actingFor).toBeUndefined();
  });
});
