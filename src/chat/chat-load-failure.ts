// E-41, E-42, E-49, AMB-24, AMB-46: what a failed load of one chat shows. Pure.
import {
  ForbiddenError,
  InvalidTokenError,
  LoggedOutError,
  NotAuthorizedError,
  NotFoundError,
} from '../api/index.ts';

export type ChatLoadFailure =
  /** `singleChat.notFound` with the phone link, for a visitor too (docs/remote-reception.md). */
  | { kind: 'NotFound' }
  /** E-42: 401 or 403: the no-access view when logged in, else a login prompt. */
  | { kind: 'NoAccess' }
  /** E-49: `chatLoadingFailed`, with a retry. */
  | { kind: 'Failed' };

export function chatLoadFailureOf(error: unknown): ChatLoadFailure {
  if (error instanceof NotFoundError) {
    return { kind: 'NotFound' };
  }
  if (
    error instanceof NotAuthorizedError ||
    error instanceof InvalidTokenError ||
    error instanceof ForbiddenError ||
    error instanceof LoggedOutError
  ) {
    return { kind: 'NoAccess' };
  }
  return { kind: 'Failed' };
}
