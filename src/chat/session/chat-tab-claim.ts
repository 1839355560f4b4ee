// One chat session per patient in the browser: the tab whose session page holds the patient's
// chat lock (Web Locks, shared by the tabs of this origin) runs the chat; another tab that opens a
// session for the same patient does not queue them again but says the chat is open elsewhere and
// may take it over (the lock's `steal`), after which the first tab lets go of the chat without
// ending it, so that the vendor resumes the same conversation in the new tab (docs/chat-vendor.md,
// A7). Without Web Locks every tab runs its own session, as before.
import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of `navigator.locks` used here. */
export interface ChatLockManager {
  request(
    name: string,
    options: { ifAvailable?: boolean; steal?: boolean },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<void>;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** The lock of one patient's chat sessions: this prefix, then the chat (`chatLockKey`). */
export function chatLockPrefix(subject: string | null, patient: string): string {
  return `asiointi-chat:${subject ?? ''}:${patient}:`;
}

/** What a held lock names after the prefix: the chat and how it was opened (its session path). */
export interface ChatLockKey {
  chatId: number;
  byCode: boolean;
}

export const chatLockKey = ({ chatId, byCode }: ChatLockKey): string =>
  `${byCode ? 'code-' : ''}${String(chatId)}`;

/** The chat a held lock of this prefix names; null for any other lock. */
export function chatOfLock(name: string | undefined, prefix: string): ChatLockKey | null {
  const match = name?.startsWith(prefix) ? /^(code-)?(\d+)$/.exec(name.slice(prefix.length)) : null;
  return match?.[2] === undefined
    ? null
    : { chatId: Number(match[2]), byCode: match[1] !== undefined };
}

export type ChatTabClaim =
  /** Asking the other tabs. */
  | { kind: 'Checking' }
  /** This tab runs the chat. */
  | { kind: 'Mine' }
  /**
   * Another tab runs a session for this patient: this chat (`sameChat`), which this tab may take
   * over, or another chat, which ends there first. `movedAway`: this tab had it until then.
   */
  | { kind: 'Elsewhere'; sameChat: boolean; movedAway: boolean };

function browserLocks(): ChatLockManager | null {
  const locks: unknown = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return typeof locks === 'object' && locks !== null ? (locks as ChatLockManager) : null;
}

let lockManager: () => ChatLockManager | null = browserLocks;

/** Tests put a fake lock manager in place of the browser's; null restores the browser's. */
export function setChatLockManager(manager: ChatLockManager | null | undefined): void {
  if (manager === undefined) {
    lockManager = () => null;
  } else {
    lockManager = manager === null ? browserLocks : () => manager;
  }
}

/** The patient's chats held by a session page in some tab of this browser (none without locks). */
export async function chatsOpenInTabs(prefix: string): Promise<ChatLockKey[]> {
  const locks = lockManager();
  if (!locks) {
    return [];
  }
  try {
    const state = await locks.query();
    return (state.held ?? []).flatMap((lock) => chatOfLock(lock.name, prefix) ?? []);
  } catch {
    return [];
  }
}

const isAbort = (cause: unknown) => cause instanceof DOMException && cause.name === 'AbortError';

/**
 * Claims chat `chat` for this tab while the component is mounted. `onMovedAway` runs (before
 * the state says so) when another tab takes the chat over, so the page can let go of its widget
 * without ending the conversation.
 */
export function useChatTabClaim(
  prefix: string,
  chat: ChatLockKey,
  onMovedAway: () => void,
): { claim: ChatTabClaim; takeOver: () => void } {
  const name = `${prefix}${chatLockKey(chat)}`;
  const [claim, setClaim] = useState<ChatTabClaim>(() =>
    lockManager() ? { kind: 'Checking' } : { kind: 'Mine' },
  );
  const release = useRef<(() => void) | null>(null);
  const movedAway = useRef(onMovedAway);
  useEffect(() => {
    movedAway.current = onMovedAway;
  });
  const mounted = useRef(true);

  const hold = useCallback(
    (locks: ChatLockManager, options: { ifAvailable?: boolean; steal?: boolean }) => {
      let granted = false;
      locks
        .request(name, options, async (lock) => {
          if (lock === null || !mounted.current) {
            return;
          }
          granted = true;
          await new Promise<void>((resolve) => {
            release.current = resolve;
            setClaim({ kind: 'Mine' });
          });
        })
        .then(() => {
          if (!granted && mounted.current) {
            setClaim({ kind: 'Elsewhere', sameChat: true, movedAway: false });
          }
        })
        .catch((cause: unknown) => {
          // Stolen: another tab took the chat over.
          if (isAbort(cause) && granted && mounted.current) {
            release.current = null;
            movedAway.current();
            setClaim({ kind: 'Elsewhere', sameChat: true, movedAway: true });
          }
        });
    },
    [name],
  );

  useEffect(() => {
    mounted.current = true;
    const locks = lockManager();
    if (!locks) {
      return undefined;
    }
    let cancelled = false;
    void locks
      .query()
      .catch(() => ({ held: [] }))
      .then((state) => {
        if (cancelled) {
          return;
        }
        const other = (state.held ?? []).some(
          (lock) => lock.name?.startsWith(prefix) === true && lock.name !== name,
        );
        if (other) {
          setClaim({ kind: 'Elsewhere', sameChat: false, movedAway: false });
        } else {
          hold(locks, { ifAvailable: true });
        }
      });
    return () => {
      cancelled = true;
      mounted.current = false;
      release.current?.();
      release.current = null;
    };
  }, [prefix, name, hold]);

  const takeOver = useCallback(() => {
    const locks = lockManager();
    if (locks) {
      setClaim({ kind: 'Checking' });
      hold(locks, { steal: true });
    }
  }, [hold]);

  return { claim, takeOver };
}
