// Q-25…Q-28, E-33…E-36: the code field's state from what the patient did and the check's answer,
// and when the same code may be sent again. Pure.
import { describe, expect, it } from 'vitest';
import { BackendError } from '../../../src/api/index.ts';
import { codeEntryOf, maySendAgain, type CodeCheck } from '../../../src/chat/code-entry.ts';

const failed = (status: number): CodeCheck => ({
  kind: 'Failed',
  error: new BackendError('http://api.test/chat-v4/person/chat-by-code/X', status, 'x', [], {}),
});

describe('codeEntryOf', () => {
  it('is not validated before a check and while one is under way', () => {
    for (const check of [{ kind: 'NotSent' }, { kind: 'Checking' }] as const) {
      expect(codeEntryOf({ missing: false, edited: false, check })).toEqual({
        kind: 'NotValidated',
      });
    }
  });

  it('says a missing code whatever the check said (Q-28)', () => {
    expect(codeEntryOf({ missing: true, edited: false, check: failed(404) })).toMatchObject({
      message: 'code.validation.valueMissing',
    });
  });

  it('is valid when the check found the chat, and stays so when the field is edited', () => {
    expect(codeEntryOf({ missing: false, edited: false, check: { kind: 'Found' } })).toEqual({
      kind: 'Valid',
    });
    expect(codeEntryOf({ missing: false, edited: true, check: { kind: 'Found' } })).toEqual({
      kind: 'Valid',
    });
  });

  it('is the failure of the check until the field is edited (Q-27)', () => {
    expect(codeEntryOf({ missing: false, edited: false, check: failed(422) })).toEqual({
      kind: 'Invalid',
      message: 'code.validation.expired',
      retryable: false,
    });
    expect(codeEntryOf({ missing: false, edited: true, check: failed(422) })).toEqual({
      kind: 'NotValidated',
    });
  });
});

describe('maySendAgain', () => {
  it.each([
    [404, false],
    [422, false],
    [429, true],
    [500, true],
  ])('after %i: %s', (status, expected) => {
    expect(
      maySendAgain(codeEntryOf({ missing: false, edited: false, check: failed(status) })),
    ).toBe(expected);
  });

  it('sends a code that is not refused', () => {
    expect(maySendAgain({ kind: 'NotValidated' })).toBe(true);
    expect(maySendAgain({ kind: 'Valid' })).toBe(true);
  });
});
