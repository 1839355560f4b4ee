// O-25, NS-18: the stored flag `goToOccupationalChatList`. A visitor who follows the occupational
// link signs in first; the flag survives the sign-in redirect in this tab's session storage, and
// the chat front page that finds it once signed in clears it and goes to the occupational topic.

/** NS-18's key, with the `tap.` prefix of the portal's other storage entries. */
export const goToOccupationalChatListKey = 'tap.goToOccupationalChatList';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage may be unavailable (privacy modes): losing the flag only loses the shortcut. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** The visitor chose the occupational link and is on the way to sign in. */
export function rememberGoToOccupationalChatList(storage: FlagStorage): void {
  attempt(() => {
    storage.setItem(goToOccupationalChatListKey, 'true');
  }, undefined);
}

/** Whether the flag was set, clearing it: it leads to the list once only. */
export function takeGoToOccupationalChatList(storage: FlagStorage): boolean {
  return attempt(() => {
    const set = storage.getItem(goToOccupationalChatListKey) === 'true';
    storage.removeItem(goToOccupationalChatListKey);
    return set;
  }, false);
}
