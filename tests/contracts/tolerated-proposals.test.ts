import { describe, expect, it } from 'vitest';
import { toleratedProposals } from '../../src/api/tolerated-proposals.ts';
import { loadContract, operationsOf, type ContractName, type Json } from './load-contracts.ts';

// The portal reads a default in place of a field a backend leaves out only where the contract asks
// for that field as our proposal: every property of that name in the contract's answers is marked
// `x-proposal`, so a default never hides a field the spec requires.

interface Occurrence {
  at: string;
  required: boolean;
  marked: boolean;
}

const isObject = (value: Json | undefined): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function occurrences(node: Json, name: string, at: string, out: Occurrence[] = []): Occurrence[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => occurrences(item, name, `${at}/${String(index)}`, out));
  } else if (isObject(node)) {
    const properties = node.properties;
    if (isObject(properties) && isObject(properties[name])) {
      const required = Array.isArray(node.required) && node.required.includes(name);
      out.push({ at, required, marked: properties[name]['x-proposal'] === true });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'examples' && key !== 'example') {
        occurrences(value, name, `${at}/${key}`, out);
      }
    }
  }
  return out;
}

const cases = Object.entries(toleratedProposals).flatMap(([contract, defaults]) =>
  Object.keys(defaults).map((field) => [contract as ContractName, field] as const),
);

describe('the portal tolerates only proposals', () => {
  it.each(cases)('%s: every answer field named %s is a marked proposal', (contract, field) => {
    const found = operationsOf(contract, loadContract(contract)).flatMap((op) =>
      occurrences(op.operation.responses ?? null, field, `${op.method} ${op.path}`),
    );
    expect(found.some((o) => o.required)).toBe(true);
    expect(found.filter((o) => !o.marked).map((o) => o.at)).toEqual([]);
  });
});
