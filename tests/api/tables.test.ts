import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../../generated/patient/patient.ts';
import type { paths } from '../../generated/patient/paths.ts';
import { operations } from '../../generated/patient/operations.ts';
import {
  configureHttp,
  contractNames,
  createApiClient,
  lazyTable,
  operationTables,
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

describe('operation tables loaded on the first call', () => {
  it('loads a table once, however many calls ask for it at the same time', async () => {
    const load = vi.fn(() => Promise.resolve({ operations }));
    const table = lazyTable(load);
    const [first, second] = await Promise.all([table(), table()]);
    expect(first).toBe(operations);
    expect(second).toBe(operations);
    expect(await table()).toBe(operations);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of failing every later call', async () => {
    const load = vi
      .fn<() => Promise<{ operations: typeof operations }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ operations });
    const table = lazyTable(load);
    await expect(table()).rejects.toThrow(/dynamically imported/);
    expect(await table()).toBe(operations);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("has every contract's generated table but the maintenance one, which each page loads at once", async () => {
    expect(Object.keys(operationTables).sort()).toEqual(
      contractNames.filter((name) => name !== 'maintenance').sort(),
    );
    expect(await operationTables.patient()).toBe(operations);
  });

  it('decodes through a lazily loaded table, and keeps the person the call started for', async () => {
    configureHttp({
      baseUrl: () => 'http://api.test/patient',
      patientToken: () => Promise.resolve('token'),
    });
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(profile)));
    setPatientScope({ subject: laura, patient: 'main' });
    await expect(getProfile()).resolves.toEqual(profile);

    // Another person signs in while the client's table is still loading: the answer is not theirs.
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
});
