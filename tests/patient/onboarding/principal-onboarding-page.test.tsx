// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { patientScope } from '../../../src/api/index.ts';
import { fi } from '../../../src/i18n/bundled/index.ts';
import {
  PrincipalOnboardingPage,
  PrincipalOnboardingStart,
} from '../../../src/patient/onboarding/index.ts';
import { completeProfile } from './support/profiles.ts';
import {
  ainoId,
  appEventCreated,
  fakeBackend,
  internalError,
  notFound,
  renderOnboarding,
  resetOnboardingWorld,
  type RenderOnboardingOptions,
  aino,
  ainoPrincipal,
  consentsPath,
  contactPath,
  eetuId,
  ok,
  onboardingBase as base,
} from './support/render-onboarding.tsx';

const texts = fi.onboarding.principalOnboarding;
const returnTo = '/fi/asiointi/chat/jono/12?topic=3';
const query = `?returnTo=${encodeURIComponent(returnTo)}`;

const consentCategories = [
  {
    id: 'dataDisclosure',
    header: 'Tietojen luovuttaminen',
    consents: [
      {
        id: 'dataDisclosureToPublicHealthcare',
        categoryId: 'dataDisclosure',
        description: 'Tietojen luovuttaminen julkiseen terveydenhuoltoon',
        isGiven: false,
      },
    ],
  },
];

/** Aino's world: no profile until one is created for her. */
function ainoBackend() {
  let profile: Profile | null = null;
  return fakeBackend({
    'GET /patient/profile': () => (profile === null ? notFound : ok(profile)),
    'POST /patient/profile': (request) => {
      profile = { ...(request.body as Profile), id: ainoId, hasSocialInsuranceCardImage: false };
      return { status: 201, body: profile };
    },
    'GET /patient/consent-categories': ok(consentCategories),
    'POST /identity/principals': ok(ainoPrincipal),
    'GET /identity/principals': ok([ainoPrincipal]),
    'POST /app-events/events': appEventCreated,
  });
}

function renderFlow(path: string, options: Partial<RenderOnboardingOptions> = {}) {
  return renderOnboarding({
    path,
    patient: aino,
    routes: [
      { path: base, element: <PrincipalOnboardingStart /> },
      { path: contactPath, element: <PrincipalOnboardingPage step="contactInfo" /> },
      { path: consentsPath, element: <PrincipalOnboardingPage step="consents" /> },
    ],
    ...options,
  });
}

const stepHeading = (current: number, title: string) =>
  screen.findByRole('heading', { level: 1, name: `Vaihe ${current}/2 ${title}` });

afterEach(() => {
  resetOnboardingWorld();
  vi.restoreAllMocks();
});

describe('who may use family-member onboarding (P-29)', () => {
  it.each([contactPath, consentsPath, base])(
    'a user acting as main is sent from %s to the front page',
    async (path) => {
      const api = ainoBackend();
      const view = renderFlow(`${path}${query}`, { patient: { type: 'main' } });
      await waitFor(() => {
        expect(view.location()).toBe('/fi/asiointi/');
      });
      expect(api.calls('GET /patient/profile')).toEqual([]);
    },
  );

  it('the base route leads to the contact details, keeping returnTo (P-28)', async () => {
    ainoBackend();
    const view = renderFlow(`${base}${query}`);
    await waitFor(() => {
      expect(view.location()).toBe(`${contactPath}${query}`);
    });
    expect(await stepHeading(1, texts.contactInfo.title)).toBeVisible();
  });
});

describe('Back from the first step (the flow entered through the base route)', () => {
  it('asks whether to go on: Jatka returns to the step, Keskeytä leaves as oneself', async () => {
    const user = userEvent.setup({ delay: null });
    ainoBackend();
    const view = renderFlow('/fi/asiointi/');
    // The add-principal return replaces its address with the base route.
    await act(() => view.router.navigate(`${base}${query}`, { replace: true }));
    await waitFor(() => {
      expect(view.location()).toBe(`${contactPath}${query}`);
    });
    await act(() => view.router.navigate(-1));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.unfinished.title }),
    ).toBeVisible();
    expect(view.location()).toBe(`${base}${query}`);
    expect(screen.getByText(/Henkilön Aino Mäkinen tietojen täyttäminen jäi kesken/)).toBeVisible();
    expect(view.store.selection()).toMatchObject({ type: 'register-principal', id: ainoId });

    await user.click(screen.getByRole('button', { name: texts.continue }));
    expect(await stepHeading(1, texts.contactInfo.title)).toBeVisible();

    await act(() => view.router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: texts.abort }));
    await waitFor(() => {
      expect(view.location()).toBe(returnTo);
    });
    expect(view.store.selection()).toEqual({ type: 'main' });
  });
});

