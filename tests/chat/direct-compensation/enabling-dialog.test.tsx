// @vitest-environment jsdom
// Direct compensation's enabling step (Q-29, Q-31, E-39, E-40, NS-46, NS-49) for the patient
// herself: the modal, the required switches, saving each, Next to the insurer's queue, closing,
// load and save failures, and any insurer but `if` as not found.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enablingFlagKey } from '../../../src/chat/direct-compensation/index.ts';
import { matchPath } from '../../../src/i18n/index.ts';
import { fi } from '../../../src/i18n/messages/fi.ts';
import { resetOnboardingWorld } from '../../patient/onboarding/support/render-onboarding.tsx';
import { eetu } from '../online-payment/support.ts';
import {
  base,
  insuranceDefaultQueue,
  insurances,
  internalError,
  listRoute,
  renderDirectCompensation,
  saveRoute,
} from './render-direct-compensation.tsx';

const text = fi.chat.directCompensation.enablingStep;
const insuranceName = 'If Vahinkovakuutus: suorakorvaus';
const queuePage = `/fi/asiointi/chat/jono/${String(insuranceDefaultQueue)}`;

const dialog = () => screen.findByRole('dialog', { name: text.title });
const insuranceSwitch = async () =>
  within(await dialog()).findByRole('switch', { name: insuranceName });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  resetOnboardingWorld();
});

describe('the enabling modal (Q-29)', () => {
  it('opens with one switch per insurance in the page language, focus inside, the flag set', async () => {
    const { backend } = renderDirectCompensation(`${base}/if`);
    const modal = await dialog();
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveAccessibleDescription(text.description);
    expect(await insuranceSwitch()).not.toBeChecked();
    expect(modal.contains(document.activeElement)).toBe(true);
    expect(backend.calls(listRoute)).toHaveLength(1);
    expect(new URL(backend.calls(listRoute)[0]?.url ?? '').searchParams.get('language')).toBe('fi');
    expect(sessionStorage.getItem(enablingFlagKey)).toBe('self');
    expect(screen.getByRole('heading', { level: 1, name: fi.chat.directCompensation.title }));
  });

  it('requires every insurance on before Next: the message, the focus, no navigation (Q-31)', async () => {
    const { user, location } = renderDirectCompensation(`${base}/if`);
    const toggle = await insuranceSwitch();
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    expect(toggle).toHaveAccessibleDescription(text.disabled);
    expect(toggle).toHaveFocus();
    expect(location()).toBe(`${base}/if`);
    expect(sessionStorage.getItem(enablingFlagKey)).toBe('self');
  });

  it('saves a switch on its own, then Next opens the insurer’s queue and clears the flag', async () => {
    const { user, location, backend } = renderDirectCompensation(`${base}/if`);
    const toggle = await insuranceSwitch();
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    await user.click(toggle);
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).not.toHaveAccessibleDescription(text.disabled);
    expect(backend.calls(saveRoute).map((call) => call.body)).toEqual([{ enabled: true }]);
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    await waitFor(() => {
      expect(location()).toBe(queuePage);
    });
    expect(sessionStorage.getItem(enablingFlagKey)).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes on at once when direct compensation is already enabled', async () => {
    const { user, location, backend } = renderDirectCompensation(`${base}/if`, {
      answers: { [listRoute]: insurances('directCompensationEnabled') },
    });
    expect(await insuranceSwitch()).toBeChecked();
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    await waitFor(() => {
      expect(location()).toBe(queuePage);
    });
    expect(backend.calls(saveRoute)).toHaveLength(0);
  });

  it('names the principal whose insurances they are while acting for one', async () => {
    const { backend } = renderDirectCompensation(`${base}/if`, {
      patient: { type: 'principal', id: eetu },
    });
    const modal = await dialog();
    await waitFor(() => {
      expect(modal).toHaveAccessibleDescription(
        text.descriptionForPrincipal.replace('{{name}}', 'Eetu Mäkinen'),
      );
    });
    expect(backend.calls(listRoute)[0]?.authorization).toBe(`Bearer token:principal:${eetu}`);
  });

  it('offers no Next when there is no insurance to enable', async () => {
    renderDirectCompensation(`${base}/if`, {
      answers: { [listRoute]: insurances('noInsurances') },
    });
    expect(await within(await dialog()).findByText(text.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.next })).not.toBeInTheDocument();
  });

  it.each([
    [
      'its cancel button',
      async (user: ReturnType<typeof renderDirectCompensation>['user']) => {
        await user.click(within(await dialog()).getByRole('button', { name: text.cancel }));
      },
    ],
    [
      'Escape',
      async (user: ReturnType<typeof renderDirectCompensation>['user']) => {
        await user.keyboard('{Escape}');
      },
    ],
  ])(
    'closes with %s to the chat front page, the flag left for its notice (NS-46)',
    async (_, close) => {
      const { user, location } = renderDirectCompensation(`${base}/if`);
      await insuranceSwitch();
      await close(user);
      await waitFor(() => {
        expect(location()).toBe('/fi/asiointi/chat');
      });
      expect(sessionStorage.getItem(enablingFlagKey)).toBe('self');
    },
  );
});

