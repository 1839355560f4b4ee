import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { catalogue, personaKeys } from './catalogue.ts';
import {
  contractNames,
  loadContract,
  openapiDir,
  operationsOf,
  type ContractName,
  type Json,
  type JsonObject,
} from './load-contracts.ts';

const contracts = Object.fromEntries(contractNames.map((name) => [name, loadContract(name)]));
const operations = contractNames.flatMap((name) => operationsOf(name, contracts[name]));
const label = (o: { method: string; path: string; contract: string }) =>
  `${o.contract} ${o.method.toUpperCase()} ${o.path}`;

// The generated zod schemas are stricter than JSON Schema's formats: RFC 4122 UUIDs (version and
// variant nibbles) and ISO date-times with seconds and an offset. Examples must pass those too.
export const rfc4122 = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const anyUuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('uuid', rfc4122);
ajv.addFormat('date-time', {
  validate: (value: string) => dateTimeWithOffset.test(value) && !Number.isNaN(Date.parse(value)),
});

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function stringsIn(value: Json): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(stringsIn);
  }
  return isObject(value) ? Object.values(value).flatMap(stringsIn) : [];
}

interface NamedExample {
  operation: string;
  status: string;
  mediaType: string;
  name: string;
  value: Json;
  schema: JsonObject;
}

const examples: NamedExample[] = operations.flatMap((o) =>
  Object.entries((o.operation.responses ?? {}) as Record<string, JsonObject>).flatMap(
    ([status, response]) =>
      Object.entries((response.content ?? {}) as Record<string, JsonObject>).flatMap(
        ([mediaType, media]) =>
          Object.entries((media.examples ?? {}) as Record<string, JsonObject>).map(
            ([name, example]) => ({
              operation: label(o),
              status,
              mediaType,
              name,
              value: example.value as Json,
              schema: media.schema as JsonObject,
            }),
          ),
      ),
  ),
);

describe('the catalogue of calls (C-01…C-36)', () => {
  it.each(catalogue)('$id $method $path is in $contract with its statuses', (call) => {
    const found = operations.find(
      (o) => o.contract === call.contract && o.method === call.method && o.path === call.path,
    );
    expect(found, `${call.id} missing`).toBeDefined();
    const statuses = Object.keys((found?.operation.responses ?? {}) as JsonObject).map((s) =>
      /^\d{3}$/.test(s) ? Number(s) : s,
    );
    expect(statuses).toEqual(expect.arrayContaining(call.statuses));
    const requiresBearer = (found?.security ?? []).some((req) => 'bearerAuth' in req);
    expect(requiresBearer, `${call.id} bearer`).toBe(call.bearer);
  });

  it('serves the add-principal code exchange (C-27) from the oauth/token grant', () => {
    const op = operations.find((o) => o.path === '/oauth/token' && o.method === 'post');
    const body = op?.operation.requestBody as JsonObject | undefined;
    expect(Object.keys((body?.content ?? {}) as JsonObject)).toEqual([
      'application/x-www-form-urlencoded',
    ]);
    expect(JSON.stringify(body)).toContain('authorization_code');
  });
});

