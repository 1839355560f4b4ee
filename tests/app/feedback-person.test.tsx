// @vitest-environment jsdom
// The portal's feedback follows the signed-in person (src/app/routes/feedback-person.tsx): on one
// browser each person has their own 60 days for the customer-effort question (B-13) and their
// own visitor id; a visitor keeps the browser's entries; nothing stored names a person.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonFeedbackProvider } from '../../src/app/routes/feedback-person.tsx';
import { AuthProvider, type SessionUser } from '../../src/auth/index.ts';
import { lastFeedbackKey, useFeedbackOpener } from '../../src/feedback/index.ts';
import { ChatThatEnds } from '../support/chat-that-ends.tsx';
import { controllableAuth } from '../support/controllable-auth.ts';
import { renderApp } from '../support/render-app.tsx';

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
});

/** The logged-out start's controller, whose signed-in person the test changes. */
function personAuth() {
  const { controller, change } = controllableAuth();
  const signIn = (user: SessionUser | null) => {
    change((snapshot) => ({ ...snapshot, user }));
  };
  return { controller, signIn };
}

/** Whether the provider holds a store yet (a signed-in person's key is computed first). */
function FeedbackReady() {
  const feedback = useFeedbackOpener();
  return (
    <p>{feedback?.customerEffortDue(Date.parse('2100-01-01T00:00:00Z')) ? 'ready' : 'waiting'}</p>
  );
}

const pageRendered = vi.fn();
function Page() {
  pageRendered();
  return (
    <>
      <ChatThatEnds />
      <FeedbackReady />
    </>
  );
}

const anna: SessionUser = {
  subject: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
  givenName: 'Anna',
  familyName: 'Aaltonen',
};
const bertil: SessionUser = {
  subject: '5d0c1c8e-9f52-4f43-9a7e-4f1f6f0a3b21',
  givenName: 'Bertil',
  familyName: 'Backman',
};

describe('the portal’s feedback per signed-in person', () => {
  it('asks B although A answered yesterday, and A not again within 60 days', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    const answeredAt = Date.now();
    const { controller, signIn } = personAuth();
    pageRendered.mockClear();
    renderApp(
      <AuthProvider controller={controller}>
        <PersonFeedbackProvider serviceTags={[]} environment="test">
          <Page />
        </PersonFeedbackProvider>
      </AuthProvider>,
      { at: '/fi/asiointi/chat' },
    );
    const user = userEvent.setup();
    const chatEnds = () => user.click(screen.getByRole('button', { name: 'Chat ended' }));
    const askedAndClosed = async () => {
      await chatEnds();
      const dialog = await screen.findByRole('dialog', { name: 'Kerro kokemuksestasi' });
      await user.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    };
    const signedIn = async (person: SessionUser | null) => {
      signIn(person);
      await screen.findByText('ready');
    };

    // A is asked after her chat.
    await signedIn(anna);
    await askedAndClosed();
    await chatEnds();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next day B signs in on the same browser: A's answer is not his.
    vi.setSystemTime(answeredAt + 24 * 60 * 60 * 1000);
    await signedIn(null);
    await signedIn(bertil);
    await askedAndClosed();

    // A again: 60 days (5 184 000 000 ms) after her answer she is not asked, a moment later she is.
    await signedIn(null);
    await signedIn(anna);
    vi.setSystemTime(answeredAt + 5_184_000_000);
    await chatEnds();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.setSystemTime(answeredAt + 5_184_000_001);
    await askedAndClosed();

    // The browser's own entry (a visitor's) was never written, and no key names a person.
    expect(window.localStorage.getItem(lastFeedbackKey)).toBeNull();
    const keys = Object.keys(window.localStorage);
    expect(keys.filter((key) => key.startsWith(`${lastFeedbackKey}.`))).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/ba882c38|5d0c1c8e/);
    // A change of the person re-renders the feedback's consumers, not the pages under it.
    expect(pageRendered).toHaveBeenCalledTimes(1);
  });

  it('keeps a visitor on the browser’s entries', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z'), toFake: ['Date'] });
    const { controller } = personAuth();
    renderApp(
      <AuthProvider controller={controller}>
        <PersonFeedbackProvider serviceTags={[]} environment="test">
          <ChatThatEnds />
        </PersonFeedbackProvider>
      </AuthProvider>,
      { at: '/fi/asiointi/chat' },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chat ended' }));
    await screen.findByRole('dialog', { name: 'Kerro kokemuksestasi' });
    expect(window.localStorage.getItem(lastFeedbackKey)).toBe(String(Date.now()));
  });
});
