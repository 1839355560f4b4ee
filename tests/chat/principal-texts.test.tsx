// @vitest-environment jsdom
// While acting for a principal, the chat pages' texts about the patient's own matters speak of
// that person ("their employer’s contract"), not of the user ("your"), in fi, sv and en, chosen
// as my information chooses them (the `_principal` variants).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatFrontPage, ChatQueuePage, TopicPage } from '../../src/chat/index.ts';
import type { Language } from '../../src/i18n/index.ts';
import { chatExample, installFakeChatApi } from './code/support/chat-api.ts';
import { renderChat } from './code/support/render.tsx';

const api = installFakeChatApi();

const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';

const routes = {
  fi: {
    front: '/fi/asiointi/chat',
    topic: '/fi/asiointi/chat/aihe/:topicId',
    queue: '/fi/asiointi/chat/jono/:chatId',
  },
  sv: {
    front: '/sv/e-tjanster/chatt',
    topic: '/sv/e-tjanster/chatt/amne/:topicId',
    queue: '/sv/e-tjanster/chatt/ko/:chatId',
  },
  en: {
    front: '/en/e-services/chat',
    topic: '/en/e-services/chat/topic/:topicId',
    queue: '/en/e-services/chat/queue/:chatId',
  },
} as const;

const texts = {
  fi: {
    intro: 'Hoida hänen terveysasioitaan chatissa ammattilaisen kanssa.',
    occupational: 'Hänen työnantajansa sopimukseen kuuluvat työterveyden chatit.',
    directCompensation:
      'Ota suorakorvaus käyttöön, niin vakuutusyhtiö maksaa hänen käyntinsä suoraan meille.',
    noAccess: 'Hänellä ei ole pääsyä tähän chattiin.',
  },
  sv: {
    intro: 'Sköt personens hälsoärenden i chatt med en yrkesperson.',
    occupational: 'Företagshälsovårdens chattar som ingår i personens arbetsgivares avtal.',
    directCompensation:
      'Ta i bruk direktersättning så betalar försäkringsbolaget personens besök direkt till oss.',
    noAccess: 'Personen har inte tillgång till den här chatten.',
  },
  en: {
    intro: 'Take care of their health matters in a chat with a professional.',
    occupational: 'The occupational health chats that their employer’s contract covers.',
    directCompensation:
      'Turn on direct compensation and their insurer pays for their visit directly to us.',
    noAccess: 'They do not have access to this chat.',
  },
} as const;

function answerTopics() {
  api.answer('GET /topics', { status: 200, body: chatExample('/topics', 'get', 200, 'topics') });
  api.answer('GET /ui-categories', {
    status: 200,
    body: chatExample('/ui-categories', 'get', 200, 'uiCategories'),
  });
  api.answer('GET /person/chat-queues', {
    status: 200,
    body: chatExample('/person/chat-queues', 'get', 200, 'mainUser'),
  });
}

function openOccupationalTopic(language: Language, principalId?: string) {
  answerTopics();
  const route = routes[language].topic;
  return renderChat(<TopicPage />, {
    language,
    route,
    at: route.replace(':topicId', 'occupational'),
    ...(principalId === undefined ? {} : { principalId }),
  });
}

describe('the chat pages while acting for a principal', () => {
  it.each(['fi', 'sv', 'en'] as const)('the chat front page’s lead (%s)', async (language) => {
    answerTopics();
    const route = routes[language].front;
    const { missingKeys } = renderChat(<ChatFrontPage />, { language, route, principalId: eetu });
    expect(await screen.findByText(new RegExp(`^${texts[language].intro}`))).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it.each(['fi', 'sv', 'en'] as const)(
    'the occupational topic and the direct compensation card (%s)',
    async (language) => {
      const { missingKeys } = openOccupationalTopic(language, eetu);
      expect(await screen.findByText(texts[language].occupational)).toBeInTheDocument();
      expect(await screen.findByText(texts[language].directCompensation)).toBeInTheDocument();
      expect(missingKeys).toEqual([]);
    },
  );

  it.each(['fi', 'sv', 'en'] as const)('a chat they have no access to (%s)', async (language) => {
    api.answer('GET /person/chat-queues/3012', {
      status: 403,
      body: chatExample('/person/chat-queues/{id}', 'get', 403, 'forbidden'),
    });
    const route = routes[language].queue;
    renderChat(<ChatQueuePage />, {
      language,
      route,
      at: route.replace(':chatId', '3012'),
      principalId: eetu,
    });
    expect(await screen.findByText(texts[language].noAccess)).toBeInTheDocument();
  });

  it('says “your” to the main user acting for themselves', async () => {
    openOccupationalTopic('en');
    expect(
      await screen.findByText(
        'The occupational health chats that your employer’s contract covers.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Turn on direct compensation and your insurer pays for your visit directly to us.',
      ),
    ).toBeInTheDocument();
  });
});
