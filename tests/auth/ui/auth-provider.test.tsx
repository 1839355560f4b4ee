// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../src/auth/ui/auth-provider.tsx';
import type { AuthIntent } from '../../../src/auth/controller-types.ts';
import { useAuth, useAuthIntents, useKeepSessionAlive } from '../../../src/auth/ui/use-auth.ts';
import { useSessionDialog } from '../../../src/auth/ui/use-session-dialog.ts';
import { min, sec, signedInBrowser } from '../support/scenario.ts';

function SessionProbe({ onIntent }: { onIntent: (intent: AuthIntent) => void }) {
  const { auth, user, continuation, continueSession } = useAuth();
  const { dialog, countdown } = useSessionDialog();
  useAuthIntents(onIntent);
  return (
    <div>
      <p>state: {auth.kind}</p>
      <p>user: {user?.givenName ?? 'none'}</p>
      <p>dialog: {dialog.kind}</p>
      <p>countdown: {countdown}</p>
      <p>continue: {continuation.kind}</p>
      <button type="button" onClick={() => void continueSession()}>
        Continue
      </button>
    </div>
  );
}

function KeepAlive() {
  useKeepSessionAlive();
  return null;
}

async function renderSession() {
  const { browser, tabs } = await signedInBrowser(1);
  const tab = tabs[0];
  if (!tab) {
    throw new Error('one tab');
  }
  const intents: AuthIntent[] = [];
  const view = render(
    <AuthProvider controller={tab.controller} clock={browser.clock}>
      <SessionProbe onIntent={(intent) => intents.push(intent)} />
    </AuthProvider>,
  );
  const advance = (ms: number) =>
    act(async () => {
      await browser.advance(ms);
    });
  await advance(0);
  return { browser, tab, intents, view, advance };
}

describe('AuthProvider and the session hooks', () => {
  it('show the signed-in person and, near the idle time-out, the time-out dialog counting down', async () => {
    const { advance } = await renderSession();
    expect(screen.getByText('state: LoggedIn')).toBeInTheDocument();
    expect(screen.getByText('user: Maija')).toBeInTheDocument();
    expect(screen.getByText('dialog: NoDialog')).toBeInTheDocument();

    await advance(min(18));
    expect(screen.getByText('dialog: Timeout')).toBeInTheDocument();
    expect(screen.getByText('countdown: 02:00')).toBeInTheDocument();
    await advance(sec(1));
    expect(screen.getByText('countdown: 01:59')).toBeInTheDocument();
    await advance(sec(59));
    expect(screen.getByText('countdown: 01:00')).toBeInTheDocument();
  });

  it('continue renews the session and the dialog goes away', async () => {
    const { advance } = await renderSession();
    await advance(min(18) + sec(5));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('continue: Loading')).toBeInTheDocument();
    await advance(sec(1));
    expect(screen.getByText('continue: Success')).toBeInTheDocument();
    expect(screen.getByText('dialog: NoDialog')).toBeInTheDocument();
  });

  it('hands the time-out intent to the router and shows the logged-out state', async () => {
    const { advance, intents } = await renderSession();
    await advance(min(20));
    expect(intents).toEqual([{ kind: 'navigate', to: 'timeout' }]);
    expect(screen.getByText('state: LoggedOut')).toBeInTheDocument();
    expect(screen.getByText('dialog: NoDialog')).toBeInTheDocument();
  });

  it('renews on user activity once the last renewal is over 5 minutes old (S-31)', async () => {
    const { advance, browser } = await renderSession();
    const before = browser.provider.tokenRequests;
    await advance(min(5) + sec(1));
    fireEvent.keyDown(window, { key: 'Tab' });
    await advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(before + 1);
  });

  it('a login left spinning is idle again when the page comes back from the bfcache (S-14)', async () => {
    const { tab } = await renderSession();
    void tab.controller.login('/');
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Loading' });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Loading' });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Idle' });
  });

  it('a mounted session-keeping marker renews every 5 minutes until unmounted (S-32)', async () => {
    const { advance, browser, tab, view } = await renderSession();
    const before = browser.provider.tokenRequests;
    view.rerender(
      <AuthProvider controller={tab.controller} clock={browser.clock}>
        <KeepAlive />
      </AuthProvider>,
    );
    await advance(min(10) + sec(1));
    expect(browser.provider.tokenRequests).toBe(before + 3);
    view.unmount();
    await advance(min(10));
    expect(browser.provider.tokenRequests).toBe(before + 3);
  });
});
