// @vitest-environment jsdom
// P-14: `?selectChildFor=<chatId>` opens the principal selection before that chat; the choice goes
// on to the chat's start for the person chosen, and the parameter leaves the address at once, so
// neither a reload nor Back asks again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fi } from '../../src/i18n/messages/fi.ts';
import type { AddPrincipalActions } from '../../src/patient/add-principal/index.ts';
import { PatientSessionParts } from '../../src/patient/patient-session-parts.tsx';
import {
  fakeBackend,
  renderOnboarding,
  resetOnboardingWorld,
} from './onboarding/support/render-onboarding.tsx';

const text = fi.onBehalfOf;
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const principals = [
  {
    id: eetu,
    firstName: 'Eetu',
    lastName: 'Mäkinen',
    onlinePaymentAllowed: true,
    validUntil: '2037-08-03T00:00:00+03:00',
  },
];

const addPrincipal = {
  complete: vi.fn(),
} as unknown as AddPrincipalActions;

function renderAt(path: string) {
  fakeBackend({ 'GET /identity/principals': { status: 200, body: principals } });
  const view = renderOnboarding({
    path,
    routes: [],
    frame: <PatientSessionParts addPrincipal={addPrincipal} />,
  });
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  resetOnboardingWorld();
});

const modal = () => screen.findByRole('dialog', { name: text.selectPrincipal.title });

async function choose(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  const dialog = await modal();
  await user.click(await within(dialog).findByRole('radio', { name }));
  await user.click(within(dialog).getByRole('button', { name: text.selectPrincipal.confirm }));
}

describe('choosing whom a chat is for (P-14)', () => {
  it('takes the parameter off the address as the selection opens', async () => {
    const { location } = renderAt('/fi/asiointi/chat/jono/3020?x=1&selectChildFor=3020#top');
    await modal();
    await waitFor(() => {
      expect(location()).toBe('/fi/asiointi/chat/jono/3020?x=1#top');
    });
  });

  it('goes on to the chat start for the child chosen, acting for him', async () => {
    const { location, store, user } = renderAt('/fi/asiointi/chat/jono/3020?selectChildFor=3020');
    await choose(user, /Eetu Mäkinen/);
    await waitFor(() => {
      expect(location()).toBe('/fi/asiointi/chat/jono/3020/vastaanotto');
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    const confirmation = await screen.findByRole('alertdialog', {
      name: text.confirmation.title,
    });
    expect(confirmation).toHaveTextContent('Asioit henkilön Eetu Mäkinen puolesta.');
  });

  it('stays on the chat page, acting for oneself, when the selection is cancelled', async () => {
    const { location, store, user } = renderAt('/fi/asiointi/chat/jono/3020?selectChildFor=3020');
    const dialog = await modal();
    await user.click(within(dialog).getByRole('button', { name: text.selectPrincipal.cancel }));
    expect(screen.queryByRole('dialog', { name: text.selectPrincipal.title })).toBeNull();
    expect(location()).toBe('/fi/asiointi/chat/jono/3020');
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('opens the selection again when Start asks again after a cancel', async () => {
    const { router, user } = renderAt('/fi/asiointi/chat/jono/3020?selectChildFor=3020');
    const dialog = await modal();
    await user.click(within(dialog).getByRole('button', { name: text.selectPrincipal.cancel }));
    await router.navigate('/fi/asiointi/chat/jono/3020?selectChildFor=3020', { replace: true });
    expect(await modal()).toBeInTheDocument();
  });

  it('only chooses, and goes nowhere, for a chat id no chat route accepts', async () => {
    const { location, store, user } = renderAt('/fi/asiointi/?selectChildFor=abc');
    await choose(user, /Eetu Mäkinen/);
    await waitFor(() => {
      expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    });
    expect(location()).toBe('/fi/asiointi/');
  });
});
