// @vitest-environment jsdom
// Family-member onboarding that fails or is left (P-28…P-37, NS-39): after each, the patient the
// tab acts for is the one the header's button and the acting-for banner name, the HTTP scope
// and the stored selection say: never the child in one place and the parent in another.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { IdentityError, patientScope } from '../../../src/api/index.ts';
import { currentEnvironment } from '../../../src/app/config/index.ts';
import { useAppShellSettings } from '../../../src/app/routes/use-app-shell-settings.ts';
import { fi } from '../../../src/i18n/bundled/index.ts';
import type { AddPrincipalActions } from '../../../src/patient/add-principal/index.ts';
import { PrincipalOnboardingPage } from '../../../src/patient/onboarding/index.ts';
import { PatientSessionParts } from '../../../src/patient/patient-session-parts.tsx';
import { ActingForBanner } from '../../../src/shell/acting-for-banner.tsx';
import { ActOnBehalfButton } from '../../../src/shell/header/act-on-behalf-button.tsx';
import { createBlockedAccess } from '../../../src/shell/index.ts';
import { completeProfile } from './support/profiles.ts';
import {
  ainoId,
  appEventCreated,
  fakeBackend,
  mainSubject,
  notFound,
  renderOnboarding,
  resetOnboardingWorld,
  type Answer,
  type RenderOnboardingOptions,
  aino,
  ainoPrincipal,
  consentsPath,
  contactPath,
  eetuId,
  ok,
} from './support/render-onboarding.tsx';

const texts = fi.onboarding.principalOnboarding;
const returnTo = '/fi/asiointi/omat-tiedot';
const query = `?returnTo=${encodeURIComponent(returnTo)}`;

const eetuPrincipal = {
  id: eetuId,
  firstName: 'Eetu',
  lastName: 'Mäkinen',
  onlinePaymentAllowed: true,
};
const eetuProfile: Profile = {
  ...completeProfile,
  id: eetuId,
  firstName: 'Eetu',
  givenNames: 'Eetu',
  email: undefined,
};

const environment = currentEnvironment();
const blockedAccess = createBlockedAccess();

/** The header's act-on-behalf button and the acting-for banner, as the app makes them. */
function Header() {
  const settings = useAppShellSettings(environment, blockedAccess);
  return (
    <header data-testid="header">
      <div data-testid="act-on-behalf">
        {settings.actOnBehalf && <ActOnBehalfButton actOnBehalf={settings.actOnBehalf} />}
      </div>
      {settings.actingFor && <ActingForBanner actingFor={settings.actingFor} />}
    </header>
  );
}

function backend(handlers: Record<string, Answer> = {}) {
  let profile: Profile | null = null;
  const api = fakeBackend({
    'GET /patient/profile': () => (profile === null ? notFound : ok(profile)),
    'POST /patient/profile': (request) => {
      profile = { ...(request.body as Profile), id: ainoId, hasSocialInsuranceCardImage: false };
      return { status: 201, body: profile };
    },
    'GET /patient/consent-categories': ok([]),
    'POST /identity/principals': ok(ainoPrincipal),
    'GET /identity/principals': ok([eetuPrincipal, ainoPrincipal]),
    'POST /app-events/events': appEventCreated,
  });
  for (const [route, answer] of Object.entries(handlers)) {
    api.on(route, answer);
  }
  return api;
}

