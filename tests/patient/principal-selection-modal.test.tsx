// @vitest-environment jsdom
// The principal-selection modal (P-10…P-15, P-18): the people to choose from, the current patient
// preselected (none before a chat), an ended right shown and not choosable, the switch with its
// confirmation, the over-age refusal, a failed load with retry, and focus.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../../src/api/index.ts';
import { fi } from '../../src/i18n/messages/fi.ts';
import type { CurrentPatient } from '../../src/patient/current-patient.ts';
import { PrincipalSelectionModal } from '../../src/patient/principal-selection-modal.tsx';
import { usePatientContext, type SelectionRequest } from '../../src/patient/patient-context.tsx';
import { contractExample } from '../support/contract-example.ts';
import {
  fakeBackend,
  renderOnboarding,
  resetOnboardingWorld,
} from './onboarding/support/render-onboarding.tsx';

const text = fi.onBehalfOf.selectPrincipal;
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const ella = '3fd49fa6-a775-4851-9134-ca2053ef48c2';
const onni = '55eec7ee-6f9f-463a-82d5-b079790b46fc';

/**
 * Laura's principals as the identity contract's example lists them: Eetu's right lasts until
 * 2037, Ella's until 2029, Onni's ended on 20.06.2026 when he turned 18.
 */
const principals = contractExample('identity', '/principals', 'get', 200, 'mainUser');

/** The header's button (or a chat's start, with its request): it opens the selection. */
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

function renderModal(
  options: { patient?: CurrentPatient; request?: SelectionRequest | undefined } = {},
) {
  const view = renderOnboarding({
    path: '/fi/asiointi/',
    routes: [],
    patient: options.patient ?? { type: 'main' },
    frame: (
      <>
        <Opener request={options.request} />
        <PrincipalSelectionModal />
      </>
    ),
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  // The contract's "now" (23.11.2026): Onni's right has ended, Eetu's and Ella's have not.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:55:00+02:00') });
});

afterEach(() => {
  vi.useRealTimers();
  resetOnboardingWorld();
});

describe('the principal-selection modal', () => {
  it('lists the main user and the principals with herself chosen, focus inside (P-10, P-12)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const radios = await within(dialog).findAllByRole('radio');
    // The main user herself and her three children; she acts for herself, so she is chosen.
    expect(radios).toHaveLength(4);
    expect(within(dialog).getByRole('radio', { name: new RegExp(text.yourself) })).toBeChecked();
    for (const name of [/Eetu Mäkinen/, /Ella Mäkinen/, /Onni Mäkinen/]) {
      expect(within(dialog).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('shows Onni, whose right ended, as ended and does not let him be chosen', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store, exchange } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const onniChoice = await within(dialog).findByRole('radio', { name: /Onni Mäkinen/ });
    expect(onniChoice).toBeDisabled();
    expect(onniChoice).toHaveAccessibleDescription('Asiointioikeus on päättynyt 20.06.2026');
    // The others stay choosable, with their rights' ends.
    expect(within(dialog).getByRole('radio', { name: /Eetu Mäkinen/ })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: /Ella Mäkinen/ })).toBeEnabled();
    await user.click(onniChoice);
    await user.click(within(dialog).getByText('Onni Mäkinen'));
    expect(onniChoice).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: text.title })).not.toBeInTheDocument();
    });
    // Confirming kept her acting for herself; nobody's token was asked for.
    expect(store.selection()).toEqual({ type: 'main' });
    expect(exchange).not.toHaveBeenCalled();
  });

  it('preselects the child acted for now, and confirming keeps him', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store } = renderModal({ patient: { type: 'principal', id: eetu } });
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    expect(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ })).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: new RegExp(text.yourself) }),
    ).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: text.title })).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    expect(screen.getByTestId('confirmation')).toHaveTextContent('Eetu Mäkinen');
  });

  it('preselects nobody for a patient whose right has ended since they were chosen', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store } = renderModal({ patient: { type: 'principal', id: onni } });
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    for (const radio of await within(dialog).findAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text.principalWasNotSelected,
    );
    expect(store.selection()).toEqual({ type: 'principal', id: onni });
  });

  it('before a chat, requires a choice: nothing chosen, confirming says so (P-12, P-14)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store } = renderModal({
      request: { chooseAfresh: true, onSelected: () => undefined },
    });
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await within(dialog).findAllByRole('radio');
    for (const radio of within(dialog).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      text.principalWasNotSelected,
    );
    expect(within(dialog).getAllByRole('radio')[0]).toHaveFocus();
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('switches to the chosen child, closes and confirms whom (P-13, P-16)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store, exchange } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: text.title })).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    expect(exchange).toHaveBeenCalledWith(eetu, 'main-token');
    expect(screen.getByTestId('confirmation')).toHaveTextContent('Eetu Mäkinen');
    // Focus goes back to what opened the modal.
    expect(screen.getByRole('button', { name: 'Avaa' })).toHaveFocus();
  });

  it('closes when the page changes under it (Back), and opens afresh with her own choice', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, router, store } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
    // Another query on the same page keeps it open; another page closes it.
    await act(() => router.navigate('/fi/asiointi/?tab=1'));
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    await act(() => router.navigate('/fi/asiointi/chat'));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: text.title })).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'main' });
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const again = await screen.findByRole('dialog', { name: text.title });
    expect(await within(again).findByRole('radio', { name: /Eetu Mäkinen/ })).not.toBeChecked();
    expect(within(again).getByRole('radio', { name: new RegExp(text.yourself) })).toBeChecked();
  });

  it('refuses a child the registry finds too old and stays with the main user (P-18)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store, exchange } = renderModal();
    exchange.mockImplementationOnce(() =>
      Promise.reject(new IdentityError('u', 400, 'principal_too_old', [], {})),
    );
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    // The list still gives Ella's right until 2029; the identity service knows better.
    await user.click(await within(dialog).findByRole('radio', { name: /Ella Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fi.onBehalfOf.addPrincipal.overAgeLimit,
    );
    expect(exchange).toHaveBeenCalledWith(ella, 'main-token');
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('shows a failed load with a retry that lists the people (E-23)', async () => {
    const backend = fakeBackend({
      'GET /identity/principals': {
        status: 500,
        body: { error: 'internal', error_description: 'The identity service failed.' },
      },
    });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    expect(await within(dialog).findByText(text.failedToLoadPrincipals)).toBeInTheDocument();
    backend.on('GET /identity/principals', { status: 200, body: principals });
    await user.click(within(dialog).getByRole('button', { name: fi.common.retry }));
    expect(await within(dialog).findByRole('radio', { name: /Ella Mäkinen/ })).toBeInTheDocument();
  });

  it('closes on Escape without changing the patient, focus back on the opener', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(dialog).findByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: text.title })).not.toBeInTheDocument();
    });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(screen.getByRole('button', { name: 'Avaa' })).toHaveFocus();
  });
});
