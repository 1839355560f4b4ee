// @vitest-environment jsdom
// The principal-selection modal beyond choosing a child (P-10…P-19, E-24…E-29, A-04…A-07): the
// add-principal action, closing by the buttons, the loading state, the add-principal failure it
// opens with, choosing oneself, a failed switch (also a failed token exchange: no switch, never the
// main token for a child), the notes on each person, the help line, and the focus trap.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, setPatientScope } from '../../src/api/index.ts';
import { AuthProvider, type AuthSnapshot } from '../../src/auth/index.ts';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import { fi } from '../../src/i18n/messages/fi.ts';
import type { CurrentPatient } from '../../src/patient/current-patient.ts';
import { usePatientContext, type SelectionRequest } from '../../src/patient/patient-context.tsx';
import { PrincipalSelectionModal } from '../../src/patient/principal-selection-modal.tsx';
import { createFakeController } from '../auth/ui/support/fake-controller.ts';
import { renderApp, testPatientStore } from '../support/render-app.tsx';
import { fakeBackend, type Answer } from './onboarding/support/render-onboarding.tsx';

const text = fi.onBehalfOf.selectPrincipal;
const flowText = fi.onBehalfOf.addPrincipal;
const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const ella = '3fd49fa6-a775-4851-9134-ca2053ef48c2';
const principalsRoute = 'GET /identity/principals';

/** Eetu may be acted for until 2037 and pays online; Ella's right has ended and she cannot pay. */
const principals = [
  {
    id: eetu,
    firstName: 'Eetu',
    lastName: 'Mäkinen',
    onlinePaymentAllowed: true,
    validUntil: '2037-08-03T00:00:00+03:00',
  },
  {
    id: ella,
    firstName: 'Ella',
    lastName: 'Mäkinen',
    onlinePaymentAllowed: false,
    validUntil: '2020-01-15T00:00:00+02:00',
  },
];
const listed: Answer = { status: 200, body: principals };

const loggedIn: AuthSnapshot['auth'] = {
  kind: 'LoggedIn',
  stage: 'Complete',
  timeoutAt: new Date(Date.now() + 20 * 60_000),
  expiresAt: new Date(Date.now() + 2 * 3_600_000),
};

/** What opens the modal, as the header or the add-principal return does, and the confirmation. */
function Opener({ request }: { request: SelectionRequest | undefined }) {
  const { openSelection, confirmation } = usePatientContext();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          openSelection(request);
        }}
      >
        Avaa
      </button>
      {confirmation && (
        <p data-testid="confirmation">{`${confirmation.first} ${confirmation.last}`}</p>
      )}
    </>
  );
}

interface Options {
  patient?: CurrentPatient;
  request?: SelectionRequest;
  mainToken?: () => Promise<string | null>;
  startAddPrincipal?: () => Promise<void>;
}

/** Laura signed in, the modal and its opener inside the app's providers and the fake controller. */
function renderSelection(options: Options = {}) {
  setPatientScope({ subject: laura, patient: 'main' });
  configureHttp({
    baseUrl: (contract) => `http://api.test/${contract}`,
    patientToken: () => Promise.resolve('main-token'),
  });
  const fake = createFakeController({
    mode: 'web',
    auth: loggedIn,
    user: { subject: laura, givenName: 'Laura', familyName: 'Mäkinen' },
  });
  const store = testPatientStore();
  store.select(options.patient ?? { type: 'main' });
  const exchange = vi.fn((principalId: string) =>
    Promise.resolve({ accessToken: `obo:${principalId}`, expiresIn: 600 }),
  );
  const reports: unknown[] = [];
  const startAddPrincipal = vi.fn(options.startAddPrincipal ?? (() => Promise.resolve()));
  // The modal closes when the page changes, so it lives inside the router, as in the app.
  renderApp(
    <>
      <Opener request={options.request} />
      <PrincipalSelectionModal />
    </>,
    {
      person: 'mainUser',
      patientStore: store,
      exchange,
      reportTokenFailure: (_, cause) => reports.push(cause),
      startAddPrincipal,
      ...(options.mainToken ? { mainToken: options.mainToken } : {}),
      i18n: createI18n({
        language: 'fi',
        reportMissingKey: (key) => {
          throw new Error(`Missing message ${key}`);
        },
      }),
      wrap: (children) => <AuthProvider controller={fake.controller}>{children}</AuthProvider>,
    },
  );
  return { user: userEvent.setup(), store, exchange, reports, startAddPrincipal };
}

afterEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
  configureHttp({});
  vi.unstubAllGlobals();
});

const opener = () => screen.getByRole('button', { name: 'Avaa' });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(opener());
  return screen.findByRole('dialog', { name: text.title });
}

describe('adding a principal from the modal (P-11, P-21)', () => {
  it('starts the add-principal flow once, busy until the flow has left', async () => {
    let leave: () => void = () => undefined;
    fakeBackend({ [principalsRoute]: listed });
    const { user, startAddPrincipal } = renderSelection({
      startAddPrincipal: () =>
        new Promise<void>((resolve) => {
          leave = resolve;
        }),
    });
    const dialog = await open(user);
    const add = within(dialog).getByRole('button', { name: text.addPrincipal });
    await user.click(add);
    expect(startAddPrincipal).toHaveBeenCalledTimes(1);
    expect(add).toHaveAttribute('aria-busy', 'true');
    // A second press while the flow is starting does not start another.
    await user.click(add);
    expect(startAddPrincipal).toHaveBeenCalledTimes(1);
    leave();
    await waitFor(() => {
      expect(add).not.toHaveAttribute('aria-busy');
    });
  });

  it('shows a connection error when the flow cannot start, and clears it on a new try', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const failure = new Error('session-info answered 500');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempt = 0;
    let leave: () => void = () => undefined;
    const { user } = renderSelection({
      startAddPrincipal: () => {
        attempt += 1;
        return attempt === 1
          ? Promise.reject(failure)
          : new Promise<void>((resolve) => {
              leave = resolve;
            });
      },
    });
    const dialog = await open(user);
    const add = within(dialog).getByRole('button', { name: text.addPrincipal });
    await user.click(add);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(flowText.failedTitle);
    expect(alert).toHaveTextContent(flowText.connectionError);
    expect(add).not.toHaveAttribute('aria-busy');
    expect(logged).toHaveBeenCalledWith('[patient] Adding a principal could not start.', failure);
    // A new try takes the old failure away while it runs.
    await user.click(add);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    leave();
    logged.mockRestore();
  });

  it('says calmly, not as a failure, that the patient cancelled on the authorization page (E-26)', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user } = renderSelection({ request: { errorKey: 'interupted' } });
    const dialog = await open(user);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(flowText.interruptedTitle);
    expect(status).toHaveTextContent(flowText.interupted);
    expect(status).toHaveClass('ds-notice--info');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(flowText.failedTitle)).not.toBeInTheDocument();
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(3);
  });

  it.each([
    ['connectionError', flowText.connectionError],
    ['overAgeLimit', flowText.overAgeLimit],
  ] as const)(
    'shows the flow’s failure %s when it opens with one (E-25…E-29)',
    async (errorKey, message) => {
      fakeBackend({ [principalsRoute]: listed });
      const { user } = renderSelection({ request: { errorKey } });
      const dialog = await open(user);
      const alert = within(dialog).getByRole('alert');
      expect(alert).toHaveTextContent(flowText.failedTitle);
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveClass('ds-notice--error');
      // The list is still there to choose from.
      expect(await within(dialog).findAllByRole('radio')).toHaveLength(3);
    },
  );
});

