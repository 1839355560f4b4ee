/**
 * The contract examples serve every test person consistently: `x-personas` names real persons
 * without ambiguity, nobody gets another household's personal data by default, the tokens
 * of the identity examples are well-formed JWTs whose `sub` makes the gateway answer as the
 * right person, and every choice of the add-principal page leads through the identity examples
 * to the chosen person.
 */
import { describe, expect, it } from 'vitest';
import {
  indexExamples,
  selectExample,
  type IndexedExample,
  type IndexedOperation,
  type ParsedOperation,
  type RequestParameters,
} from '../../mock-server/gateway/example-index.ts';
import { bodyCredentialFields } from '../../mock-server/gateway/bearer.ts';
import { mandates, personaByKey, personas, type Persona } from '../../mock-server/personas.ts';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import { contractDocument, type Json, type JsonObject } from '../support/contract-example.ts';
import { person } from '../support/persona.ts';

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
  /** The top-level properties of the request body's schema (any media type). */
  bodyFields: JsonObject;
  /** Whether the gateway knows who calls: a bearer token, or a credential field in the body. */
  knowsCaller: boolean;
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

/** The top-level properties of a schema, with those of each of its `oneOf`/`anyOf`/`allOf` parts. */
function schemaFields(document: JsonObject, schema: Json | undefined): JsonObject {
  if (!isObject(schema)) {
    return {};
  }
  const parts = [schema.oneOf, schema.anyOf, schema.allOf].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  return parts.reduce<JsonObject>(
    (fields, part) => ({ ...fields, ...schemaFields(document, resolve(document, part)) }),
    isObject(schema.properties) ? { ...schema.properties } : {},
  );
}

