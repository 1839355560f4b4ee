// The patient store's cross-tab channel, driven by hand: the test is "the other tab".
import type { PatientChannel } from '../../../src/patient/patient-store.ts';

export function createHandChannel() {
  const posted: unknown[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const opened: string[] = [];
  let closed = false;
  const open = (name: string): PatientChannel => {
    opened.push(name);
    return {
      postMessage: (message) => {
        // What a BroadcastChannel sends is a structured clone, never the sender's object.
        posted.push(structuredClone(message));
      },
      addEventListener: (_type, listener) => {
        listeners.push(listener);
      },
      close: () => {
        closed = true;
      },
    };
  };
  return {
    open,
    posted,
    opened,
    closed: () => closed,
    /** Delivers a message from another tab, as the browser does. */
    receive(data: unknown) {
      for (const listener of listeners) {
        listener({ data } as MessageEvent);
      }
    },
  };
}
export type HandChannel = ReturnType<typeof createHandChannel>;
