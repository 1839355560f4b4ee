import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getChatByCode,
  listAppointments,
  listChatQueues,
  listPersonChatQueues,
} from '../../generated/chat-v4/chat-v4.ts';
import { sendFeedback } from '../../generated/feedback/feedback.ts';
import { exchangePrincipalToken, requestOAuthToken } from '../../generated/identity/identity.ts';
import { getMaintenanceBreak } from '../../generated/maintenance/maintenance.ts';
import { getProfile, updateProfile } from '../../generated/patient/patient.ts';
import { getPaymentMethod } from '../../generated/payments/payments.ts';
import {
  BackendError,
  BadRequestError,
  configureHttp,
  CustomerDeniedAccessError,
  IdentityError,
  LoggedOutError,
  NetworkError,
  NotFoundError,
  OAuthError,
  PaymentsMaintenanceError,
  ResponseDecodeError,
  type ContractName,
  type HttpSettings,
} from '../../src/api/index.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { startFakeApi, type FakeApi } from '../support/fake-api.ts';
import { subjects, testToken } from '../support/test-token.ts';

let gateway: Gateway;
let fake: FakeApi;
const report = vi.fn<HttpSettings['report']>();

function settings(overrides: Partial<HttpSettings> = {}): void {
  configureHttp({
    baseUrl: (contract) => `${gateway.url}/api/${contract}`,
    subscriptionKey: 'asiointi-web-test',
    patientToken: () => Promise.resolve(testToken(subjects.mainUser)),
    serviceToken: () => 'feedback-service-token',
    report,
    ...overrides,
  });
}

/** Sends one contract's calls to the fake API, the others to the mock gateway. */
const fakeFor = (faked: ContractName) => (contract: ContractName) =>
  contract === faked ? fake.url : `${gateway.url}/api/${contract}`;

beforeAll(async () => {
  gateway = await startGateway({
    port: 0,
    log: process.env.GATEWAY_LOG ? console.info : () => undefined,
  });
  fake = await startFakeApi();
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});
afterEach(() => {
  report.mockReset();
  fake.requests.length = 0;
  settings();
});

