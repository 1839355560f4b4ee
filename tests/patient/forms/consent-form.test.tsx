// @vitest-environment jsdom
// The consent form: one form with one save for every consent shown (F-03, F-20, C-18, NS-40),
// and leaving it with a choice not saved asks first.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import type { CustomerInfoConsent } from '../../../generated/patient/model/customerInfoConsent.zod.ts';
import { ConsentForm } from '../../../src/patient/forms/index.ts';
import { contractExample, internalError, installFakePatientApi } from './support/patient-api.ts';
import { elsewhere, renderForm } from './support/render-form.tsx';

const finnish = contractExample('/consent-categories', 'get', 200, 'finnish') as ConsentCategory[];
const english = contractExample('/consent-categories', 'get', 200, 'english') as ConsentCategory[];
const customerInfo = contractExample('/consents', 'get', 200, 'finnish') as CustomerInfoConsent[];
const loadError: typeof internalError = {
  status: 500,
  body: contractExample('/consent-categories', 'get', 500, 'internalError'),
};

const api = installFakePatientApi({
  'GET /consent-categories': { status: 200, body: finnish },
  'GET /consents': { status: 200, body: customerInfo },
  'PUT /consent-categories/researchUse/consents': { status: 204 },
  'PUT /consent-categories/dataDisclosure/consents': { status: 204 },
  'PUT /consent-categories/electronicServices/consents': { status: 204 },
  'PUT /consents': { status: 204 },
});

const category = (id: string) => {
  const found = finnish.find((candidate) => candidate.id === id);
  if (!found) {
    throw new Error(`No category ${id} in the example`);
  }
  return found;
};
const consentText = (categoryId: string, index: number) =>
  category(categoryId).consents[index]?.description ?? '';
const group = (header: string) => screen.getByRole('group', { name: header });
const infoText = (id: string) => customerInfo.find((c) => c.id === id)?.description ?? '';
const save = () => screen.getByRole('button', { name: 'Tallenna valinnat' });
const putCalls = () => api.requests.filter(({ method }) => method === 'PUT');