describe('every operation', () => {
  it.each(operations.map((o) => [label(o), o] as const))(
    '%s is named, tagged and described',
    (_, o) => {
      expect(o.operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect((o.operation.tags as Json[] | undefined)?.length).toBeGreaterThan(0);
      expect(o.operation.summary).toBeTruthy();
      expect(typeof o.operation.description).toBe('string');
      expect((o.operation.description as string).length).toBeGreaterThan(40);
    },
  );

  it('has an operationId unique across all eight contracts', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(operations.map((o) => [label(o), o] as const))(
    '%s has exactly one 2xx response (a 2XX range may add that any ok status is success)',
    (_, o) => {
      const ok = Object.keys((o.operation.responses ?? {}) as JsonObject).filter((s) =>
        s.startsWith('2'),
      );
      expect(ok.filter((s) => /^\d{3}$/.test(s))).toHaveLength(1);
      expect(ok.filter((s) => !/^\d{3}$/.test(s))).toEqual(ok.length > 1 ? ['2XX'] : []);
    },
  );

  it.each(operations.map((o) => [label(o), o] as const))(
    '%s declares 401 when it takes a bearer token, and the gateway key unless public',
    (_, o) => {
      const responses = (o.operation.responses ?? {}) as JsonObject;
      if (o.security.some((req) => 'bearerAuth' in req)) {
        expect(responses).toHaveProperty('401');
      }
      if (o.contract !== 'maintenance' && o.contract !== 'feedback') {
        expect(o.security.length).toBeGreaterThan(0);
        for (const requirement of o.security) {
          expect(requirement).toHaveProperty('subscriptionKey');
        }
      }
    },
  );
});

describe('named examples', () => {
  it.each(
    operations.flatMap((o) =>
      Object.entries((o.operation.responses ?? {}) as Record<string, JsonObject>)
        // No body: a 204, or a range that only says which statuses count as success.
        .filter(([status]) => status !== '204' && !status.endsWith('XX'))
        .map(([status, response]) => [`${label(o)} ${status}`, response] as const),
    ),
  )('%s has named examples in every media type', (_, response) => {
    const content = (response.content ?? {}) as Record<string, JsonObject>;
    expect(Object.keys(content).length).toBeGreaterThan(0);
    for (const media of Object.values(content)) {
      expect(media.example, 'use named `examples`, not `example`').toBeUndefined();
      expect(Object.keys((media.examples ?? {}) as JsonObject).length).toBeGreaterThan(0);
    }
  });

  it.each(operations.map((o) => [label(o), o] as const))(
    '%s uses each example name once across its statuses, and mainUser first',
    (_, o) => {
      const responses = Object.entries((o.operation.responses ?? {}) as Record<string, JsonObject>);
      const names = responses.flatMap(([, r]) =>
        Object.values((r.content ?? {}) as Record<string, JsonObject>).flatMap((m) =>
          Object.keys((m.examples ?? {}) as JsonObject),
        ),
      );
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
      for (const [status, r] of responses) {
        for (const media of Object.values((r.content ?? {}) as Record<string, JsonObject>)) {
          const keys = Object.keys((media.examples ?? {}) as JsonObject);
          if (status.startsWith('2') && keys.includes('mainUser')) {
            expect(keys[0]).toBe('mainUser');
          }
        }
      }
    },
  );

  it.each(contractNames)('%s names every example in one casing, camelCase', (name) => {
    const names: string[] = [];
    const collect = (value: Json | undefined): void => {
      if (Array.isArray(value)) {
        value.forEach(collect);
      } else if (isObject(value)) {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'examples' && isObject(child)) {
            names.push(...Object.keys(child));
          }
          collect(child);
        }
      }
    };
    collect(contracts[name]);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((example) => !/^[a-z][a-zA-Z0-9]*$/.test(example))).toEqual([]);
  });

  it.each(examples.map((e) => [`${e.operation} ${e.status} ${e.name}`, e] as const))(
    '%s matches its schema with strict formats',
    (_, e) => {
      const validate = ajv.compile(e.schema);
      expect(validate(e.value), ajv.errorsText(validate.errors)).toBe(true);
      for (const text of stringsIn(e.value)) {
        if (anyUuidShape.test(text)) {
          expect(text, 'UUIDs must be RFC 4122').toMatch(rfc4122);
        }
      }
    },
  );

  it('gives persons only the keys listed in openapi/README.md', () => {
    const readme = readFileSync(join(openapiDir, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([a-zA-Z]+)` \| \*\*/gm)].map((m) => m[1]);
    expect(listed).toEqual([...personaKeys]);
  });
});

describe('the shared error bodies', () => {
  it('are referenced as schemas, never as shared responses', () => {
    for (const name of contractNames) {
      const raw = readFileSync(join(openapiDir, `${name}.yaml`), 'utf8');
      expect(raw, name).not.toContain('#/components/responses/');
    }
  });
});

describe('enums spelled exactly as the spec spells them', () => {
  const enums: [string, ContractName, string, string | null, string[]][] = [
    [
      // The received kinds of 001 §3 and the interface kind HTIA (001 §3 L117, §4 L196), which
      // the backend sends for a queue entered through the pre-questionnaire (proposal, 4.2.0).
      'chat kind (001 §3)',
      'chat-v4',
      'ChatQueue',
      'kind',
      ['ServiceRequest', 'CallRequest', 'Bot', 'HTIA'],
    ],
    [
      'appointment status',
      'chat-v4',
      'Appointment',
      'status',
      ['Available', 'QueueClosed', 'NotYetAvailable', 'QueueNotFound'],
    ],
    ['payment method', 'payments', 'PaymentMethod', null, ['not_set', 'paper', 'online']],
    [
      'payments maintenance message',
      'payments',
      'PaymentsMaintenance',
      'message',
      ['off', 'readonly', 'full'],
    ],
    [
      'self-triage reason',
      'self-triage',
      'SelfTriageVisibility',
      'reason',
      [
        'PATIENT_HAS_NO_OCCUPATIONAL_HEALTH_CONTRACT',
        'PATIENT_CUSTOMER_SEGMENT_NOT_INCLUDED_IN_PILOT',
      ],
    ],
    ['self-triage gender', 'self-triage', 'SelfTriageUserData', 'gender', ['MALE', 'FEMALE']],
    ['profile gender', 'patient', 'Profile', 'gender', ['male', 'female']],
    [
      'patient API error codes (E-19)',
      'patient',
      'PatientApiErrorCode',
      null,
      [
        'NotAuthorizedError',
        'InvalidTokenError',
        'InternalError',
        'NotFoundError',
        'InvalidRequestError',
        'BadRequestError',
        'ForbiddenError',
        'CustomerDeniedAccessError',
        'UnsupportedFileFormatError',
        'ImageTooLargeError',
      ],
    ],
    [
      'OAuth errors (C-26)',
      'identity',
      'OAuthError',
      'error',
      [
        'invalid_request',
        'invalid_client',
        'invalid_grant',
        'unauthorized_client',
        'unsupported_grant_type',
        'invalid_scope',
        'invalid_target',
      ],
    ],
    ['app event application', 'app-events', 'ApplicationId', null, ['tapWeb', 'ttMobile']],
    ['app event type', 'app-events', 'AppEventType', null, ['Login', 'OnboardingFinished']],
  ];
  it.each(enums)('%s', (_, contract, schemaName, property, values) => {
    const schemas = (contracts[contract]?.components as JsonObject).schemas as Record<
      string,
      JsonObject
    >;
    const schema = schemas[schemaName];
    const target =
      property === null ? schema : (schema?.properties as Record<string, JsonObject>)[property];
    expect([...((target?.enum ?? []) as string[])].sort()).toEqual([...values].sort());
  });
});