describe('a new family member (newPrincipalPatient)', { timeout: 15_000 }, () => {
  it('fills contact details and consents, is registered and selected, and returns (P-36)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ainoBackend();
    const view = renderFlow(`${contactPath}${query}`);

    expect(await stepHeading(1, texts.contactInfo.title)).toBeVisible();
    expect(screen.getByText(/Täytä henkilön Aino Mäkinen yhteystiedot/)).toBeVisible();
    const givenNames = await screen.findByRole('textbox', {
      name: fi.forms.contact.fields.givenNames,
    });
    expect(givenNames).toBeDisabled();
    expect(givenNames).toHaveValue('Aino');
    expect(screen.getByRole('textbox', { name: fi.forms.contact.fields.email })).not.toBeRequired();
    await user.type(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.streetAddress }),
      'Hämeenkatu 12 B 7',
    );
    await user.type(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.postCode }),
      '33100',
    );
    await user.type(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.postOffice }),
      'Tampere',
    );
    await user.type(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.phoneNumber }),
      '0401234567',
    );
    await user.click(screen.getByRole('button', { name: fi.onboarding.saveAndContinue }));

    expect(await stepHeading(2, texts.consents.title)).toBeVisible();
    expect(view.location()).toBe(`${consentsPath}${query}`);
    const [created] = api.calls('POST /patient/profile');
    expect(created?.authorization).toBe(`Bearer token:register-principal:${ainoId}`);
    expect(created?.body).toEqual({
      givenNames: 'Aino',
      lastName: 'Mäkinen',
      streetAddress: 'Hämeenkatu 12 B 7',
      postCode: '33100',
      postOffice: 'Tampere',
      phoneNumber: '0401234567',
    });

    await screen.findByRole('heading', { level: 2, name: 'Tietojen luovuttaminen' });
    await user.click(screen.getByRole('button', { name: fi.onboarding.finish }));

    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/chat/jono/12?topic=3&showPatientConfirmation=1');
    });
    const [registration] = api.calls('POST /identity/principals');
    expect(registration?.body).toEqual({});
    expect(registration?.authorization).toBe(`Bearer token:register-principal:${ainoId}`);
    expect(view.exchange).toHaveBeenCalledWith(ainoId, 'main-token');
    expect(patientScope().patient).toBe(`principal:${ainoId}`);
    const [event] = api.calls('POST /app-events/events');
    expect(event?.body).toEqual({ applicationId: 'tapWeb', eventType: 'OnboardingFinished' });
    expect(event?.authorization).toBe(`Bearer token:principal:${ainoId}`);
  });

  it('shows a failed registration with a retry, and goes on after it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ainoBackend();
    api.on('POST /identity/principals', {
      status: 500,
      body: { error: 'internal', error_description: 'Down' },
    });
    const view = renderFlow(`${consentsPath}${query}`);

    await screen.findByRole('heading', { level: 2, name: 'Tietojen luovuttaminen' });
    await user.click(screen.getByRole('button', { name: fi.onboarding.finish }));

    expect(await screen.findByRole('alert')).toHaveTextContent(texts.registrationFailed);
    expect(patientScope().patient).toBe(`register-principal:${ainoId}`);
    expect(api.calls('POST /app-events/events')).toEqual([]);

    api.on('POST /identity/principals', ok(ainoPrincipal));
    await user.click(screen.getByRole('button', { name: fi.forms.retry }));
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/chat/jono/12?topic=3&showPatientConfirmation=1');
    });
  });

  it('Valmis saves the consent ticked, with its category, before finishing', async () => {
    const user = userEvent.setup({ delay: null });
    const api = ainoBackend();
    api.on('PUT /patient/consent-categories/dataDisclosure/consents', { status: 204 });
    const view = renderFlow(`${consentsPath}${query}`);

    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Tietojen luovuttaminen julkiseen terveydenhuoltoon',
      }),
    );
    await user.click(screen.getByRole('button', { name: fi.onboarding.finish }));

    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/chat/jono/12?topic=3&showPatientConfirmation=1');
    });
    const [saved] = api.calls('PUT /patient/consent-categories/dataDisclosure/consents');
    expect(saved?.body).toEqual({ dataDisclosureToPublicHealthcare: true });
    expect(saved?.authorization).toBe(`Bearer token:register-principal:${ainoId}`);
  });

  it('Back with a consent ticked but not saved asks first', async () => {
    const user = userEvent.setup({ delay: null });
    ainoBackend();
    const view = renderFlow(`${consentsPath}${query}`);

    await user.click(
      await screen.findByRole('checkbox', {
        name: 'Tietojen luovuttaminen julkiseen terveydenhuoltoon',
      }),
    );
    await user.click(screen.getByRole('button', { name: fi.onboarding.back }));
    const question = await screen.findByRole('alertdialog', { name: fi.forms.leave.title });
    expect(view.location()).toBe(`${consentsPath}${query}`);
    await user.click(within(question).getByRole('button', { name: fi.forms.leave.leave }));
    await waitFor(() => {
      expect(view.location()).toBe(`${contactPath}${query}`);
    });
  });

  it('Back goes to the contact details (P-37)', async () => {
    const user = userEvent.setup({ delay: null });
    ainoBackend();
    const view = renderFlow(`${consentsPath}${query}`);

    expect(await stepHeading(2, texts.consents.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: fi.onboarding.back }));
    await waitFor(() => {
      expect(view.location()).toBe(`${contactPath}${query}`);
    });
    expect(await stepHeading(1, texts.contactInfo.title)).toBeVisible();
    expect(screen.queryByRole('button', { name: fi.onboarding.back })).not.toBeInTheDocument();
  });

  it.each([contactPath, consentsPath])(
    'Abort on %s returns to the main patient and the return path (P-37)',
    async (path) => {
      const user = userEvent.setup({ delay: null });
      const api = ainoBackend();
      const view = renderFlow(`${path}${query}`);

      await screen.findByRole('heading', { level: 1 });
      await user.click(screen.getByRole('button', { name: texts.abort }));
      await waitFor(() => {
        expect(view.location()).toBe(returnTo);
      });
      expect(patientScope().patient).toBe('main');
      expect(api.calls('POST /identity/principals')).toEqual([]);
      expect(api.calls('POST /app-events/events')).toEqual([]);
    },
  );

  it('an unsafe returnTo leads to the front page', async () => {
    const user = userEvent.setup({ delay: null });
    ainoBackend();
    const view = renderFlow(
      `${contactPath}?returnTo=${encodeURIComponent('https://evil.example/')}`,
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: texts.abort }));
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/');
    });
  });
});

