// @vitest-environment jsdom
// the topic page offers the other ways to get care (a chat by code, booking, direct
// compensation) to a patient who finds no fitting chat, with chats or without, in fi, sv and en.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopicPage } from '../../src/chat/index.ts';
import type { Language } from '../../src/i18n/index.ts';
import { renderChat } from './code/support/render.tsx';
import { chatExample, installFakeChatApi } from './code/support/chat-api.ts';

const api = installFakeChatApi();

const pages = {
  fi: {
    route: '/fi/asiointi/chat/aihe/:topicId',
    title: 'Muita tapoja asioida',
    links: {
      'Sain koodin ammattilaiselta': '/fi/asiointi/chat/koodi',
      'Suorakorvaus vakuutuksella': '/fi/asiointi/chat/suorakorvaus/if',
      'Varaa aika': 'https://ajanvaraus.test.asiointi.example/fi/',
    },
  },
  sv: {
    route: '/sv/e-tjanster/chatt/amne/:topicId',
    title: 'Andra sätt att sköta ärenden',
    links: {
      'Jag har fått en kod av en yrkesperson': '/sv/e-tjanster/chatt/kod',
      'Direktersättning med försäkring': '/sv/e-tjanster/chatt/direktersattning/if',
      'Boka tid': 'https://ajanvaraus.test.asiointi.example/sv/',
    },
  },
  en: {
    route: '/en/e-services/chat/topic/:topicId',
    title: 'Other ways to get care',
    links: {
      'I have a code from a professional': '/en/e-services/chat/code',
      'Direct compensation with insurance': '/en/e-services/chat/direct-compensation/if',
      'Book an appointment': 'https://ajanvaraus.test.asiointi.example/en/',
    },
  },
} as const;

function openTopic(language: Language, queues: unknown) {
  api.answer('GET /topics', { status: 200, body: chatExample('/topics', 'get', 200, 'topics') });
  api.answer('GET /ui-categories', {
    status: 200,
    body: chatExample('/ui-categories', 'get', 200, 'uiCategories'),
  });
  api.answer('GET /person/chat-queues', { status: 200, body: queues });
  const { route } = pages[language];
  return renderChat(<TopicPage />, {
    language,
    route,
    at: route.replace(':topicId', '10'),
  });
}

const allQueues = chatExample('/person/chat-queues', 'get', 200, 'mainUser');

describe('the topic page’s other ways to get care (Q-12)', () => {
  it.each(['fi', 'sv', 'en'] as const)(
    'below the chats: a chat by code, direct compensation and booking (%s)',
    async (language) => {
      const { missingKeys } = openTopic(language, allQueues);
      const page = pages[language];
      const cards = await screen.findByRole('region', { name: page.title });
      const links = within(cards).getAllByRole('link');
      expect(
        Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')])),
      ).toEqual(page.links);
      expect(missingKeys).toEqual([]);
    },
  );

  it('also when the topic has no chats, after the warning', async () => {
    openTopic('fi', []);
    const warning = await screen.findByText('Tästä aiheesta ei löytynyt chatteja juuri nyt.');
    const cards = screen.getByRole('region', { name: 'Muita tapoja asioida' });
    expect(warning.compareDocumentPosition(cards) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(cards).getByRole('link', { name: 'Varaa aika' })).toBeInTheDocument();
  });
});

describe('a visitor on the topic page', () => {
  it('is asked to log in once, by each chat’s start, not again by a notice', async () => {
    api.answer('GET /topics', { status: 200, body: chatExample('/topics', 'get', 200, 'topics') });
    api.answer('GET /ui-categories', {
      status: 200,
      body: chatExample('/ui-categories', 'get', 200, 'uiCategories'),
    });
    api.answer('GET /chat-queues', {
      status: 200,
      body: chatExample('/chat-queues', 'get', 200, 'publicQueues'),
    });
    renderChat(<TopicPage />, {
      route: pages.fi.route,
      at: pages.fi.route.replace(':topicId', '10'),
      signedIn: false,
    });
    expect(
      await screen.findByText(
        'Kirjautuneena näet kaikki sinulle kuuluvat chatit, myös työterveyden.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Kirjaudu sisään aloittaaksesi chatin' }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Kirjaudu sisään' })).toBeNull();
  });
});
