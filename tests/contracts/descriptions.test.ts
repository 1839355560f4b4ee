import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { fi } from '../../src/i18n/messages/fi.ts';
import { contractDocument } from '../support/contract-example.ts';
import {
  contractNames,
  loadContract,
  operationsOf,
  type ContractName,
  type Json,
  type JsonObject,
} from './load-contracts.ts';

// What a backend reader needs from the contracts' words: every proposal marked on its
// element, no notes for the portal's own screens in the descriptions, the gateway's own 401 on
// every operation behind it, one set of security schemes and no inline copies of shared parameters.

const files = [...contractNames, 'common'] as const;
type FileName = (typeof files)[number];
const raw = Object.fromEntries(files.map((name) => [name, contractDocument(name)])) as Record<
  FileName,
  JsonObject
>;

const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

interface Described {
  at: string;
  node: JsonObject;
  description: string | undefined;
}

/** Every object of a document that carries a description or `x-proposal`, outside example data. */
function described(node: Json, at: string, out: Described[] = []): Described[] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => described(item, `${at}/${String(index)}`, out));
  } else if (isObject(node)) {
    const description = typeof node.description === 'string' ? node.description : undefined;
    if (description !== undefined || 'x-proposal' in node) {
      out.push({ at, node, description });
    }
    for (const [key, value] of Object.entries(node)) {
      // Examples are data (and mock answers), notes for the portal are not for a backend reader.
      if (key !== 'examples' && key !== 'example' && key !== 'x-client-notes') {
        described(value, `${at}/${key}`, out);
      }
    }
  }
  return out;
}

