import { describe, expect, it, vi } from 'vitest';
import { operations } from '../../generated/patient/operations.ts';
import { contractNames, lazyTable, operationTables } from '../../src/api/index.ts';

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
});
