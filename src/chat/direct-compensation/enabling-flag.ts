// NS-46: how an interrupted direct-compensation enabling is noticed. The flag is set in session
// storage while the enabling modal is open and cleared on Next; the chat front page that finds it
// shows the notice and clears it. Its value says which flow to start again.

/** NS-46's key. */
export const enablingFlagKey = 'tap.dc.enabling';

/** For whom direct compensation was being enabled: oneself or a principal. */
export type EnablingFlow = 'self' | 'principal';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage may be unavailable (privacy modes): the notice is a convenience, never an error. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The enabling modal opened. */
export function markEnablingOpen(storage: FlagStorage, flow: EnablingFlow): void {
  attempt(() => {
    storage.setItem(enablingFlagKey, flow);
  }, undefined);
}

/** Next was chosen, or the notice was shown. */
export function clearEnablingFlag(storage: FlagStorage): void {
  attempt(() => {
    storage.removeItem(enablingFlagKey);
  }, undefined);
}

/** The flow left unfinished, if any; an unknown value is the patient's own. */
export function interruptedEnabling(storage: FlagStorage): EnablingFlow | null {
  const value = attempt(() => storage.getItem(enablingFlagKey), null);
  if (value === null) {
    return null;
  }
  return value === 'principal' ? 'principal' : 'self';
}
