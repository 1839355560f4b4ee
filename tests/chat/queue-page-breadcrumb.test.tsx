// @vitest-environment jsdom
// The queue page's breadcrumb names the topic the chat is under: the chat service › the topic ›
// the chat, the topic a link back to its page.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChatQueuePage } from '../../src/chat/index.ts';
import { chatExample, installFakeChatApi } from './code/support/chat-api.ts';
import { renderChat } from './code/support/render.tsx';

const doctorChat = chatExample('/person/chat-queues/{id}', 'get', 200, 'doctorChat') as {
  name: string;
  topic: number;
};
const topics = chatExample('/topics', 'get', 200, 'topics') as { id: number; name: string }[];

installFakeChatApi({
  'GET /person/chat-queues/3012': { status: 200, body: doctorChat },
  'GET /topics': { status: 200, body: topics },
  'GET /person/chat-queues-status': { status: 200, body: [] },
});

describe('the queue page’s breadcrumb', () => {
  it('includes the chat’s topic, linking to its page', async () => {
    renderChat(<ChatQueuePage />, {
      route: '/fi/asiointi/chat/jono/:chatId',
      at: '/fi/asiointi/chat/jono/3012',
    });
    const topic = topics.find((candidate) => candidate.id === doctorChat.topic);
    expect(topic).toBeDefined();
    const crumbs = within(await screen.findByRole('navigation', { name: 'Murupolku' }));
    const link = await crumbs.findByRole('link', { name: topic?.name ?? '' });
    expect(link).toHaveAttribute('href', `/fi/asiointi/chat/aihe/${String(doctorChat.topic)}`);
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Etävastaanotto',
      topic?.name,
      doctorChat.name,
    ]);
  });
});
