// Direct compensation's pure rules: the accepted insurer (R-40, NS-49), the insurances left off
// (Q-31, AMB-26) and the NS-46 flag in a storage that may refuse.
import { describe, expect, it } from 'vitest';
import {
  clearEnablingFlag,
  enablingFlagKey,
  insurancesLeftOff,
  interruptedEnabling,
  isAcceptedInsuranceProvider,
  markEnablingOpen,
  markEnablingSaved,
} from '../../../src/chat/direct-compensation/index.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the insurer (R-40, NS-49)', () => {
  it('accepts only the literal if', () => {
    expect(isAcceptedInsuranceProvider('if')).toBe(true);
    for (const other of ['IF', 'If', 'lahitapiola', '', ' if', undefined]) {
      expect(isAcceptedInsuranceProvider(other)).toBe(false);
    }
  });
});

describe('insurances left off (Q-31, AMB-26)', () => {
  it('lists every insurance not enabled, in order', () => {
    expect(
      insurancesLeftOff([
        { id: 'a', description: 'A', enabled: false },
        { id: 'b', description: 'B', enabled: true },
        { id: 'c', description: 'C', enabled: false },
      ]),
    ).toEqual(['a', 'c']);
    expect(insurancesLeftOff([{ id: 'b', description: 'B', enabled: true }])).toEqual([]);
  });
});

describe('the enabling flag (NS-46)', () => {
  it('is set under tap.dc.enabling with the flow, read and cleared', () => {
    const storage = memoryStorage();
    expect(interruptedEnabling(storage)).toBeNull();
    markEnablingOpen(storage, 'principal');
    expect(storage.values.get(enablingFlagKey)).toBe('principal');
    expect(interruptedEnabling(storage)).toEqual({ flow: 'principal', saved: 'none' });
    markEnablingSaved(storage, 'principal', 'all');
    expect(storage.values.get(enablingFlagKey)).toBe('principal:all');
    expect(interruptedEnabling(storage)).toEqual({ flow: 'principal', saved: 'all' });
    markEnablingSaved(storage, 'principal', 'none');
    expect(storage.values.get(enablingFlagKey)).toBe('principal');
    clearEnablingFlag(storage);
    expect(interruptedEnabling(storage)).toBeNull();
  });

  it('reads an unknown value as the patient’s own flow', () => {
    const storage = memoryStorage();
    storage.setItem(enablingFlagKey, 'true');
    expect(interruptedEnabling(storage)).toEqual({ flow: 'self', saved: 'none' });
    storage.setItem(enablingFlagKey, 'self:most');
    expect(interruptedEnabling(storage)).toEqual({ flow: 'self', saved: 'none' });
  });

  it('never throws when storage refuses', () => {
    expect(() => {
      markEnablingOpen(refusing, 'self');
      clearEnablingFlag(refusing);
    }).not.toThrow();
    expect(interruptedEnabling(refusing)).toBeNull();
  });
});