/** The words of a description, without its code spans (`x-proposal` names the marker). */
const prose = (text: string) => text.replace(/`[^`]*`/g, '');

/** What the proposal rule finds wrong with one described element, or null. */
export function proposalProblem(element: Pick<Described, 'node' | 'description'>): string | null {
  const marked = element.node['x-proposal'] === true;
  const text = element.description ?? '';
  if (marked && !text.startsWith('Proposal:')) {
    return 'has x-proposal: true but its description does not start with "Proposal:"';
  }
  if (!marked && /proposal/i.test(prose(text))) {
    return 'says "proposal" but the element lacks x-proposal: true';
  }
  return null;
}

/**
 * A media type of a response (`…/responses/<status>/content/<type>/<subtype>`): OpenAPI gives it
 * no description, so its marker's reason stands in the contract's info and in openapi/README.md.
 */
const isMediaTypeMarker = (element: Described): boolean =>
  element.description === undefined &&
  element.node['x-proposal'] === true &&
  /\/responses\/[^/]+\/content\/[^/]+\/[^/]+$/.test(element.at);

describe('proposals are marked on their element', () => {
  it.each(files)('%s: "Proposal:" and x-proposal go together', (name) => {
    const problems = described(raw[name], '#')
      .filter((element) => !isMediaTypeMarker(element))
      .map((element) => [element.at, proposalProblem(element)] as const)
      .filter(([, problem]) => problem !== null)
      .map(([at, problem]) => `${at}: ${String(problem)}`);
    expect(problems).toEqual([]);
  });

  it('the rule catches either half missing', () => {
    const node = (value: JsonObject) => ({ node: value, description: value.description as string });
    expect(proposalProblem(node({ description: 'Seconds (our proposal, not stated).' }))).toMatch(
      /lacks x-proposal/,
    );
    expect(proposalProblem(node({ 'x-proposal': true, description: 'Seconds.' }))).toMatch(
      /does not start/,
    );
    expect(
      proposalProblem(node({ 'x-proposal': true, description: 'Proposal: seconds; unstated.' })),
    ).toBeNull();
    expect(proposalProblem(node({ description: 'Marked `x-proposal` on its field.' }))).toBeNull();
  });
});

// The portal's message keys: every dotted path of the Finnish catalogue and every leaf name.
function messageKeys(node: unknown, prefix: string, out: Set<string>): Set<string> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      out.add(key);
      for (let i = path.indexOf('.'); i !== -1; i = path.indexOf('.', i + 1)) {
        out.add(path.slice(i + 1));
      }
      out.add(path);
      messageKeys(value, path, out);
    }
  }
  return out;
}

/** Every name a contract itself uses: keys of any object and every string value. */
function contractWords(node: Json, out: Set<string>): Set<string> {
  if (typeof node === 'string') {
    out.add(node);
  } else if (Array.isArray(node)) {
    node.forEach((item) => contractWords(item, out));
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      out.add(key);
      if (key !== 'description' && key !== 'x-client-notes') {
        contractWords(value, out);
      }
    }
  }
  return out;
}

const keys = messageKeys(fi, '', new Set());
const ownWords = files.reduce((set, name) => contractWords(raw[name], set), new Set<string>());
// A message key looks like `errors.noChatsFound`: dotted, with a camelCase segment.
const dottedKey = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)*\.[a-z]+[A-Z][a-zA-Z]*$/;
// Words that tell what the portal's UI does (its pages, buttons, dialogs), which a backend reader
// does not need. An external service's page (the authorization page) and HTTP headers pass.
const screenWords: readonly RegExp[] = [
  /\b(?:screens?|i18n|UI shows)\b/i,
  /\bfor the portal\b/i,
  /\bblocked page\b/i,
  /\b(?:shows?|opens?|redirects? to) the [\w-]+(?: [\w-]+)? page\b/i,
  /\b(?:front|topic|session|info|visit) page\b/i,
  /\bthe page is (?:visible|hidden)\b/i,
  /\bbuttons?\b/i,
  /\b(?:dialog|modal)s?\b/i,
  /\btoggle\b/i,
  /\b(?:user-menu|footer link|breadcrumbs?)\b/i,
  /\b(?:in|of) (?:the )?routes?\b/i,
];

/** What in a description is a note for the portal's screens rather than for a backend. */
export function clientNoteProblems(
  text: string,
  messages: Set<string>,
  contractOwn: Set<string>,
): string[] {
  const problems: string[] = [];
  for (const pattern of screenWords) {
    const words = pattern.exec(prose(text));
    if (words) {
      problems.push(`mentions "${words[0]}"`);
    }
  }
  for (const [, token = ''] of text.matchAll(/`([^`\s]+)`/g)) {
    // A catalogue entry counts when it has a capital or a dot (`open` may be a field's name).
    const isKey = dottedKey.test(token) || (messages.has(token) && /[A-Z.]/.test(token));
    if (isKey && !contractOwn.has(token)) {
      problems.push(`names the message key \`${token}\``);
    }
  }
  return problems;
}

/**
 * Every description and summary of a document a reader sees: those of elements and those of
 * named examples, but not the example data itself nor `x-client-notes`.
 */
function readerTexts(node: Json, at: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) {
    node.forEach((item, index) => readerTexts(item, `${at}/${String(index)}`, out));
  } else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'description' || key === 'summary') && typeof value === 'string') {
        out.push([`${at}/${key}`, value]);
      } else if (key === 'examples' && isObject(value)) {
        // Named examples: their words, not their `value`.
        for (const [name, example] of Object.entries(value).filter(([, e]) => isObject(e))) {
          for (const word of ['summary', 'description'] as const) {
            const text = (example as JsonObject)[word];
            if (typeof text === 'string') {
              out.push([`${at}/examples/${name}/${word}`, text]);
            }
          }
        }
      } else if (key !== 'examples' && key !== 'example' && key !== 'x-client-notes') {
        readerTexts(value, `${at}/${key}`, out);
      }
    }
  }
  return out;
}

