// @vitest-environment jsdom
// The chat's online-payment panel (Q-32…Q-35, E-37, AMB-21, NS-29) against a fake payments
// service: when it shows, what the switch sends, the notes, maintenance and the principal rule.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetPaymentMethodQueryKey } from '../../../generated/payments/payments.ts';
import { OnlinePaymentPanel } from '../../../src/chat/online-payment/index.ts';
import { fi } from '../../../src/i18n/messages/fi.ts';
import {
  fakeBackend,
  renderOnboarding,
  resetOnboardingWorld,
  type Answer,
} from '../../patient/onboarding/support/render-onboarding.tsx';
import { ella, eetu, example, paidChat, principals } from './support.ts';

const text = fi.chat.onlinePayment;
const route = '/payments/settings/payment-method';
const setting = (name: string): Answer => ({
  status: 200,
  body: example('payments', '/settings/payment-method', 'get', 200, name),
});
const paper = setting('termsNotAccepted');
const maintenance = (name: string): Answer => ({
  status: 503,
  body: example('payments', '/settings/payment-method', 'get', 503, name),
});
const internalError: Answer = {
  status: 500,
  body: example('payments', '/settings/payment-method', 'get', 500, 'internalError'),
};
const onlineSet: Answer = {
  status: 200,
  body: example('payments', '/settings/payment-method', 'patch', 200, 'onlineSet'),
};

function renderPanel(
  answers: Record<string, Answer | (() => Promise<Answer>)>,
  options: {
    patient?: { type: 'principal'; id: string };
    chat?: typeof paidChat;
    headingLevel?: 2 | 3;
  } = {},
) {
  const backend = fakeBackend({
    'GET /identity/principals': { status: 200, body: principals },
    ...answers,
  });
  const view = renderOnboarding({
    path: '/fi/asiointi/chat/jono/2948',
    routes: [
      {
        path: '/fi/asiointi/chat/jono/:chatId',
        element: (
          <OnlinePaymentPanel
            chat={options.chat ?? paidChat}
            {...(options.headingLevel ? { headingLevel: options.headingLevel } : {})}
          />
        ),
      },
    ],
    ...(options.patient ? { patient: options.patient } : {}),
  });
  return { ...view, backend, user: userEvent.setup() };
}

const panel = () => screen.findByRole('region', { name: text.title });
const onlineSwitch = () => screen.findByRole('switch', { name: text.toggle });

afterEach(() => {
  resetOnboardingWorld();
});

