// the chat the session page carries to the front page in router state. The state survives a
// reload, so the front page parses it and shows the "session ended" modal only for a real chat.
import { describe, expect, it } from 'vitest';
import { endedChatOf, endedChatState } from '../../../src/chat/session/ended-chat.ts';

const chat = { id: 3012, name: 'Lääkärin chat', paidByTheUser: true };

describe('endedChatOf', () => {
  it('reads back the chat the session page carried', () => {
    expect(endedChatOf(endedChatState(chat))).toEqual(chat);
  });

  it('drops what the state carries besides the chat', () => {
    expect(endedChatOf({ endedChat: { ...chat, extra: 'x' }, other: 1 })).toEqual(chat);
  });

  it.each([
    ['no state', null],
    ['another page state', { from: '/fi/asiointi' }],
    ['a chat id that is not a whole number', { endedChat: { ...chat, id: 1.5 } }],
    ['a chat id below 1', { endedChat: { ...chat, id: 0 } }],
    ['a name over 200 characters', { endedChat: { ...chat, name: 'x'.repeat(201) } }],
    ['no payment flag', { endedChat: { id: 3012, name: 'Lääkärin chat' } }],
    ['a payment flag that is text', { endedChat: { ...chat, paidByTheUser: 'true' } }],
  ])('is null for %s', (_case, state) => {
    expect(endedChatOf(state)).toBeNull();
  });
});
