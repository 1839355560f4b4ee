// S-30: whether this tab already asked the patient to confirm the contact information.
import { describe, expect, it } from 'vitest';
import { contactUpdateState } from '../../src/my-information/contact-confirmation/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';

const key = 'tap.contact_update_v1';

describe('contactUpdateState (S-30, NS-24)', () => {
  it('has not asked until the patient answers, then has, under its key', () => {
    const storage = createMemoryStorage({});
    const state = contactUpdateState(() => storage, key);
    expect(state.asked()).toBe(false);
    state.markAsked();
    expect(state.asked()).toBe(true);
    expect(storage.getItem(key)).toBe('{"asked":true}');
  });

  it.each(['not json', '{"asked":"yes"}', '[]', 'null', '{"asked":false}'])(
    'reads %s as not asked',
    (stored) => {
      const state = contactUpdateState(() => createMemoryStorage({ [key]: stored }), key);
      expect(state.asked()).toBe(false);
    },
  );

  it('does not throw where the browser blocks storage; it may then ask again', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const state = contactUpdateState(blocked, key);
    expect(() => {
      state.markAsked();
    }).not.toThrow();
    expect(state.asked()).toBe(false);
  });
});