describe('the HTTP function against the mock stack', () => {
  it('decodes a success answer with the generated schema', async () => {
    settings();
    await expect(getMaintenanceBreak()).resolves.toEqual({ maintenanceBreak: false });
    const profile = await getProfile();
    expect(profile.id).toBe(subjects.mainUser);
    expect(profile.lastName).toBe('Mäkinen');
  });

  it('answers as the person whose token it carries', async () => {
    settings({ patientToken: () => Promise.resolve(testToken(subjects.occupationalCustomer)) });
    const profile = await getProfile();
    expect(profile.firstName).toBe('Sanna');
  });

  it('maps a 404 to NotFoundError (a new patient has no profile)', async () => {
    settings({ patientToken: () => Promise.resolve(testToken(subjects.newPatient)) });
    const error: unknown = await getProfile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'NotFoundError' });
    expect((error as NotFoundError).url).toBe(`${gateway.url}/api/patient/profile`);
  });

  it('maps a denied customer to CustomerDeniedAccessError', async () => {
    settings({ patientToken: () => Promise.resolve(testToken(subjects.deniedCustomer)) });
    await expect(getProfile()).rejects.toBeInstanceOf(CustomerDeniedAccessError);
  });

  it('maps the chat service’s denied customer by its code, not by the 403 alone (E-19, E-21)', async () => {
    settings({ patientToken: () => Promise.resolve(testToken(subjects.deniedCustomer)) });
    await expect(listPersonChatQueues()).rejects.toBeInstanceOf(CustomerDeniedAccessError);
    await expect(listAppointments()).rejects.toBeInstanceOf(CustomerDeniedAccessError);
    settings();
    const other: unknown = await listPersonChatQueues({ headers: { Prefer: 'code=500' } }).catch(
      (e: unknown) => e,
    );
    expect(other).toMatchObject({ status: 500, code: 'InternalError' });
    expect(other).not.toBeInstanceOf(CustomerDeniedAccessError);
  });

  it('keeps the fields at fault of a 400', async () => {
    settings();
    const error: unknown = await updateProfile(
      { postCode: '33100' },
      { headers: { Prefer: 'code=400' } },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).details.length).toBeGreaterThan(0);
  });

  it.each([
    [422, 'code=422', 'ChatCodeExpiredError'],
    [429, 'code=429', 'UnknownError'],
    [500, 'code=500', 'InternalError'],
  ])('gives chat-by-code failures their status (%i)', async (status, prefer, code) => {
    settings();
    const error: unknown = await getChatByCode('K7RM2Q', { headers: { Prefer: prefer } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status, code });
  });

  it('maps the payments maintenance answer (503) with its mode', async () => {
    settings({ mockPreference: (id) => (id === 'getPaymentMethod' ? 'code=503' : undefined) });
    const error: unknown = await getPaymentMethod().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsMaintenanceError);
    expect(['off', 'readonly', 'full']).toContain((error as PaymentsMaintenanceError).mode);
  });

  it('maps identity and OAuth errors from form-body calls', async () => {
    settings();
    const exchange = exchangePrincipalToken(
      {
        audience: 'https://api.asiointi.example',
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        actor_token: testToken(subjects.mainUser),
        actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        subject_token: '55eec7ee-6f9f-463a-82d5-b079790b46fc',
        subject_token_type: 'urn:asiointi:params:oauth:token-type:uuid',
      },
      { headers: { Prefer: 'code=400, example=tooOldPrincipal' } },
    );
    await expect(exchange).rejects.toBeInstanceOf(IdentityError);
    await expect(exchange).rejects.toMatchObject({ status: 400, code: 'principal_too_old' });
    const token = requestOAuthToken(
      { grant_type: 'authorization_code', code: 'abc', redirect_uri: 'http://localhost:5173/x' },
      { headers: { Prefer: 'code=400' } },
    );
    await expect(token).rejects.toBeInstanceOf(OAuthError);
  });

  it('lets the local failure switch force any declared status', async () => {
    settings({
      mockPreference: (id) =>
        id === 'getMaintenanceBreak' ? 'example=maintenanceBreak' : undefined,
    });
    await expect(getMaintenanceBreak()).resolves.toEqual({ maintenanceBreak: true });
  });

  it('fails without calling the API when logged out', async () => {
    settings({ baseUrl: fakeFor('patient'), patientToken: () => Promise.resolve(null) });
    await expect(getProfile()).rejects.toBeInstanceOf(LoggedOutError);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('what every call carries', () => {
  it('sends language, subscription key and the patient token to a protected API', async () => {
    settings({ baseUrl: fakeFor('patient'), language: () => 'sv' });
    fake.answer({
      status: 200,
      body: JSON.stringify({
        id: subjects.mainUser,
        lastName: 'Mäkinen',
        hasSocialInsuranceCardImage: false,
      }),
    });
    await getProfile();
    const headers = fake.requests[0]?.headers;
    expect(headers?.['accept-language']).toBe('sv');
    expect(headers?.['ocp-apim-subscription-key']).toBe('asiointi-web-test');
    expect(headers?.authorization).toBe(`Bearer ${testToken(subjects.mainUser)}`);
  });

  it("asks the browser to keep no answer in its HTTP cache ('no-store')", async () => {
    const real = globalThis.fetch;
    const modes: RequestCache[] = [];
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
        modes.push(new Request(input, init).cache);
        return real(input, init);
      });
    try {
      await getProfile();
      await getMaintenanceBreak();
    } finally {
      spy.mockRestore();
    }
    expect(modes).toEqual(['no-store', 'no-store']);
  });

  it('sends no token and no key to the public maintenance flag', async () => {
    settings({ baseUrl: fakeFor('maintenance') });
    fake.answer({ status: 200, body: '{"maintenanceBreak":false}' });
    await getMaintenanceBreak();
    expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    expect(fake.requests[0]?.headers['ocp-apim-subscription-key']).toBeUndefined();
  });

  it('sends the feedback service its own token, never the patient’s', async () => {
    settings({ baseUrl: fakeFor('feedback') });
    fake.answer({
      status: 200,
      body: '{"externalId":"ces-1795000000000-k3j9x2qa","status":"created"}',
    });
    await sendFeedback({
      score: 4,
      comment: '',
      date: '2026-11-22T10:00:00+02:00',
      externalId: 'ces-1795000000000-k3j9x2qa',
      tags: ['service:chat'],
    });
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer feedback-service-token');
  });
});

