import { afterEach, describe, expect, it } from 'vitest';
import { getGetProfileQueryKey } from '../../generated/patient/patient.ts';
import { getGetChatQueueQueryKey } from '../../generated/chat-v4/chat-v4.ts';
import { setCurrentPatientKey } from '../../src/api/index.ts';
import { contractNames } from '../../src/api/contracts.ts';
import { loadContract, operationsOf } from '../contracts/load-contracts.ts';

afterEach(() => {
  setCurrentPatientKey('main');
});

describe('query keys', () => {
  it('start with the current patient, so a principal never sees the main user’s cache', () => {
    setCurrentPatientKey('main');
    const mainKey = getGetProfileQueryKey();
    setCurrentPatientKey('principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6');
    const principalKey = getGetProfileQueryKey();
    expect(mainKey[0]).toBe('main');
    expect(principalKey[0]).toBe('principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6');
    expect(principalKey).not.toEqual(mainKey);
  });

  it('carry the URL and the parameters of the call', () => {
    expect(getGetChatQueueQueryKey(2948)).toEqual(['main', '/chat-queues/2948', { id: 2948 }]);
    expect(getGetChatQueueQueryKey(2950)).not.toEqual(getGetChatQueueQueryKey(2948));
  });

  it('cannot collide across contracts: no two contracts share a path', () => {
    const owner = new Map<string, string>();
    for (const name of contractNames) {
      for (const { path } of operationsOf(name, loadContract(name))) {
        expect(owner.get(path) ?? name, path).toBe(name);
        owner.set(path, name);
      }
    }
  });
});