describe('closing without a choice (P-12, A-06, A-07)', () => {
  it.each([
    ['the cancel button', text.cancel],
    ['the close button', fi.common.close],
  ])('%s closes, changes nothing and gives focus back to the opener', async (_, buttonName) => {
    fakeBackend({ [principalsRoute]: listed });
    const { user, store, exchange } = renderSelection();
    const dialog = await open(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: buttonName }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(exchange).not.toHaveBeenCalled();
    expect(opener()).toHaveFocus();
  });

  it('opens again with oneself chosen, the earlier pick and message gone', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user, exchange } = renderSelection();
    let dialog = await open(user);
    await within(dialog).findAllByRole('radio');
    // A failed switch leaves a message behind in this opening.
    exchange.mockRejectedValueOnce(new Error('identity down'));
    await user.click(within(dialog).getByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: text.cancel }));
    dialog = await open(user);
    expect(await within(dialog).findByRole('radio', { name: /Laura Mäkinen/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Eetu Mäkinen/ })).not.toBeChecked();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the people to choose from (P-10, P-15, P-19, C-29)', () => {
  it('says the list is loading until the identity service answers', async () => {
    let answer: () => void = () => undefined;
    fakeBackend({
      [principalsRoute]: () =>
        new Promise<Answer>((resolve) => {
          answer = () => {
            resolve(listed);
          };
        }),
    });
    const { user } = renderSelection();
    const dialog = await open(user);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(text.loading);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    answer();
    expect(await within(dialog).findByRole('radio', { name: /Ella Mäkinen/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists the principals with the main token, even while acting for a child', async () => {
    const backend = fakeBackend({ [principalsRoute]: listed });
    const { user } = renderSelection({ patient: { type: 'principal', id: eetu } });
    const dialog = await open(user);
    await within(dialog).findAllByRole('radio');
    expect(backend.calls(principalsRoute).map((r) => r.authorization)).toEqual([
      'Bearer main-token',
    ]);
  });

  it('describes each person: oneself, a principal, no online payment, the end of the right', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user } = renderSelection();
    const dialog = await open(user);
    expect(
      await within(dialog).findByRole('radio', { name: /Laura Mäkinen/ }),
    ).toHaveAccessibleDescription(text.yourself);
    expect(within(dialog).getByRole('radio', { name: /Eetu Mäkinen/ })).toHaveAccessibleDescription(
      `${text.principal} · ${text.validUntil.replace('{{date}}', '03.08.2037')}`,
    );
    // An ended right is all that is said of her: she cannot be chosen.
    expect(within(dialog).getByRole('radio', { name: /Ella Mäkinen/ })).toHaveAccessibleDescription(
      text.validUntilPassed.replace('{{date}}', '15.01.2020'),
    );
    expect(within(dialog).getByRole('radio', { name: /Ella Mäkinen/ })).toBeDisabled();
  });

  it('offers help by phone as a tel: link (P-15)', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user } = renderSelection();
    const dialog = await open(user);
    expect(within(dialog).getByRole('link', { name: '010 555 1200' })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
  });
});

describe('choosing (P-13, E-24)', () => {
  it('switches back to oneself without an exchange and confirms with one’s own name', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user, store, exchange } = renderSelection({ patient: { type: 'principal', id: eetu } });
    const dialog = await open(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Laura Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(exchange).not.toHaveBeenCalled();
    expect(screen.getByTestId('confirmation')).toHaveTextContent('Laura Mäkinen');
  });

  it('refuses the child whose exchange fails: stays oneself, says so, reports it (E-24)', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user, store, exchange, reports } = renderSelection();
    const failure = new Error('identity down');
    exchange.mockRejectedValueOnce(failure);
    const dialog = await open(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text.failedToSelectPrincipal,
    );
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    expect(store.selection()).toEqual({ type: 'main' });
    expect(reports).toEqual([failure]);
    expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument();
    // A new try whose exchange succeeds switches as usual.
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
  });

  it.each([
    ['the session has no main token', () => Promise.resolve(null)],
    ['the main token cannot be had', () => Promise.reject(new Error('renewal failed'))],
  ])(
    'says the choice failed and stays open when %s (failedToSelectPrincipal)',
    async (_, mainToken) => {
      fakeBackend({ [principalsRoute]: listed });
      const { user, store, exchange } = renderSelection({ mainToken });
      const dialog = await open(user);
      await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
      await user.click(within(dialog).getByRole('button', { name: text.confirm }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        text.failedToSelectPrincipal,
      );
      expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
      expect(store.selection()).toEqual({ type: 'main' });
      expect(exchange).not.toHaveBeenCalled();
      expect(screen.queryByTestId('confirmation')).not.toBeInTheDocument();
    },
  );
});

describe('focus inside the modal (A-04)', () => {
  it('keeps Tab and Shift+Tab cycling within the dialog', async () => {
    fakeBackend({ [principalsRoute]: listed });
    const { user } = renderSelection();
    const dialog = await open(user);
    await within(dialog).findAllByRole('radio');
    const focused = () =>
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const visited = new Set<HTMLElement | null>();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(focused());
      visited.add(focused());
    }
    for (let i = 0; i < 12; i++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(focused());
    }
    // Not stuck on one element: the cycle goes through the dialog's controls.
    expect(visited.size).toBeGreaterThan(3);
  });
});
