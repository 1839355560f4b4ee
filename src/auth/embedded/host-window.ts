// Whether the page runs in the native app, apart from the embedded session's code: every start
// asks, and only the native app's loads the rest of embedded/ (create-auth.ts).

/** The global the native app sets. */
export interface HostWindow {
  AsiointiHost?: unknown;
}

/** Whether the page runs inside the native app. */
export function isEmbedded(win: HostWindow): boolean {
  return win.AsiointiHost !== undefined;
}
