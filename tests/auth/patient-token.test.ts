import { afterEach, describe, expect, it, vi } from 'vitest';
import type { paths } from '../../generated/app-events/paths.ts';
import { operations } from '../../generated/app-events/operations.ts';
import {
  configureHttp,
  createApiClient,
  LoggedOutError,
  setCurrentPatientKey,
} from '../../src/api/index.ts';
import { sendLoginEvent } from '../../src/auth/login-event.ts';
import { createPatientToken } from '../../src/auth/patient-token.ts';

const call = { contract: 'patient' as const, operationId: 'getProfile' };

afterEach(() => {
  setCurrentPatientKey('main');
  vi.unstubAllGlobals();
});

describe('patient token for the HTTP layer', () => {
  it('is the main token while acting for oneself', async () => {
    const token = createPatientToken(() => Promise.resolve('main-token'));
    await expect(token(call)).resolves.toBe('main-token');
  });

  it('asks the principal seam while acting for a principal', async () => {
    const principalToken = vi.fn(() => Promise.resolve('obo-token'));
    const token = createPatientToken(() => Promise.resolve('main-token'), principalToken);
    setCurrentPatientKey('principal:1f0e2c4a-8d6b-4b8e-9c1a-2f3e4d5c6b7a');
    await expect(token(call)).resolves.toBe('obo-token');
    expect(principalToken).toHaveBeenCalledWith({
      patient: 'principal:1f0e2c4a-8d6b-4b8e-9c1a-2f3e4d5c6b7a',
      mainToken: 'main-token',
      call,
    });
  });

  it('keeps the host token for a principal in embedded mode (no seam)', async () => {
    setCurrentPatientKey('principal:x');
    await expect(createPatientToken(() => Promise.resolve('main-token'))(call)).resolves.toBe(
      'main-token',
    );
  });

  it("is null when logged out, which the HTTP layer turns into 'User is logged out' (S-43)", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    configureHttp({
      baseUrl: () => 'http://api.test/app-events',
      patientToken: createPatientToken(() => Promise.resolve(null)),
    });
    const client = createApiClient<paths>('app-events', operations);
    const failure = await client
      .POST('/events', { body: { applicationId: 'tapWeb', eventType: 'Login' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(LoggedOutError);
    expect((failure as Error).message).toBe('User is logged out');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Login app event (C-34, NS-21)', () => {
  it('posts applicationId tapWeb and eventType Login with the bearer token, kept alive', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      return Promise.resolve(
        Response.json(
          {
            id: 1,
            applicationId: 'tapWeb',
            eventType: 'Login',
            createdAt: '2026-11-02T10:00:00+02:00',
          },
          { status: 201 },
        ),
      );
    });
    configureHttp({
      baseUrl: () => 'http://api.test/app-events',
      subscriptionKey: 'key',
      patientToken: createPatientToken(() => Promise.resolve('main-token')),
    });
    await sendLoginEvent();
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/app-events/events');
    expect(request?.headers.get('Authorization')).toBe('Bearer main-token');
    expect(request?.keepalive).toBe(true);
    await expect(request?.json()).resolves.toEqual({ applicationId: 'tapWeb', eventType: 'Login' });
  });

  it('rejects when the service fails, for the caller to warn about', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ code: 'x', message: 'down', status: 500 }, { status: 500 })),
    );
    configureHttp({
      baseUrl: () => 'http://api.test/app-events',
      patientToken: createPatientToken(() => Promise.resolve('main-token')),
    });
    await expect(sendLoginEvent()).rejects.toThrow();
  });
});
