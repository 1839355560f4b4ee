import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingChanges } from './breaking-changes.ts';
import {
  contractNames,
  loadContractFile,
  openapiDir,
  type Json,
  type JsonObject,
} from './load-contracts.ts';

// Every contract against its last released version (openapi/released/<name>.yaml): changes that
// would break a client or a backend built on the released version fail `npm test`. A breaking
// change on purpose means a new major version: copy the contract into openapi/released/ with
// the release, and say so in openapi/CHANGELOG.md.
describe('contracts against their last released version', () => {
  it.each(contractNames)('%s has no breaking change', (name) => {
    const releasedFile = join(openapiDir, 'released', `${name}.yaml`);
    expect(existsSync(releasedFile), `openapi/released/${name}.yaml`).toBe(true);
    const changes = breakingChanges(
      loadContractFile(releasedFile),
      loadContractFile(join(openapiDir, `${name}.yaml`)),
    );
    expect(changes.map((c) => `${c.at}: ${c.message}`)).toEqual([]);
  });

  // A breaking change raises the major version and replaces the snapshot with the release, so
  // the snapshot's major is always the contract's.
  it.each(contractNames)('%s has the major version of its released snapshot', (name) => {
    const major = (file: string) =>
      ((loadContractFile(file).info as JsonObject).version as string).split('.')[0];
    expect(major(join(openapiDir, `${name}.yaml`))).toBe(
      major(join(openapiDir, 'released', `${name}.yaml`)),
    );
  });
});

// Small inline documents: each rule catches its case, and loosening passes.
const text = { type: 'string' };
const pet: JsonObject = {
  type: 'object',
  required: ['id'],
  properties: {
    id: text,
    name: text,
    kind: { type: 'string', enum: ['cat', 'dog'] },
    tags: { type: 'array', items: { type: 'object', properties: { label: text } } },
  },
};
const petInput: JsonObject = {
  type: 'object',
  required: ['name'],
  properties: { name: text, kind: { type: 'string', enum: ['cat', 'dog'] }, note: text },
};

function contract(patch: (doc: JsonObject) => void = () => undefined): JsonObject {
  // A JSON copy, so that the shared `pet` schema becomes independent copies (as after $ref resolution).
  const doc = JSON.parse(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1.0.0' },
      paths: {
        '/pets': {
          get: {
            parameters: [
              { name: 'limit', in: 'query', schema: { type: 'integer' } },
              { name: 'sort', in: 'query', schema: { type: 'string', enum: ['name', 'age'] } },
            ],
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { type: 'array', items: pet } } },
              },
              '404': { description: 'none' },
            },
          },
          post: {
            requestBody: { content: { 'application/json': { schema: petInput } } },
            responses: {
              '201': { description: 'ok', content: { 'application/json': { schema: pet } } },
            },
          },
        },
        '/pets/{id}': {
          delete: { responses: { '204': { description: 'gone' } } },
        },
      },
    }),
  ) as JsonObject;
  patch(doc);
  return doc;
}

/** The object at `keys` below `doc` (list items by their index). */
function at(doc: Json, ...keys: string[]): JsonObject {
  let current = doc;
  for (const key of keys) {
    current = (
      Array.isArray(current) ? current[Number(key)] : (current as JsonObject)[key]
    ) as Json;
  }
  return current as JsonObject;
}
const schemaOf = (doc: JsonObject, ...keys: string[]) =>
  at(doc, 'paths', ...keys, 'content', 'application/json', 'schema');
const rulesOf = (patch: (doc: JsonObject) => void) =>
  breakingChanges(contract(), contract(patch)).map((c) => `${c.rule} ${c.at}`);

