// @vitest-environment jsdom
// The session page (Q-41…Q-51) with a fake chat host and the fake chat API: chat-started once,
// fresh metadata handed to the widget (never logged), the states from the widget's events, the
// close carrying the chat to the front page, the failure view with its event, the code chat, a
// chat host whose script never loads, and a bare link that starts nothing.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPatientScope } from '../../../src/api/index.ts';
import { forgetChatCodes, rememberChatCode } from '../../../src/chat/code/index.ts';
import { setChatLockManager } from '../../../src/chat/session/chat-tab-claim.ts';
import { ChatSessionPage } from '../../../src/chat/session/chat-session-page.tsx';
import type { ChatType } from '../../../src/chat/chat-start.ts';
import { chatExample, installFakeChatApi } from '../code/support/chat-api.ts';
import { renderChat } from '../code/support/render.tsx';
import { subjects } from '../../support/test-token.ts';
import { createFakeLocks } from './support/fake-locks.ts';
import { sendReportsTo, type Report } from '../../../src/ui/index.ts';

const doctorChat = chatExample('/person/chat-queues/{id}', 'get', 200, 'doctorChat') as {
  ninchatId: string;
};
const metadata = (
  chatExample('/person/chats/{id}/get-secure-metadata', 'post', 200, 'secureMetadata') as {
    metadata: string;
  }
).metadata;

const api = installFakeChatApi({
  'GET /person/chat-queues/3012': { status: 200, body: doctorChat },
  'POST /person/chats/3012/get-secure-metadata': { status: 200, body: { metadata } },
  'POST /person/chat-started/3012': { status: 204 },
});

const widget = {
  origin: 'http://localhost:4010',
  scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
  hostUrl: 'http://localhost:4030/chat-host',
  realmId: 'kaiku-local',
  siteConfig: 'asiointi-local',
};
const hostOrigin = 'http://localhost:4030';

