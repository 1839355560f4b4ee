// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionDialogs } from '../../../src/auth/index.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createFakeController, loggedInUntil } from './support/fake-controller.ts';
import { renderAuth } from './support/render-auth.tsx';

const second = 1000;
const minute = 60 * second;

/** A page with the session dialogs, `timeoutInMs` before the idle time-out (and `expiresInMs`). */
function renderDialogs(
  options: { timeoutInMs?: number; expiresInMs?: number; path?: string; embedded?: boolean } = {},
) {
  const clock = createFakeClock();
  const fake = createFakeController({
    mode: options.embedded === true ? 'embedded' : 'web',
    auth: loggedInUntil(clock.clock.now(), options.timeoutInMs ?? 2 * minute, options.expiresInMs),
  });
  const view = renderAuth({
    fake,
    clock,
    ...(options.path === undefined ? {} : { path: options.path }),
    routes: [
      {
        path: '*',
        element: (
          <>
            <button type="button">On the page</button>
            <SessionDialogs />
          </>
        ),
      },
    ],
  });
  return { ...view, fake, user: userEvent.setup() };
}

/** The dialog's overlay: a pointer convenience with no role, so it is found by its class. */
const overlay = () => {
  const element = document.querySelector('.ds-dialog__overlay');
  if (!(element instanceof HTMLElement)) {
    throw new Error('No dialog overlay');
  }
  return element;
};

describe('the time-out dialog', () => {
  it('asks whether to continue and counts down every second (S-36)', async () => {
    const { advance } = renderDialogs();
    const dialog = screen.getByRole('alertdialog', { name: 'Haluatko jatkaa?' });
    expect(within(dialog).getByRole('timer', { name: 'Aikaa jäljellä' })).toHaveTextContent(
      '02:00',
    );
    await advance(second);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:59');
    await advance(58 * second);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:01');
  });

  it('announces the time left once a minute, not every second', async () => {
    const { advance } = renderDialogs();
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(/Istunto päättyy enintään 2 minuutin kuluttua\./);
    const live = within(dialog).getByText('Istunto päättyy enintään 2 minuutin kuluttua.');
    expect(live).toHaveAttribute('aria-live', 'polite');
    await advance(59 * second);
    expect(live).toHaveTextContent('Istunto päättyy enintään 2 minuutin kuluttua.');
    await advance(second);
    expect(live).toHaveTextContent('Istunto päättyy enintään minuutin kuluttua.');
  });

  it.each([
    ['/sv/e-tjanster/', 'Vill du fortsätta?'],
    ['/en/e-services/', 'Do you want to continue?'],
  ])('is titled in the page language at %s', (path, title) => {
    renderDialogs({ path });
    expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument();
  });

  it('continues the session with its button, which has focus', async () => {
    const { fake, user } = renderDialogs();
    const button = screen.getByRole('button', { name: 'Jatka' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(fake.controller.continueSession).toHaveBeenCalledTimes(1);
  });

  it('continues the session when closed by its close button, Escape or the overlay (AMB-16)', async () => {
    const { fake, user } = renderDialogs();
    await user.click(screen.getByRole('button', { name: 'Sulje ja jatka istuntoa' }));
    expect(fake.controller.continueSession).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(fake.controller.continueSession).toHaveBeenCalledTimes(2);
    await user.click(overlay());
    expect(fake.controller.continueSession).toHaveBeenCalledTimes(3);
  });

  it('shows a spinner on continue while it is loading', () => {
    const { fake } = renderDialogs();
    act(() => {
      fake.set({ continuation: { kind: 'Loading' } });
    });
    expect(screen.getByRole('button', { name: 'Jatka' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when continuing failed (E-03)', () => {
    const { fake } = renderDialogs({ path: '/en/e-services/' });
    act(() => {
      fake.set({ continuation: { kind: 'Error', messageKey: 'auth.session.continueFailed' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unable to continue. Please try again soon.',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-busy');
  });

  it('goes away when the session is renewed, giving focus back to the page', async () => {
    const { fake, clock, user, advance } = renderDialogs({ timeoutInMs: 3 * minute });
    await user.click(screen.getByRole('button', { name: 'On the page' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(minute);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => {
      fake.set({ auth: loggedInUntil(clock.clock.now(), 20 * minute) });
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'On the page' })).toHaveFocus();
  });
});

describe('the expiration dialog', () => {
  const nearExpiry = { timeoutInMs: 2 * minute, expiresInMs: 2 * minute };

  it('says the session is ending, with the countdown and no close button (S-39)', async () => {
    const { advance } = renderDialogs({ ...nearExpiry, path: '/en/e-services/' });
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is ending' });
    expect(within(dialog).getByRole('timer', { name: 'Time left' })).toHaveTextContent('02:00');
    await advance(second);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:59');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Log in again', 'Log out']);
  });

  it.each([
    ['/fi/asiointi/', 'Istuntosi on päättymässä'],
    ['/sv/e-tjanster/', 'Din session håller på att ta slut'],
  ])('is titled in the page language at %s', (path, title) => {
    renderDialogs({ ...nearExpiry, path });
    expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument();
  });

  it('stays open on Escape and on an overlay click (AMB-15, A-10)', async () => {
    const { fake, user } = renderDialogs(nearExpiry);
    await user.keyboard('{Escape}');
    await user.click(overlay());
    expect(screen.getByRole('alertdialog', { name: 'Istuntosi on päättymässä' })).toBeVisible();
    expect(fake.controller.continueSession).not.toHaveBeenCalled();
    expect(fake.controller.logout).not.toHaveBeenCalled();
  });

  it('logs in again back to the current page', async () => {
    const { fake, user } = renderDialogs({ ...nearExpiry, path: '/fi/asiointi/omat-tiedot?a=1' });
    const logIn = screen.getByRole('button', { name: 'Kirjaudu uudelleen' });
    expect(logIn).toHaveFocus();
    await user.click(logIn);
    expect(fake.controller.login).toHaveBeenCalledWith('/fi/asiointi/omat-tiedot?a=1');
    act(() => {
      fake.set({ login: { kind: 'Loading' } });
    });
    expect(logIn).toHaveAttribute('aria-busy', 'true');
    act(() => {
      fake.set({ login: { kind: 'Error' } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    );
    // The provider did not answer in time (E-09); the button tries again.
    act(() => {
      fake.set({ login: { kind: 'Error', timedOut: true } });
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tunnistuspalvelu ei vastannut ajoissa. Yritä uudelleen.',
    );
    await user.click(logIn);
    expect(fake.controller.login).toHaveBeenCalledTimes(2);
  });

  it('logs out', async () => {
    const { fake, user } = renderDialogs(nearExpiry);
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));
    expect(fake.controller.logout).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Kirjaudu ulos' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('SessionDialogs', () => {
  it('shows nothing while the session end is more than two minutes away', () => {
    renderDialogs({ timeoutInMs: 2 * minute + second });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows nothing in embedded mode', () => {
    renderDialogs({ embedded: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
