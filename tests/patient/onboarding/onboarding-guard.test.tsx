// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientScope } from '../../../src/api/index.ts';
import { fi } from '../../../src/i18n/bundled/index.ts';
import { OnboardingGuard } from '../../../src/patient/onboarding/onboarding-guard.tsx';
import { completeProfile, profileWithout } from './support/profiles.ts';
import {
  fakeBackend,
  internalError,
  notFound,
  renderOnboarding,
  resetOnboardingWorld,
  type Answer,
  type RenderOnboardingOptions,
} from './support/render-onboarding.tsx';

const eetuId = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const ok = (body: unknown): Answer => ({ status: 200, body });
const noBreak = ok({ maintenanceBreak: false });

function backend(profile: Answer, terms: Answer = ok({ accepted: true }), maintenance = noBreak) {
  return fakeBackend({
    'GET /patient/profile': profile,
    'GET /patient/terms-of-use/acceptances': terms,
    'GET /maintenance/v1/maintenance-break': maintenance,
  });
}

function renderGuard(path: string, options: Partial<RenderOnboardingOptions> = {}) {
  return renderOnboarding({ path, routes: [], frame: <OnboardingGuard />, ...options });
}

/** Lets the answers of every started request arrive and render. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

afterEach(() => {
  resetOnboardingWorld();
  vi.restoreAllMocks();
});

describe('the onboarding redirect guard (P-33…P-35, NS-38)', () => {
  it('sends a new patient to onboarding with redirectTo = path, query and hash (replace)', async () => {
    backend(notFound, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/omat-tiedot?tab=2#suostumukset');

    await waitFor(() => {
      expect(view.location()).toBe(
        '/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2Fomat-tiedot%3Ftab%3D2%23suostumukset',
      );
    });
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('sends a main user with a missing contact detail (email, AMB-07)', async () => {
    backend(ok(profileWithout('email')));
    const view = renderGuard('/sv/e-tjanster/');

    await waitFor(() => {
      expect(view.location()).toBe('/sv/e-tjanster/onboarding?redirectTo=%2Fsv%2Fe-tjanster%2F');
    });
  });

  it('sends a main user whose terms are not accepted (P-34)', async () => {
    backend(ok(completeProfile), ok({ accepted: false }));
    const view = renderGuard('/en/e-services/');

    await waitFor(() => {
      expect(view.location()).toBe('/en/e-services/onboarding?redirectTo=%2Fen%2Fe-services%2F');
    });
  });

  it('leaves an onboarded main user where they are', async () => {
    const api = backend(ok(completeProfile));
    const view = renderGuard('/fi/asiointi/omat-tiedot');

    await waitFor(() => {
      expect(api.calls('GET /patient/terms-of-use/acceptances')).toHaveLength(1);
    });
    await settle();
    expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
  });

  it.each([
    ['onboarding itself', '/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2F'],
    ['family-member onboarding', '/fi/asiointi/family-members/onboarding/contact-details'],
    ['the sign-in callback', '/fi/asiointi/tunnistaminen/callback?code=x&state=y'],
    ['the login page', '/fi/asiointi/tunnistaminen/kirjaudu-sisaan'],
    ['the logged-out page', '/sv/e-tjanster/identifiering/du-loggades-ut'],
    ['the timeout page', '/en/e-services/identification/you-were-logged-out'],
  ])('does not redirect from %s (P-35)', async (_name, path) => {
    const api = backend(notFound, ok({ accepted: false }));
    const view = renderGuard(path);

    await waitFor(() => {
      expect(api.calls('GET /patient/profile')).toHaveLength(1);
    });
    await settle();
    expect(view.location()).toBe(path);
  });

  it('does not redirect during a maintenance break', async () => {
    const api = backend(notFound, ok({ accepted: false }), ok({ maintenanceBreak: true }));
    const view = renderGuard('/fi/asiointi/');

    await waitFor(() => {
      expect(api.calls('GET /maintenance/v1/maintenance-break')).toHaveLength(1);
    });
    await settle();
    expect(view.location()).toBe('/fi/asiointi/');
  });

  it('does not redirect when the profile fails to load, and the page stays', async () => {
    const api = backend(internalError, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/omat-tiedot');

    await waitFor(() => {
      expect(api.calls('GET /patient/profile')).toHaveLength(1);
    });
    await settle();
    expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    expect(screen.getByTestId('elsewhere')).toBeVisible();
  });

  it('does not redirect when the terms fail to load', async () => {
    const api = backend(ok(completeProfile), internalError);
    const view = renderGuard('/fi/asiointi/omat-tiedot');

    await waitFor(() => {
      expect(api.calls('GET /patient/terms-of-use/acceptances')).toHaveLength(1);
    });
    await settle();
    expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
  });

  it('does nothing in embedded mode: the native app onboards its users itself', async () => {
    const api = backend(notFound, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/', { auth: { mode: 'embedded' } });

    await settle();
    expect(api.requests).toEqual([]);
    expect(view.location()).toBe('/fi/asiointi/');
  });

  it('does nothing while logged out or while the session is being confirmed', async () => {
    const api = backend(notFound, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/', {
      auth: { auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' } },
    });
    await settle();
    expect(api.requests).toEqual([]);

    act(() => {
      view.fake.set({
        auth: {
          kind: 'LoggedIn',
          stage: 'Pending',
          timeoutAt: new Date(Date.now() + 60_000),
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
    });
    await settle();
    expect(api.requests).toEqual([]);
    expect(view.location()).toBe('/fi/asiointi/');
  });

  it('checks once the session is confirmed', async () => {
    backend(notFound, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/', {
      auth: {
        auth: {
          kind: 'LoggedIn',
          stage: 'Pending',
          timeoutAt: new Date(Date.now() + 60_000),
          expiresAt: new Date(Date.now() + 60_000),
        },
      },
    });
    await settle();
    expect(view.location()).toBe('/fi/asiointi/');

    act(() => {
      view.fake.set({
        auth: {
          kind: 'LoggedIn',
          stage: 'Complete',
          timeoutAt: new Date(Date.now() + 60_000),
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
    });
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2F');
    });
  });

  it('does not send a register-principal anywhere (family-member onboarding owns them)', async () => {
    const api = backend(notFound, ok({ accepted: false }));
    const view = renderGuard('/fi/asiointi/', {
      patient: {
        type: 'register-principal',
        id: '7c0e8f0a-3b5d-4d1e-9f42-2a6b8c1d9e55',
        firstName: 'Aino',
        lastName: 'Mäkinen',
        token: 'registration-token',
      },
    });
    await settle();
    expect(api.requests).toEqual([]);
    expect(view.location()).toBe('/fi/asiointi/');
  });
});

describe('a principal without a profile (P-32, NS-39)', () => {
  it('is reported, the main patient is selected again and the patient is told', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = backend(notFound, ok({ accepted: true }));
    api.on('GET /patient/profile', (request) =>
      request.authorization === `Bearer token:principal:${eetuId}` ? notFound : ok(completeProfile),
    );
    const view = renderGuard('/fi/asiointi/omat-tiedot', {
      patient: { type: 'principal', id: eetuId },
    });

    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(fi.onBehalfOf.selectPrincipal.failedToSelectPrincipal),
    ).toBeVisible();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/principal has no profile/));
    expect(patientScope().patient).toBe('main');
    expect(view.location()).toBe('/fi/asiointi/omat-tiedot');

    within(dialog).getByRole('button', { name: fi.onBehalfOf.confirmation.ok }).click();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  it('a principal with a profile is left alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = backend(ok({ ...completeProfile, id: eetuId, givenNames: 'Eetu' }));
    renderGuard('/fi/asiointi/omat-tiedot', { patient: { type: 'principal', id: eetuId } });

    await waitFor(() => {
      expect(api.calls('GET /patient/profile')).toHaveLength(1);
    });
    await settle();
    expect(error).not.toHaveBeenCalled();
    expect(patientScope().patient).toBe(`principal:${eetuId}`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
