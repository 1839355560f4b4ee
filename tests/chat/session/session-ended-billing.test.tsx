// @vitest-environment jsdom
// Q-07, NS-32: the session-ended dialog says how a patient who pays is billed, from the payment
// method in effect: online payment, or a paper invoice with its fee (also when nothing is set, and
// always for a principal who may not pay online); the general instruction while it cannot be read.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionEndedDialog } from '../../../src/chat/session/session-ended-dialog.tsx';
import { configureHttp, patientScope } from '../../../src/api/index.ts';
import {
  apiBase,
  fakeBackend,
  resetOnboardingWorld,
  type Answer,
} from '../../patient/onboarding/support/render-onboarding.tsx';
import { renderApp } from '../../support/render-app.tsx';
import { subjects } from '../../support/test-token.ts';
import { ella, example, principals } from '../online-payment/support.ts';

const laura = { subject: subjects.mainUser, givenNames: 'Laura Helena', lastName: 'Mäkinen' };

const route = 'GET /payments/settings/payment-method';
const setting = (name: string): Answer => ({
  status: 200,
  body: example('payments', '/settings/payment-method', 'get', 200, name),
});

const texts = {
  fi: {
    path: '/fi/asiointi/chat',
    title: 'Etävastaanotto on päättynyt',
    online: 'Etävastaanoton maksu veloitetaan verkkomaksuna valitsemallasi maksutavalla.',
    paper:
      'Etävastaanotosta lähetetään sinulle paperilasku postitse. Paperilaskusta peritään laskutuslisä.',
  },
  sv: {
    path: '/sv/e-tjanster/chatt',
    title: 'Distansmottagningen har avslutats',
    online:
      'Avgiften för distansmottagningen debiteras med webbetalning med det betalningssätt du valt.',
    paper:
      'Du får en pappersfaktura för distansmottagningen per post. För pappersfakturan tas en faktureringsavgift ut.',
  },
  en: {
    path: '/en/e-services/chat',
    title: 'The remote reception has ended',
    online:
      'The remote reception is charged through online payment, with the payment method you chose.',
    paper:
      'You will receive a paper invoice for the remote reception by post. A paper invoice carries an invoicing fee.',
  },
} as const;

function renderDialog(
  answer: Answer,
  options: {
    language?: keyof typeof texts;
    paid?: boolean;
    patient?: { type: 'principal'; id: string };
  } = {},
) {
  const { path } = texts[options.language ?? 'fi'];
  const backend = fakeBackend({
    'GET /identity/principals': { status: 200, body: principals },
    [route]: answer,
  });
  configureHttp({
    baseUrl: (contract) => `${apiBase}/${contract}`,
    patientToken: () => Promise.resolve(`token:${patientScope().patient}`),
  });
  renderApp(
    <SessionEndedDialog
      chat={{ id: 3012, name: 'Yleislääkärin chat', paidByTheUser: options.paid ?? true }}
      onClose={() => undefined}
    />,
    {
      language: options.language ?? 'fi',
      route: path,
      person: laura,
      ...(options.patient ? { principalId: options.patient.id } : {}),
    },
  );
  return backend;
}

afterEach(() => {
  resetOnboardingWorld();
});

describe('how the patient is billed (NS-32)', () => {
  it.each(['fi', 'sv', 'en'] as const)('online payment (%s)', async (language) => {
    renderDialog(setting('mainUser'), { language });
    const dialog = await screen.findByRole('dialog', { name: texts[language].title });
    await waitFor(() => {
      expect(dialog).toHaveTextContent(texts[language].online);
    });
    expect(dialog).not.toHaveTextContent(texts[language].paper);
  });

  it.each(['fi', 'sv', 'en'] as const)('a paper invoice with its fee (%s)', async (language) => {
    renderDialog(setting('termsNotAccepted'), { language });
    const dialog = await screen.findByRole('dialog', { name: texts[language].title });
    await waitFor(() => {
      expect(dialog).toHaveTextContent(texts[language].paper);
    });
  });

  it.each([
    ['not set', setting('newPatient')],
    [
      'not found (404)',
      {
        status: 404,
        body: example('payments', '/settings/payment-method', 'get', 404, 'notFound'),
      },
    ],
  ])('a paper invoice when the method is %s', async (_name, answer) => {
    renderDialog(answer);
    expect(await screen.findByText(texts.fi.paper)).toBeInTheDocument();
  });

  it('a paper invoice for a principal who may not pay online, whatever the setting says', async () => {
    renderDialog(setting('mainUser'), { patient: { type: 'principal', id: ella } });
    expect(await screen.findByText(texts.fi.paper)).toBeInTheDocument();
    expect(screen.queryByText(texts.fi.online)).not.toBeInTheDocument();
  });

  it('the general instruction when the method cannot be read', async () => {
    const backend = renderDialog({
      status: 500,
      body: example('payments', '/settings/payment-method', 'get', 500, 'internalError'),
    });
    await waitFor(() => {
      expect(backend.calls(route)).toHaveLength(1);
    });
    expect(
      await screen.findByText(
        'Maksa etävastaanotto verkkomaksulla, jos valitsit sen. Muuten saat laskun kotiisi tai verkkopankkiisi.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of billing, and asks nothing, for a chat the patient does not pay', async () => {
    const backend = renderDialog(setting('mainUser'), { paid: false });
    const dialog = await screen.findByRole('dialog', { name: texts.fi.title });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls(route)).toHaveLength(0);
    expect(dialog).not.toHaveTextContent(/verkkomaksu|lasku/);
  });
});
