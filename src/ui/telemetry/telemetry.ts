// The portal's one reporting function, on the first page as a queue only: the app hands the held
// reports to Application Insights once it has loaded, a while after the app is on screen or at the
// first report (src/app/start/start.tsx).

/** `critical` for a failure that ends what the patient was doing (a chat session). */
export type Severity = 'warning' | 'error' | 'critical';

/**
 * What the portal reports. Built from its own words and names only: the adapter that sends them
 * rebuilds each item from allowed fields and masks what could be a person's in a message.
 */
export type Report =
  | { type: 'exception'; message: string; errorName: string; severity: Severity }
  | {
      type: 'failed-call';
      contract: string;
      /** `'<METHOD> <path template>'`, e.g. `'GET /person/chat-queues/{id}'`. */
      operation: string;
      operationId: string;
      status: number;
      /** A failing status, or an answer that breaks the contract. */
      kind: 'status' | 'decode' | 'invalid-list-item';
    }
  | {
      type: 'page-view';
      routeKey: string;
      /** The router's pattern (`/fi/asiointi/chat/jono/:chatId`), never the path or query. */
      routePattern: string;
      serviceArea: string;
      patientType: 'main' | 'principal';
      language: string;
      environment: string;
    };

let sink: ((report: Report) => void) | undefined;
let onHeld: (() => void) | undefined;
const held: Report[] = [];

/** Reports to operations; held (the latest 100) until the telemetry has loaded. */
export function telemetry(report: Report): void {
  if (sink) sink(report);
  else {
    if (held.push(report) > 100) held.shift();
    onHeld?.();
  }
}

/**
 * `load` is called whenever a report is held, at once if one is: the app loads its telemetry then,
 * not later as it planned, so that what went wrong reaches operations even if the patient leaves
 * soon after.
 */
export function whenReportHeld(load: (() => void) | undefined): void {
  onHeld = load;
  if (held.length > 0) load?.();
}

/**
 * Sends what was held, and every later report, to `next` (the app's telemetry adapter);
 * `undefined` holds them again (tests).
 */
export function sendReportsTo(next: ((report: Report) => void) | undefined): void {
  sink = next;
  if (next) held.splice(0).forEach(next);
}

/**
 * Reports an error the portal met: to the console for developers, and as an exception to the
 * telemetry. `message` is the portal's own text; of `cause` only its class name leaves.
 */
export function reportError(message: string, cause?: unknown, severity: Severity = 'error'): void {
  (severity === 'warning' ? console.warn : console.error)(
    message,
    ...(cause === undefined ? [] : [cause]),
  );
  telemetry({
    type: 'exception',
    message,
    errorName: cause instanceof Error ? cause.name : 'Error',
    severity,
  });
}