describe('descriptions speak to a backend reader', () => {
  it.each(files)('%s: no message keys or screens outside x-client-notes', (name) => {
    const problems = readerTexts(raw[name], '#').flatMap(([at, text]) =>
      clientNoteProblems(text, keys, ownWords).map((p) => `${at}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('the check catches a message key, a screen and a UI note, not a field name', () => {
    const own = new Set(['estimatedWaitPeriod']);
    expect(clientNoteProblems('Shows `errors.noChatsFound` with a retry.', keys, own)).toHaveLength(
      1,
    );
    expect(clientNoteProblems('The client shows `chatLoadingFailed`.', keys, own)).toHaveLength(1);
    expect(clientNoteProblems('No chat matches (`code.validation.invalid`).', keys, own)).toEqual([
      'names the message key `code.validation.invalid`',
    ]);
    expect(clientNoteProblems('On the front screen.', keys, own)).toHaveLength(1);
    expect(clientNoteProblems('The UI shows the price.', keys, own)).toHaveLength(1);
    expect(clientNoteProblems('`estimatedWaitPeriod` in seconds.', keys, own)).toEqual([]);
  });

  it.each([
    ['For the portal: a failure is reported.', 'For the portal'],
    ['A 403 `CustomerDeniedAccessError` shows the blocked page.', 'shows the blocked page'],
    ['A route not in the list shows the topic-not-found page.', 'shows the topic-not-found page'],
    ['A failure redirects to the front page.', 'redirects to the front page'],
    ['Read again by its session page.', 'session page'],
    ['Polled every 15000 ms while the page is visible.', 'the page is visible'],
    ["A closed queue's start button is disabled.", 'button'],
    ["Patient feedback from the portal's feedback dialog.", 'dialog'],
    ['The direct-compensation modal of the chat service.', 'modal'],
    ['Payments read-only (toggle disabled).', 'toggle'],
    ["Shown in the header's user-menu button.", 'user-menu'],
    ['Open feedback from the footer link (no score).', 'footer link'],
    ['The title and the breadcrumbs of the topic.', 'breadcrumbs'],
    ['The topic id, used in the route `topic/:topicId`.', 'in the route'],
  ])('the check catches a note on the UI: %s', (text, words) => {
    expect(clientNoteProblems(text, keys, new Set())).toContain(`mentions "${words}"`);
  });

  it.each([
    'Clients poll this every 15 s while the portal is in view; with no queue ids they do not call.',
    'The code the patient received on return from the external authorization page.',
    'The API key in the header `Ocp-Apim-Subscription-Key`.',
    'A 403 `CustomerDeniedAccessError`: the patient may not use the e-services.',
    'The text of the category for logged-in patients, in display order.',
    'Whether the patient may start self-triage (the self-triage path is visible).',
  ])('the check lets backend words pass: %s', (text) => {
    expect(clientNoteProblems(text, keys, new Set())).toEqual([]);
  });
});

const contracts = Object.fromEntries(contractNames.map((name) => [name, loadContract(name)]));
const behindGateway = contractNames
  .flatMap((name) => operationsOf(name, contracts[name]))
  .filter((o) => o.security.some((requirement) => 'subscriptionKey' in requirement));
const common = raw.common.components as JsonObject;
const gatewayUnauthorized = ((common.examples as JsonObject).gatewayUnauthorized as JsonObject)
  .value as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

describe("the gateway's own 401", () => {
  it('is declared once, in common.yaml', () => {
    expect(gatewayUnauthorized).toMatchObject({ statusCode: 401 });
  });

  it.each(behindGateway.map((o) => [`${o.contract} ${o.method.toUpperCase()} ${o.path}`, o]))(
    '%s answers it: application/json, its body accepted, the shared example',
    (_, o) => {
      const response = ((o.operation.responses ?? {}) as JsonObject)['401'];
      expect(response, 'a 401 is declared').toBeDefined();
      const media = ((response as JsonObject).content as JsonObject)['application/json'];
      expect(media, 'application/json').toBeDefined();
      const { schema, examples } = media as JsonObject;
      expect(ajv.validate(schema as JsonObject, gatewayUnauthorized), ajv.errorsText()).toBe(true);
      expect((examples as JsonObject).gatewayUnauthorized).toEqual(
        (common.examples as JsonObject).gatewayUnauthorized,
      );
    },
  );
});

describe('request variants', () => {
  const variants = contractNames.flatMap((name) =>
    operationsOf(name, contracts[name]).flatMap((o) =>
      Object.values(
        ((o.operation.requestBody as JsonObject | undefined)?.content ?? {}) as JsonObject,
      )
        .filter(isObject)
        .flatMap((media) =>
          Object.entries((media.examples ?? {}) as JsonObject)
            .filter(([, example]) => isObject(example) && 'x-variant' in example)
            .map(([exampleName, example]) => ({
              label: `${o.operation.operationId as string} ${exampleName}`,
              value: (example as JsonObject).value as Json,
              variant: (example as JsonObject)['x-variant'] as JsonObject,
            })),
        ),
    ),
  );

  it.each(variants.map((v) => [v.label, v]))('%s matches its own variant', (_, v) => {
    expect(ajv.validate(v.variant, v.value), ajv.errorsText()).toBe(true);
  });

  it("states POST profile's email rule: a main user's body without email is refused", () => {
    const byName = Object.fromEntries(variants.map((v) => [v.label, v]));
    const main = byName['createProfile newPatient'];
    const principal = byName['createProfile newPrincipal'];
    expect(main?.variant.title).toBe('ProfileCreateMainUser');
    expect(principal?.variant.title).toBe('ProfileCreatePrincipal');
    expect(principal?.value).not.toHaveProperty('email');
    expect(ajv.validate(main?.variant ?? {}, principal?.value)).toBe(false);
    expect(ajv.errorsText()).toContain('email');
  });
});

describe("identity's error codes per status", () => {
  const codesOf: Record<string, string[]> = {
    '400': ['invalid_request', 'principal_too_old', 'invalid_delegate', 'invalid_principal'],
    '401': ['not_authorized', 'invalid_token'],
    '403': ['not_allowed'],
    '404': ['not_found'],
    '500': ['internal'],
  };
  const identityErrors = operationsOf('identity', contracts.identity).flatMap((o) =>
    Object.entries((o.operation.responses ?? {}) as Record<string, JsonObject>).flatMap(
      ([status, response]) =>
        Object.values((response.content ?? {}) as Record<string, JsonObject>).flatMap((media) => {
          const schema = media.schema as JsonObject;
          const branches = (schema.oneOf as JsonObject[] | undefined) ?? [schema];
          return branches
            .map((branch) => (branch.properties as JsonObject | undefined)?.error)
            .filter((error): error is JsonObject => isObject(error) && Array.isArray(error.enum))
            .map((error) => ({
              label: `${o.method.toUpperCase()} ${o.path} ${status}`,
              status,
              codes: error.enum as string[],
              oauth: o.path === '/oauth/token' && status === '400',
            }));
        }),
    ),
  );

  it('the statuses together carry every identity error the spec names (C-33)', () => {
    expect([...new Set(Object.values(codesOf).flat())].sort()).toEqual(
      [
        'not_authorized',
        'invalid_token',
        'invalid_delegate',
        'invalid_principal',
        'principal_too_old',
        'internal',
        'not_found',
        'invalid_request',
        'not_allowed',
      ].sort(),
    );
    const schemas = (contracts.identity?.components as JsonObject).schemas as JsonObject;
    const declared = Object.values(schemas)
      .filter(isObject)
      .map((schema) => (schema.properties as JsonObject | undefined)?.error as JsonObject)
      .filter((error) => isObject(error) && Array.isArray(error.enum))
      .flatMap((error) => error.enum as string[])
      .filter((code) => Object.values(codesOf).flat().includes(code));
    expect([...new Set(declared)].sort()).toEqual(
      [...new Set(Object.values(codesOf).flat())].sort(),
    );
  });

  it('every identity error status lists exactly its codes', () => {
    const found = identityErrors
      .filter((e) => !e.oauth)
      .map((e) => [e.label, [...e.codes].sort()] as const);
    expect(found.length).toBeGreaterThan(10);
    for (const [label, codes] of found) {
      const status = label.split(' ').at(-1) ?? '';
      expect(codes, label).toEqual([...(codesOf[status] ?? ['(none)'])].sort());
    }
  });
});

/** What is wrong with a document's security schemes and inline parameters. */
export function securityAndParameterProblems(doc: JsonObject): string[] {
  const problems: string[] = [];
  const components = (doc.components ?? {}) as JsonObject;
  const schemes = (components.securitySchemes ?? {}) as JsonObject;
  const shared = Object.values((components.parameters ?? {}) as JsonObject)
    .filter(isObject)
    .map((p) => `${JSON.stringify(p.in)} ${JSON.stringify(p.name)}`);
  for (const [path, item] of Object.entries((doc.paths ?? {}) as JsonObject)) {
    if (!isObject(item)) continue;
    for (const [method, operation] of Object.entries(item)) {
      if (!isObject(operation) || !('responses' in operation)) continue;
      for (const requirement of (operation.security ?? doc.security ?? []) as JsonObject[]) {
        for (const scheme of Object.keys(requirement)) {
          if (!(scheme in schemes)) {
            problems.push(`${method} ${path}: security scheme ${scheme} is not declared`);
          }
        }
      }
      for (const parameter of [
        ...((item.parameters ?? []) as Json[]),
        ...((operation.parameters ?? []) as Json[]),
      ]) {
        if (isObject(parameter) && !('$ref' in parameter)) {
          const key = `${JSON.stringify(parameter.in)} ${JSON.stringify(parameter.name)}`;
          if (shared.includes(key)) {
            problems.push(`${method} ${path}: inline parameter ${key} duplicates a shared one`);
          }
        }
      }
    }
  }
  return problems;
}

describe('one shared security scheme set, no inline copies of shared parameters', () => {
  // The same scheme means the same thing in every contract.
  const essentials = (scheme: JsonObject) =>
    JSON.stringify([scheme.type, scheme.scheme, scheme.in, scheme.name, scheme.bearerFormat]);
  const schemesOf = (name: ContractName) =>
    ((raw[name].components as JsonObject | undefined)?.securitySchemes ?? {}) as Record<
      string,
      JsonObject
    >;

  it.each(contractNames)('%s', (name) => {
    expect(securityAndParameterProblems(raw[name])).toEqual([]);
    for (const [schemeName, scheme] of Object.entries(schemesOf(name))) {
      for (const other of contractNames) {
        const same = schemesOf(other)[schemeName];
        if (same) {
          expect(essentials(same), `${schemeName} in ${name} and ${other}`).toBe(
            essentials(scheme),
          );
        }
      }
    }
  });

  it('every contract behind the gateway declares exactly bearerAuth and subscriptionKey', () => {
    for (const name of new Set(behindGateway.map((o) => o.contract))) {
      expect(Object.keys(schemesOf(name)).sort(), name).toEqual(['bearerAuth', 'subscriptionKey']);
    }
  });

  it('the check catches an undeclared scheme and an inline copy of a shared parameter', () => {
    const language = { name: 'language', in: 'query', schema: { type: 'string' } };
    const doc: JsonObject = {
      security: [{ apiKey: [] }],
      components: { securitySchemes: { bearerAuth: {} }, parameters: { Language: language } },
      paths: {
        '/a': { get: { parameters: [language], responses: {} } },
        '/b': {
          get: { parameters: [{ $ref: '#/components/parameters/Language' }], responses: {} },
        },
      },
    };
    expect(securityAndParameterProblems(doc)).toEqual([
      'get /a: security scheme apiKey is not declared',
      'get /a: inline parameter "query" "language" duplicates a shared one',
      'get /b: security scheme apiKey is not declared',
    ]);
  });
});

// x-proposal on a node makes everything under it ours (verify classifies a broken answer under it
// as a broken proposal): an operation carries it only when the spec does not name the call at all.
describe('proposals on whole operations', () => {
  it('only the calls the spec does not name are marked as a whole', () => {
    const marked = contractNames
      .flatMap((name) => operationsOf(name, contracts[name]))
      .filter((o) => o.operation['x-proposal'] === true)
      .map((o) => `${o.contract} ${o.method.toUpperCase()} ${o.path}`);
    expect(marked.sort()).toEqual([
      'feedback POST /feedback',
      'patient PUT /consents',
      'patient PUT /terms-of-use/acceptances',
    ]);
  });
});
