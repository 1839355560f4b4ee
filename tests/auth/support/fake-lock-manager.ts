import type { WebLockManager } from '../../../src/auth/session/locks.ts';

/** navigator.locks of one origin, shared by fake tabs: exclusive, first come first served. */
export function createFakeLockManager() {
  const queues = new Map<string, Promise<unknown>>();
  const requests: string[] = [];
  const manager: WebLockManager = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requests.push(name);
      const previous = queues.get(name) ?? Promise.resolve();
      const result = previous.then(callback, callback);
      queues.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
  return { manager, requests };
}
