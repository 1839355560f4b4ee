/**
 * The contract examples serve every test person consistently: `x-personas` names real persons
 * without ambiguity, nobody gets another household's personal data by default, and the tokens
 * of the identity examples are well-formed JWTs whose `sub` makes the gateway answer as the
 * right person.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  indexExamples,
  selectExample,
  type IndexedExample,
  type IndexedOperation,
  type ParsedOperation,
  type RequestParameters,
} from '../../mock-server/example-index.ts';
import { personaByKey, personas, type Persona } from '../../mock-server/personas.ts';
import { contractPath } from '../../mock-server/prism.ts';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = Record<string, Json>;

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface Operation {
  contract: ContractName;
  document: JsonObject;
  method: string;
  path: string;
  raw: JsonObject;
  bearer: boolean;
  indexed: IndexedOperation;
}

function resolve(document: JsonObject, value: Json | undefined): Json | undefined {
  if (isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) {
    return value.$ref
      .slice(2)
      .split('/')
      .reduce<Json | undefined>((at, part) => (isObject(at) ? at[part] : undefined), document);
  }
  return value;
}

/** The operations of the raw contracts, indexed as the gateway indexes Prism's. */
const operations: Operation[] = contractNames.flatMap((contract) => {
  const document = parse(readFileSync(contractPath(contract), 'utf8')) as JsonObject;
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  return Object.entries(paths).flatMap(([path, item]) =>
    methods
      .filter((method) => isObject(item[method]))
      .map((method) => {
        const raw = item[method] as JsonObject;
        const responses = Object.entries((raw.responses ?? {}) as Record<string, JsonObject>);
        const parsed: ParsedOperation = {
          method,
          path,
          responses: responses.map(([code, response]) => ({
            code,
            contents: Object.values((response.content ?? {}) as Record<string, JsonObject>).map(
              (media) => ({
                examples: Object.keys((media.examples ?? {}) as JsonObject).map((key) => ({ key })),
              }),
            ),
          })),
        };
        const security = (raw.security ?? document.security ?? []) as JsonObject[];
        const [indexed] = indexExamples([parsed], document);
        if (!indexed) {
          throw new Error('indexExamples returned nothing');
        }
        return {
          contract,
          document,
          method,
          path,
          raw,
          bearer: security.some((requirement) => 'bearerAuth' in requirement),
          indexed,
        };
      }),
  );
});

const label = (o: Operation) => `${o.contract} ${o.method.toUpperCase()} ${o.path}`;

/** The value of a named example of an operation (any status, any media type). */
function exampleValue(o: Operation, name: string): Json | undefined {
  for (const response of Object.values((o.raw.responses ?? {}) as Record<string, JsonObject>)) {
    for (const media of Object.values((response.content ?? {}) as Record<string, JsonObject>)) {
      const example = resolve(o.document, ((media.examples ?? {}) as JsonObject)[name]);
      if (isObject(example)) {
        return example.value;
      }
    }
  }
  return undefined;
}

/**
 * What Prism answers a person asking with these parameters: the selected example, else the first
 * success example.
 */
function answerFor(
  o: Operation,
  key: string,
  parameters: RequestParameters = {},
): { name: string; value: Json | undefined } | null {
  const selected = selectExample(o.indexed, key, parameters);
  const name =
    selected?.name ??
    o.indexed.examples.find((e) => e.status >= 200 && e.status < 300)?.name ??
    undefined;
  return name === undefined ? null : { name, value: exampleValue(o, name) };
}

function decodeJwt(token: string): { header: JsonObject; payload: JsonObject; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as JsonObject;
  return { header: decode(header), payload: decode(payload), signature };
}

const jwtShape = /^eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+$/;

