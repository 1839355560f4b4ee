import { describe, expect, it } from 'vitest';
import { getGetProfileQueryKey } from '../../generated/patient/patient.ts';
import { getGetChatQueueQueryKey } from '../../generated/chat-v4/chat-v4.ts';
import { setCurrentPatientKey, setPatientScope } from '../../src/api/index.ts';
import { contractNames } from '../../src/api/contracts.ts';
import { loadContract, operationsOf } from '../contracts/load-contracts.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const mikko = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';

describe('query keys', () => {
  it('start with the signed-in person, so another person never sees the previous one’s cache', () => {
    setPatientScope({ subject: laura, patient: 'main' });
    const lauraKey = getGetProfileQueryKey();
    setPatientScope({ subject: mikko, patient: 'main' });
    const mikkoKey = getGetProfileQueryKey();
    expect(lauraKey.slice(0, 2)).toEqual([laura, 'main']);
    expect(mikkoKey.slice(0, 2)).toEqual([mikko, 'main']);
    expect(mikkoKey).not.toEqual(lauraKey);
  });

  it('carry the current patient, so a principal never sees the main user’s cache', () => {
    setPatientScope({ subject: laura, patient: 'main' });
    const mainKey = getGetProfileQueryKey();
    setCurrentPatientKey('principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6');
    const principalKey = getGetProfileQueryKey();
    expect(mainKey[1]).toBe('main');
    expect(principalKey[1]).toBe('principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6');
    expect(principalKey).not.toEqual(mainKey);
  });

  it('say anonymous when nobody is signed in', () => {
    expect(getGetProfileQueryKey()[0]).toBe('anonymous');
  });

  it('carry the URL and the parameters of the call', () => {
    expect(getGetChatQueueQueryKey(2948)).toEqual([
      'anonymous',
      'main',
      '/chat-queues/2948',
      { id: 2948 },
    ]);
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