/** The operations of the raw contracts, indexed as the gateway indexes Prism's. */
const operations: Operation[] = contractNames.flatMap((contract) => {
  const document = contractDocument(contract);
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
        const requestBody = resolve(document, raw.requestBody);
        const media = isObject(requestBody) ? requestBody.content : undefined;
        const bodyFields = Object.values(isObject(media) ? media : {}).reduce<JsonObject>(
          (fields, content) => {
            const schema = isObject(content) ? resolve(document, content.schema) : undefined;
            return { ...fields, ...schemaFields(document, schema) };
          },
          {},
        );
        const bearer = security.some((requirement) => 'bearerAuth' in requirement);
        return {
          contract,
          document,
          method,
          path,
          raw,
          bearer,
          bodyFields,
          knowsCaller: bearer || bodyCredentialFields.some((name) => name in bodyFields),
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
const family = new Set([
  'mainUser',
  'childPrincipal',
  'teenPrincipal',
  'tooOldPrincipal',
  'newPrincipal',
]);
const sameHousehold = (a: Persona, b: Persona) =>
  a.key === b.key || (family.has(a.key) && family.has(b.key));

/** Onni never holds a token: the exchange refuses him (principal_too_old). */
const tokenHolders = personas.filter((p) => p.key !== 'tooOldPrincipal');

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

  it('names parameters or top-level body fields of the operation, with values their schema allows', () => {
    for (const { o, e } of keyed) {
      for (const [name, values] of Object.entries(e.match ?? {})) {
        const parameter = parametersOf(o).find((p) => p.name === name);
        const field = resolve(o.document, o.bodyFields[name]);
        expect(parameter ?? field, `${label(o)} ${e.name}: ${name}`).toBeDefined();
        const fieldSchema = isObject(field) ? field : {};
        const schema = isObject(parameter?.schema) ? parameter.schema : fieldSchema;
        for (const value of values) {
          if (schema.type === 'integer') {
            expect(value, `${label(o)} ${e.name}`).toMatch(/^\d+$/);
          }
          if (Array.isArray(schema.enum)) {
            expect(schema.enum, `${label(o)} ${e.name}`).toContain(value);
          }
          if (schema.format === 'uuid') {
            expect(
              personas.map((p) => p.subject),
              `${label(o)} ${e.name}`,
            ).toContain(value);
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
    // A person refused the whole list (the denied customer's 403) has no items to open.
    const listed = callers.filter(
      (caller) => (selectExample(listOperation.indexed, caller, {})?.status ?? 200) === 200,
    );
    return listed.map(
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

  it('but the denied customer gets CustomerDeniedAccessError from the person lists (E-21)', () => {
    for (const { contract, list } of listsAndDetails.filter((l) => l.list.startsWith('/person/'))) {
      const selected = selectExample(find(contract, list).indexed, 'deniedCustomer', {});
      expect(selected?.status, list).toBe(403);
      const value = exampleValue(find(contract, list), selected?.name ?? '');
      expect(isObject(value) ? value.code : undefined, list).toBe('CustomerDeniedAccessError');
    }
  });

  it('and an id of no list answers 404', () => {
    for (const { contract, detail } of listsAndDetails) {
      const o = find(contract, detail);
      expect(selectExample(o.indexed, 'mainUser', { id: '999999' })?.status).toBe(404);
    }
  });
});

describe('x-unmatched', () => {
  const marked = operations.flatMap((o) =>
    o.indexed.examples.filter((e) => e.unmatched).map((e) => ({ o, e })),
  );

  it('is used, on an error example of an operation with x-match, at most once an operation', () => {
    expect(marked.length).toBeGreaterThan(0);
    for (const { o, e } of marked) {
      expect(e.status, `${label(o)} ${e.name}`).toBeGreaterThanOrEqual(400);
      expect(e.match, `${label(o)} ${e.name}`).toBeUndefined();
      expect(o.indexed.examples.some((x) => x.match !== undefined)).toBe(true);
      expect(o.indexed.examples.filter((x) => x.unmatched)).toHaveLength(1);
    }
  });
});

describe('nobody gets another household’s personal data by default', () => {
  const cases = operations
    .filter((o) => o.knowsCaller)
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
  'patient PUT /terms-of-use/acceptances': 'the new state, accepted: true, the same for everyone',
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
  /** Sanna's self-triage exchange: she, the occupational customer, takes the survey, not Laura. */
  const sanna = person('occupationalCustomer');
  const selfTriageRequest = 'exchangeForSelfTriage';
  const selfTriageAnswer = 'tokenForSelfTriage';
  const tokenExamples = identity.flatMap((o) =>
    o.indexed.examples.flatMap((e) => {
      const value = exampleValue(o, e.name);
      return isObject(value) && typeof value.access_token === 'string'
        ? [{ o, name: e.name, value, token: value.access_token }]
        : [];
    }),
  );

  /**
   * The principal a token example is for: the person its `x-match` names in `subject_token`, or
   * the person an on-behalf-of answer names; undefined for Laura's own tokens.
   */
  function principalOf(o: Operation, name: string, value: JsonObject): Persona | undefined {
    const subject = o.indexed.examples.find((e) => e.name === name)?.match?.subject_token?.[0];
    if (subject !== undefined) {
      return personas.find((p) => p.subject === subject);
    }
    return typeof value.full_name === 'string'
      ? personas.find((p) => `${p.firstName} ${p.lastName}` === value.full_name)
      : undefined;
  }

  it('cover the code exchange of every choice, the on-behalf-of tokens and the token exchange', () => {
    expect(tokenExamples.map((t) => `${t.o.path} ${t.name}`).sort()).toEqual([
      '/oauth/get-on-behalf-of-token onBehalfOfAino',
      '/oauth/get-on-behalf-of-token onBehalfOfEetu',
      '/oauth/get-on-behalf-of-token onBehalfOfElla',
      '/oauth/token codeExchangeForAino',
      '/oauth/token codeExchangeForEetu',
      '/oauth/token codeExchangeForElla',
      '/oauth/token codeExchangeForOnni',
      '/oauth/token refreshedTokens',
      '/token tokenForAino',
      '/token tokenForEetu',
      '/token tokenForElla',
      '/token tokenForSelfTriage',
    ]);
  });

  it.each(tokenExamples.map((t) => [`${t.o.path} ${t.name}`, t] as const))(
    '%s is a JWT with the right sub, act, iss, aud, iat and exp and a fake signature',
    (_, { o, name, value, token }) => {
      expect(token).toMatch(jwtShape);
      const { header, payload, signature } = decodeJwt(token);
      expect(header).toMatchObject({ typ: 'JWT' });
      expect(Buffer.from(signature, 'base64url').toString('utf8')).toBe(
        'fake-signature-not-verified',
      );
      // A principal's token names the principal; Laura acts (act.sub). Laura's own name her.
      // Sanna's self-triage exchange names her, for the self-triage API alone.
      const principal = principalOf(o, name, value);
      if (name === selfTriageAnswer) {
        expect(payload.sub).toBe(sanna.subject);
        expect(payload).not.toHaveProperty('act');
        expect(payload.aud).toBe('https://api.asiointi.example/self-triage');
      } else if (principal) {
        expect(principal.kind).toBe('principal');
        expect(payload.sub).toBe(principal.subject);
        expect(payload.act).toEqual({ sub: laura.subject });
        expect(payload.aud).toBe('https://api.asiointi.example');
      } else {
        expect(payload.sub).toBe(laura.subject);
        expect(payload).not.toHaveProperty('act');
        expect(payload.aud).toBe('https://api.asiointi.example');
      }
      expect(payload.iss).toMatch(/^https:\/\/api\.asiointi\.example\//);
      expect(typeof payload.iat).toBe('number');
      expect(Number(payload.exp) - Number(payload.iat)).toBe(value.expires_in);
    },
  );

  it('are unique: each choice and each principal has a token of its own', () => {
    const all = tokenExamples.map((t) => t.token);
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses Laura’s tokens in the request examples, but Sanna’s in her self-triage exchange', () => {
    const requestTokens = identity.flatMap((o) => {
      const body = o.raw.requestBody as JsonObject | undefined;
      return Object.values((body?.content ?? {}) as Record<string, JsonObject>).flatMap((media) =>
        Object.entries((media.examples ?? {}) as Record<string, JsonObject>).flatMap(
          ([name, example]) =>
            textsIn(example.value)
              .filter((text) => jwtShape.test(text))
              .map((token) => ({ name, sub: decodeJwt(token).payload.sub })),
        ),
      );
    });
    expect(requestTokens.length).toBeGreaterThanOrEqual(4);
    for (const { name, sub } of requestTokens) {
      expect(sub, name).toBe(name === selfTriageRequest ? sanna.subject : laura.subject);
    }
    expect(requestTokens.filter((t) => t.name === selfTriageRequest)).toHaveLength(1);
  });
});

function identityOperation(method: string, path: string): Operation {
  const found = operations.find(
    (o) => o.contract === 'identity' && o.method === method && o.path === path,
  );
  if (!found) {
    throw new Error(`identity ${method} ${path}`);
  }
  return found;
}

/** What the gateway answers: the selected example's status and value (undefined: none selected). */
function selected(o: Operation, key: string | undefined, parameters: RequestParameters) {
  const selection = selectExample(o.indexed, key, parameters);
  return selection && { ...selection, value: exampleValue(o, selection.name) };
}

const session = {
  requestId: 'eba5e86a-4626-4bd3-a066-40a4a481547e',
  sessionId: 'a91344ea-60b3-4a1f-a53f-d71a10b7e902',
};

describe('every choice of the add-principal page', () => {
  const codeExchange = identityOperation('post', '/oauth/token');
  const onBehalfOf = identityOperation('post', '/oauth/get-on-behalf-of-token');
  const codeTokenOf = (code: string) => {
    const answer = selected(codeExchange, undefined, { grant_type: 'authorization_code', code });
    const value = answer?.value;
    return isObject(value) && typeof value.access_token === 'string' ? value.access_token : '';
  };

  it('covers Laura’s four children, each with a code of its own', () => {
    expect(mandates.map((m) => `${m.holder} ${m.principal}`)).toEqual([
      'mainUser childPrincipal',
      'mainUser teenPrincipal',
      'mainUser tooOldPrincipal',
      'mainUser newPrincipal',
    ]);
    expect(new Set(mandates.map((m) => m.code)).size).toBe(mandates.length);
  });

  it.each(mandates.map((m) => [`${m.holder} → ${m.principal}`, m] as const))(
    '%s: the code gives the holder’s code-exchange token, which gives the person’s on-behalf-of answer',
    (_, mandate) => {
      const holder = person(mandate.holder);
      const principal = person(mandate.principal);
      const exchanged = selected(codeExchange, undefined, {
        grant_type: 'authorization_code',
        code: mandate.code,
        redirect_uri: 'http://localhost:5173/fi/asiointi',
      });
      expect(exchanged?.status).toBe(200);
      const accessToken = codeTokenOf(mandate.code);
      expect(decodeJwt(accessToken).payload.sub).toBe(holder.subject);

      // The gateway's caller is the sub of accessToken: the holder.
      const obo = selected(onBehalfOf, holder.key, { accessToken, ...session });
      if (principal.key === 'tooOldPrincipal') {
        expect(obo).toMatchObject({ status: 400, value: { error: 'principal_too_old' } });
        return;
      }
      expect(obo?.status).toBe(200);
      const value = isObject(obo?.value) ? obo.value : {};
      expect(value.full_name).toBe(`${principal.firstName} ${principal.lastName}`);
      const { payload } = decodeJwt(
        typeof value.access_token === 'string' ? value.access_token : '',
      );
      expect(payload.sub).toBe(principal.subject);
      expect(payload.act).toEqual({ sub: holder.subject });
    },
  );

  it('gives an unknown code invalid_grant, and a refresh grant the refreshed tokens', () => {
    expect(
      selected(codeExchange, undefined, { grant_type: 'authorization_code', code: 'nope' }),
    ).toMatchObject({ status: 400, value: { error: 'invalid_grant' } });
    expect(
      selected(codeExchange, undefined, { grant_type: 'refresh_token', refresh_token: 'rt.x' }),
    ).toMatchObject({ status: 200, name: 'refreshedTokens' });
  });

  it('answers an unknown token, or a choice’s token in anyone else’s hands, with 401', () => {
    expect(selected(onBehalfOf, 'mainUser', { accessToken: 'a.b.c', ...session })).toMatchObject({
      status: 401,
      value: { error: 'invalid_token' },
    });
    for (const mandate of mandates) {
      const accessToken = codeTokenOf(mandate.code);
      for (const other of tokenHolders.filter((p) => p.key !== mandate.holder)) {
        expect(
          selected(onBehalfOf, other.key, { accessToken, ...session })?.status,
          `${other.key} with ${mandate.principal}'s token`,
        ).toBe(401);
      }
    }
  });
});

describe('the token exchange (POST /token)', () => {
  const exchange = identityOperation('post', '/token');
  const principals = personas.filter((p) => p.kind === 'principal');

  it.each(principals.map((p) => [p.key, p] as const))(
    'answers Laura asking for %s with that person’s token (Onni: principal_too_old)',
    (_, principal) => {
      const answer = selected(exchange, 'mainUser', { subject_token: principal.subject });
      if (principal.key === 'tooOldPrincipal') {
        expect(answer).toMatchObject({ status: 400, value: { error: 'principal_too_old' } });
        return;
      }
      expect(answer?.status).toBe(200);
      const value = isObject(answer?.value) ? answer.value : {};
      expect(typeof value.access_token).toBe('string');
      expect(decodeJwt(value.access_token as string).payload.sub).toBe(principal.subject);
      expect(value.expires_in).toBe(900);
    },
  );

  it('refuses anyone else Laura’s children with 403 not_allowed', () => {
    const others = tokenHolders.filter((p) => p.key !== 'mainUser');
    for (const caller of [...others.map((p) => p.key), undefined]) {
      for (const principal of principals) {
        expect(
          selected(exchange, caller, { subject_token: principal.subject }),
          `${caller ?? 'anonymous'} for ${principal.key}`,
        ).toMatchObject({ status: 403, value: { error: 'not_allowed' } });
      }
    }
  });

  it('answers the registry-number ids of principalsByRegistryNumber as the children’s UUIDs', () => {
    const listing = identityOperation('get', '/principals').indexed.examples.find(
      (e) => e.name === 'principalsByRegistryNumber',
    );
    expect(listing).toBeDefined();
    const byNumber = {
      '100201': 'childPrincipal',
      '100202': 'teenPrincipal',
      '100203': 'tooOldPrincipal',
    };
    for (const [id, key] of Object.entries(byNumber)) {
      const child = person(key);
      const answer = selected(exchange, 'mainUser', { subject_token: id });
      if (key === 'tooOldPrincipal') {
        expect(answer).toMatchObject({ status: 400, value: { error: 'principal_too_old' } });
      } else {
        const value = isObject(answer?.value) ? answer.value : {};
        expect(answer?.status, id).toBe(200);
        expect(decodeJwt(value.access_token as string).payload.sub, id).toBe(child.subject);
      }
      expect(selected(exchange, 'newPatient', { subject_token: id })).toMatchObject({
        status: 403,
        value: { error: 'not_allowed' },
      });
    }
  });

  it('answers an id nobody has with 404 not_found, whoever asks', () => {
    for (const caller of ['mainUser', 'newPatient', undefined]) {
      expect(
        selected(exchange, caller, { subject_token: '0f8e3b4c-8a53-4d4e-9d57-2b8a7d6f1c2e' }),
      ).toMatchObject({ status: 404, value: { error: 'not_found' } });
    }
  });
});

describe('Aino, the principal Laura can add', () => {
  const patient = (method: string, path: string) => {
    const found = operations.find(
      (o) => o.contract === 'patient' && o.method === method && o.path === path,
    );
    if (!found) {
      throw new Error(`patient ${method} ${path}`);
    }
    return found;
  };

  it('has no profile until she gets one', () => {
    for (const method of ['get', 'put']) {
      expect(selected(patient(method, '/profile'), 'newPrincipal', {})).toMatchObject({
        status: 404,
        value: { code: 'NotFoundError' },
      });
    }
    expect(selected(patient('post', '/profile'), 'newPrincipal', {})).toMatchObject({
      status: 201,
      value: { id: person('newPrincipal').subject, firstName: 'Aino' },
    });
  });

  it('is not among Laura’s principals, and registers with her own token or Laura’s', () => {
    const listed = selected(identityOperation('get', '/principals'), 'mainUser', {});
    expect(JSON.stringify(listed?.value)).not.toContain(person('newPrincipal').subject);
    const register = identityOperation('post', '/principals');
    const aino = { status: 200, value: { id: person('newPrincipal').subject, firstName: 'Aino' } };
    expect(selected(register, 'newPrincipal', {})).toMatchObject(aino);
    expect(
      selected(register, 'mainUser', { principalId: person('newPrincipal').subject }),
    ).toMatchObject(aino);
    expect(selected(register, 'mainUser', {})).toMatchObject({
      status: 400,
      value: { error: 'invalid_principal' },
    });
    expect(
      selected(register, 'newPatient', { principalId: person('newPrincipal').subject }),
    ).toMatchObject({ status: 400, value: { error: 'invalid_principal' } });
  });
});
