// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { fi, sv } from '../../../src/i18n/bundled/index.ts';
import { MainOnboardingPage, OnboardingGuard } from '../../../src/patient/onboarding/index.ts';
import { completeProfile, profileWithout } from './support/profiles.ts';
import {
  appEventCreated,
  fakeBackend,
  internalError,
  notFound,
  renderOnboarding,
  resetOnboardingWorld,
  type Answer,
  type FakeBackend,
} from './support/render-onboarding.tsx';

const termsUrl = 'https://www.asiointi.example/kayttoehdot';
const texts = fi.onboarding;
const ok = (body: unknown): Answer => ({ status: 200, body });

const consentCategories = [
  {
    id: 'dataDisclosure',
    header: 'Tietojen luovuttaminen',
    consents: [
      {
        id: 'dataDisclosureToPublicHealthcare',
        categoryId: 'dataDisclosure',
        description: 'Tietojeni luovuttaminen julkiseen terveydenhuoltoon',
        isGiven: false,
      },
    ],
  },
];

const mikko = {
  givenNames: 'Mikko Juhani',
  lastName: 'Nieminen',
  streetAddress: 'Kalevankatu 5',
  postCode: '00100',
  postOffice: 'Helsinki',
  phoneNumber: '040 765 4321',
  email: 'mikko.nieminen@example.com',
};

/** Mikko's world: no profile until he creates one, terms not accepted until he accepts. */
function newPatientBackend() {
  let profile: Profile | null = null;
  let accepted = false;
  const api = fakeBackend({
    'GET /patient/profile': () => (profile === null ? notFound : ok(profile)),
    'POST /patient/profile': (request) => {
      profile = {
        ...(request.body as Profile),
        id: '6e1c6c93-1f14-48d9-8d84-b676036fccf1',
        hasSocialInsuranceCardImage: false,
      };
      return { status: 201, body: profile };
    },
    'PUT /patient/profile': (request) => {
      if (profile === null) {
        return notFound;
      }
      profile = { ...profile, ...(request.body as Partial<Profile>) };
      return ok(profile);
    },
    'GET /patient/terms-of-use/acceptances': () => ok({ accepted }),
    'PUT /patient/terms-of-use/acceptances': () => {
      accepted = true;
      return ok({ accepted: true });
    },
    'GET /patient/consent-categories': ok(consentCategories),
    'POST /app-events/events': appEventCreated,
  });
  return api;
}

function renderPage(
  path = '/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2Fomat-tiedot',
  auth?: Parameters<typeof renderOnboarding>[0]['auth'],
) {
  return renderOnboarding({
    path,
    ...(auth === undefined ? {} : { auth }),
    routes: [
      ...['/fi/asiointi/onboarding', '/sv/e-tjanster/onboarding'].map((route) => ({
        path: route,
        element: <MainOnboardingPage termsOfUseUrl={termsUrl} />,
      })),
    ],
  });
}

const stepHeading = (current: number, total: number, title: string) =>
  screen.findByRole('heading', {
    level: 1,
    name: `${texts.step.replace('{{current}}', String(current)).replace('{{total}}', String(total))} ${title}`,
  });

afterEach(() => {
  vi.useRealTimers();
  resetOnboardingWorld();
  vi.restoreAllMocks();
});