let inits: { options: Record<string, unknown>; emit: (value: unknown) => void }[] = [];
let closes: unknown[] = [];
let hostLoads = true;
let observer: MutationObserver;
beforeEach(() => {
  inits = [];
  closes = [];
  hostLoads = true;
  // The chat host page as chat-host/chat-host.js behaves: ready, then the embed options of one
  // session, `started` once the script has loaded, and the chat's events from its own origin.
  const seen = new WeakSet<HTMLIFrameElement>();
  observer = new MutationObserver(() => {
    document.querySelectorAll('iframe').forEach((frame) => {
      const host = frame.contentWindow;
      if (seen.has(frame) || !host || !frame.src.startsWith(`${hostOrigin}/`)) {
        return;
      }
      seen.add(frame);
      const fromHost = (data: unknown) => {
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: hostOrigin, source: host }),
        );
      };
      host.postMessage = ((message: { type: string; options?: Record<string, unknown> }) => {
        if (message.type === 'start') {
          inits.push({
            options: message.options ?? {},
            emit: (value) => {
              fromHost({ source: 'ninchat-host-event', ...(value as object) });
            },
          });
          if (hostLoads) {
            fromHost({ source: 'asiointi-chat-host', type: 'started' });
          }
        } else if (message.type === 'close') {
          closes.push(message.type);
        }
      }) as Window['postMessage'];
      fromHost({ source: 'asiointi-chat-host', type: 'ready' });
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
});
afterEach(() => {
  vi.useRealTimers();
  observer.disconnect();
  forgetChatCodes();
  sendReportsTo(undefined);
});

function renderSession(type: ChatType = 'OnDemand', chatId = 3012, explicit = true) {
  const segment = type === 'OnDemand' ? 'jono' : 'koodi';
  return renderChat(
    <ChatSessionPage
      type={type}
      widget={widget}
      helpGuideUrl="http://localhost:4010/chat-widget/help-guide"
      sessionKeeper={<span data-testid="keeper" />}
    />,
    {
      route: `/fi/asiointi/chat/${segment}/:chatId/vastaanotto`,
      at: `/fi/asiointi/chat/${segment}/${chatId}/vastaanotto`,
      state: explicit ? { chatSessionStart: true } : null,
    },
  );
}

const emit = (value: unknown) => {
  act(() => {
    inits[0]?.emit(value);
  });
};

describe('ChatSessionPage', () => {
  it('opens an on-demand session: chat-started once, fresh metadata to the widget, queue to chat to close', async () => {
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    expect(api.calls('POST /person/chat-started/3012')).toHaveLength(1);
    expect(api.calls('POST /person/chats/3012/get-secure-metadata')).toHaveLength(1);
    expect(inits[0]?.options).toMatchObject({
      audienceMetadata: { secure: metadata },
      audienceQueues: [doctorChat.ninchatId],
      audienceAutoQueue: doctorChat.ninchatId,
      language: 'fi',
    });
    expect(screen.getByTestId('keeper')).toBeInTheDocument();

    emit({ type: 'queued', position: 2 });
    expect(screen.getByText('Olet jonossa, sijaintisi jonossa: 2.')).toBeInTheDocument();
    emit({ type: 'message', from: 'specialist' });
    emit({ type: 'audienceStarted' });
    expect(screen.getByText('Keskustelu asiantuntijan kanssa on käynnissä.')).toBeInTheDocument();

    emit({ type: 'closed' });
    const front = await screen.findByTestId('elsewhere');
    expect(front).toHaveTextContent('/fi/asiointi/chat');
    expect(JSON.parse(front.dataset.state ?? 'null')).toMatchObject({
      endedChat: { id: 3012, paidByTheUser: true },
    });
  });

  it('goes to the front page without the chat when it closes in the queue', async () => {
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    emit({ type: 'queued', position: 1 });
    emit({ type: 'closed' });
    expect((await screen.findByTestId('elsewhere')).dataset.state).toBe('null');
  });

  it('shows the failure view on a widget failure, emits remote-reception-failed, reports without the metadata', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendReportsTo(() => undefined); // what other tests left held is not this test's
    const reports: Report[] = [];
    sendReportsTo((report) => reports.push(report));
    const failed = vi.fn();
    window.addEventListener('remote-reception-failed', failed);
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    emit({ type: 'failed', reason: 'SITE_CONFIG_LOADING_FAILED' });
    // The site configuration never loaded: the chat did not start (E-45).
    expect(
      await screen.findByRole('heading', { name: 'Chatin aloittaminen epäonnistui.' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('keeper')).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
    expect((failed.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      chatId: 3012,
      reason: 'siteConfig',
    });
    expect(reports).toContainEqual({
      type: 'exception',
      message: '[chat-session] Remote reception failed: siteConfig.',
      errorName: 'Error',
      severity: 'critical',
    });
    expect(JSON.stringify(reports)).not.toContain('3012');
    expect(JSON.stringify(reports)).not.toContain(metadata);
    expect(errors.mock.calls.flat().join(' ')).not.toContain(metadata);
    window.removeEventListener('remote-reception-failed', failed);
  });

  it('fails without starting the widget when the metadata does not come', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answer('POST /person/chats/3012/get-secure-metadata', {
      status: 500,
      body: { type: 'about:blank', title: 'Internal Server Error', status: 500 },
    });
    renderSession();
    expect(
      await screen.findByRole('heading', { name: 'Chatin aloittaminen epäonnistui.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
    expect(inits).toEqual([]);
  });

  it('says the session failed, not its start, when the widget fails once under way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    emit({ type: 'queued', position: 2 });
    emit({ type: 'failed', reason: 'CONNECTION_LOST' });
    expect(
      await screen.findByRole('heading', { name: 'Etävastaanotto ei onnistunut' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chatin aloittaminen epäonnistui.' })).toBeNull();
  });

  it('sends the remembered code of a code chat, and no chat-started', async () => {
    api.answer('GET /person/chat-queues/3200', { status: 200, body: { ...doctorChat, id: 3200 } });
    api.answer('POST /person/chats/3200/get-secure-metadata', { status: 200, body: { metadata } });
    const requests: string[] = [];
    const fetchSpy = vi.mocked(globalThis.fetch);
    const original = fetchSpy.getMockImplementation();
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'POST') {
        requests.push(await input.clone().text());
      }
      return original ? original(input, init) : new Response(null, { status: 599 });
    });
    // The code belongs to whoever checked it: Laura, acting for herself.
    setPatientScope({ subject: subjects.mainUser, patient: 'main' });
    rememberChatCode(3200, 'K7RM2Q');
    renderSession('OnDemandByCode', 3200);
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    expect(requests.map((body) => JSON.parse(body) as unknown)).toEqual([
      { chatCode: 'K7RM2Q', selfTriageId: null },
    ]);
    expect(api.all().filter((call) => call.includes('chat-started'))).toEqual([]);
  });

  it('resumes a code chat after a reload: its code is in the tab, for the same person and patient', async () => {
    api.answer('GET /person/chat-queues/3200', { status: 200, body: { ...doctorChat, id: 3200 } });
    api.answer('POST /person/chats/3200/get-secure-metadata', { status: 200, body: { metadata } });
    setPatientScope({ subject: subjects.mainUser, patient: 'main' });
    // What the code page left in the tab before the reload (nothing of it is in memory now).
    sessionStorage.setItem(
      'tap.chat_code_v1',
      JSON.stringify({
        3200: { code: 'K7RM2Q', scope: { subject: subjects.mainUser, patient: 'main' } },
      }),
    );
    renderSession('OnDemandByCode', 3200);
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    expect(api.calls('POST /person/chats/3200/get-secure-metadata')).toHaveLength(1);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('sends a code chat without its code back to the code page', async () => {
    renderSession('OnDemandByCode', 3200);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/fi/asiointi/chat/koodi');
  });

  it('shows the queue page for a bare link, without queueing or fetching the metadata', async () => {
    renderSession('OnDemand', 3012, false);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/fi/asiointi/chat/jono/3012');
    expect(screen.getByTestId('elsewhere')).not.toHaveTextContent('vastaanotto');
    expect(api.calls('POST /person/chats/3012/get-secure-metadata')).toEqual([]);
    expect(api.calls('POST /person/chat-started/3012')).toEqual([]);
    expect(inits).toEqual([]);
  });

  it('sends a code chat opened by a bare link to the code page, even with its code kept', async () => {
    setPatientScope({ subject: subjects.mainUser, patient: 'main' });
    rememberChatCode(3200, 'K7RM2Q');
    renderSession('OnDemandByCode', 3200, false);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/fi/asiointi/chat/koodi');
    expect(inits).toEqual([]);
  });

  it('closes Ninchat by force when the page goes (logout, time-out, another patient)', async () => {
    const view = renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    view.unmount();
    expect(closes).toEqual(['close']);
  });

  it('leaves for the front page and closes Ninchat by force when the user turns to another patient', async () => {
    const view = renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    emit({ type: 'audienceStarted' });
    act(() => {
      view.store.select({ type: 'principal', id: '100201' });
    });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/fi\/asiointi\/chat$/);
    expect(closes).toEqual(['close']);
    expect(inits).toHaveLength(1);
  });

  it('shows the failure view with a retry when the script has not loaded after 20 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    hostLoads = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(screen.queryByRole('heading', { name: 'Chatin aloittaminen epäonnistui.' })).toBeNull();
    expect(screen.getAllByText('Chattia avataan…').length).toBeGreaterThan(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(
      await screen.findByRole('heading', { name: 'Chatin aloittaminen epäonnistui.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
  });
});

describe('one chat per patient across tabs', () => {
  beforeEach(() => {
    setChatLockManager(createFakeLocks());
  });
  afterEach(() => {
    setChatLockManager(null);
  });

  const elsewhere = 'Chat on auki toisessa välilehdessä';
  const moved = 'Chat siirtyi toiseen välilehteen';
  const takeOver = 'Jatka chattia tässä välilehdessä';

  it('a second tab does not queue the patient again; it takes the chat over, and the first lets go without ending it', async () => {
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    renderSession();
    expect(await screen.findByRole('heading', { level: 1, name: elsewhere })).toBeVisible();
    expect(api.calls('POST /person/chats/3012/get-secure-metadata')).toHaveLength(1);
    expect(api.calls('POST /person/chat-started/3012')).toHaveLength(1);
    expect(inits).toHaveLength(1);

    act(() => {
      screen.getByRole('button', { name: takeOver }).click();
    });
    expect(await screen.findByRole('heading', { level: 1, name: moved })).toBeVisible();
    await waitFor(() => {
      expect(inits).toHaveLength(2);
    });
    // The first tab's widget went without the forced close: the vendor resumes the conversation.
    expect(closes).toEqual([]);
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1, name: elsewhere })).toBeNull();

    // And back again.
    act(() => {
      screen.getByRole('button', { name: takeOver }).click();
    });
    await waitFor(() => {
      expect(inits).toHaveLength(3);
    });
    expect(screen.getAllByRole('heading', { level: 1, name: moved })).toHaveLength(1);
    expect(closes).toEqual([]);
  });

  it('a tab closed with the chat frees it for the other tab', async () => {
    const first = renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    renderSession();
    await screen.findByRole('heading', { level: 1, name: elsewhere });
    first.unmount();
    expect(closes).toEqual(['close']);
    act(() => {
      screen.getByRole('button', { name: takeOver }).click();
    });
    await waitFor(() => {
      expect(inits).toHaveLength(2);
    });
  });

  it('another chat of the same patient open elsewhere is named, without a take-over', async () => {
    renderSession();
    await waitFor(() => {
      expect(inits).toHaveLength(1);
    });
    renderSession('OnDemand', 3013);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toinen chat on auki' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: takeOver })).toBeNull();
    expect(screen.getByRole('link', { name: 'Takaisin etävastaanottoon' })).toBeVisible();
    expect(inits).toHaveLength(1);
  });
});
