// Q-24…Q-28, C-09, E-33…E-36: the state of the chat-code field. Pure.
import { ApiError } from '../api/index.ts';

export type CodeMessage =
  | 'code.validation.valueMissing'
  | 'code.validation.invalid'
  | 'code.validation.expired'
  | 'code.validation.rateLimited'
  | 'code.validation.error';

export type CodeEntryState =
  | { kind: 'NotValidated' }
  | { kind: 'Valid' }
  /** `retryable`: the same code may be checked again (E-35, E-36). */
  | { kind: 'Invalid'; message: CodeMessage; retryable: boolean };

export const notValidated: CodeEntryState = { kind: 'NotValidated' };

/** the field is required; what the patient typed is otherwise the server's to judge. */
export function checkCodeField(value: string): CodeEntryState {
  return value.trim() === ''
    ? { kind: 'Invalid', message: 'code.validation.valueMissing', retryable: false }
    : notValidated;
}

/** E-33…E-36: a failed check by the status of the answer; anything else is retryable. */
export function codeFailure(error: unknown): CodeEntryState {
  const status = error instanceof ApiError ? error.status : undefined;
  if (status === 404) {
    return { kind: 'Invalid', message: 'code.validation.invalid', retryable: false };
  }
  if (status === 422) {
    return { kind: 'Invalid', message: 'code.validation.expired', retryable: false };
  }
  if (status === 429) {
    return { kind: 'Invalid', message: 'code.validation.rateLimited', retryable: true };
  }
  return { kind: 'Invalid', message: 'code.validation.error', retryable: true };
}

/** editing clears the invalid state. */
export const afterEdit = (state: CodeEntryState): CodeEntryState =>
  state.kind === 'Invalid' ? notValidated : state;

/** Where the check of the code last sent stands, as the generated query tells it. */
export type CodeCheck =
  | { kind: 'NotSent' }
  | { kind: 'Checking' }
  | { kind: 'Found' }
  | { kind: 'Failed'; error: unknown };

export interface CodeField {
  /** An empty submit or blur, until the field is edited. */
  missing: boolean;
  /** The field changed since the code was last sent. */
  edited: boolean;
  check: CodeCheck;
}

/** Q-25…Q-28: the field's state from what the patient did and where the check stands. */
export function codeEntryOf({ missing, edited, check }: CodeField): CodeEntryState {
  if (missing) {
    return checkCodeField('');
  }
  let checked: CodeEntryState = notValidated;
  if (check.kind === 'Found') {
    checked = { kind: 'Valid' };
  } else if (check.kind === 'Failed') {
    checked = codeFailure(check.error);
  }
  return edited ? afterEdit(checked) : checked;
}

/** E-33, E-34: a code refused without retry is not sent again until the patient edits it. */
export const maySendAgain = (state: CodeEntryState): boolean =>
  state.kind !== 'Invalid' || state.retryable;