describe("a new patient's onboarding (P-33, P-34)", { timeout: 15_000 }, () => {
  it('goes through contact details, terms and consents, then where he was going', async () => {
    const user = userEvent.setup({ delay: null });
    const api = newPatientBackend();
    const view = renderPage();

    expect(await stepHeading(1, 3, texts.main.contactInfo.title)).toBeVisible();
    expect(screen.getByText(texts.main.contactInfo.introNew)).toBeVisible();
    for (const [field, value] of Object.entries(mikko)) {
      await user.type(
        screen.getByRole('textbox', {
          name: fi.forms.contact.fields[field as keyof typeof mikko],
        }),
        value,
      );
    }
    await user.click(screen.getByRole('button', { name: texts.saveAndContinue }));

    const terms = await stepHeading(2, 3, texts.main.termsOfUse.title);
    expect(terms).toHaveFocus();
    expect(api.calls('POST /patient/profile')[0]?.body).toEqual({
      ...mikko,
      phoneNumber: '0407654321',
    });
    expect(screen.getByRole('link', { name: /Lue käyttöehdot kokonaisuudessaan/ })).toHaveAttribute(
      'href',
      termsUrl,
    );
    await user.click(screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept }));
    await user.click(screen.getByRole('button', { name: texts.main.termsOfUse.save }));

    expect(await stepHeading(3, 3, texts.main.consents.title)).toHaveFocus();
    expect(api.calls('PUT /patient/terms-of-use/acceptances')[0]?.body).toEqual({
      accepted: true,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tietojen luovuttaminen' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.finish }));

    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
    const [event] = api.calls('POST /app-events/events');
    expect(event?.body).toEqual({ applicationId: 'tapWeb', eventType: 'OnboardingFinished' });
    expect(event?.keepalive).toBe(true);
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('takes a new patient’s names from the strong identification, locked, and sends them', async () => {
    const user = userEvent.setup({ delay: null });
    const api = newPatientBackend();
    renderPage(undefined, {
      user: { subject: 'mikko', givenName: 'Mikko Juhani', familyName: 'Nieminen' },
    });

    expect(await stepHeading(1, 3, texts.main.contactInfo.title)).toBeVisible();
    const givenNames = screen.getByRole('textbox', { name: fi.forms.contact.fields.givenNames });
    const lastName = screen.getByRole('textbox', { name: fi.forms.contact.fields.lastName });
    expect(givenNames).toHaveValue('Mikko Juhani');
    expect(givenNames).toBeDisabled();
    expect(lastName).toHaveValue('Nieminen');
    expect(lastName).toBeDisabled();
    expect(givenNames).toHaveAccessibleDescription(fi.forms.contact.hints.namesFromIdentification);
    const { givenNames: _given, lastName: _last, ...contact } = mikko;
    for (const [field, value] of Object.entries(contact)) {
      await user.type(
        screen.getByRole('textbox', {
          name: fi.forms.contact.fields[field as keyof typeof contact],
        }),
        value,
      );
    }
    await user.click(screen.getByRole('button', { name: texts.saveAndContinue }));

    await stepHeading(2, 3, texts.main.termsOfUse.title);
    expect(api.calls('POST /patient/profile')[0]?.body).toEqual({
      ...mikko,
      phoneNumber: '0407654321',
    });
  });

  it('keeps what was typed when the save fails, and the form shows the error', async () => {
    const user = userEvent.setup({ delay: null });
    const api = newPatientBackend();
    api.on('POST /patient/profile', internalError);
    renderPage();

    await stepHeading(1, 3, texts.main.contactInfo.title);
    for (const [field, value] of Object.entries(mikko)) {
      await user.type(
        screen.getByRole('textbox', {
          name: fi.forms.contact.fields[field as keyof typeof mikko],
        }),
        value,
      );
    }
    await user.click(screen.getByRole('button', { name: texts.saveAndContinue }));

    expect(await screen.findByText(fi.forms.saveError)).toBeVisible();
    expect(screen.getByRole('textbox', { name: fi.forms.contact.fields.email })).toHaveValue(
      mikko.email,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      texts.main.contactInfo.title,
    );
  });

  it('Back goes to the previous step, with the saved details (P-37)', async () => {
    const user = userEvent.setup({ delay: null });
    newPatientBackend();
    renderPage();

    await stepHeading(1, 3, texts.main.contactInfo.title);
    expect(screen.queryByRole('button', { name: texts.back })).not.toBeInTheDocument();
    for (const [field, value] of Object.entries(mikko)) {
      await user.type(
        screen.getByRole('textbox', {
          name: fi.forms.contact.fields[field as keyof typeof mikko],
        }),
        value,
      );
    }
    await user.click(screen.getByRole('button', { name: texts.saveAndContinue }));
    await stepHeading(2, 3, texts.main.termsOfUse.title);

    await user.click(screen.getByRole('button', { name: texts.back }));

    expect(await stepHeading(1, 3, texts.main.contactInfo.title)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: fi.forms.contact.fields.phoneNumber })).toHaveValue(
      '0407654321',
    );
    // The profile exists now: an update, which cannot change the register's names (F-19).
    expect(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.givenNames }),
    ).toBeDisabled();
  });
});

