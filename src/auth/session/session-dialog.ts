// Session dialogs (S-33…S-39): which one shows, and the countdown text.
import { sessionDialogMarginMs, sessionDialogMs } from '../constants.ts';

/**
 * S-33. `Timeout` can be continued (the idle time-out comes first); `Expiration` cannot (the
 * absolute expiry is near), and closes only by re-login or logout (S-39, AMB-15).
 */
export type SessionDialog =
  | { kind: 'NoDialog' }
  | { kind: 'Timeout'; endsAt: number; remainingMs: number }
  | { kind: 'Expiration'; endsAt: number; remainingMs: number };

/**
 * S-34, S-35: a dialog shows when the session end (the earlier of `timeoutAt` and `expiresAt`)
 * is at most 2 minutes away; it is `Timeout` when that end lies more than 2 min 30 s before
 * `expiresAt`, else `Expiration`. Times in epoch ms.
 */
export function dialogState(
  nowMs: number,
  timeoutAtMs: number,
  expiresAtMs: number,
): SessionDialog {
  const endsAt = Math.min(timeoutAtMs, expiresAtMs);
  const remainingMs = Math.max(0, endsAt - nowMs);
  if (endsAt - nowMs > sessionDialogMs) {
    return { kind: 'NoDialog' };
  }
  return expiresAtMs - endsAt > sessionDialogMs + sessionDialogMarginMs
    ? { kind: 'Timeout', endsAt, remainingMs }
    : { kind: 'Expiration', endsAt, remainingMs };
}

/** S-36: `mm:ss`, whole seconds rounded up so it reads 00:00 only at the end. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
