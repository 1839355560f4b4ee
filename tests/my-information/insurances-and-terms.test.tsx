// @vitest-environment jsdom
// My information's insurances (C-19, C-20) and terms of use (C-24) against a fake patient API:
// what is sent, the save states, and where the focus goes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { InsurancesSection } from '../../src/my-information/insurances-section.tsx';
import { TermsOfUseSection } from '../../src/my-information/terms-of-use-section.tsx';
import { contractExample, installFakePatientApi } from '../patient/forms/support/patient-api.ts';
import { renderSection } from './render-section.tsx';

const insurances = contractExample('/insurances', 'get', 200, 'finnish');
const swedish = contractExample('/insurances', 'get', 200, 'swedish');
const internalError = {
  status: 500,
  body: contractExample('/insurances', 'get', 500, 'internalError'),
};

const api = installFakePatientApi({
  'GET /insurances': { status: 200, body: insurances },
  'PUT /insurances/ifDirectReimbursement': {
    status: 200,
    body: contractExample('/insurances/{id}', 'put', 200, 'directCompensationEnabled'),
  },
  'GET /terms-of-use/acceptances': { status: 200, body: { accepted: false } },
  'PUT /terms-of-use/acceptances': { status: 200, body: { accepted: true } },
});

function renderAt(path: string, section: ReactNode) {
  return renderSection(section, { at: path });
}

describe('insurances (C-19, C-20)', () => {
  it('asks for the insurances in the page language and shows each as a switch', async () => {
    api.answerOnce('GET /insurances', { status: 200, body: swedish });
    renderAt('/sv/e-tjanster/mina-uppgifter', <InsurancesSection id="forsakringar" />);
    const direct = await screen.findByRole('switch', {
      name: 'If Skadeförsäkring: direktersättning',
    });
    expect(direct).not.toBeChecked();
    expect(api.calls('GET /insurances')[0]?.query.get('language')).toBe('sv');
  });

  it('saves a switch at once, keeps the choice through a failure and saves it again on retry', async () => {
    const user = userEvent.setup();
    renderAt('/fi/asiointi/omat-tiedot', <InsurancesSection id="vakuutukset" />);
    const direct = await screen.findByRole('switch', { name: 'If Vahinkovakuutus: suorakorvaus' });
    api.answerOnce('PUT /insurances/ifDirectReimbursement', internalError);
    await user.click(direct);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tallentaminen ei onnistunut.');
    expect(direct).toBeChecked();
    expect(api.calls('PUT /insurances/ifDirectReimbursement').map((call) => call.body)).toEqual([
      { enabled: true },
    ]);

    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByText('Tiedot on tallennettu.')).toBeInTheDocument();
    expect(direct).toBeChecked();
    expect(direct).toHaveFocus();
    expect(api.calls('PUT /insurances/ifDirectReimbursement').map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: true },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('turns direct compensation off with enabled false', async () => {
    const user = userEvent.setup();
    api.answerOnce('GET /insurances', {
      status: 200,
      body: contractExample('/insurances', 'get', 200, 'directCompensationEnabled'),
    });
    api.answerOnce('PUT /insurances/ifDirectReimbursement', {
      status: 200,
      body: contractExample('/insurances/{id}', 'put', 200, 'directCompensationDisabled'),
    });
    renderAt('/fi/asiointi/omat-tiedot', <InsurancesSection id="vakuutukset" />);
    const direct = await screen.findByRole('switch', { name: 'If Vahinkovakuutus: suorakorvaus' });
    expect(direct).toBeChecked();
    await user.click(direct);
    await screen.findByText('Tiedot on tallennettu.');
    expect(direct).not.toBeChecked();
    expect(api.calls('PUT /insurances/ifDirectReimbursement')[0]?.body).toEqual({ enabled: false });
  });

  it('shows the load error with a retry, and the list after it', async () => {
    const user = userEvent.setup();
    api.answerOnce('GET /insurances', internalError);
    renderAt('/fi/asiointi/omat-tiedot', <InsurancesSection id="vakuutukset" />);
    await user.click(await screen.findByRole('button', { name: 'Yritä uudelleen' }));
    expect(
      await screen.findByRole('switch', { name: 'If Vahinkovakuutus: suorakorvaus' }),
    ).toBeInTheDocument();
  });
});

describe('terms of use (C-24)', () => {
  it('accepts the terms and moves the focus to what is now true', async () => {
    const user = userEvent.setup();
    renderAt(
      '/fi/asiointi/omat-tiedot',
      <TermsOfUseSection termsOfUseUrl="https://example.fi/ehdot" />,
    );
    const region = await screen.findByRole('region', { name: 'Käyttöehdot' });
    expect(
      await within(region).findByText('Et ole vielä hyväksynyt Asioinnin käyttöehtoja.'),
    ).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Hyväksy käyttöehdot' }));
    const accepted = await within(region).findByText('Olet hyväksynyt Asioinnin käyttöehdot.');
    await waitFor(() => {
      expect(accepted).toHaveFocus();
    });
    expect(api.calls('PUT /terms-of-use/acceptances')[0]?.body).toEqual({ accepted: true });
    expect(
      within(region).queryByRole('button', { name: 'Hyväksy käyttöehdot' }),
    ).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /Lue käyttöehdot/ })).toHaveAttribute(
      'href',
      'https://example.fi/ehdot',
    );
  });
});
