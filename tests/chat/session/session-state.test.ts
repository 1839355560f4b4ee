// Q-49…Q-51: the chat session's states. Pure.
import { describe, expect, it } from 'vitest';
import {
  failureName,
  initialSessionState,
  isUnderWay,
  nextSessionState,
  type SessionEvent,
  type SessionState,
} from '../../../src/chat/session/session-state.ts';

const run = (events: SessionEvent[], from: SessionState = initialSessionState) =>
  events.reduce(nextSessionState, from);

describe('nextSessionState', () => {
  it('starts loading, queues with the position, and moves to chat when an audience starts', () => {
    expect(initialSessionState).toEqual({ kind: 'Loading' });
    expect(run([{ type: 'queued', position: 3 }])).toEqual({ kind: 'InQueue', position: 3 });
    expect(
      run([
        { type: 'queued', position: 3 },
        { type: 'queued', position: null },
      ]),
    ).toEqual({
      kind: 'InQueue',
      position: null,
    });
    expect(run([{ type: 'queued', position: 1 }, { type: 'audienceStarted' }])).toEqual({
      kind: 'InChat',
    });
  });

  it('moves to chat when an audience resumes, also straight from loading (a reload)', () => {
    expect(run([{ type: 'audienceResumed' }])).toEqual({ kind: 'InChat' });
  });

  it('stays in chat on messages and on a later queue position', () => {
    expect(
      run([{ type: 'audienceStarted' }, { type: 'message' }, { type: 'queued', position: 2 }]),
    ).toEqual({ kind: 'InChat' });
  });

  it('closes with the audience when it was in chat, without it when still queued (Q-50)', () => {
    expect(run([{ type: 'audienceStarted' }, { type: 'closed' }])).toEqual({
      kind: 'Closed',
      hadAudience: true,
    });
    expect(run([{ type: 'queued', position: 2 }, { type: 'closed' }])).toEqual({
      kind: 'Closed',
      hadAudience: false,
    });
  });

  it('fails on the widget failure, the site config failure and a start failure (Q-51)', () => {
    expect(run([{ type: 'audienceStarted' }, { type: 'failed', reason: 'X' }])).toEqual({
      kind: 'Failed',
      failure: { widget: 'X' },
    });
    expect(run([{ type: 'siteConfigFailed' }])).toEqual({ kind: 'Failed', failure: 'siteConfig' });
    expect(run([{ type: 'startFailed', failure: 'metadata' }])).toEqual({
      kind: 'Failed',
      failure: 'metadata',
    });
  });

  it('keeps a closed or failed session as it is, whatever comes after', () => {
    const closed = run([{ type: 'closed' }]);
    expect(run([{ type: 'audienceStarted' }, { type: 'failed', reason: 'X' }], closed)).toBe(
      closed,
    );
    const failed = run([{ type: 'siteConfigFailed' }]);
    expect(run([{ type: 'audienceResumed' }, { type: 'closed' }], failed)).toBe(failed);
  });
});

describe('isUnderWay and failureName', () => {
  it('is under way in queue and in chat only', () => {
    expect(isUnderWay({ kind: 'Loading' })).toBe(false);
    expect(isUnderWay({ kind: 'InQueue', position: null })).toBe(true);
    expect(isUnderWay({ kind: 'InChat' })).toBe(true);
    expect(isUnderWay({ kind: 'Closed', hadAudience: true })).toBe(false);
    expect(isUnderWay({ kind: 'Failed', failure: 'script' })).toBe(false);
  });

  it('names the failure for reports', () => {
    expect(failureName('siteConfig')).toBe('siteConfig');
    expect(failureName({ widget: 'LOCAL_TEST_FAILURE' })).toBe('widget:LOCAL_TEST_FAILURE');
  });
});
