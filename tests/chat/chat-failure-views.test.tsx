// @vitest-environment jsdom
// The chat errors of chat-service.md §8 "Chat and topics" through the real HTTP layer with a
// stubbed chat-v4 API: chat not found (E-41), no access (E-42), no chats found (E-43) and chat
// loading failed (E-49), each with the spec's message and its action, in Finnish and Swedish.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatQueuePage, TopicPage } from '../../src/chat/index.ts';
import type { Language } from '../../src/i18n/index.ts';
import { renderChat } from './code/support/render.tsx';
import { chatExample, installFakeChatApi } from './code/support/chat-api.ts';

const api = installFakeChatApi();

const exampleNames: Record<number, string> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  500: 'internalError',
};
/** The contract's own error answer of a status for one chat queue. */
const problem = (status: number, signedIn = true) => ({
  status,
  body: chatExample(
    signedIn ? '/person/chat-queues/{id}' : '/chat-queues/{id}',
    'get',
    status,
    exampleNames[status] ?? '',
  ),
});

const queuePage = { fi: '/fi/asiointi/chat/jono/:chatId', sv: '/sv/e-tjanster/chatt/ko/:chatId' };

function render(
  screenElement: ReactNode,
  options: { language: Language; route: string; at: string; signedIn: boolean },
) {
  const user = userEvent.setup();
  const rendered = renderChat(screenElement, {
    language: options.language,
    route: options.route,
    at: options.at,
    signedIn: options.signedIn,
  });
  return { ...rendered, user };
}

function openQueue(language: 'fi' | 'sv', signedIn: boolean) {
  const route = queuePage[language];
  return render(<ChatQueuePage />, {
    language,
    route,
    at: route.replace(':chatId', '3012'),
    signedIn,
  });
}

const queueCall = (signedIn: boolean) =>
  signedIn ? 'GET /person/chat-queues/3012' : 'GET /chat-queues/3012';

