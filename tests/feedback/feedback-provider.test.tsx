// @vitest-environment jsdom
// NS-50: the footer's "feedback" opens the spontaneous feedback, open type with
// `trigger:spontaneous`, as a real button reached by keyboard; the dialog takes the focus, Escape
// closes it and the focus returns (A-04…A-06); the tags of B-06 with the environment's.
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { configureHttp } from '../../src/api/index.ts';
import {
  FeedbackProvider,
  feedbackPersonKey,
  lastFeedbackKey,
  useFeedbackOpener,
  visitorKey,
} from '../../src/feedback/index.ts';
import { createPortalI18n, loadLanguage } from '../../src/i18n/index.ts';
import { Footer, ShellSettingsProvider } from '../../src/shell/index.ts';
import { ChatThatEnds } from '../support/chat-that-ends.tsx';
import { renderApp, testSettings } from '../support/render-app.tsx';

const sent: { url: URL; body: { tags: string[]; externalId: string; score?: number } }[] = [];

beforeEach(() => {
  sent.length = 0;
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ url: new URL(request.url), body: (await request.json()) as never });
    return new Response(null, { status: 204 });
  });
  configureHttp({
    baseUrl: () => 'http://feedback.test/v1',
    serviceToken: () => 'feedback-service-token',
    report: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  configureHttp({});
  // The worker's next file shares this storage (vite.config.ts: `isolate: false`).
  window.localStorage.clear();
});

/** The footer as the app wires it (use-app-shell-settings.ts): its feedback opens open feedback. */
function FooterOpeningFeedback() {
  const feedback = useFeedbackOpener();
  const settings = testSettings({
    openFeedback: () => {
      feedback?.open('open', 'spontaneous');
    },
  });
  return (
    <ShellSettingsProvider settings={settings}>
      <Footer />
    </ShellSettingsProvider>
  );
}

function renderFooter(path: string, i18n?: I18n) {
  renderApp(
    <FeedbackProvider serviceTags={['product:asiointi', 'channel:web']} environment="test">
      <FooterOpeningFeedback />
    </FeedbackProvider>,
    { at: path, ...(i18n && { i18n }) },
  );
  return userEvent.setup();
}