function renderFlow(path: string, options: Partial<RenderOnboardingOptions> = {}) {
  const addPrincipal = { complete: vi.fn() } as unknown as AddPrincipalActions;
  const view = renderOnboarding({
    path,
    patient: aino,
    auth: { user: { subject: mainSubject, givenName: 'Laura', familyName: 'Mäkinen' } },
    routes: [
      { path: contactPath, element: <PrincipalOnboardingPage step="contactInfo" /> },
      { path: consentsPath, element: <PrincipalOnboardingPage step="consents" /> },
    ],
    frame: (
      <>
        <Header />
        <PatientSessionParts addPrincipal={addPrincipal} />
      </>
    ),
    ...options,
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

type Expected =
  | { type: 'main' }
  | { type: 'principal'; id: string; name: string }
  | { type: 'register-principal'; id: string; name: string };

/** The one patient every part of the tab names. */
async function expectOnePatient(
  view: ReturnType<typeof renderFlow>,
  expected: Expected,
): Promise<void> {
  const header = screen.getByTestId('header');
  await waitFor(() => {
    expect(screen.getByTestId('act-on-behalf')).toHaveTextContent(
      expected.type === 'main' ? fi.header.actOnBehalf : fi.header.selectPrincipal,
    );
  });
  const banner = () => within(header).queryByRole('region', { name: fi.onBehalfOf.banner.label });
  if (expected.type === 'main') {
    expect(banner()).toBeNull();
    expect(view.store.selection()).toEqual({ type: 'main' });
    expect(patientScope().patient).toBe('main');
    return;
  }
  await waitFor(() => {
    expect(banner()).toHaveTextContent(expected.name);
  });
  expect(view.store.selection()).toMatchObject({ type: expected.type, id: expected.id });
  expect(patientScope().patient).toBe(`${expected.type}:${expected.id}`);
}

const finish = async (view: ReturnType<typeof renderFlow>) => {
  await screen.findByRole('button', { name: fi.onboarding.finish });
  await view.user.click(screen.getByRole('button', { name: fi.onboarding.finish }));
};

afterEach(() => {
  resetOnboardingWorld();
  vi.restoreAllMocks();
});

describe(
  'after family-member onboarding fails or is left, one patient everywhere',
  { timeout: 15_000 },
  () => {
    it('a failed registration: still the child being onboarded, and Abort returns to oneself', async () => {
      backend({
        'POST /identity/principals': {
          status: 500,
          body: { error: 'internal', error_description: 'Down' },
        },
      });
      const view = renderFlow(`${consentsPath}${query}`);
      await finish(view);
      expect(await screen.findByText(texts.registrationFailed)).toBeVisible();
      await expectOnePatient(view, {
        type: 'register-principal',
        id: ainoId,
        name: 'Aino Mäkinen',
      });

      await view.user.click(screen.getByRole('button', { name: texts.abort }));
      await waitFor(() => {
        expect(view.location()).toBe(returnTo);
      });
      await expectOnePatient(view, { type: 'main' });
    });

    it('Abort on the contact details returns to oneself at the return path (P-37)', async () => {
      backend();
      const view = renderFlow(`${contactPath}${query}`);
      await view.user.click(await screen.findByRole('button', { name: texts.abort }));
      await waitFor(() => {
        expect(view.location()).toBe(returnTo);
      });
      await expectOnePatient(view, { type: 'main' });
    });

    it('registered, but the switch to the child is refused as too old: oneself, and told', async () => {
      backend();
      const view = renderFlow(`${consentsPath}${query}`);
      view.exchange.mockRejectedValue(
        new IdentityError('/identity/token', 400, 'principal_too_old', [], null),
      );
      await finish(view);
      expect(
        await screen.findByText(fi.onBehalfOf.selectPrincipal.failedToSelectPrincipal),
      ).toBeVisible();
      await expectOnePatient(view, { type: 'main' });
    });

    it('registered, but the switch to the child fails outright: oneself, and told', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      backend();
      const view = renderFlow(`${consentsPath}${query}`, {
        mainToken: () => Promise.reject(new Error('The session could not be renewed')),
      });
      await finish(view);
      expect(
        await screen.findByText(fi.onBehalfOf.selectPrincipal.failedToSelectPrincipal),
      ).toBeVisible();
      await expectOnePatient(view, { type: 'main' });
    });

    it('a principal without a profile (P-32): oneself, reported and told (NS-39)', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      backend();
      const view = renderFlow(`${contactPath}${query}`, {
        patient: { type: 'principal', id: eetuId },
      });
      expect(
        await screen.findByText(fi.onBehalfOf.selectPrincipal.failedToSelectPrincipal),
      ).toBeVisible();
      await expectOnePatient(view, { type: 'main' });
      expect(error).toHaveBeenCalled();
    });

    it('another tab choosing another child mid-flow leaves nothing of the first on the form', async () => {
      const api = backend();
      const view = renderFlow(`${contactPath}${query}`);
      const givenNames = await screen.findByRole('textbox', {
        name: fi.forms.contact.fields.givenNames,
      });
      expect(givenNames).toHaveValue('Aino');

      api.on('GET /patient/profile', ok(eetuProfile));
      act(() => {
        view.store.select({ type: 'principal', id: eetuId });
      });
      await expectOnePatient(view, { type: 'principal', id: eetuId, name: 'Eetu Mäkinen' });
      await waitFor(() => {
        expect(
          screen.getByRole('textbox', { name: fi.forms.contact.fields.givenNames }),
        ).toHaveValue('Eetu');
      });
      expect(screen.queryByDisplayValue('Aino')).toBeNull();
    });
  },
);