describe('chat not found (E-41)', () => {
  it('signed in: says so with the customer service’s phone link (fi)', async () => {
    api.answer(queueCall(true), problem(404));
    const { missingKeys } = openQueue('fi', true);
    const message = await screen.findByText(/Chattia ei löytynyt\. Jos tarvitset apua/);
    expect(message).toHaveTextContent(
      'Chattia ei löytynyt. Jos tarvitset apua, soita asiakaspalveluun 010 555 1200.',
    );
    expect(within(message).getByRole('link', { name: /010 555 1200/ })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    expect(missingKeys).toEqual([]);
  });

  it.each([
    ['fi', 'Chattia ei löytynyt. Jos tarvitset apua, soita asiakaspalveluun 010 555 1200.'],
    ['sv', 'Chatten hittades inte. Om du behöver hjälp, ring kundtjänsten på 010 555 1200.'],
  ] as const)(
    'logged out: says it was not found, not to log in and try again (%s)',
    async (language, text) => {
      api.answer(queueCall(false), problem(404, false));
      const { missingKeys } = openQueue(language, false);
      const start = text.slice(0, text.indexOf('010'));
      expect(await screen.findByText((_, node) => node?.textContent === text)).toHaveTextContent(
        start,
      );
      expect(screen.queryByRole('link', { name: /Kirjaudu sisään|Logga in/ })).toBeNull();
      expect(missingKeys).toEqual([]);
    },
  );

  it('signed in, in Swedish: the phone link', async () => {
    api.answer(queueCall(true), problem(404));
    openQueue('sv', true);
    const message = await screen.findByText(/Chatten hittades inte\. Om du behöver hjälp/);
    expect(within(message).getByRole('link', { name: /010 555 1200/ })).toBeInTheDocument();
  });
});

describe('no access (E-42)', () => {
  it.each([
    [401, 'fi', 'Chatin lataaminen epäonnistui.', 'Sinulla ei ole pääsyä tähän chattiin.'],
    [403, 'fi', 'Chatin lataaminen epäonnistui.', 'Sinulla ei ole pääsyä tähän chattiin.'],
    [403, 'sv', 'Chatten kunde inte laddas.', 'Du har inte tillgång till den här chatten.'],
  ] as const)(
    'signed in, %i: both messages as an alert (%s)',
    async (status, language, ...texts) => {
      api.answer(queueCall(true), problem(status));
      const { missingKeys } = openQueue(language, true);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(texts.join(''));
      expect(missingKeys).toEqual([]);
    },
  );

  it('logged out: the login prompt that comes back to the chat, not an error', async () => {
    api.answer(queueCall(false), problem(403, false));
    openQueue('fi', false);
    expect(
      await screen.findByRole('heading', { name: 'Kirjaudu sisään aloittaaksesi chatin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' })).toHaveAttribute(
      'href',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=%2Ffi%2Fasiointi%2Fchat%2Fjono%2F3012',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('no chats found (E-43)', () => {
  it.each([
    [
      'fi',
      '/fi/asiointi/chat/aihe/:topicId',
      'Tästä aiheesta ei löytynyt chatteja juuri nyt.',
      'Yritä uudelleen',
    ],
    [
      'sv',
      '/sv/e-tjanster/chatt/amne/:topicId',
      'Inga chattar hittades inom det här ämnet just nu.',
      'Försök igen',
    ],
  ] as const)(
    'says a topic has no chats, with a retry that asks again (%s)',
    async (language, route, text, retry) => {
      api.answer('GET /topics', {
        status: 200,
        body: chatExample('/topics', 'get', 200, 'topics'),
      });
      api.answer('GET /ui-categories', {
        status: 200,
        body: chatExample('/ui-categories', 'get', 200, 'uiCategories'),
      });
      api.answer('GET /person/chat-queues', { status: 200, body: [] });
      const { user, missingKeys } = render(<TopicPage />, {
        language,
        route,
        at: route.replace(':topicId', '10'),
        signedIn: true,
      });
      const message = await screen.findByText(text);
      expect(screen.getByRole('heading', { level: 1, name: 'Yleislääkäri' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: retry }));
      await waitFor(() => {
        expect(api.calls('GET /person/chat-queues')).toHaveLength(2);
      });
      expect(message).toBeInTheDocument();
      expect(missingKeys).toEqual([]);
    },
  );
});

describe('chat loading failed (E-49)', () => {
  it.each([
    ['fi', 'Chattien lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.', 'Yritä uudelleen'],
    ['sv', 'Chattarna kunde inte laddas. Försök igen om en stund.', 'Försök igen'],
  ] as const)(
    'is the default, with a retry that asks again (%s)',
    async (language, text, retry) => {
      api.answerOnce(queueCall(true), problem(500));
      const { user, missingKeys } = openQueue(language, true);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      api.answer(queueCall(true), problem(404));
      await user.click(within(alert).getByRole('button', { name: retry }));
      await waitFor(() => {
        expect(api.calls(queueCall(true))).toHaveLength(2);
      });
      expect(missingKeys).toEqual([]);
    },
  );

  it('on the topic page too, with the same retry', async () => {
    api.answer('GET /topics', { status: 200, body: chatExample('/topics', 'get', 200, 'topics') });
    api.answer('GET /ui-categories', { status: 200, body: [] });
    api.answerOnce('GET /person/chat-queues', problem(500));
    const { user } = render(<TopicPage />, {
      language: 'fi',
      route: '/fi/asiointi/chat/aihe/:topicId',
      at: '/fi/asiointi/chat/aihe/10',
      signedIn: true,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Chattien lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    await waitFor(() => {
      expect(api.calls('GET /person/chat-queues')).toHaveLength(2);
    });
  });

  it('keeps the topic’s breadcrumb and heading, offers the phone beside the retry, and asks again when the connection returns', async () => {
    api.answer('GET /topics', { status: 200, body: chatExample('/topics', 'get', 200, 'topics') });
    api.answer('GET /ui-categories', { status: 200, body: [] });
    api.answer('GET /person/chat-queues', problem(500));
    render(<TopicPage />, {
      language: 'fi',
      route: '/fi/asiointi/chat/aihe/:topicId',
      at: '/fi/asiointi/chat/aihe/10',
      signedIn: true,
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Yleislääkäri' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Murupolku' }));
    expect(crumbs.getByRole('link', { name: 'Etävastaanotto' })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat',
    );
    expect(crumbs.getByText('Yleislääkäri')).toHaveAttribute('aria-current', 'page');
    expect(within(alert).getByRole('link', { name: /010 555 1200/ })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    expect(within(alert).getByRole('button', { name: 'Yritä uudelleen' })).toBeInTheDocument();
    const asked = api.calls('GET /person/chat-queues').length;

    api.answer('GET /person/chat-queues', {
      status: 200,
      body: chatExample('/person/chat-queues', 'get', 200, 'mainUser'),
    });
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => {
      expect(api.calls('GET /person/chat-queues').length).toBeGreaterThan(asked);
    });
    await waitFor(() => {
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('keeps a heading and the breadcrumb when even the topics fail', async () => {
    api.answer('GET /topics', problem(500));
    api.answer('GET /ui-categories', { status: 200, body: [] });
    api.answer('GET /person/chat-queues', { status: 200, body: [] });
    render(<TopicPage />, {
      language: 'sv',
      route: '/sv/e-tjanster/chatt/amne/:topicId',
      at: '/sv/e-tjanster/chatt/amne/10',
      signedIn: true,
    });
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Ämne' })).toBeInTheDocument();
    expect(within(alert).getByText(/Du kan också ringa kundtjänsten/)).toBeInTheDocument();
  });
});
