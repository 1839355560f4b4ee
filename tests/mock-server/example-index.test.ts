import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearerPersona,
  bearerSubject,
  callerClaims,
  callerPersonas,
  jwtClaims,
} from '../../mock-server/gateway/bearer.ts';
import {
  bodyParameters,
  findOperation,
  indexExamples,
  mediaTypeOf,
  pathParameters,
  preferHeader,
  requestParameters,
  selectExample,
  type IndexedOperation,
  type ParsedOperation,
} from '../../mock-server/gateway/example-index.ts';
import { personas } from '../../mock-server/personas.ts';
import { contractPath } from '../../mock-server/gateway/prism.ts';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import { contractDocument } from '../support/contract-example.ts';
import { unsignedJwt } from '../support/test-token.ts';

const responses = (...codes: [string, ...string[][]][]): ParsedOperation['responses'] =>
  codes.map(([code, ...contents]) => ({
    code,
    contents: contents.map((keys) => ({ examples: keys.map((key) => ({ key })) })),
  }));

const operations: ParsedOperation[] = [
  {
    method: 'get',
    path: '/people',
    responses: responses(['200', ['mainUser', 'nobody']], ['403', ['deniedCustomer']]),
  },
  {
    method: 'get',
    path: '/people/{id}',
    responses: responses(['200', ['someone']], ['404', ['notFound']]),
  },
  { method: 'get', path: '/people/me', responses: responses(['200', ['me']]) },
  {
    method: 'get',
    path: '/queues/{id}',
    responses: responses(
      ['200', ['doctorChat', 'nurseChatForSanna', 'nurseChatForEveryone', 'anyQueueForLaura']],
      ['403', ['forbidden', 'deniedCustomer']],
      ['404', ['notFound']],
    ),
  },
  {
    method: 'post',
    path: '/people',
    responses: responses(['201', ['created'], ['created']], ['default', ['oops']]),
  },
  {
    method: 'post',
    path: '/tokens',
    responses: responses(
      ['200', ['tokenForEetu', 'codeForAnyone']],
      ['401', ['unknownToken']],
      ['404', ['notFound']],
    ),
  },
];