describe('leaving after a switch was saved (NS-46)', () => {
  it('leaves the flag saying every insurance is on, for the chat front page', async () => {
    const { user, location } = renderDirectCompensation(`${base}/if`);
    await user.click(await insuranceSwitch());
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(sessionStorage.getItem(enablingFlagKey)).toBe('self:all');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(location()).toBe('/fi/asiointi/chat');
    });
    // The chat front page words its notice by this (interrupted-notice.test.tsx).
    expect(sessionStorage.getItem(enablingFlagKey)).toBe('self:all');
  });
});

describe('failures (E-39, E-40)', () => {
  it('shows getError with a retry, and the switches after it', async () => {
    const { user, backend } = renderDirectCompensation(`${base}/if`, {
      answers: { [listRoute]: internalError },
    });
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(text.getError);
    expect(screen.queryByRole('button', { name: text.next })).not.toBeInTheDocument();
    backend.on(listRoute, insurances('finnish'));
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await insuranceSwitch()).not.toBeChecked();
    expect(backend.calls(listRoute)).toHaveLength(2);
  });

  it('shows updateError with a retry that sends the same choice, and blocks Next meanwhile', async () => {
    const { user, backend, location } = renderDirectCompensation(`${base}/if`, {
      answers: { [saveRoute]: internalError },
    });
    const toggle = await insuranceSwitch();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(text.updateError);
    // Not saved: Next still refuses, the choice is kept for the retry.
    expect(toggle).toBeChecked();
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    expect(location()).toBe(`${base}/if`);
    backend.on(saveRoute, {
      status: 200,
      body: { id: 'ifDirectReimbursement', description: insuranceName, enabled: true },
    });
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(backend.calls(saveRoute).map((call) => call.body)).toEqual([
      { enabled: true },
      { enabled: true },
    ]);
    await user.click(within(await dialog()).getByRole('button', { name: text.next }));
    await waitFor(() => {
      expect(location()).toBe(queuePage);
    });
  });
});

describe('any insurer but if (NS-49)', () => {
  it.each([
    `${base}/lahitapiola`,
    `${base}/lahitapiola/lapsi`,
    `${base}/lahitapiola/lapsi/kayttoonotto`,
  ])('%s is the not-found page', async (path) => {
    const { backend } = renderDirectCompensation(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: fi.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend.calls(listRoute)).toHaveLength(0);
    // The app's route table refuses it too, before the page (R-40…R-42).
    expect(matchPath(path)).toBeUndefined();
    expect(matchPath(path.replace('lahitapiola', 'if'))?.routeKey).toMatch(
      /^chat\.directCompensation/,
    );
  });
});
