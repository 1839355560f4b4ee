// @vitest-environment jsdom
// The principal-selection modal (P-10…P-15, P-18): the people to choose from, a required choice,
// the switch with its confirmation, the over-age refusal, a failed load with retry, and focus.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { IdentityError } from '../../src/api/index.ts';
import { fi } from '../../src/i18n/messages/fi.ts';
import { PrincipalSelectionModal } from '../../src/patient/principal-selection-modal.tsx';
import { usePatientContext } from '../../src/patient/patient-context.tsx';
import {
  fakeBackend,
  renderOnboarding,
  resetOnboardingWorld,
} from './onboarding/support/render-onboarding.tsx';

const text = fi.onBehalfOf.selectPrincipal;
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const onni = '55eec7ee-6f9f-463a-82d5-b079790b46fc';

/** Laura's principals as the identity contract's example lists them. */
const principals = (
  parse(readFileSync('openapi/identity.yaml', 'utf8')) as {
    paths: Record<
      string,
      {
        get: {
          responses: Record<
            string,
            { content: Record<string, { examples: Record<string, { value: unknown }> }> }
          >;
        };
      }
    >;
  }
).paths['/principals']?.get.responses['200']?.content['application/json']?.examples.mainUser?.value;

/** The header's button, as far as the modal cares: it opens the selection. */
function Opener() {
  const { openSelection, confirmation } = usePatientContext();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          openSelection();
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

function renderModal() {
  const view = renderOnboarding({
    path: '/fi/asiointi/',
    routes: [],
    frame: (
      <>
        <Opener />
        <PrincipalSelectionModal />
      </>
    ),
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  resetOnboardingWorld();
});

describe('the principal-selection modal', () => {
  it('lists the main user and the principals with nothing chosen, focus inside (P-10…P-12)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const radios = await within(dialog).findAllByRole('radio');
    // The main user herself and her three children; nothing chosen yet.
    expect(radios).toHaveLength(4);
    for (const name of [
      new RegExp(text.yourself),
      /Eetu Mäkinen/,
      /Ella Mäkinen/,
      /Onni Mäkinen/,
    ]) {
      expect(within(dialog).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('requires a choice: confirming without one says so and focuses the list (P-12)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await within(dialog).findAllByRole('radio');
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

  it('closes when the page changes under it (Back), and opens afresh with nothing chosen', async () => {
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
  });

  it('refuses a child too old for the registry and stays with the main user (P-18)', async () => {
    fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
    const { user, store, exchange } = renderModal();
    exchange.mockImplementationOnce(() =>
      Promise.reject(new IdentityError('u', 400, 'principal_too_old', [], {})),
    );
    await user.click(screen.getByRole('button', { name: 'Avaa' }));
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await user.click(await within(dialog).findByRole('radio', { name: /Onni Mäkinen/ }));
    await user.click(within(dialog).getByRole('button', { name: text.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fi.onBehalfOf.addPrincipal.overAgeLimit,
    );
    expect(exchange).toHaveBeenCalledWith(onni, 'main-token');
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
