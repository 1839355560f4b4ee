// Web Locks as the browser's `navigator.locks` behaves for the chat's tab claim, shared by the
// fake tabs of one test: `ifAvailable` gets null while held, `steal` takes the lock and rejects
// the holder's request with an AbortError, `query` lists the held names.
import type { ChatLockManager } from '../../../../src/chat/session/chat-tab-claim.ts';

export function createFakeLocks(): ChatLockManager {
  const holders = new Map<string, { reject: (cause: unknown) => void }>();
  return {
    async request(name, options, callback) {
      const holder = holders.get(name);
      if (holder && options.steal === true) {
        holders.delete(name);
        holder.reject(new DOMException('The lock was stolen.', 'AbortError'));
      } else if (holder) {
        if (options.ifAvailable === true) {
          await callback(null);
          return;
        }
        throw new Error('The fake locks do not queue requests.');
      }
      await new Promise<void>((resolve, reject) => {
        const entry = { reject };
        holders.set(name, entry);
        callback({ name }).then(() => {
          if (holders.get(name) === entry) {
            holders.delete(name);
          }
          resolve();
        }, reject);
      });
    },
    query: () => Promise.resolve({ held: [...holders.keys()].map((name) => ({ name })) }),
  };
}
