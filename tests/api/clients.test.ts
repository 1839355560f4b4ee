import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { paths as IdentityPaths } from '../../generated/identity/paths.ts';
import { operations as identityOperations } from '../../generated/identity/operations.ts';
import type { paths as PatientPaths } from '../../generated/patient/paths.ts';
import { operations as patientOperations } from '../../generated/patient/operations.ts';
import {
  configureHttp,
  createApiClient,
  CustomerDeniedAccessError,
  ResponseDecodeError,
} from '../../src/api/index.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { startFakeApi, type FakeApi } from '../support/fake-api.ts';
import { subjects, testToken } from '../support/test-token.ts';

let gateway: Gateway;
let fake: FakeApi;
let token = testToken(subjects.mainUser);

beforeAll(async () => {
  gateway = await startGateway({ port: 0, log: () => undefined });
  fake = await startFakeApi();
  configureHttp({
    baseUrl: (contract) => (contract === 'patient' ? `${gateway.url}/api/patient` : fake.url),
    subscriptionKey: 'asiointi-web-test',
    patientToken: () => Promise.resolve(token),
    report: () => undefined,
  });
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

describe('openapi-fetch clients, for code outside React components', () => {
  it('are typed by the contract and decode the answer', async () => {
    token = testToken(subjects.mainUser);
    const patient = createApiClient<PatientPaths>('patient', patientOperations);
    const { data } = await patient.GET('/terms-of-use/acceptances');
    expect(data).toEqual({ accepted: true });
  });

  it('reject with the same error catalogue as the hooks', async () => {
    token = testToken(subjects.deniedCustomer);
    const patient = createApiClient<PatientPaths>('patient', patientOperations);
    await expect(patient.GET('/profile')).rejects.toBeInstanceOf(CustomerDeniedAccessError);
  });

  it('reject an answer that breaks the contract', async () => {
    token = testToken(subjects.mainUser);
    fake.answer({ status: 200, body: JSON.stringify([{ id: 'not-a-uuid', firstName: 'X' }]) });
    const identity = createApiClient<IdentityPaths>('identity', identityOperations);
    const { data } = await identity.GET('/principals');
    // The broken principal is left out of the list, not rendered.
    expect(data).toEqual([]);
    fake.answer({ status: 200, body: '{"sessionId":1}' });
    await expect(identity.GET('/session-info')).rejects.toBeInstanceOf(ResponseDecodeError);
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