describe('breakingChanges', () => {
  it('finds nothing between a document and itself', () => {
    expect(breakingChanges(contract(), contract())).toEqual([]);
  });

  it('catches a removed operation', () => {
    expect(rulesOf((doc) => delete at(doc, 'paths')['/pets/{id}'])).toEqual([
      'removed-operation DELETE /pets/{id}',
    ]);
  });

  it('catches a removed status', () => {
    expect(rulesOf((doc) => delete at(doc, 'paths', '/pets', 'get', 'responses')['404'])).toEqual([
      'removed-status GET /pets 404',
    ]);
  });

  it('catches a removed response property, also inside a list item', () => {
    expect(
      rulesOf((doc) => {
        delete at(schemaOf(doc, '/pets', 'post', 'responses', '201'), 'properties').name;
        const item = at(schemaOf(doc, '/pets', 'get', 'responses', '200'), 'items');
        delete at(item, 'properties', 'tags', 'items', 'properties').label;
      }),
    ).toEqual([
      'removed-response-property GET /pets 200 application/json body[].tags[].label',
      'removed-response-property POST /pets 201 application/json body.name',
    ]);
  });

  it('catches a new required request property and an optional one made required', () => {
    expect(
      rulesOf((doc) => {
        const schema = schemaOf(doc, '/pets', 'post', 'requestBody');
        at(schema, 'properties').owner = text;
        schema.required = ['name', 'owner', 'note'];
      }),
    ).toEqual([
      'new-required-request-property POST /pets request application/json body.owner',
      'new-required-request-property POST /pets request application/json body.note',
    ]);
  });

  it('catches a new required parameter and a body made required', () => {
    expect(
      rulesOf((doc) => {
        const parameters = at(doc, 'paths', '/pets', 'get').parameters as Json[];
        parameters.push({ name: 'owner', in: 'query', required: true });
        at(parameters, '0').required = true;
        at(doc, 'paths', '/pets', 'post', 'requestBody').required = true;
      }),
    ).toEqual([
      'new-required-parameter GET /pets query limit',
      'new-required-parameter GET /pets query owner',
      'new-required-request-property POST /pets request',
    ]);
  });

  it('catches a narrowed enum in a request, a parameter and a response, and a new enum on a request value', () => {
    expect(
      rulesOf((doc) => {
        const input = at(schemaOf(doc, '/pets', 'post', 'requestBody'), 'properties');
        at(input, 'kind').enum = ['cat'];
        input.note = { type: 'string', enum: ['short'] };
        at(doc, 'paths', '/pets', 'get', 'parameters', '1', 'schema').enum = ['name'];
        const item = at(schemaOf(doc, '/pets', 'get', 'responses', '200'), 'items');
        at(item, 'properties', 'kind').enum = ['dog'];
      }),
    ).toEqual([
      'narrowed-enum GET /pets query sort',
      'narrowed-enum GET /pets 200 application/json body[].kind',
      'narrowed-enum POST /pets request application/json body.kind',
      'narrowed-enum POST /pets request application/json body.note',
    ]);
  });

  it('lets loosening pass: new operations, statuses and optional fields, wider enums, an open code list, no format', () => {
    expect(
      rulesOf((doc) => {
        at(doc, 'paths')['/owners'] = { get: { responses: { '200': { description: 'ok' } } } };
        at(doc, 'paths', '/pets', 'get', 'responses')['500'] = { description: 'failed' };
        (at(doc, 'paths', '/pets', 'get').parameters as Json[]).push({ name: 'q', in: 'query' });
        const input = schemaOf(doc, '/pets', 'post', 'requestBody');
        at(input, 'properties').colour = text;
        at(input, 'properties', 'kind').enum = ['cat', 'dog', 'rabbit'];
        input.required = [];
        const output = at(schemaOf(doc, '/pets', 'post', 'responses', '201'), 'properties');
        output.kind = { anyOf: [{ enum: ['cat', 'dog'] }, { type: 'string' }] };
        output.born = { type: 'string', format: 'date' };
        output.id = { type: 'string', minLength: 1 };
      }),
    ).toEqual([]);
  });
});
