// O-25, NS-18: the `goToOccupationalChatList` flag in session storage.
import { describe, expect, it } from 'vitest';
import {
  goToOccupationalChatListKey,
  rememberGoToOccupationalChatList,
  takeGoToOccupationalChatList,
} from '../../src/occupational/go-to-occupational-chat-list.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';

describe('the goToOccupationalChatList flag', () => {
  it("is NS-18's tap. key, and leads to the list once only", () => {
    const storage = createMemoryStorage();
    expect(takeGoToOccupationalChatList(storage)).toBe(false);
    rememberGoToOccupationalChatList(storage);
    expect(storage.getItem(goToOccupationalChatListKey)).toBe('true');
    expect(goToOccupationalChatListKey).toBe('tap.goToOccupationalChatList');
    expect(takeGoToOccupationalChatList(storage)).toBe(true);
    expect(takeGoToOccupationalChatList(storage)).toBe(false);
  });

  it('ignores storage that cannot be used (privacy modes)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => {
      rememberGoToOccupationalChatList(broken);
    }).not.toThrow();
    expect(takeGoToOccupationalChatList(broken)).toBe(false);
  });
});
