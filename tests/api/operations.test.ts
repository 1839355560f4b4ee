import { describe, expect, it } from 'vitest';
import { operations as chat } from '../../generated/chat-v4/operations.ts';
import { operations as patient } from '../../generated/patient/operations.ts';
import { matchOperation } from '../../src/api/operations.ts';

describe('matching a request to its contract operation', () => {
  it.each([
    ['GET', '/chat-queues', 'listChatQueues'],
    ['GET', '/chat-queues/2948', 'getChatQueue'],
    ['GET', '/chat-queues-status?queueIds=2948,2950', 'listChatQueueStatuses'],
    ['GET', '/person/chat-by-code/K7RM2Q', 'getChatByCode'],
    ['POST', '/person/chats/2948/get-secure-metadata?deviceInfo=web', 'getSecureChatMetadata'],
  ])('%s %s is %s', (method, path, operationId) => {
    expect(matchOperation(chat, method, path)?.entry.operationId).toBe(operationId);
  });

  it('tells methods apart on one path', () => {
    expect(matchOperation(patient, 'GET', '/profile')?.entry.operationId).toBe('getProfile');
    expect(matchOperation(patient, 'PUT', '/profile')?.entry.operationId).toBe('updateProfile');
    expect(matchOperation(patient, 'post', '/profile')?.entry.operationId).toBe('createProfile');
  });

  it('finds nothing for a path or method the contract does not have', () => {
    expect(matchOperation(chat, 'DELETE', '/topics')).toBeUndefined();
    expect(matchOperation(chat, 'GET', '/chat-queues/2948/extra')).toBeUndefined();
    expect(matchOperation(chat, 'GET', '/topicsX')).toBeUndefined();
  });
});
