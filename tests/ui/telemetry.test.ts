// The first page's reporting function: a queue that holds the reports (the latest 100) until the
// telemetry adapter has loaded, then hands them over in order, and sends each later one at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  reportError,
  sendReportsTo,
  telemetry,
  whenReportHeld,
  type Report,
} from '../../src/ui/index.ts';

const failedCall = (status: number): Report => ({
  type: 'failed-call',
  contract: 'chat-v4',
  operation: 'GET /chat-queues',
  operationId: 'listChatQueues',
  status,
  kind: 'status',
});

/** Empties what other tests left held, and holds again. */
function drain(): void {
  sendReportsTo(() => undefined);
  sendReportsTo(undefined);
}

afterEach(() => {
  whenReportHeld(undefined);
  drain();
  vi.restoreAllMocks();
});

describe('the telemetry queue', () => {
  it('holds the reports until the adapter connects, then sends them and every later one', () => {
    drain();
    telemetry(failedCall(500));
    telemetry(failedCall(503));
    const sent: Report[] = [];
    sendReportsTo((report) => sent.push(report));
    expect(sent).toEqual([failedCall(500), failedCall(503)]);
    telemetry(failedCall(404));
    expect(sent).toHaveLength(3);
  });

  it('asks for the adapter whenever it holds a report, not once one is connected', () => {
    drain();
    const load = vi.fn();
    whenReportHeld(load);
    telemetry(failedCall(500));
    expect(load).toHaveBeenCalledTimes(1);
    sendReportsTo(() => undefined);
    telemetry(failedCall(503));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the adapter at once when reports were held before it could be asked', () => {
    drain();
    telemetry(failedCall(500));
    const load = vi.fn();
    whenReportHeld(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds the latest 100 only', () => {
    drain();
    for (let status = 0; status < 150; status += 1) telemetry(failedCall(status));
    const sent: Report[] = [];
    sendReportsTo((report) => sent.push(report));
    expect(sent).toHaveLength(100);
    expect(sent[0]).toEqual(failedCall(50));
  });

  it('reports an error with its severity and its class name, never the cause’s message', () => {
    drain();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sent: Report[] = [];
    sendReportsTo((report) => sent.push(report));
    const cause = Object.assign(new Error('Maija Meikäläinen 010190-123A'), {
      name: 'NetworkError',
    });
    reportError('[chat-session] Remote reception failed: metadata.', cause, 'critical');
    reportError('[maintenance] The check failed.', 'not an error', 'warning');
    expect(sent).toEqual([
      {
        type: 'exception',
        message: '[chat-session] Remote reception failed: metadata.',
        errorName: 'NetworkError',
        severity: 'critical',
      },
      {
        type: 'exception',
        message: '[maintenance] The check failed.',
        errorName: 'Error',
        severity: 'warning',
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('010190-123A');
    // Developers still see both in the console.
    expect(error).toHaveBeenCalledWith('[chat-session] Remote reception failed: metadata.', cause);
    expect(warn).toHaveBeenCalledWith('[maintenance] The check failed.', 'not an error');
  });
});