describe('answers that break the contract', () => {
  it('rejects a body that does not match, naming URL and status, and reports it', async () => {
    settings({ baseUrl: fakeFor('maintenance') });
    fake.answer({ status: 200, body: '{"maintenanceBreak":"yes"}' });
    const error: unknown = await getMaintenanceBreak().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect(error).toMatchObject({ url: `${fake.url}/v1/maintenance-break`, status: 200 });
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'decode',
        url: `${fake.url}/v1/maintenance-break`,
        status: 200,
      }),
    );
  });

  it('reports a failed call by its operation and status, never its URL or code (B-20)', async () => {
    const failedCall = vi.fn<HttpSettings['failedCall']>();
    settings({ failedCall });
    await getChatByCode('K7RM2Q', { headers: { Prefer: 'code=500' } }).catch(() => undefined);
    expect(failedCall.mock.calls).toEqual([
      [
        {
          contract: 'chat-v4',
          operation: 'GET /person/chat-by-code/{code}',
          operationId: 'getChatByCode',
          status: 500,
          kind: 'status',
        },
      ],
    ]);
    expect(JSON.stringify(failedCall.mock.calls)).not.toContain('K7RM2Q');
  });

  it('reports an answer that breaks its contract, and a list entry left out, by operation (E-32)', async () => {
    const failedCall = vi.fn<HttpSettings['failedCall']>();
    settings();
    const [valid] = await listChatQueues();
    settings({ baseUrl: fakeFor('chat-v4'), failedCall });
    fake.answer({ status: 200, body: JSON.stringify([valid, { id: 'not-a-number' }]) });
    await listChatQueues();
    fake.answer({ status: 200, body: '{"not": "a list"}' });
    await listChatQueues().catch(() => undefined);
    expect(failedCall.mock.calls).toEqual([
      [
        {
          contract: 'chat-v4',
          operation: 'GET /chat-queues',
          operationId: 'listChatQueues',
          status: 200,
          kind: 'invalid-list-item',
        },
      ],
      [
        {
          contract: 'chat-v4',
          operation: 'GET /chat-queues',
          operationId: 'listChatQueues',
          status: 200,
          kind: 'decode',
        },
      ],
    ]);
  });

  it('leaves a broken entry out of a list and warns about it', async () => {
    settings();
    const [valid] = await listChatQueues();
    settings({ baseUrl: fakeFor('chat-v4') });
    fake.answer({
      status: 200,
      body: JSON.stringify([valid, { id: 'not-a-number', name: 'Broken' }]),
    });
    const queues = await listChatQueues();
    expect(queues).toEqual([valid]);
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'invalid-list-item',
        url: `${fake.url}/chat-queues`,
        status: 200,
      }),
    );
  });

  it('fails the whole appointments list on a broken entry (AMB-42, Q-56)', async () => {
    settings();
    const [valid] = await listAppointments();
    settings({ baseUrl: fakeFor('chat-v4') });
    fake.answer({
      status: 200,
      body: JSON.stringify([valid, { ...valid, status: 'Cancelled' }]),
    });
    const error: unknown = await listAppointments().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect(error).toMatchObject({ status: 200 });
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'decode',
        url: `${fake.url}/person/appointments`,
        problem: expect.stringMatching(/^item 1: status/) as unknown,
      }),
    );
  });

  it('rejects a status the contract does not declare', async () => {
    settings({ baseUrl: fakeFor('maintenance') });
    fake.answer({ status: 418, body: '{}' });
    const error: unknown = await getMaintenanceBreak().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseDecodeError);
    expect(error).toMatchObject({ status: 418 });
  });

  it('rejects an error body that does not match its schema', async () => {
    settings({ baseUrl: fakeFor('maintenance') });
    fake.answer({ status: 500, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    await expect(getMaintenanceBreak()).rejects.toBeInstanceOf(ResponseDecodeError);
  });

  it('turns a transport failure into NetworkError', async () => {
    settings({ baseUrl: () => 'http://127.0.0.1:9' });
    const error: unknown = await getMaintenanceBreak().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).url).toBe('http://127.0.0.1:9/v1/maintenance-break');
  });
});