describe('the footer’s spontaneous feedback (NS-50)', () => {
  it('is a button reached by keyboard; the dialog takes the focus and Escape gives it back', async () => {
    const user = renderFooter('/fi/asiointi/');
    const legal = within(screen.getByRole('list', { name: 'Tietoa palvelusta' }));
    const opener = legal.getByRole('button', { name: 'Anna palautetta' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anna palautetta' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('textbox', { name: /Palautteesi/ })).toBeRequired();
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends open feedback with the spontaneous trigger and the tags of B-06', async () => {
    const user = renderFooter('/sv/e-tjanster/');
    await user.click(screen.getByRole('button', { name: 'Ge respons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ge respons' });
    await user.type(within(dialog).getByRole('textbox', { name: /Din respons/ }), 'Bra.');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    expect(await within(dialog).findByText('Tack för ditt svar!')).toBeInTheDocument();

    const [request] = sent;
    expect(request?.url.searchParams.has('updateIfExists')).toBe(false);
    expect(request?.body.score).toBeUndefined();
    expect(request?.body.externalId).toMatch(/^open-\d{13}-[a-z0-9]{8}$/);
    const visitor = window.localStorage.getItem(visitorKey) ?? '';
    expect(visitor).toMatch(/^[0-9a-f]{16}$/);
    expect(request?.body.tags).toEqual([
      'product:asiointi',
      'channel:web',
      'service:frontpage',
      'trigger:spontaneous',
      'environment:test',
      'language:sv',
      'device:desktop',
      `browser:${navigator.userAgent.slice(0, 64)}`,
      `visitor:${visitor}`,
    ]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1) ?? dialog);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Ge respons' })).toHaveFocus();
  });

  it('loads its catalogue part with the dialog: the portal’s instance holds only the core before', async () => {
    const missing: string[] = [];
    const i18n = createPortalI18n((key) => missing.push(key));
    await loadLanguage(i18n, 'fi');
    expect(i18n.getResourceBundle('fi', 'translation')).not.toHaveProperty('feedback');
    const user = renderFooter('/fi/asiointi/', i18n);
    await user.click(screen.getByRole('button', { name: 'Anna palautetta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna palautetta' });
    expect(within(dialog).getByRole('textbox', { name: /Palautteesi/ })).toBeRequired();
    expect(missing).toEqual([]);
  });
});

describe('the customer-effort question after a chat (B-13, AMB-31)', () => {
  const day = 24 * 60 * 60 * 1000;

  it('is asked at most once in 60 days, also when dismissed unanswered', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const shownAt = Date.now();
    renderApp(
      <FeedbackProvider serviceTags={[]} environment="test">
        <ChatThatEnds />
      </FeedbackProvider>,
      { at: '/fi/asiointi/chat' },
    );
    const user = userEvent.setup();
    const chatEnds = async () => {
      await user.click(screen.getByRole('button', { name: 'Chat ended' }));
    };

    await chatEnds();
    const dialog = await screen.findByRole('dialog', { name: 'Kerro kokemuksestasi' });
    expect(window.localStorage.getItem(lastFeedbackKey)).toBe(String(shownAt));
    await user.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await chatEnds();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // 60 days exactly is not yet more than 60 days.
    vi.setSystemTime(shownAt + 5_184_000_000);
    await chatEnds();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    vi.setSystemTime(shownAt + 60 * day + 1);
    await chatEnds();
    expect(await screen.findByRole('dialog', { name: 'Kerro kokemuksestasi' })).toBeInTheDocument();
  });

  it('keeps each signed-in person’s visitor id and 60 days apart on one browser', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T10:00:00Z'), toFake: ['Date'] });
    const laura = await feedbackPersonKey('ba882c38-4efc-41c7-87ac-a7951d1df174');
    const aino = await feedbackPersonKey('5d0c1c8e-9f52-4f43-9a7e-4f1f6f0a3b21');
    expect(laura).toMatch(/^[0-9a-f]{32}$/);
    expect(aino).not.toBe(laura);

    function TwoPeople() {
      const [person, setPerson] = useState(laura);
      return (
        <FeedbackProvider serviceTags={[]} environment="test" person={person}>
          <ChatThatEnds />
          <button
            type="button"
            onClick={() => {
              setPerson(aino);
            }}
          >
            Aino signs in
          </button>
        </FeedbackProvider>
      );
    }
    renderApp(<TwoPeople />, { at: '/fi/asiointi/chat' });
    const user = userEvent.setup();
    const askedAfterChat = async () => {
      await user.click(screen.getByRole('button', { name: 'Chat ended' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kerro kokemuksestasi' });
      await user.click(within(dialog).getByRole('button', { name: 'Sulje' }));
    };

    await askedAfterChat();
    await user.click(screen.getByRole('button', { name: 'Chat ended' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Laura's last feedback is not Aino's: Aino is asked after her own chat.
    await user.click(screen.getByRole('button', { name: 'Aino signs in' }));
    await askedAfterChat();
    const keys = Object.keys(window.localStorage).sort();
    expect(keys).toEqual(
      [
        `${lastFeedbackKey}.${aino}`,
        `${lastFeedbackKey}.${laura}`,
        `${visitorKey}.${aino}`,
        `${visitorKey}.${laura}`,
      ].sort(),
    );
    expect(keys.join(' ')).not.toMatch(/ba882c38|5d0c1c8e/);
  });

  it('gives each signed-in person a visitor id of their own', async () => {
    const laura = await feedbackPersonKey('ba882c38-4efc-41c7-87ac-a7951d1df174');
    const aino = await feedbackPersonKey('5d0c1c8e-9f52-4f43-9a7e-4f1f6f0a3b21');
    const visitorTags: string[] = [];
    function Spontaneous({ person }: { person: string }) {
      return (
        <FeedbackProvider serviceTags={[]} environment="test" person={person}>
          <FooterOpeningFeedback />
        </FeedbackProvider>
      );
    }
    for (const person of [laura, aino]) {
      const { unmount } = renderApp(<Spontaneous person={person} />, {
        at: '/fi/asiointi/',
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Anna palautetta' }));
      const dialog = await screen.findByRole('dialog', { name: 'Anna palautetta' });
      await user.type(within(dialog).getByRole('textbox', { name: /Palautteesi/ }), 'Hyvä');
      await user.click(within(dialog).getByRole('button', { name: 'Lähetä' }));
      await waitFor(() => {
        expect(sent).toHaveLength(visitorTags.length + 1);
      });
      visitorTags.push(sent.at(-1)?.body.tags.find((tag) => tag.startsWith('visitor:')) ?? '');
      unmount();
    }
    expect(visitorTags[0]).toMatch(/^visitor:[0-9a-f]{16}$/);
    expect(visitorTags[1]).toMatch(/^visitor:[0-9a-f]{16}$/);
    expect(visitorTags[1]).not.toBe(visitorTags[0]);
    expect(window.localStorage.getItem(visitorKey)).toBeNull();
  });
});