describe('the consent form', () => {
  it('loads the categories in the UI language and shows all but the marketing ones, with one save', async () => {
    const { missingKeys } = renderForm(<ConsentForm />);
    expect(screen.getByText('Ladataan suostumuksia…')).toBeInTheDocument();

    const groups = await screen.findAllByRole('group');
    expect(groups.map((g) => within(g).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tietojen luovutus',
      'Sähköinen asiointi',
      'Tutkimuskäyttö',
    ]);
    expect(screen.queryByText('Markkinointiviestit')).not.toBeInTheDocument();
    expect(screen.queryByText('Kiinnostuksen kohteet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getAllByRole('button', { name: 'Tallenna valinnat' })).toHaveLength(1);
    expect(api.calls('GET /consent-categories')[0]?.query.get('language')).toBe('fi');
    expect(api.calls('GET /consents')).toHaveLength(0);

    const research = group('Tutkimuskäyttö');
    expect(within(research).getByText(category('researchUse').ingress ?? '')).toBeInTheDocument();
    expect(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 0) }),
    ).not.toBeChecked();
    expect(missingKeys).toEqual([]);
  });

  it('saves every changed category with all its consents by its one button, and nothing else', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ConsentForm onSaved={onSaved} />);
    await screen.findAllByRole('group');

    await user.click(screen.getByRole('checkbox', { name: consentText('researchUse', 0) }));
    await user.click(screen.getByRole('checkbox', { name: consentText('dataDisclosure', 1) }));
    expect(screen.getByText('Valintojasi ei ole vielä tallennettu.')).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(
      api.calls('PUT /consent-categories/researchUse/consents').map(({ body }) => body),
    ).toEqual([{ researchUseOfHealthData: true, researchContact: false }]);
    expect(
      api.calls('PUT /consent-categories/dataDisclosure/consents').map(({ body }) => body),
    ).toEqual([
      { dataDisclosureToPublicHealthcare: true, dataDisclosureToInsuranceCompany: false },
    ]);
    expect(putCalls()).toHaveLength(2);
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.queryByText('Valintojasi ei ole vielä tallennettu.')).not.toBeInTheDocument();
    // Read again after the save.
    await waitFor(() => {
      expect(api.calls('GET /consent-categories')).toHaveLength(2);
    });
  });

  it('sends nothing when nothing changed, and still counts as saved (onboarding goes on)', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ConsentForm onSaved={onSaved} submitLabel="Valmis" />);
    await screen.findAllByRole('group');
    await user.click(screen.getByRole('button', { name: 'Valmis' }));
    await waitFor(() => {
      expect(onSaved).toHaveBeenCalledOnce();
    });
    expect(putCalls()).toHaveLength(0);
  });

  it('shows the customer-info consents in groups and saves all of them with the rest (NS-40)', async () => {
    const user = userEvent.setup();
    renderForm(<ConsentForm includeCustomerInfo />);
    await screen.findAllByRole('group');
    expect(api.calls('GET /consents')[0]?.query.get('language')).toBe('fi');
    const occupational = group('Työterveyshuollon tiedot');
    expect(group('Terveyspalvelut ja suositukset')).toBeInTheDocument();
    expect(group('Potilastietojen käyttö')).toBeInTheDocument();
    expect(group('Terveyskyselyt')).toBeInTheDocument();
    const delivery = within(occupational).getByRole('checkbox', {
      name: infoText('deliveryToEmployer'),
    });
    expect(delivery).not.toBeChecked();

    await user.click(delivery);
    await user.click(save());

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(api.calls('PUT /consents').map(({ body }) => body)).toEqual([
      {
        healthAndWellBeing: true,
        healthStatusInfo: true,
        commonRegisterUsage: true,
        oralHealth: false,
        occupationalInfo: false,
        deliveryToEmployer: true,
        healthSurveyContact: true,
      },
    ]);
    expect(putCalls()).toHaveLength(1);
    await waitFor(() => {
      expect(api.calls('GET /consents')).toHaveLength(2);
    });
  });

  it('shows a failed save, keeps the choices, and the retry sends the same values', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ConsentForm onSaved={onSaved} />);
    await screen.findAllByRole('group');
    api.answerOnce('PUT /consent-categories/researchUse/consents', internalError);

    await user.click(screen.getByRole('checkbox', { name: consentText('researchUse', 1) }));
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Tallentaminen ei onnistunut.');
    expect(screen.getByRole('checkbox', { name: consentText('researchUse', 1) })).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));

    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(
      api.calls('PUT /consent-categories/researchUse/consents').map(({ body }) => body),
    ).toEqual([
      { researchUseOfHealthData: false, researchContact: true },
      { researchUseOfHealthData: false, researchContact: true },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('asks before leaving with a choice not saved: stay keeps it, leave goes', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(<ConsentForm />);
    await screen.findAllByRole('group');
    const research = screen.getByRole('checkbox', { name: consentText('researchUse', 0) });
    await user.click(research);

    await act(() => router.navigate(elsewhere));
    const question = await screen.findByRole('alertdialog', {
      name: 'Poistutaanko tallentamatta?',
    });
    await user.click(within(question).getByRole('button', { name: 'Jää sivulle' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(research).toBeChecked();

    await act(() => router.navigate(elsewhere));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Poistu tallentamatta',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(putCalls()).toHaveLength(0);
  });

  it('asks the browser on reload only while a choice is not saved, and not once saved', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(<ConsentForm />);
    await screen.findAllByRole('group');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: consentText('researchUse', 0) }));
    expect(unload()).toBe(true);
    await user.click(save());
    await screen.findByText('Tiedot on tallennettu.');
    expect(unload()).toBe(false);
    await act(() => router.navigate(elsewhere));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('lets the time-out page through once the session has ended, even with the question open', async () => {
    const user = userEvent.setup();
    const { router, auth } = renderForm(<ConsentForm />);
    await screen.findAllByRole('group');
    await user.click(screen.getByRole('checkbox', { name: consentText('researchUse', 0) }));
    await act(() => router.navigate(elsewhere));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();

    act(() => {
      auth.set({ auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'TimedOut' } });
    });

    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });

  it('stays on the page for a hash change (a section link)', async () => {
    const user = userEvent.setup();
    const { router } = renderForm(<ConsentForm />);
    await screen.findAllByRole('group');
    await user.click(screen.getByRole('checkbox', { name: consentText('researchUse', 0) }));
    await act(() => router.navigate({ hash: '#suostumukset' }));
    expect(router.state.location.hash).toBe('#suostumukset');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that moves focus to the loaded consents (A-09)', async () => {
    const user = userEvent.setup();
    renderForm(<ConsentForm />);
    api.answerOnce('GET /consent-categories', loadError);

    expect(await screen.findByRole('alert')).toHaveTextContent('Tietoja ei voitu ladata.');
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));

    const heading = await screen.findByRole('heading', { name: 'Tietojen luovutus' });
    await waitFor(() => {
      expect(document.activeElement).toContainElement(heading);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the texts in English when the UI is in English', async () => {
    api.answerOnce('GET /consent-categories', { status: 200, body: english });
    renderForm(<ConsentForm headingLevel={2} />, { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Research use' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marketing messages' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save choices' })).toHaveLength(1);
    expect(api.calls('GET /consent-categories')[0]?.query.get('language')).toBe('en');
  });
});
