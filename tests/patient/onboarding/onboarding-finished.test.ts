import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../src/api/index.ts';
import { ONBOARDING_FINISHED_WAIT_MS } from '../../../src/patient/onboarding/constants.ts';
import {
  sendOnboardingFinishedEvent,
  trackOnboardingFinished,
} from '../../../src/patient/onboarding/onboarding-finished.ts';

describe('waiting for OnboardingFinished (P-36, K-15)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2 s at most', () => {
    expect(ONBOARDING_FINISHED_WAIT_MS).toBe(2_000);
  });

  it('goes on as soon as the event is recorded', async () => {
    const done = vi.fn();
    void trackOnboardingFinished({ send: () => Promise.resolve() }).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledWith('Sent');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on after 2 s when the event has not answered, not before', async () => {
    const done = vi.fn();
    void trackOnboardingFinished({ send: () => new Promise<void>(() => undefined) }).then(done);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledWith('TimedOut');
  });

  it('a failing event only warns (E-06) and does not hold the patient up', async () => {
    const warn = vi.fn();
    const done = vi.fn();
    const failure = new Error('503');
    void trackOnboardingFinished({ send: () => Promise.reject(failure), warn }).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledWith('Failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('OnboardingFinished'), failure);
  });

  it('a sender that throws at once counts as a failure too', async () => {
    const warn = vi.fn();
    const result = trackOnboardingFinished({
      send: () => {
        throw new Error('no client');
      },
      warn,
    });
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toBe('Failed');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('warns to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = trackOnboardingFinished({ send: () => Promise.reject(new Error('x')) });
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toBe('Failed');
    expect(warn).toHaveBeenCalledWith(
      '[onboarding] The OnboardingFinished app event failed (E-06).',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});

describe('the OnboardingFinished app event (C-34)', () => {
  afterEach(() => {
    configureHttp({});
    vi.unstubAllGlobals();
  });

  it('is POSTed with applicationId tapWeb, keepalive and the patient token', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      return Promise.resolve(
        new Response(
          JSON.stringify({
            id: 7,
            applicationId: 'tapWeb',
            eventType: 'OnboardingFinished',
            createdAt: '2026-11-20T10:00:00+02:00',
          }),
          { status: 201, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    });
    configureHttp({
      baseUrl: (contract) => `http://api.test/${contract}`,
      patientToken: () => Promise.resolve('patient-token'),
    });

    await sendOnboardingFinishedEvent();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/app-events/events');
    expect(request?.keepalive).toBe(true);
    expect(request?.headers.get('Authorization')).toBe('Bearer patient-token');
    expect(await request?.json()).toEqual({
      applicationId: 'tapWeb',
      eventType: 'OnboardingFinished',
    });
  });

  it('rejects when the service answers an error', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 'InternalError', message: 'down', status: 500 }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    configureHttp({
      baseUrl: (contract) => `http://api.test/${contract}`,
      patientToken: () => Promise.resolve('patient-token'),
    });
    await expect(sendOnboardingFinishedEvent()).rejects.toThrow();
  });
});