describe('a principal with a profile (existingPrincipal)', () => {
  it('updates the contact details and finishes without a registration', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeBackend({
      'GET /patient/profile': ok({ ...completeProfile, id: eetuId, givenNames: 'Eetu' }),
      'PUT /patient/profile': ok({ ...completeProfile, id: eetuId, givenNames: 'Eetu' }),
      'GET /patient/consent-categories': ok(consentCategories),
      'GET /identity/principals': ok([
        { id: eetuId, firstName: 'Eetu', lastName: 'Mäkinen', onlinePaymentAllowed: true },
      ]),
      'POST /app-events/events': appEventCreated,
    });
    const view = renderFlow(`${contactPath}${query}`, {
      patient: { type: 'principal', id: eetuId },
    });

    expect(await stepHeading(1, texts.contactInfo.title)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: fi.onboarding.saveAndContinue }));
    expect(await stepHeading(2, texts.consents.title)).toBeVisible();
    expect(api.calls('PUT /patient/profile')).toHaveLength(1);

    await screen.findByRole('heading', { level: 2, name: 'Tietojen luovuttaminen' });
    await user.click(screen.getByRole('button', { name: fi.onboarding.finish }));
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/chat/jono/12?topic=3&showPatientConfirmation=1');
    });
    expect(api.calls('POST /identity/principals')).toEqual([]);
    expect(patientScope().patient).toBe(`principal:${eetuId}`);
  });

  it('without a profile is the impossible state: reported, back to main, told (NS-39)', async () => {
    const user = userEvent.setup({ delay: null });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeBackend({ 'GET /patient/profile': notFound, 'GET /identity/principals': ok([]) });
    const view = renderFlow(`${contactPath}${query}`, {
      patient: { type: 'principal', id: eetuId },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      fi.onBehalfOf.selectPrincipal.failedToSelectPrincipal,
    );
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/principal has no profile/));
    expect(patientScope().patient).toBe('main');
    expect(view.location()).toBe(`${contactPath}${query}`);

    await user.click(screen.getByRole('button', { name: texts.continue }));
    await waitFor(() => {
      expect(view.location()).toBe(returnTo);
    });
  });

  it('a load failure offers a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeBackend({
      'GET /patient/profile': internalError,
      'GET /identity/principals': ok([]),
    });
    renderFlow(`${contactPath}${query}`, { patient: { type: 'principal', id: eetuId } });

    expect(await screen.findByText(fi.forms.loadError)).toBeVisible();
    api.on('GET /patient/profile', ok({ ...completeProfile, id: eetuId }));
    await user.click(screen.getByRole('button', { name: fi.forms.retry }));
    expect(
      await screen.findByRole('textbox', { name: fi.forms.contact.fields.phoneNumber }),
    ).toHaveValue('0401234567');
  });
});