describe('the terms step (P-34)', () => {
  function pekkaBackend() {
    return fakeBackend({
      'GET /patient/profile': ok(completeProfile),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: false }),
      'PUT /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'POST /app-events/events': appEventCreated,
    });
  }

  it('is the only step when only the terms are missing, and needs the checkbox', async () => {
    const user = userEvent.setup({ delay: null });
    const api = pekkaBackend();
    const view = renderPage();

    expect(await stepHeading(1, 1, texts.main.termsOfUse.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.main.termsOfUse.save }));

    const checkbox = screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept });
    expect(screen.getByText(texts.main.termsOfUse.acceptRequired)).toBeVisible();
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription(texts.main.termsOfUse.acceptRequired);
    expect(api.calls('PUT /patient/terms-of-use/acceptances')).toEqual([]);

    await user.click(checkbox);
    expect(screen.queryByText(texts.main.termsOfUse.acceptRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.main.termsOfUse.save }));

    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
    expect(api.calls('GET /patient/consent-categories')).toEqual([]);
    expect(api.calls('POST /app-events/events')).toHaveLength(1);
  });

  it('a failed save keeps the acceptance checked and offers a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = pekkaBackend();
    api.on('PUT /patient/terms-of-use/acceptances', internalError);
    const view = renderPage();

    await stepHeading(1, 1, texts.main.termsOfUse.title);
    await user.click(screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept }));
    await user.click(screen.getByRole('button', { name: texts.main.termsOfUse.save }));

    expect(await screen.findByRole('alert')).toHaveTextContent(fi.forms.saveError);
    expect(screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept })).toBeChecked();

    api.on('PUT /patient/terms-of-use/acceptances', ok({ accepted: true }));
    await user.click(screen.getByRole('button', { name: fi.forms.retry }));
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
  });

  it('is in the language of the page', async () => {
    pekkaBackend();
    renderPage('/sv/e-tjanster/onboarding');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Steg 1/1 ${sv.onboarding.main.termsOfUse.title}`,
      }),
    ).toBeVisible();
  });
});

describe('finishing (P-36, K-15, E-06)', () => {
  /**
   * Lets requests and renders run while setTimeout is faked: Testing Library's async helpers
   * drain with a setTimeout, so they cannot be used here; setImmediate is still real.
   */
  async function until(condition: () => boolean) {
    for (let round = 0; round < 200 && !condition(); round += 1) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    expect(condition()).toBe(true);
  }

  async function acceptTermsWithFakeTimers(api: FakeBackend) {
    await stepHeading(1, 1, texts.main.termsOfUse.title);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept }).click();
    });
    act(() => {
      screen.getByRole('button', { name: texts.main.termsOfUse.save }).click();
    });
    await until(() => api.calls('POST /app-events/events').length === 1);
  }

  it('waits for the OnboardingFinished event at most 2 s', async () => {
    const api = fakeBackend({
      'GET /patient/profile': ok(completeProfile),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: false }),
      'PUT /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'POST /app-events/events': () => new Promise<Answer>(() => undefined),
    });
    const view = renderPage();
    await acceptTermsWithFakeTimers(api);

    expect(screen.getByText(texts.finishing)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(view.location()).toBe(
      '/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2Fomat-tiedot',
    );
    await act(() => vi.advanceTimersByTimeAsync(1));
    await until(() => view.location() === '/fi/asiointi/omat-tiedot');
  });

  it('goes on at once when the event fails, with only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeBackend({
      'GET /patient/profile': ok(completeProfile),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: false }),
      'PUT /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'POST /app-events/events': {
        status: 500,
        body: { code: 'InternalError', message: 'Down', status: 500 },
      },
    });
    const view = renderPage();
    await acceptTermsWithFakeTimers(api);

    await until(() => view.location() === '/fi/asiointi/omat-tiedot');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('OnboardingFinished'),
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['https://evil.example/', '/fi/asiointi/'],
    ['//evil.example/x', '/fi/asiointi/'],
  ])('never follows an unsafe redirectTo (%s)', async (redirectTo, expected) => {
    const user = userEvent.setup({ delay: null });
    fakeBackend({
      'GET /patient/profile': ok(completeProfile),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: false }),
      'PUT /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'POST /app-events/events': appEventCreated,
    });
    const view = renderPage(`/fi/asiointi/onboarding?redirectTo=${encodeURIComponent(redirectTo)}`);
    await stepHeading(1, 1, texts.main.termsOfUse.title);
    await user.click(screen.getByRole('checkbox', { name: texts.main.termsOfUse.accept }));
    await user.click(screen.getByRole('button', { name: texts.main.termsOfUse.save }));
    await waitFor(() => {
      expect(view.location()).toBe(expected);
    });
  });
});

describe('other states of the page', () => {
  it('goes on at once when nothing is left to do, without an event', async () => {
    const api = fakeBackend({
      'GET /patient/profile': ok(completeProfile),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: true }),
    });
    const view = renderPage();
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
    expect(api.calls('POST /app-events/events')).toEqual([]);
  });

  it('asks only for the missing details of an existing patient (update)', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeBackend({
      'GET /patient/profile': ok(profileWithout('email')),
      'GET /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'PUT /patient/profile': ok(completeProfile),
      'POST /app-events/events': appEventCreated,
    });
    const view = renderPage();

    expect(await stepHeading(1, 1, texts.main.contactInfo.title)).toBeVisible();
    expect(screen.getByText(texts.main.contactInfo.introMissing)).toBeVisible();
    const email = screen.getByRole('textbox', { name: fi.forms.contact.fields.email });
    expect(email).toBeRequired();
    await user.type(email, 'laura.makinen@example.com');
    await user.click(screen.getByRole('button', { name: texts.finish }));

    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
    expect(api.calls('PUT /patient/profile')[0]?.body).toMatchObject({
      email: 'laura.makinen@example.com',
    });
  });

  it('gets a patient whose profile lacks its register names through, and not back again', async () => {
    const user = userEvent.setup({ delay: null });
    const { givenNames: _g, phoneNumber: _p, ...withoutNames } = completeProfile;
    let profile: Profile = withoutNames;
    const api = fakeBackend({
      'GET /patient/profile': () => ok(profile),
      // An update cannot give the names (F-19): the profile still lacks them afterwards.
      'PUT /patient/profile': (request) => {
        profile = { ...profile, ...(request.body as Partial<Profile>) };
        return ok(profile);
      },
      'GET /patient/terms-of-use/acceptances': ok({ accepted: true }),
      'GET /maintenance/v1/maintenance-break': ok({ maintenanceBreak: false }),
      'POST /app-events/events': appEventCreated,
    });
    const view = renderOnboarding({
      path: '/fi/asiointi/omat-tiedot',
      routes: [
        {
          path: '/fi/asiointi/onboarding',
          element: <MainOnboardingPage termsOfUseUrl={termsUrl} />,
        },
      ],
      frame: <OnboardingGuard />,
    });

    expect(await stepHeading(1, 1, texts.main.contactInfo.title)).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: fi.forms.contact.fields.phoneNumber }),
      '0401234567',
    );
    await user.click(screen.getByRole('button', { name: texts.finish }));
    await waitFor(() => {
      expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
    });
    expect(api.calls('PUT /patient/profile')[0]?.body).not.toHaveProperty('givenNames');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.location()).toBe('/fi/asiointi/omat-tiedot');
  });

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeBackend({
      'GET /patient/profile': internalError,
      'GET /patient/terms-of-use/acceptances': ok({ accepted: false }),
    });
    renderPage();

    expect(await screen.findByText(fi.forms.loadError)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: texts.main.title })).toBeVisible();
    api.on('GET /patient/profile', ok(completeProfile));
    await user.click(screen.getByRole('button', { name: fi.forms.retry }));
    expect(await stepHeading(1, 1, texts.main.termsOfUse.title)).toBeVisible();
  });
});
