// @vitest-environment jsdom
// Direct compensation for a child: the patient layer's principal selection
// comes first, then the enabling step for the chosen principal, with the principal's own token.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enablingFlagKey } from '../../../src/chat/direct-compensation/index.ts';
import { fi } from '../../../src/i18n/messages/fi.ts';
import { resetOnboardingWorld } from '../../patient/onboarding/support/render-onboarding.tsx';
import { eetu } from '../online-payment/support.ts';
import { base, listRoute, renderDirectCompensation } from './render-direct-compensation.tsx';

const text = fi.chat.directCompensation;
const selectPrincipal = fi.onBehalfOf.selectPrincipal;
const selectionPage = `${base}/if/lapsi`;
const enablingPage = `${base}/if/lapsi/kayttoonotto`;

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  resetOnboardingWorld();
});

describe('direct compensation for a child (Q-30)', () => {
  it('selects the principal first, then enables direct compensation for that child', async () => {
    const { user, backend, location, store } = renderDirectCompensation(selectionPage);
    // 1. The patient layer's selection modal, over the page; no enabling step yet.
    const selection = await screen.findByRole('dialog', { name: selectPrincipal.title });
    expect(screen.queryByRole('dialog', { name: text.enablingStep.title })).not.toBeInTheDocument();
    expect(backend.calls(listRoute)).toHaveLength(0);
    expect(sessionStorage.getItem(enablingFlagKey)).toBeNull();

    // 2. Eetu is chosen and confirmed; the page then offers to continue for him.
    await user.click(await within(selection).findByRole('radio', { name: /Eetu Mäkinen/ }));
    await user.click(within(selection).getByRole('button', { name: selectPrincipal.confirm }));
    const confirmation = await screen.findByRole('alertdialog', {
      name: fi.onBehalfOf.confirmation.title,
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    expect(screen.queryByRole('dialog', { name: text.enablingStep.title })).not.toBeInTheDocument();
    await user.click(
      within(confirmation).getByRole('button', { name: fi.onBehalfOf.confirmation.ok }),
    );
    // The focus comes back to the page's heading, from where the next step is near.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: text.principalTitle })).toHaveFocus();
    });
    expect(
      screen.getByText(text.principalSelection.chosen.replace('{{name}}', 'Eetu Mäkinen')),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('link', {
        name: text.principalSelection.continueFor.replace('{{name}}', 'Eetu Mäkinen'),
      }),
    );

    // 3. The enabling step for Eetu, with his insurances read with his token.
    expect(location()).toBe(enablingPage);
    const enabling = await screen.findByRole('dialog', { name: text.enablingStep.title });
    expect(enabling).toHaveAccessibleDescription(
      text.enablingStep.descriptionForPrincipal.replace('{{name}}', 'Eetu Mäkinen'),
    );
    expect(await within(enabling).findByRole('switch')).not.toBeChecked();
    expect(backend.calls(listRoute).map((call) => call.authorization)).toEqual([
      `Bearer token:principal:${eetu}`,
    ]);
    expect(sessionStorage.getItem(enablingFlagKey)).toBe('principal');
  });

  it('sends a patient acting for herself from the enabling step to the selection first', async () => {
    const { location, backend } = renderDirectCompensation(enablingPage);
    expect(await screen.findByRole('dialog', { name: selectPrincipal.title })).toBeInTheDocument();
    expect(location()).toBe(selectionPage);
    expect(backend.calls(listRoute)).toHaveLength(0);
  });

  it('lets a patient already acting for a child continue, or choose again', async () => {
    const { user } = renderDirectCompensation(selectionPage, {
      patient: { type: 'principal', id: eetu },
    });
    const selection = await screen.findByRole('dialog', { name: selectPrincipal.title });
    await user.click(within(selection).getByRole('button', { name: selectPrincipal.cancel }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      await screen.findByRole('link', {
        name: text.principalSelection.continueFor.replace('{{name}}', 'Eetu Mäkinen'),
      }),
    ).toHaveAttribute('href', enablingPage);
    await user.click(screen.getByRole('button', { name: text.principalSelection.choose }));
    expect(await screen.findByRole('dialog', { name: selectPrincipal.title })).toBeInTheDocument();
  });
});
