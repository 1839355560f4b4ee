// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import { ConsentForm } from '../../../src/patient/forms/index.ts';
import { contractExample, internalError, installFakePatientApi } from './support/patient-api.ts';
import { renderForm } from './support/render-form.tsx';

const finnish = contractExample('/consent-categories', 'get', 200, 'finnish') as ConsentCategory[];
const english = contractExample('/consent-categories', 'get', 200, 'english') as ConsentCategory[];
const loadError: typeof internalError = {
  status: 500,
  body: contractExample('/consent-categories', 'get', 500, 'internalError'),
};

const api = installFakePatientApi({
  'GET /consent-categories': { status: 200, body: finnish },
  'PUT /consent-categories/researchUse/consents': { status: 204 },
  'PUT /consent-categories/dataDisclosure/consents': { status: 204 },
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
const categoryForm = (header: string) => screen.getByRole('form', { name: header });

describe('the consent form', () => {
  it('loads the categories in the UI language and shows all but the marketing ones', async () => {
    const { missingKeys } = renderForm(<ConsentForm />);
    expect(screen.getByText('Ladataan suostumuksia…')).toBeInTheDocument();

    const forms = await screen.findAllByRole('form');
    expect(
      forms.map((form) => within(form).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Tietojen luovutus', 'Sähköinen asiointi', 'Tutkimuskäyttö']);
    expect(screen.queryByText('Markkinointiviestit')).not.toBeInTheDocument();
    expect(screen.queryByText('Kiinnostuksen kohteet')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Sähköpostitse' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(api.calls('GET /consent-categories')[0]?.query.get('language')).toBe('fi');

    const research = categoryForm('Tutkimuskäyttö');
    expect(within(research).getByText(category('researchUse').ingress ?? '')).toBeInTheDocument();
    expect(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 0) }),
    ).not.toBeChecked();
    expect(
      within(categoryForm('Tietojen luovutus')).getByRole('checkbox', {
        name: consentText('dataDisclosure', 0),
      }),
    ).toBeChecked();
    expect(missingKeys).toEqual([]);
  });

  it('saves one category with every consent of it, and reloads the categories', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ConsentForm onSaved={onSaved} />);
    const research = await screen.findByRole('form', { name: 'Tutkimuskäyttö' });

    await user.click(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 0) }),
    );
    await user.click(within(research).getByRole('button', { name: 'Tallenna valinnat' }));

    expect(await within(research).findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(
      api.calls('PUT /consent-categories/researchUse/consents').map(({ body }) => body),
    ).toEqual([{ researchUseOfHealthData: true, researchContact: false }]);
    expect(
      within(categoryForm('Tietojen luovutus')).queryByText('Tiedot on tallennettu.'),
    ).toBeNull();
    expect(onSaved).toHaveBeenCalledExactlyOnceWith('researchUse');
    await waitFor(() => {
      expect(api.calls('GET /consent-categories')).toHaveLength(2);
    });
    expect(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 0) }),
    ).toBeChecked();
  });

  it('keeps the categories and the choices not yet saved when the reload after a save fails', async () => {
    const user = userEvent.setup();
    renderForm(<ConsentForm />);
    const disclosure = await screen.findByRole('form', { name: 'Tietojen luovutus' });
    const research = categoryForm('Tutkimuskäyttö');
    await user.click(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 1) }),
    );
    api.answerOnce('GET /consent-categories', loadError);

    await user.click(within(disclosure).getByRole('button', { name: 'Tallenna valinnat' }));

    await within(disclosure).findByText('Tiedot on tallennettu.');
    await waitFor(() => {
      expect(api.calls('GET /consent-categories')).toHaveLength(2);
    });
    expect(screen.queryByText('Tietoja ei voitu ladata.')).not.toBeInTheDocument();
    expect(
      within(categoryForm('Tutkimuskäyttö')).getByRole('checkbox', {
        name: consentText('researchUse', 1),
      }),
    ).toBeChecked();
  });

  it('sends the unchanged consents of a category too', async () => {
    const user = userEvent.setup();
    renderForm(<ConsentForm />);
    const disclosure = await screen.findByRole('form', { name: 'Tietojen luovutus' });

    await user.click(within(disclosure).getByRole('button', { name: 'Tallenna valinnat' }));

    await within(disclosure).findByText('Tiedot on tallennettu.');
    expect(api.calls('PUT /consent-categories/dataDisclosure/consents')[0]?.body).toEqual({
      dataDisclosureToPublicHealthcare: true,
      dataDisclosureToInsuranceCompany: true,
    });
  });

  it('shows a failed save in its category, and the retry sends the same values', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    renderForm(<ConsentForm onSaved={onSaved} />);
    const research = await screen.findByRole('form', { name: 'Tutkimuskäyttö' });
    api.answerOnce('PUT /consent-categories/researchUse/consents', internalError);

    await user.click(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 1) }),
    );
    await user.click(within(research).getByRole('button', { name: 'Tallenna valinnat' }));

    expect(await within(research).findByRole('alert')).toHaveTextContent(
      'Tallentaminen ei onnistunut.',
    );
    expect(
      within(research).getByRole('checkbox', { name: consentText('researchUse', 1) }),
    ).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(research).getByRole('button', { name: 'Yritä uudelleen' }));

    expect(await within(research).findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    const bodies = api
      .calls('PUT /consent-categories/researchUse/consents')
      .map(({ body }) => body);
    expect(bodies).toEqual([
      { researchUseOfHealthData: false, researchContact: true },
      { researchUseOfHealthData: false, researchContact: true },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith('researchUse');
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

  it('shows loading while retrying, then focuses the new retry button when it fails again', async () => {
    const user = userEvent.setup();
    renderForm(<ConsentForm />);
    api.answerOnce('GET /consent-categories', loadError);
    api.answerOnce('GET /consent-categories', loadError);
    const retryButton = await screen.findByRole('button', { name: 'Yritä uudelleen' });
    const retry = api.hold('GET /consent-categories');

    await user.click(retryButton);

    expect(await screen.findByText('Ladataan suostumuksia…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yritä uudelleen' })).not.toBeInTheDocument();
    retry.release();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toHaveFocus();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Tietoja ei voitu ladata.');
    expect(api.calls('GET /consent-categories')).toHaveLength(2);
  });

  it('asks for the texts in English when the UI is in English', async () => {
    api.answerOnce('GET /consent-categories', { status: 200, body: english });
    renderForm(<ConsentForm headingLevel={2} />, { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Research use' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Marketing messages' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save choices' })).toHaveLength(3);
    expect(api.calls('GET /consent-categories')[0]?.query.get('language')).toBe('en');
  });
});