const document = {
  paths: {
    '/people': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                examples: {
                  mainUser: { value: [] },
                  nobody: { 'x-personas': ['newPatient', 'mainUser'], value: [] },
                },
              },
            },
          },
        },
      },
    },
    '/queues/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                examples: {
                  doctorChat: { $ref: '#/components/examples/DoctorChat' },
                  nurseChatForSanna: {
                    'x-match': { id: 3101 },
                    'x-personas': ['occupationalCustomer'],
                    value: {},
                  },
                  nurseChatForEveryone: { 'x-match': { id: [3101, 3102] }, value: {} },
                  anyQueueForLaura: { 'x-personas': ['mainUser'], value: {} },
                },
              },
            },
          },
          '403': {
            content: {
              'application/problem+json': {
                examples: { forbidden: { 'x-match': { id: 3103 }, value: {} }, deniedCustomer: {} },
              },
            },
          },
        },
      },
    },
    '/tokens': {
      post: {
        responses: {
          '200': {
            content: {
              'application/json': {
                examples: {
                  tokenForEetu: {
                    'x-match': { subject: 'eetu' },
                    'x-personas': ['mainUser'],
                    value: {},
                  },
                  codeForAnyone: { 'x-match': { code: 'c1', grant: true }, value: {} },
                },
              },
            },
          },
          '401': {
            content: {
              'application/json': {
                examples: {
                  unknownToken: { 'x-unmatched': true, 'x-personas': ['newPatient'], value: {} },
                },
              },
            },
          },
          '404': {
            content: { 'application/json': { examples: { notFound: { value: {} } } } },
          },
        },
      },
    },
    '/people/{id}': {
      get: {
        responses: {
          '404': {
            content: {
              'application/problem+json': {
                examples: { notFound: { $ref: '#/components/examples/NotFound' } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    examples: {
      NotFound: { 'x-personas': ['newPatient'], value: {} },
      DoctorChat: { 'x-match': { id: 3012, language: ['fi', 'sv'] }, value: {} },
    },
  },
};

const index = indexExamples(operations, document);

function operation(path: string, method = 'get'): IndexedOperation {
  const found = index.find((o) => o.path === path && o.method === method);
  if (!found) {
    throw new Error(`${method} ${path} not indexed`);
  }
  return found;
}

describe('indexExamples', () => {
  it('indexes each named example with its status and x-personas, following $ref', () => {
    expect(operation('/people').examples).toEqual([
      { name: 'mainUser', status: 200, personas: [] },
      { name: 'nobody', status: 200, personas: ['newPatient', 'mainUser'] },
      { name: 'deniedCustomer', status: 403, personas: [] },
    ]);
    expect(operation('/people/{id}').examples).toContainEqual({
      name: 'notFound',
      status: 404,
      personas: ['newPatient'],
    });
  });

  it('indexes x-match as text values, a single value as a list of one, following $ref', () => {
    const examples = operation('/queues/{id}').examples;
    expect(examples.find((e) => e.name === 'doctorChat')?.match).toEqual({
      id: ['3012'],
      language: ['fi', 'sv'],
    });
    expect(examples.find((e) => e.name === 'nurseChatForEveryone')?.match).toEqual({
      id: ['3101', '3102'],
    });
    expect(examples.find((e) => e.name === 'anyQueueForLaura')).not.toHaveProperty('match');
  });

  it('skips statuses that Prefer cannot name and lists a name once', () => {
    expect(operation('/people', 'post').examples).toEqual([
      { name: 'created', status: 201, personas: [] },
    ]);
  });
});

describe('selectExample', () => {
  it('prefers the example named with the person’s key', () => {
    expect(selectExample(operation('/people'), 'mainUser')).toEqual({
      status: 200,
      name: 'mainUser',
    });
    expect(selectExample(operation('/people'), 'deniedCustomer')).toEqual({
      status: 403,
      name: 'deniedCustomer',
    });
  });

  it('then an example that lists the key in x-personas', () => {
    expect(selectExample(operation('/people'), 'newPatient')).toEqual({
      status: 200,
      name: 'nobody',
    });
    expect(selectExample(operation('/people/{id}'), 'newPatient')).toEqual({
      status: 404,
      name: 'notFound',
    });
  });

  it('else nothing, so that Prism answers its default', () => {
    expect(selectExample(operation('/people'), 'occupationalCustomer')).toBeUndefined();
    expect(selectExample(operation('/people/{id}'), 'mainUser')).toBeUndefined();
  });

  describe('by what is asked for (x-match)', () => {
    const queues = operation('/queues/{id}');
    const pick = (person: string | undefined, parameters: Record<string, string>) =>
      selectExample(queues, person, parameters)?.name;

    it('answers an id with its own example, for anyone, anonymous included', () => {
      expect(pick(undefined, { id: '3012', language: 'fi' })).toBe('doctorChat');
      expect(pick('newPatient', { id: '3012', language: 'sv' })).toBe('doctorChat');
      expect(pick(undefined, { id: '3102' })).toBe('nurseChatForEveryone');
      expect(pick('newPatient', { id: '3103' })).toBe('forbidden');
    });

    it('needs every parameter the example names', () => {
      expect(pick(undefined, { id: '3012' })).toBe('notFound');
      expect(pick(undefined, { id: '3012', language: 'en' })).toBe('notFound');
    });

    it('prefers a matching example for the person, then the person’s own answer to anything', () => {
      expect(pick('occupationalCustomer', { id: '3101' })).toBe('nurseChatForSanna');
      expect(pick('newPatient', { id: '3101' })).toBe('nurseChatForEveryone');
      expect(pick('mainUser', { id: '3101' })).toBe('anyQueueForLaura');
      expect(pick('deniedCustomer', { id: '3012', language: 'fi' })).toBe('deniedCustomer');
    });

    it('answers an id that no example matches with the first 404 example', () => {
      expect(pick('occupationalCustomer', { id: '999' })).toBe('notFound');
      expect(pick(undefined, {})).toBe('notFound');
    });

    it('leaves operations without x-match as they were', () => {
      expect(selectExample(operation('/people/{id}'), 'mainUser', { id: '1' })).toBeUndefined();
    });
  });

  describe('when no x-match fits (x-unmatched)', () => {
    const tokens = operation('/tokens', 'post');
    const pick = (person: string | undefined, parameters: Record<string, string>) =>
      selectExample(tokens, person, parameters);

    it('indexes x-unmatched only where it is true', () => {
      expect(tokens.examples.find((e) => e.name === 'unknownToken')).toMatchObject({
        unmatched: true,
        status: 401,
      });
      expect(tokens.examples.find((e) => e.name === 'notFound')).not.toHaveProperty('unmatched');
    });

    it('answers with the x-unmatched example before the first 404, whatever its x-personas', () => {
      expect(pick('mainUser', { subject: 'ella' })).toEqual({ status: 401, name: 'unknownToken' });
      expect(pick(undefined, {})).toEqual({ status: 401, name: 'unknownToken' });
      expect(pick('occupationalCustomer', { code: 'c2', grant: 'true' })?.name).toBe(
        'unknownToken',
      );
    });

    it('never replaces an x-match that fits', () => {
      expect(pick('mainUser', { subject: 'eetu' })?.name).toBe('tokenForEetu');
      expect(pick(undefined, { code: 'c1', grant: 'true' })?.name).toBe('codeForAnyone');
      // tokenForEetu is Laura's only: anyone else falls through to the unmatched answer.
      expect(pick('newPatient', { subject: 'eetu' })?.name).toBe('unknownToken');
    });

    it('matches values that are not strings by their JSON text', () => {
      expect(pick(undefined, { code: 'c1', grant: 'false' })?.name).toBe('unknownToken');
    });
  });

  it('is sent as Prism’s combined Prefer form', () => {
    expect(preferHeader({ status: 404, name: 'newPatient' })).toBe('code=404, example=newPatient');
  });
});

describe('findOperation', () => {
  it('matches templates segment by segment, a literal segment first', () => {
    expect(findOperation(index, 'GET', '/people/42')?.path).toBe('/people/{id}');
    expect(findOperation(index, 'GET', '/people/me')?.path).toBe('/people/me');
    expect(findOperation(index, 'POST', '/people')?.method).toBe('post');
  });

  it('finds nothing for another method, an empty segment or another depth', () => {
    expect(findOperation(index, 'DELETE', '/people')).toBeUndefined();
    expect(findOperation(index, 'GET', '/people/')).toBeUndefined();
    expect(findOperation(index, 'GET', '/people/42/x')).toBeUndefined();
  });
});

describe('bearerSubject', () => {
  const jwt = unsignedJwt;

  it('reads sub from the JWT payload without checking the signature', () => {
    expect(bearerSubject(`Bearer ${jwt({ sub: 'abc' })}`)).toBe('abc');
    expect(bearerSubject(`bearer ${jwt({ sub: 'abc' })}x`)).toBe('abc');
  });

  it('gives nothing for a missing header, another scheme, no JWT or no string sub', () => {
    expect(bearerSubject(undefined)).toBeUndefined();
    expect(bearerSubject(`Basic ${jwt({ sub: 'abc' })}`)).toBeUndefined();
    expect(bearerSubject('Bearer opaque-service-token')).toBeUndefined();
    expect(bearerSubject('Bearer a.%%%.c')).toBeUndefined();
    expect(bearerSubject(`Bearer ${jwt({ sub: 42 })}`)).toBeUndefined();
    expect(bearerSubject(`Bearer ${jwt(['sub'])}`)).toBeUndefined();
  });

  it('reads sub and act.sub of a JWT', () => {
    expect(jwtClaims(jwt({ sub: 'principal', act: { sub: 'main' } }))).toEqual({
      sub: 'principal',
      actor: 'main',
    });
    expect(jwtClaims(jwt({ act: 'main' }))).toEqual({});
    expect(jwtClaims('opaque')).toBeUndefined();
    expect(jwtClaims(undefined)).toBeUndefined();
  });

  it('maps the subject to a test person', () => {
    const sanna = personas.find((p) => p.key === 'occupationalCustomer');
    expect(bearerPersona(`Bearer ${jwt({ sub: sanna?.subject })}`)?.key).toBe(
      'occupationalCustomer',
    );
    expect(bearerPersona(`Bearer ${jwt({ sub: 'someone-else' })}`)).toBeUndefined();
  });
});

describe('on the index of the eight contracts', () => {
  type Raw = Record<string, Record<string, { responses: Record<string, RawResponse> }>>;
  interface RawResponse {
    content?: Record<string, { examples?: Record<string, unknown> }>;
  }
  const indexes = new Map<ContractName, IndexedOperation[]>();
  const documents = new Map<ContractName, { paths: Raw }>();

  beforeAll(async () => {
    await Promise.all(
      contractNames.map(async (name) => {
        const raw = contractDocument(name) as unknown as { paths: Raw };
        documents.set(name, raw);
        indexes.set(name, indexExamples(await getHttpOperationsFromSpec(contractPath(name)), raw));
      }),
    );
  });

  /** The example names the contract itself declares for a status, read without the index. */
  function declared(contract: ContractName, o: IndexedOperation, status: number): string[] {
    const response = documents.get(contract)?.paths[o.path]?.[o.method]?.responses[String(status)];
    return Object.values(response?.content ?? {}).flatMap((media) =>
      Object.keys(media.examples ?? {}),
    );
  }

  it('never selects an example name that the contract does not declare for that status', () => {
    const keys = [...personas.map((p) => p.key), 'anonymous', 'notFound', 'noPrincipals', ''];
    let selections = 0;
    for (const contract of contractNames) {
      for (const o of indexes.get(contract) ?? []) {
        for (const key of keys) {
          const selection = selectExample(o, key);
          if (selection) {
            selections += 1;
            expect(declared(contract, o, selection.status), `${o.path} ${key}`).toContain(
              selection.name,
            );
            expect(o.examples.map((e) => e.name)).toContain(selection.name);
          }
        }
      }
    }
    expect(selections).toBeGreaterThan(100);
  });

  it('finds every operation of every contract by its own path', () => {
    for (const contract of contractNames) {
      for (const o of indexes.get(contract) ?? []) {
        const concrete = o.path.replace(/\{[^}]+\}/g, 'x1');
        expect(findOperation(indexes.get(contract) ?? [], o.method, concrete)).toBe(o);
      }
    }
  });
});

describe('body parameters', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('reads the fields of a form, the first value of each', () => {
    expect(
      bodyParameters(
        'application/x-www-form-urlencoded',
        bytes('grant_type=authorization_code&code=Xk3p%2BV&code=second&empty='),
      ),
    ).toEqual({ grant_type: 'authorization_code', code: 'Xk3p+V', empty: '' });
  });

  it('reads the top-level scalars of a JSON object, numbers and booleans as JSON text', () => {
    expect(
      bodyParameters(
        'application/json; charset=utf-8',
        bytes(
          JSON.stringify({
            accessToken: 'a.b.c',
            count: 3012,
            accepted: true,
            nested: { principalId: 'x' },
            list: ['y'],
            nothing: null,
          }),
        ),
      ),
    ).toEqual({ accessToken: 'a.b.c', count: '3012', accepted: 'true' });
  });

  it('gives nothing for another media type, broken JSON or JSON that is not an object', () => {
    expect(bodyParameters('text/plain', bytes('code=x'))).toEqual({});
    expect(bodyParameters(undefined, bytes('code=x'))).toEqual({});
    expect(bodyParameters('application/json', bytes('{"code":'))).toEqual({});
    expect(bodyParameters('application/json', bytes('["code"]'))).toEqual({});
    expect(bodyParameters('application/json', bytes('"code"'))).toEqual({});
  });

  it('reads the media type without its parameters, in lower case', () => {
    expect(mediaTypeOf('Application/JSON; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});

describe('request parameters', () => {
  it('reads the path parameters of a template, decoded', () => {
    expect(pathParameters('/person/chat-by-code/{code}', '/person/chat-by-code/K7%20RM')).toEqual({
      code: 'K7 RM',
    });
    expect(pathParameters('/a/{x}/b/{y}', '/a/1/b/2')).toEqual({ x: '1', y: '2' });
  });

  it('gives nothing for a path that does not fit, or a broken escape', () => {
    expect(pathParameters('/a/{x}', '/a/1/extra')).toBeUndefined();
    expect(pathParameters('/a/{x}', '/b/1')).toBeUndefined();
    expect(pathParameters('/a/{x}', '/a/%E0%A4%A')).toBeUndefined();
  });

  it('joins the query (its first value) and the path, the path winning a clash', () => {
    const queues = index.find((o) => o.path === '/queues/{id}');
    if (!queues) {
      throw new Error('no /queues/{id}');
    }
    expect(
      requestParameters(
        queues,
        '/queues/3012',
        new URLSearchParams('language=fi&language=sv&id=1'),
      ),
    ).toEqual({ id: '3012', language: 'fi' });
  });

  it('adds the body’s fields where the path and the query do not use the name', () => {
    const queues = index.find((o) => o.path === '/queues/{id}');
    if (!queues) {
      throw new Error('no /queues/{id}');
    }
    expect(
      requestParameters(queues, '/queues/3012', new URLSearchParams('language=fi'), {
        id: 'from-body',
        language: 'sv',
        code: 'K7RM2Q',
      }),
    ).toEqual({ id: '3012', language: 'fi', code: 'K7RM2Q' });
  });
});

describe('the caller', () => {
  const jwt = unsignedJwt;
  const laura = personas.find((p) => p.key === 'mainUser');
  const eetu = personas.find((p) => p.key === 'childPrincipal');
  const mikko = personas.find((p) => p.key === 'newPatient');
  const sanna = personas.find((p) => p.key === 'occupationalCustomer');

  it('is the bearer token’s sub, with act.sub as the actor', () => {
    const token = jwt({ sub: eetu?.subject, act: { sub: laura?.subject } });
    expect(callerPersonas(`Bearer ${token}`)).toEqual({ caller: eetu, actor: laura });
  });

  it('without a bearer token, is the sub of the body’s actor_token, accessToken or subject_token', () => {
    expect(callerPersonas(undefined, { actor_token: jwt({ sub: laura?.subject }) }).caller).toBe(
      laura,
    );
    expect(callerPersonas(undefined, { accessToken: jwt({ sub: mikko?.subject }) }).caller).toBe(
      mikko,
    );
    expect(callerPersonas(undefined, { subject_token: jwt({ sub: sanna?.subject }) }).caller).toBe(
      sanna,
    );
    // The subject_token is read last: an actor names who acts, whoever the subject is.
    expect(
      callerPersonas(undefined, {
        actor_token: jwt({ sub: laura?.subject }),
        subject_token: jwt({ sub: sanna?.subject }),
      }).caller,
    ).toBe(laura);
    expect(callerClaims(undefined, { subject_token: 'not-a-jwt' })).toBeUndefined();
    expect(callerClaims(undefined, { actor_token: 'not-a-jwt' })).toBeUndefined();
  });

  it('is never taken from the body when a bearer token is sent', () => {
    const body = { actor_token: jwt({ sub: laura?.subject }) };
    expect(callerPersonas(`Bearer ${jwt({ sub: mikko?.subject })}`, body).caller).toBe(mikko);
    expect(callerPersonas('Bearer opaque-service-token', body).caller).toBeUndefined();
  });
});
