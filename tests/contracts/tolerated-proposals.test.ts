import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toleratedProposals } from '../../src/api/tolerated-proposals.ts';
import {
  contractNames,
  loadContract,
  openapiDir,
  operationsOf,
  type ContractName,
  type Json,
} from './load-contracts.ts';

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

/**
 * Answer fields that stay required as our proposal although the portal reads no default: the spec
 * lists the field itself, and only its type or shape is ours, so a backend sends it.
 */
const specListsTheField: Partial<Record<ContractName, Record<string, string>>> = {
  'chat-v4': {
    'Topic.id': 'chat-service spec §3 Topic: id (ours: always an integer)',
    'UiCategory.chats': 'chat-service spec §3 Category (UI): chats (ours: as queue ids)',
  },
  'self-triage': {
    'SelfTriageUserData.gender': 'chat-service spec §3 Self-triage user data: gender',
    'SelfTriageUserData.sessionMetadata':
      'chat-service spec §3 Self-triage user data: sessionMetadata',
  },
};

/** A contract as written, its `$ref`s kept: component names are what the list above names. */
const rawContract = (contract: ContractName): Record<string, Json> =>
  parse(readFileSync(join(openapiDir, `${contract}.yaml`), 'utf8')) as Record<string, Json>;

const localRefs = (node: Json): string[] =>
  [...JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');

/** `Schema.field` of every required property marked x-proposal of a schema that an answer uses. */
function requiredProposalsInAnswers(contract: ContractName): string[] {
  const raw = rawContract(contract);
  const schemas = ((raw.components as Record<string, Json> | undefined)?.schemas ?? {}) as Record<
    string,
    Json
  >;
  const responses = Object.values(
    (raw.paths ?? {}) as Record<string, Record<string, Json>>,
  ).flatMap((item) =>
    Object.values(item).map((operation) =>
      isObject(operation) ? (operation.responses ?? null) : null,
    ),
  );
  const reached = new Set<string>();
  const queue = localRefs(responses);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (!reached.has(name)) {
      reached.add(name);
      queue.push(...localRefs(schemas[name] ?? null));
    }
  }
  return [...reached].flatMap((name) => {
    const schema = schemas[name];
    if (!isObject(schema) || !isObject(schema.properties) || !Array.isArray(schema.required)) {
      return [];
    }
    const properties = schema.properties;
    return schema.required.flatMap((field) => {
      if (typeof field !== 'string') {
        return [];
      }
      const property = properties[field];
      return isObject(property) && property['x-proposal'] === true ? [`${name}.${field}`] : [];
    });
  });
}

describe('the portal does without every answer field that only we require', () => {
  it.each(contractNames)(
    '%s: each is read with a default, or its name is one the spec lists',
    (contract) => {
      const unhandled = requiredProposalsInAnswers(contract).filter((field) => {
        const name = field.split('.')[1] ?? '';
        return (
          toleratedProposals[contract]?.[name] === undefined &&
          specListsTheField[contract]?.[field] === undefined
        );
      });
      expect(unhandled).toEqual([]);
    },
  );

  it('finds them (the spec-listed ones among them), reached from answers only', () => {
    const found = contractNames.flatMap((contract) =>
      requiredProposalsInAnswers(contract).map((field) => `${contract} ${field}`),
    );
    expect(found).toEqual(
      expect.arrayContaining(['chat-v4 ChatQueue.kind', 'patient ConsentCategory.consents']),
    );
    expect(found).not.toContain('chat-v4 ChatStartedRequest.chatCode');
    for (const [contract, fields] of Object.entries(specListsTheField)) {
      for (const field of Object.keys(fields)) {
        expect(found).toContain(`${contract} ${field}`);
      }
    }
  });
});