describe('when the panel shows (Q-32, Q-33)', () => {
  it('shows nothing while the check is pending, then the switch', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { backend } = renderPanel({
      [`GET ${route}`]: () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    });
    await waitFor(() => {
      expect(backend.calls(`GET ${route}`)).toHaveLength(1);
    });
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    answer(paper);
    expect(await onlineSwitch()).not.toBeChecked();
  });

  it('is hidden when online payment is already enabled', async () => {
    const { queryClient } = renderPanel({ [`GET ${route}`]: setting('mainUser') });
    // The answer is in (the loading state also shows nothing), and still nothing shows.
    await waitFor(() => {
      expect(queryClient.getQueryData(getGetPaymentMethodQueryKey())).toMatchObject({
        method: 'online',
      });
    });
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('asks nothing for a chat the patient does not pay herself', async () => {
    const { backend } = renderPanel(
      { [`GET ${route}`]: paper },
      { chat: { ...paidChat, category: 'CUSTOMER' } },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls(`GET ${route}`)).toHaveLength(0);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('warns of the paper invoice fee at paper and when nothing is set (Q-35, AMB-38)', async () => {
    renderPanel({ [`GET ${route}`]: paper });
    expect(await panel()).toHaveTextContent(text.paperInvoiceFeeWarning);
    resetOnboardingWorld();
    document.body.innerHTML = '';
    renderPanel({ [`GET ${route}`]: setting('newPatient') });
    expect(await panel()).toHaveTextContent(text.paperInvoiceFeeWarning);
    expect(await onlineSwitch()).not.toBeChecked();
  });

  it('titles the panel at the heading level the chat detail asks for', async () => {
    renderPanel({ [`GET ${route}`]: paper }, { headingLevel: 2 });
    expect(await screen.findByRole('heading', { level: 2, name: text.title })).toBeInTheDocument();
  });

  it('reads a 404 as not set: the switch, off (AMB-22)', async () => {
    renderPanel({
      [`GET ${route}`]: {
        status: 404,
        body: example('payments', '/settings/payment-method', 'get', 404, 'notFound'),
      },
    });
    expect(await onlineSwitch()).not.toBeChecked();
  });
});

describe('turning online payment off: a paper invoice has a fee', () => {
  const question = fi.forms.paperInvoice;

  it('asks first, naming the fee from the setting; keeping online payment sends nothing', async () => {
    const { backend, user } = renderPanel({
      [`GET ${route}`]: paper,
      [`PATCH ${route}`]: onlineSet,
    });
    await user.click(await onlineSwitch());
    expect(await screen.findByText(text.paymentUpdate.enabled)).toBeInTheDocument();

    await user.click(await onlineSwitch());
    const dialog = await screen.findByRole('alertdialog', { name: question.title });
    // 5.90 EUR in the payments contract's example, written as Finns write money.
    expect(dialog).toHaveAccessibleDescription(
      'Paperilaskusta peritään laskutuslisä 5,90\u00a0€. Verkkomaksulla vältät lisän.',
    );
    expect(within(dialog).getByRole('button', { name: question.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: question.cancel }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await onlineSwitch()).toBeChecked();
    expect(backend.calls(`PATCH ${route}`).map((call) => call.body)).toEqual([
      { method: 'online' },
    ]);

    await user.click(await onlineSwitch());
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: question.confirm,
      }),
    );
    await waitFor(() => {
      expect(backend.calls(`PATCH ${route}`).map((call) => call.body)).toEqual([
        { method: 'online' },
        { method: 'paper' },
      ]);
    });
  });
});

describe('turning online payment on (Q-34, E-37)', () => {
  it('sends online, says so, stays shown and gives my information the same answer', async () => {
    const { backend, user, queryClient } = renderPanel({
      [`GET ${route}`]: paper,
      [`PATCH ${route}`]: onlineSet,
    });
    await user.click(await onlineSwitch());
    expect(await screen.findByText(text.paymentUpdate.enabled)).toBeInTheDocument();
    expect(backend.calls(`PATCH ${route}`).map((call) => call.body)).toEqual([
      { method: 'online' },
    ]);
    expect(await onlineSwitch()).toBeChecked();
    expect(screen.queryByText(text.paperInvoiceFeeWarning)).not.toBeInTheDocument();
    // The payment query of the same patient (my information's) holds the saved method, marked
    // stale so a page that mounts later reads it again; this panel did not read it again.
    const state = queryClient.getQueryState(getGetPaymentMethodQueryKey());
    expect(queryClient.getQueryData(getGetPaymentMethodQueryKey())).toMatchObject({
      method: 'online',
    });
    expect(state?.isInvalidated).toBe(true);
    expect(backend.calls(`GET ${route}`)).toHaveLength(1);
  });

  it('shows the update error with a retry that sends online again', async () => {
    const { backend, user } = renderPanel({
      [`GET ${route}`]: paper,
      [`PATCH ${route}`]: internalError,
    });
    const toggle = await onlineSwitch();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.paymentUpdate.error);
    backend.on(`PATCH ${route}`, onlineSet);
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.paymentUpdate.enabled)).toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(backend.calls(`PATCH ${route}`).map((call) => call.body)).toEqual([
      { method: 'online' },
      { method: 'online' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('locks the switch when the save meets a maintenance break (NS-29)', async () => {
    const { user } = renderPanel({
      [`GET ${route}`]: paper,
      [`PATCH ${route}`]: {
        status: 503,
        body: example(
          'payments',
          '/settings/payment-method',
          'patch',
          503,
          'serviceUnavailableReadonly',
        ),
      },
    });
    await user.click(await onlineSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.paymentUpdate.error);
    const toggle = await onlineSwitch();
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(await panel()).toHaveTextContent(text.readOnly);
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
  });
});

describe('online payment not available (AMB-21, NS-29, P-19)', () => {
  it('offers no switch to a principal whose onlinePaymentAllowed is false', async () => {
    const { backend } = renderPanel(
      { [`GET ${route}`]: paper },
      { patient: { type: 'principal', id: ella } },
    );
    const region = await panel();
    expect(region).toHaveTextContent(text.notAllowed);
    expect(region).toHaveTextContent(text.paperInvoiceFeeWarning);
    expect(within(region).queryByRole('switch')).not.toBeInTheDocument();
    // Ella's own setting, read with her token.
    expect(backend.calls(`GET ${route}`)[0]?.authorization).toBe(`Bearer token:principal:${ella}`);
  });

  it('offers the switch to a principal allowed to pay online', async () => {
    renderPanel({ [`GET ${route}`]: paper }, { patient: { type: 'principal', id: eetu } });
    expect(await onlineSwitch()).not.toBeChecked();
  });

  it.each([
    ['serviceUnavailableOff', text.unavailable],
    ['serviceUnavailableFull', text.unavailable],
    ['serviceUnavailableReadonly', text.readOnly],
  ])('says so on a 503 %s, with no switch', async (name, note) => {
    renderPanel({ [`GET ${route}`]: maintenance(name) });
    const region = await panel();
    expect(region).toHaveTextContent(note);
    expect(within(region).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed check with a retry, and the switch after it, focused there', async () => {
    const { backend, user } = renderPanel({ [`GET ${route}`]: internalError });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadError);
    backend.on(`GET ${route}`, paper);
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await onlineSwitch()).not.toBeChecked();
    await waitFor(() => {
      expect(screen.getByRole('region', { name: text.title })).toHaveFocus();
    });
  });
});
