import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../../generated/patient/patient.ts';
import type { paths } from '../../generated/patient/paths.ts';
import { operations } from '../../generated/patient/operations.ts';
import {
  configureHttp,
  createApiClient,
  lazyTable,
  PatientScopeChangedError,
  setPatientScope,
} from '../../src/api/index.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const mikko = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';
const profile = { id: laura, lastName: 'Mäkinen', hasSocialInsuranceCardImage: false };

afterEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
  vi.unstubAllGlobals();
});

/** A server whose answer arrives after `during` has run: a switch while the call is in flight. */
function answerAfter(during: () => void) {
  vi.stubGlobal('fetch', () => {
    during();
    return Promise.resolve(Response.json(profile));
  });
  configureHttp({
    baseUrl: () => 'http://api.test/patient',
    patientToken: () => Promise.resolve('token'),
  });
}

describe('an answer that arrives after the person or patient changed is discarded', () => {
  it('by the generated hooks’ HTTP function, when another person signed in meanwhile', async () => {
    setPatientScope({ subject: laura, patient: 'main' });
    answerAfter(() => {
      setPatientScope({ subject: mikko, patient: 'main' });
    });
    await expect(getProfile()).rejects.toBeInstanceOf(PatientScopeChangedError);
  });

  it('by the openapi-fetch clients, when the user switched to a principal meanwhile', async () => {
    setPatientScope({ subject: laura, patient: 'main' });
    answerAfter(() => {
      setPatientScope({
        subject: laura,
        patient: 'principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6',
      });
    });
    const client = createApiClient<paths>('patient', operations);
    await expect(client.GET('/profile')).rejects.toBeInstanceOf(PatientScopeChangedError);
  });

  it('by a client whose operation table is still loading when another person signs in', async () => {
    setPatientScope({ subject: laura, patient: 'main' });
    answerAfter(() => undefined);
    let loaded: (module: { operations: typeof operations }) => void = () => undefined;
    const slowTable = lazyTable(
      () =>
        new Promise((resolve) => {
          loaded = resolve;
        }),
    );
    const call = createApiClient<paths>('patient', slowTable).GET('/profile');
    setPatientScope({ subject: mikko, patient: 'main' });
    loaded({ operations });
    await expect(call).rejects.toBeInstanceOf(PatientScopeChangedError);
  });

  it.each([
    ['the generated hooks’ HTTP function', () => getProfile()],
    [
      'the openapi-fetch clients',
      () => createApiClient<paths>('patient', operations).GET('/profile'),
    ],
  ])(
    'also when it is a failure, by %s: a denial of the previous person blocks nobody else',
    async (_, call) => {
      setPatientScope({ subject: laura, patient: 'main' });
      vi.stubGlobal('fetch', () => {
        setPatientScope({ subject: mikko, patient: 'main' });
        return Promise.resolve(
          Response.json({ code: 'CustomerDeniedAccessError', message: 'Denied.' }, { status: 403 }),
        );
      });
      configureHttp({
        baseUrl: () => 'http://api.test/patient',
        patientToken: () => Promise.resolve('token'),
      });
      await expect(call()).rejects.toBeInstanceOf(PatientScopeChangedError);
    },
  );

  it('is kept when nothing changed', async () => {
    setPatientScope({ subject: laura, patient: 'main' });
    answerAfter(() => undefined);
    await expect(getProfile()).resolves.toEqual(profile);
  });
});
