// NS-46: how an interrupted direct-compensation enabling is noticed. The flag is set in session
// storage while the enabling modal is open and cleared on Next; the chat front page that finds it
// shows the notice and clears it. Its value says which flow to start again and how far the
// switches, each saved at once, had got: `principal:all` (a bare flow: nothing saved).

/** NS-46's key. */
export const enablingFlagKey = 'tap.dc.enabling';

/** For whom direct compensation was being enabled: oneself or a principal. */
export type EnablingFlow = 'self' | 'principal';

/** How many of the insurances were on, as saved, when the step was left. */
export type EnablingSaved = 'none' | 'some' | 'all';

/** What the flag tells the chat front page. */
export interface InterruptedEnabling {
  flow: EnablingFlow;
  saved: EnablingSaved;
}

const savedStates: readonly string[] = ['none', 'some', 'all'] satisfies EnablingSaved[];

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

/** The switches as saved now, so the notice tells what was saved however the step is left. */
export function markEnablingSaved(
  storage: FlagStorage,
  flow: EnablingFlow,
  saved: EnablingSaved,
): void {
  attempt(() => {
    storage.setItem(enablingFlagKey, saved === 'none' ? flow : `${flow}:${saved}`);
  }, undefined);
}

/** Next was chosen, or the notice was shown. */
export function clearEnablingFlag(storage: FlagStorage): void {
  attempt(() => {
    storage.removeItem(enablingFlagKey);
  }, undefined);
}

/** The flow left unfinished, if any; an unknown value is the patient's own with nothing saved. */
export function interruptedEnabling(storage: FlagStorage): InterruptedEnabling | null {
  const value = attempt(() => storage.getItem(enablingFlagKey), null);
  if (value === null) {
    return null;
  }
  const [flow, saved = 'none'] = value.split(':');
  return {
    flow: flow === 'principal' ? 'principal' : 'self',
    saved: savedStates.includes(saved) ? (saved as EnablingSaved) : 'none',
  };
}
