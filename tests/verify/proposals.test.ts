/**
 * The classifier of violations on small contracts written here: a violation is a proposal's when
 * an `x-proposal: true` stands on any node along its path (operation, response, media type,
 * schema, property), a missing field's by its own schema; otherwise it breaks the spec.
 */
import { describe, expect, it } from 'vitest';
import { classify, ContractDocument, type Location } from '../../scripts/verify/proposals.ts';

const marked = { 'x-proposal': true, description: 'Proposal: ours.' };

/** One operation `GET /things/{id}` whose 200 and 401 bodies are given, and a second file. */
function contract(options: {
  operation?: object;
  response?: object;
  media?: object;
  schema?: object;
  unauthorized?: object;
}): ContractDocument {
  return new ContractDocument('/contracts/things.yaml', {
    '/contracts/things.yaml': {
      openapi: '3.1.0',
      paths: {
        '/things/{id}': {
          get: {
            operationId: 'getThing',
            ...options.operation,
            responses: {
              '200': {
                description: 'The thing.',
                ...options.response,
                content: {
                  'application/json': {
                    schema: options.schema ?? { $ref: '#/components/schemas/Thing' },
                    ...options.media,
                  },
                },
              },
              '401': {
                description: 'Unauthorized.',
                content: {
                  'application/json': {
                    schema: options.unauthorized ?? {
                      oneOf: [
                        { $ref: '#/components/schemas/Problem' },
                        { $ref: './common.yaml#/components/schemas/GatewayError' },
                      ],
                    },
                  },
                },
              },
              '404': { ...marked, description: 'Proposal: no such thing.' },
              '422': { description: 'Expired.' },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: {
            type: 'object',
            required: ['id', 'kind', 'parts'],
            properties: {
              id: { type: 'string' },
              kind: { type: 'string', enum: ['a', 'b'], ...marked },
              parts: { type: 'array', items: { $ref: '#/components/schemas/Part' } },
              extra: { $ref: './common.yaml#/components/schemas/Extra' },
            },
          },
          Part: {
            allOf: [
              { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
              {
                type: 'object',
                required: ['size'],
                properties: { size: { type: 'integer', ...marked } },
              },
            ],
          },
          Problem: {
            type: 'object',
            required: ['type', 'title', 'status', 'code'],
            properties: {
              type: { type: 'string' },
              title: { type: 'string' },
              status: { type: 'integer' },
              code: { type: 'string', ...marked },
            },
          },
        },
      },
    },
    '/contracts/common.yaml': {
      components: {
        schemas: {
          GatewayError: {
            type: 'object',
            required: ['statusCode', 'message'],
            properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
          },
          Extra: { type: 'object', ...marked, properties: { note: { type: 'string' } } },
        },
      },
    },
  });
}

const body = (path: (string | number)[], extra: Partial<Location> = {}): Location => ({
  response: '200',
  mediaTypes: ['application/json'],
  path,
  ...extra,
});
const get = (document: ContractDocument, location: Location) =>
  classify(document, 'GET', '/things/{id}', location);

describe('classify', () => {
  const plain = contract({});

  it('a missing field is the spec’s unless its own schema is marked', () => {
    expect(get(plain, body(['id'], { missing: true }))).toBe('spec');
    expect(get(plain, body(['kind'], { missing: true }))).toBe('proposal');
  });

  it('follows lists, $refs and allOf members down to the field', () => {
    expect(get(plain, body(['parts', 0, 'name'], { missing: true }))).toBe('spec');
    expect(get(plain, body(['parts', 2, 'size'], { missing: true }))).toBe('proposal');
  });

  it('counts a marked schema in another file, and every field below it', () => {
    expect(get(plain, body(['extra']))).toBe('proposal');
    expect(get(plain, body(['extra', 'note']))).toBe('proposal');
  });

  it('counts a marker on the operation, the response, the media type or the body schema', () => {
    const at = body(['id'], { missing: true });
    expect(get(contract({ operation: marked }), at)).toBe('proposal');
    expect(get(contract({ response: marked }), at)).toBe('proposal');
    expect(get(contract({ media: marked }), at)).toBe('proposal');
    expect(get(contract({ schema: { $ref: '#/components/schemas/Thing', ...marked } }), at)).toBe(
      'proposal',
    );
    expect(
      get(contract({ schema: { type: 'object', ...marked, properties: {} } }), body(['id'])),
    ).toBe('proposal');
  });

  it('a body matching none of a oneOf is a proposal’s when one branch fails only on proposals', () => {
    const at = { response: '401', mediaTypes: ['application/json'], path: [] };
    expect(get(plain, { ...at, branches: [[{ path: ['code'], missing: true }], []] })).toBe(
      'proposal',
    );
    expect(
      get(plain, {
        ...at,
        branches: [
          [
            { path: ['code'], missing: true },
            { path: ['title'], missing: true },
          ],
          [{ path: ['statusCode'], missing: true }],
        ],
      }),
    ).toBe('spec');
  });

  it('an unexpected status is a proposal’s when every expected response is', () => {
    expect(get(plain, { expected: ['422'] })).toBe('spec');
    expect(get(plain, { expected: ['404'] })).toBe('proposal');
    expect(get(plain, { expected: ['404', '422'] })).toBe('spec');
  });

  it('a media type or a header is judged by its response and the declared node', () => {
    expect(get(plain, { response: '404', mediaTypes: [] })).toBe('proposal');
    expect(get(plain, { response: '200', mediaTypes: ['application/json'] })).toBe('spec');
    expect(
      get(contract({ media: marked }), { response: '200', mediaTypes: ['application/json'] }),
    ).toBe('proposal');
  });

  it('an undeclared status or an unknown operation is the spec’s', () => {
    expect(get(plain, {})).toBe('spec');
    expect(classify(plain, 'POST', '/nothing', body(['id']))).toBe('spec');
  });
});
