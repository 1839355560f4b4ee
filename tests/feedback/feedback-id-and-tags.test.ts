// B-05 (the id), B-06 (the tags) and B-13 (the 60-day rule).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  customerEffortDue,
  deviceOf,
  feedbackId,
  feedbackTags,
  lastFeedbackKey,
  readLastFeedbackAt,
  recordFeedback,
  shouldAskCustomerEffort,
} from '../../src/feedback/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { contractDocument } from '../support/contract-example.ts';

/** The `externalId` pattern of the feedback contract, as the backend checks it. */
const { components } = contractDocument('feedback') as {
  components: {
    schemas: { FeedbackSubmission: { properties: { externalId: { pattern: string } } } };
  };
};
const contractPattern = new RegExp(
  components.schemas.FeedbackSubmission.properties.externalId.pattern,
);

describe('feedbackId (B-05)', () => {
  it('is the type, the timestamp and eight random base36 characters', () => {
    const values = [0, 0.999, 0.5, 0.1, 0.25, 0.75, 0.05, 0.95];
    let i = 0;
    const id = feedbackId('ces', 1795177925418, () => values[i++] ?? 0);
    expect(id).toBe('ces-1795177925418-0zi39r1y');
    expect(id).toMatch(contractPattern);
  });

  it('differs between two feedbacks of the same moment', () => {
    const a = feedbackId('nps', 1795177925418);
    const b = feedbackId('nps', 1795177925418);
    expect(a).toMatch(contractPattern);
    expect(a).not.toBe(b);
  });
});

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const windows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

describe('feedbackTags (B-06)', () => {
  it('gives the service tags and each context tag, the browser cut to 64 characters', () => {
    const tags = feedbackTags({
      serviceTags: ['product:asiointi', 'channel:web'],
      service: 'frontpage',
      trigger: 'spontaneous',
      environment: 'prod',
      language: 'sv',
      userAgent: iPhone,
      visitor: '7f3c2a91e4b05d68',
    });
    expect(tags).toEqual([
      'product:asiointi',
      'channel:web',
      'service:frontpage',
      'trigger:spontaneous',
      'environment:prod',
      'language:sv',
      'device:mobile',
      `browser:${iPhone.slice(0, 64)}`,
      'visitor:7f3c2a91e4b05d68',
    ]);
    expect(tags.find((tag) => tag.startsWith('browser:'))).toHaveLength('browser:'.length + 64);
  });

  it('tells phones from desktops by the user agent', () => {
    expect(deviceOf(iPhone)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36')).toBe(
      'mobile',
    );
    expect(deviceOf(windows)).toBe('desktop');
  });
});

const day = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});
const now = Date.parse('2026-11-24T12:00:00Z');

describe('the customer-effort question after a chat (B-13)', () => {
  it('is asked when no feedback was ever given', () => {
    expect(customerEffortDue(undefined, now)).toBe(true);
    expect(shouldAskCustomerEffort(createMemoryStorage({}), now)).toBe(true);
  });

  it('is asked only when more than 60 days have passed', () => {
    expect(customerEffortDue(now - 60 * day, now)).toBe(false);
    expect(customerEffortDue(now - 60 * day - 1, now)).toBe(true);
    expect(customerEffortDue(now - 10 * day, now)).toBe(false);
  });

  it('follows the clock: not at exactly 60 days, once more than 60 days have passed', () => {
    vi.useFakeTimers({ now: Date.parse('2026-09-01T09:00:00+03:00') });
    const storage = createMemoryStorage({});
    recordFeedback(storage, Date.now());
    vi.advanceTimersByTime(60 * day);
    expect(shouldAskCustomerEffort(storage, Date.now())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldAskCustomerEffort(storage, Date.now())).toBe(true);
  });

  it('keeps the time under NS-18’s key, in epoch milliseconds', () => {
    expect(lastFeedbackKey).toBe('tap.feedback.last_at');
  });

  it('remembers the time of the last feedback in local storage', () => {
    const storage = createMemoryStorage({});
    recordFeedback(storage, now - 61 * day);
    expect(storage.getItem(lastFeedbackKey)).toBe(String(now - 61 * day));
    expect(shouldAskCustomerEffort(storage, now)).toBe(true);
    recordFeedback(storage, now - day);
    expect(shouldAskCustomerEffort(storage, now)).toBe(false);
  });

  it.each(['', 'yesterday', String(now + day)])('reads %j as no feedback', (stored) => {
    expect(readLastFeedbackAt(createMemoryStorage({ [lastFeedbackKey]: stored }), now)).toBe(
      undefined,
    );
  });

  it('asks where the browser blocks storage, without throwing', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(() => {
      recordFeedback(blocked, now);
    }).not.toThrow();
    expect(shouldAskCustomerEffort(blocked, now)).toBe(true);
  });
});