/** Every string in a value, with the payload of every JWT among them. */
function textsIn(value: Json | undefined): string[] {
  if (typeof value === 'string') {
    return jwtShape.test(value) ? [value, JSON.stringify(decodeJwt(value).payload)] : [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(textsIn);
  }
  return isObject(value) ? Object.values(value).flatMap(textsIn) : [];
}

/** Laura and her children share data by design (principals, family address, act claims). */
const family = new Set(['mainUser', 'childPrincipal', 'teenPrincipal', 'tooOldPrincipal']);
const sameHousehold = (a: Persona, b: Persona) =>
  a.key === b.key || (family.has(a.key) && family.has(b.key));

/** Onni never holds a token: the exchange refuses him (principal_too_old). */
const tokenHolders = personas.filter((p) => p.key !== 'tooOldPrincipal');

function person(key: string): Persona {
  const found = personaByKey(key);
  if (!found) {
    throw new Error(`No persona ${key}`);
  }
  return found;
}

/** The parameter sets the `x-match` examples of an operation answer (one per value). */
function matchedParameters(o: Operation): RequestParameters[] {
  return o.indexed.examples.flatMap((e) =>
    Object.entries(e.match ?? {}).flatMap(([name, values]) => values.map((v) => ({ [name]: v }))),
  );
}

describe('x-personas', () => {
  const listed = operations.flatMap((o) =>
    o.indexed.examples.flatMap((e) => e.personas.map((key) => ({ o, example: e.name, key }))),
  );

  it('is used, and names only persons of mock-server/personas.ts', () => {
    expect(listed.length).toBeGreaterThan(0);
    for (const { o, example, key } of listed) {
      expect(personaByKey(key), `${label(o)} ${example}: ${key}`).toBeDefined();
    }
  });

  it.each(operations.map((o) => [label(o), o] as const))(
    '%s chooses at most one example for each person',
    (_, o) => {
      for (const { key } of personas) {
        const candidates = o.indexed.examples.filter(
          (e) => e.match === undefined && (e.name === key || e.personas.includes(key)),
        );
        expect(
          candidates.map((e) => e.name),
          key,
        ).toHaveLength(Math.min(candidates.length, 1));
      }
    },
  );
});

describe('x-match', () => {
  const keyed = operations.flatMap((o) =>
    o.indexed.examples.flatMap((e) => (e.match === undefined ? [] : [{ o, e }])),
  );
  const parametersOf = (o: Operation) =>
    ((o.raw.parameters ?? []) as Json[])
      .map((p) => resolve(o.document, p))
      .filter(isObject)
      .filter((p) => p.in === 'path' || p.in === 'query');

  it('is used, on examples named for what they are rather than for a person', () => {
    expect(keyed.length).toBeGreaterThan(0);
    for (const { o, e } of keyed) {
      expect(personaByKey(e.name), `${label(o)} ${e.name}`).toBeUndefined();
    }
  });

  it('names parameters of the operation, with values their schema allows', () => {
    for (const { o, e } of keyed) {
      for (const [name, values] of Object.entries(e.match ?? {})) {
        const parameter = parametersOf(o).find((p) => p.name === name);
        expect(parameter, `${label(o)} ${e.name}: ${name}`).toBeDefined();
        const schema = isObject(parameter?.schema) ? parameter.schema : {};
        for (const value of values) {
          if (schema.type === 'integer') {
            expect(value, `${label(o)} ${e.name}`).toMatch(/^\d+$/);
          }
          if (Array.isArray(schema.enum)) {
            expect(schema.enum, `${label(o)} ${e.name}`).toContain(value);
          }
        }
      }
    }
  });

  it('gives each person at most one answer to each value', () => {
    for (const o of operations) {
      for (const parameters of matchedParameters(o)) {
        for (const key of [...personas.map((p) => p.key), undefined]) {
          const fits = (e: IndexedExample) =>
            e.match !== undefined &&
            Object.entries(e.match).every(([n, v]) => v.includes(parameters[n] ?? '')) &&
            (key === undefined ? e.personas.length === 0 : e.personas.includes(key));
          const answers = o.indexed.examples.filter(fits).map((e) => e.name);
          expect(
            answers.length,
            `${label(o)} ${JSON.stringify(parameters)} ${key ?? ''}`,
          ).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});

/**
 * Lists whose items each have a detail operation: every item a person sees in the list is what
 * that person gets when they open it (the same value), and a list example names its person.
 */
const listsAndDetails = [
  { contract: 'chat-v4', list: '/chat-queues', detail: '/chat-queues/{id}', key: 'id' },
  {
    contract: 'chat-v4',
    list: '/person/chat-queues',
    detail: '/person/chat-queues/{id}',
    key: 'id',
  },
  {
    contract: 'chat-v4',
    list: '/person/appointments',
    detail: '/person/appointments/{id}',
    key: 'appointmentId',
  },
] as const;

describe('every item of a list example opens as itself', () => {
  const find = (contract: string, path: string) => {
    const found = operations.find(
      (o) => o.contract === contract && o.path === path && o.method === 'get',
    );
    if (!found) {
      throw new Error(`${contract} GET ${path}`);
    }
    return found;
  };
  const cases = listsAndDetails.flatMap(({ contract, list, detail, key }) => {
    const listOperation = find(contract, list);
    const detailOperation = find(contract, detail);
    const callers = listOperation.bearer ? tokenHolders.map((p) => p.key) : ['anonymous'];
    return callers.map(
      (caller) =>
        [`${contract} ${list} as ${caller}`, listOperation, detailOperation, caller, key] as const,
    );
  });

  it.each(cases)('%s', (_, listOperation, detailOperation, caller, key) => {
    const items = answerFor(listOperation, caller)?.value;
    expect(Array.isArray(items)).toBe(true);
    for (const item of Array.isArray(items) ? items : []) {
      const id = isObject(item) ? item[key] : undefined;
      const text = typeof id === 'number' || typeof id === 'string' ? `${id}` : '';
      expect(text, `${key} of an item`).not.toBe('');
      const answer = answerFor(detailOperation, caller, { id: text });
      expect(answer?.value, `${detailOperation.path} with ${text}`).toEqual(item);
    }
  });

  it('and an id of no list answers 404', () => {
    for (const { contract, detail } of listsAndDetails) {
      const o = find(contract, detail);
      expect(selectExample(o.indexed, 'mainUser', { id: '999999' })?.status).toBe(404);
    }
  });
});

describe('nobody gets another household’s personal data by default', () => {
  const cases = operations
    .filter((o) => o.bearer)
    .flatMap((o) =>
      [{}, ...matchedParameters(o)].flatMap((parameters) =>
        tokenHolders.map(
          (p) =>
            [
              `${label(o)}${Object.keys(parameters).length > 0 ? ` ${JSON.stringify(parameters)}` : ''} as ${p.key}`,
              o,
              p,
              parameters,
            ] as const,
        ),
      ),
    );

  it.each(cases)('%s', (_, o, caller, parameters) => {
    const answer = answerFor(o, caller.key, parameters);
    const texts = answer ? textsIn(answer.value) : [];
    for (const other of personas.filter((q) => !sameHousehold(caller, q))) {
      const leaks = texts.filter(
        (text) =>
          text.includes(other.subject) ||
          text === other.givenNames ||
          text.includes(`${other.firstName} ${other.lastName}`),
      );
      expect(leaks, `${answer?.name ?? ''} has ${other.key}'s data`).toEqual([]);
    }
  });
});

/**
 * Person-dependent operations where a person without an example of their own gets the first
 * success example on purpose: it holds nothing that identifies anyone.
 */
const sharedDefaults: Record<string, string> = {
  'chat-v4 GET /person/chat-queues': "a private customer's queue catalogue",
  'chat-v4 GET /person/chat-queues/{id}': 'a queue of the catalogue',
  'payments GET /settings/payment-method': 'a setting: online payment',
  'self-triage GET /visibility': 'no occupational health contract, the answer for most people',
  'patient GET /consent-categories': 'consent choices with no identifying data',
  'patient GET /consents': 'consent choices with no identifying data',
  'patient GET /insurances': 'an insurance flag with no identifying data',
  'patient GET /terms-of-use/acceptances': 'terms accepted',
  'identity POST /oauth/get-on-behalf-of-token':
    'no bearer token: the principal is chosen on the external page, not by the caller',
  'identity POST /token': 'no bearer token: the principal is named in the body',
};

describe('person-dependent operations', () => {
  const personDependent = operations.filter((o) =>
    o.indexed.examples.some(
      (e) =>
        e.status >= 200 &&
        e.status < 300 &&
        (personaByKey(e.name) !== undefined || e.personas.length > 0),
    ),
  );

  it('include the ones whose defaults are shared on purpose', () => {
    const labels = personDependent.map(label);
    for (const shared of Object.keys(sharedDefaults)) {
      expect(labels).toContain(shared);
    }
  });

  it.each(personDependent.map((o) => [label(o), o] as const))(
    '%s answers each token holder as themselves, their household, or a shared default',
    (name, o) => {
      const strays = tokenHolders.filter((caller) => {
        if (selectExample(o.indexed, caller.key) || name in sharedDefaults) {
          return false;
        }
        const fallback = answerFor(o, caller.key)?.name ?? '';
        const owner = personaByKey(fallback);
        return !owner || !sameHousehold(caller, owner);
      });
      expect(strays.map((p) => p.key)).toEqual([]);
    },
  );
});

describe('the tokens of the identity examples', () => {
  const identity = operations.filter((o) => o.contract === 'identity');
  const laura = person('mainUser');
  const tokenExamples = identity.flatMap((o) =>
    o.indexed.examples.flatMap((e) => {
      const value = exampleValue(o, e.name);
      return isObject(value) && typeof value.access_token === 'string'
        ? [{ o, name: e.name, value, token: value.access_token }]
        : [];
    }),
  );

  it('cover the code exchange, the on-behalf-of token and the token exchange', () => {
    expect(tokenExamples.map((t) => `${t.o.path} ${t.name}`).sort()).toEqual([
      '/oauth/get-on-behalf-of-token childPrincipal',
      '/oauth/get-on-behalf-of-token teenPrincipal',
      '/oauth/token addPrincipalCodeExchange',
      '/oauth/token refreshedTokens',
      '/token childPrincipal',
      '/token teenPrincipal',
    ]);
  });

  it.each(tokenExamples.map((t) => [`${t.o.path} ${t.name}`, t] as const))(
    '%s is a JWT with the right sub, iss, aud, iat and exp and a fake signature',
    (_, { name, value, token }) => {
      expect(token).toMatch(jwtShape);
      const { header, payload, signature } = decodeJwt(token);
      expect(header).toMatchObject({ typ: 'JWT' });
      expect(Buffer.from(signature, 'base64url').toString('utf8')).toBe(
        'fake-signature-not-verified',
      );
      // An example named for a principal carries that principal's token; Laura acts (act.sub).
      const principal = personaByKey(name);
      expect(payload.sub).toBe(principal ? principal.subject : laura.subject);
      if (principal) {
        expect(payload.act).toEqual({ sub: laura.subject });
      }
      expect(payload.iss).toMatch(/^https:\/\/api\.asiointi\.example\//);
      expect(payload.aud).toBe('https://api.asiointi.example');
      expect(typeof payload.iat).toBe('number');
      expect(Number(payload.exp) - Number(payload.iat)).toBe(value.expires_in);
    },
  );

  it('uses Laura’s tokens in the request examples', () => {
    const requestTokens = identity.flatMap((o) => {
      const body = o.raw.requestBody as JsonObject | undefined;
      return Object.values((body?.content ?? {}) as Record<string, JsonObject>).flatMap((media) =>
        Object.values((media.examples ?? {}) as Record<string, JsonObject>).flatMap((example) =>
          textsIn(example.value).filter((text) => jwtShape.test(text)),
        ),
      );
    });
    expect(requestTokens.length).toBeGreaterThanOrEqual(3);
    for (const token of requestTokens) {
      expect(decodeJwt(token).payload.sub).toBe(laura.subject);
    }
  });
});
