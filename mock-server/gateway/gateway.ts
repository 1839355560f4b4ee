/**
 * The mock API gateway: one plain HTTP server in front of the eight Prism servers, reached by
 * the app through its dev server's proxy (`/api` → here). `/api/<contract>/<rest>` goes to that
 * contract's Prism as `/<rest>`, with method, query, headers and body unchanged.
 *
 * Answers depend on who is asking and on what they ask for:
 *
 * - **Who.** The caller is the `sub` of the bearer token's JWT (mock-server/personas.ts). A
 *   request without `Authorization: Bearer` is from the `sub` of the JWT in its body's
 *   credential field, `actor_token` (`POST /token`), `accessToken`
 *   (`POST /oauth/get-on-behalf-of-token`) or `subject_token` (`POST /token` for the
 *   self-triage audience): the token endpoints carry their credentials in the body
 *   (mock-server/gateway/bearer.ts). No signature or expiry is checked.
 * - **What.** The path and query parameters, and the top-level scalar fields of a form
 *   (`application/x-www-form-urlencoded`) or JSON (`application/json`) body: the gateway
 *   buffers those bodies (at most 64 KiB, else it answers 413 itself), reads their fields and
 *   forwards the same bytes to Prism. Where names clash the path wins, then the query, then the
 *   body.
 *
 * Where the operation has an example for that person (named with the person's key, or listing
 * the key in `x-personas`) or for those parameters (`x-match`), the gateway adds
 * `Prefer: code=<status>, example=<name>` (`selectExample` says which wins, `x-unmatched` names
 * the answer when no `x-match` fits). A request that already carries `Prefer`, or Prism's query
 * switches (`__code`, `__example`, `__dynamic`, `__seed`), is passed through untouched: that is
 * how a developer or a test forces any declared answer. Prism finds an
 * `application/problem+json` example only when `Accept` allows it (the app sends
 * `application/json, application/problem+json`, and curl's default accepts anything).
 *
 * The chat API (chat-v4) answers in the language of `Accept-Language`: its examples are Finnish,
 * and the gateway replaces their catalogue texts with Swedish or English (mock-server/gateway/chat-texts.ts).
 *
 * The gateway also remembers successful writes per person and answers the matching reads from
 * memory (mock-server/gateway/memory.ts; forced requests bypass it), and it serves:
 *
 * - `/add-principal/authorize`: the local authorization page of the add-principal flow
 *   (mock-server/add-principal/add-principal.ts);
 * - `/chat-widget/`: the local chat widget (its `js/embed2.min.js`, its frame) and the help guide
 *   (mock-server/chat-widget/chat-widget.ts);
 * - `DELETE /__mock/memory` (everyone) and `DELETE /__mock/memory/<personaKey>`: forget what was
 *   remembered; `GET` on the same paths shows it.
 *
 * It logs one line per request (method, contract, path, person, status, time, chosen example);
 * never a token, a query or a body.
 *
 * Run it on its own with `npx node mock-server/gateway/gateway.ts` (port `MOCK_API_PORT`, default 4010).
 */
import { readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { parse } from 'yaml';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import { addPrincipalBase, handleAddPrincipal } from '../add-principal/add-principal.ts';
import { callerPersonas } from './bearer.ts';
import { chatWidgetBase, handleChatWidget } from '../chat-widget/chat-widget.ts';
import { answerLanguage, translateChatTexts } from './chat-texts.ts';
import { exampleTimesAt, type ExampleTimeOptions } from './example-times.ts';
import { handleStandIn } from '../linked-apps/stand-in-pages.ts';
import {
  bodyParameters,
  findOperation,
  indexExamples,
  matchableMediaTypes,
  mediaTypeOf,
  preferHeader,
  requestParameters,
  selectExample,
  type IndexedOperation,
  type RequestParameters,
} from './example-index.ts';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';
import {
  createMemory,
  type Answer,
  type Json,
  type Memory,
  type MemoryPlan,
  type MemoryRule,
} from './memory.ts';
import { personaByKey, type Persona } from '../personas.ts';
import { contractPath, startPrism, type PrismLogLevel, type PrismStack } from './prism.ts';

export interface GatewayOptions {
  /** 0 for an ephemeral port. */
  port: number;
  /** `localhost` by default. */
  host?: string;
  /** A running Prism stack to route to; without it the gateway starts (and closes) its own. */
  prism?: PrismStack;
  /** Prism's log level when the gateway starts its own Prism; `warn` by default. */
  prismLogLevel?: PrismLogLevel;
  /** Receives one line per request (and Prism's own lines); `console.info` by default. */
  log?: (line: string) => void;
  /**
   * Moves the date-times of the examples' answers so that the contracts' `exampleNow` is this
   * clock's now (mock-server/gateway/example-times.ts). Off by default: answers are the examples as
   * written, as the contract tests expect; the stack turns it on.
   */
  clock?: () => number;
}

export interface Gateway {
  /** e.g. `http://localhost:4010`; the APIs are under `<url>/api/<contract>`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The gateway's own `Prefer` preference `appointments=now` (docs/mock-stack.md), taken out of the
 * header before Prism sees it: the day's appointments around the real now, whatever the hour.
 * What is left of the header, if anything, forces Prism's answer as before.
 */
function timePreference(header: string | string[] | undefined): {
  prefer: string | undefined;
  appointmentsNow: boolean;
} {
  const preferences = [header ?? '']
    .flat()
    .join(',')
    .split(',')
    .map((preference) => preference.trim())
    .filter((preference) => preference !== '');
  const rest = preferences.filter((preference) => !/^appointments\s*=\s*now$/i.test(preference));
  return {
    prefer: rest.length === 0 ? undefined : rest.join(', '),
    appointmentsNow: rest.length !== preferences.length,
  };
}

/** Prism reads these from the query only when the request has no `Prefer` header. */
const preferQuerySwitches = ['__code', '__example', '__dynamic', '__seed'];

/** Headers that belong to one connection, not to the message (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = new Set(
    (headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) => value !== undefined && !hopByHop.has(name) && !listed.has(name),
    ),
  );
}

function isContractName(name: string): name is ContractName {
  return (contractNames as readonly string[]).includes(name);
}

/**
 * The parsed contract documents, by path, while the file is unchanged: parsing all eight takes
 * over a second, and the tests start a gateway in many files of one process.
 */
const parsedContracts = new Map<string, { modified: number; document: unknown }>();

function parsedContract(path: string): unknown {
  const modified = statSync(path).mtimeMs;
  const cached = parsedContracts.get(path);
  if (cached?.modified === modified) {
    return cached.document;
  }
  const document: unknown = parse(readFileSync(path, 'utf8'));
  parsedContracts.set(path, { modified, document });
  return document;
}

function buildIndex(prism: PrismStack): Record<ContractName, IndexedOperation[]> {
  const entries = contractNames.map((name) => {
    const document = parsedContract(contractPath(name));
    return [name, indexExamples(prism.operations[name], document)] as const;
  });
  return Object.fromEntries(entries) as Record<ContractName, IndexedOperation[]>;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The largest form or JSON body the gateway buffers to read its fields. */
export const maxBodyBytes = 64 * 1024;

/** The whole body, or undefined when it is larger than `limit` (then read to its end and dropped). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
      }
    });
    req.once('end', () => {
      resolve(size <= limit ? Buffer.concat(chunks) : undefined);
    });
    req.once('error', reject);
  });
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => {
      resolve(Buffer.concat(chunks));
    });
    stream.once('error', reject);
  });
}

function parseJson(bytes: Buffer | undefined): Json | undefined {
  if (bytes === undefined || bytes.length === 0) {
    return undefined;
  }
  try {
    return JSON.parse(bytes.toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** `application/json`, `application/problem+json` and the like. */
const isJsonType = (contentType: string | undefined): boolean =>
  /^application\/([\w.-]+\+)?json\b/i.test(contentType ?? '');

/** A JSON answer from memory: Prism's other headers, the right type and length. */
function sendAnswer(res: ServerResponse, answer: Answer, upstream: IncomingHttpHeaders): void {
  const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
  const headers = Object.fromEntries(
    Object.entries(endToEnd(upstream)).filter(
      ([name]) => !['content-type', 'content-length', 'etag'].includes(name),
    ),
  );
  res.writeHead(answer.status, {
    ...headers,
    ...(text === '' ? {} : { 'content-type': 'application/json' }),
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const memoryPath = '/__mock/memory';

/** `GET` shows and `DELETE` forgets what the gateway remembers, for everyone or one person. */
function handleMemory(req: IncomingMessage, res: ServerResponse, path: string, memory: Memory) {
  req.resume();
  const key =
    path === memoryPath ? undefined : decodeURIComponent(path.slice(memoryPath.length + 1));
  if (key !== undefined && !personaByKey(key)) {
    sendJson(res, 404, { statusCode: 404, message: `No such test person: ${key}` });
    return;
  }
  if (req.method === 'DELETE') {
    memory.forget(key);
    res.writeHead(204).end();
  } else if (req.method === 'GET') {
    sendJson(res, 200, memory.dump(key));
  } else {
    res.writeHead(405, { allow: 'GET, DELETE' }).end();
  }
}

export async function startGateway(options: GatewayOptions): Promise<Gateway> {
  const log =
    options.log ??
    ((line: string) => {
      console.info(line);
    });
  const ownPrism = options.prism === undefined;
  const prism =
    options.prism ??
    (await startPrism({
      logLevel: options.prismLogLevel ?? 'warn',
      ...(options.log ? { log: options.log } : {}),
    }));
  const index = buildIndex(prism);
  const upstreams = Object.fromEntries(
    contractNames.map((name) => [name, new URL(prism.servers[name])]),
  ) as Record<ContractName, URL>;
  const memory = createMemory();
  /** Prism's answer body with its examples' date-times moved to the clock's now. */
  const shifted = (body: Json | undefined, times: ExampleTimeOptions = {}): Json | undefined =>
    body === undefined || options.clock === undefined
      ? body
      : exampleTimesAt(body, options.clock(), times);

  /** Sends a request to a contract's Prism; resolves with its answer (headers received). */
  const toPrism = (
    contract: ContractName,
    method: string,
    path: string,
    headers: OutgoingHttpHeaders,
    body: Buffer | IncomingMessage | undefined,
    res?: ServerResponse,
  ): Promise<IncomingMessage> =>
    new Promise((resolve, reject) => {
      const upstream = upstreams[contract];
      const forward = httpRequest({
        hostname: upstream.hostname,
        port: upstream.port,
        method,
        path,
        headers: { ...headers, host: upstream.host },
      });
      forward.once('response', resolve);
      forward.once('error', reject);
      res?.on('close', () => {
        if (!res.writableFinished) {
          forward.destroy();
        }
      });
      if (body === undefined || Buffer.isBuffer(body)) {
        forward.end(body);
      } else {
        body.pipe(forward);
      }
    });

  /** The rule's read as the caller gets it now: Prism's example for them, through memory. */
  const readNow = async (
    contract: ContractName,
    rule: MemoryRule,
    caller: Persona,
    requestHeaders: OutgoingHttpHeaders,
    times: ExampleTimeOptions,
  ): Promise<Answer | undefined> => {
    const operation = findOperation(index[contract], rule.read.method, rule.read.path);
    if (!operation) {
      return undefined;
    }
    const headers: OutgoingHttpHeaders = Object.fromEntries(
      Object.entries(requestHeaders).filter(
        ([name]) => !['content-type', 'content-length', 'prefer'].includes(name),
      ),
    );
    const selection = selectExample(operation, caller.key);
    if (selection) {
      headers.prefer = preferHeader(selection);
    }
    const answer = await toPrism(
      contract,
      rule.read.method.toUpperCase(),
      rule.read.path,
      headers,
      undefined,
    );
    const base: Answer = {
      status: answer.statusCode ?? 502,
      body: shifted(parseJson(await readAll(answer)), times),
    };
    return memory.recall(caller.key, rule, base) ?? base;
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt);
    const route = /^\/api\/([^/]+)(\/.*)?$/.exec(path);
    const contract = route?.[1] ?? '';
    const rest = route?.[2] ?? '/';
    const seen = { who: 'anonymous', note: '' };

    // One line per request, also when the client goes away; never a token, query or body.
    res.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const shown = isContractName(contract) ? `${contract} ${rest}` : `- ${path}`;
      const aborted = res.writableFinished ? '' : ' (aborted)';
      log(`${method} ${shown} ${seen.who} ${res.statusCode} ${ms}ms${seen.note}${aborted}`);
    });

    const fail = (error: unknown) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
      } else {
        sendJson(res, 502, {
          statusCode: 502,
          message: isContractName(contract)
            ? `Mock API ${contract} did not answer`
            : 'The mock gateway failed',
        });
      }
    };

    if (path === addPrincipalBase || path.startsWith(`${addPrincipalBase}/`)) {
      handleAddPrincipal(req, res, `http://${req.headers.host ?? 'localhost'}`).catch(fail);
      return;
    }
    if (path.startsWith(`${chatWidgetBase}/`)) {
      handleChatWidget(req, res, `http://${req.headers.host ?? 'localhost'}`);
      return;
    }
    if (path === memoryPath || path.startsWith(`${memoryPath}/`)) {
      handleMemory(req, res, path, memory);
      return;
    }
    if (handleStandIn(req, res, path)) {
      return;
    }
    if (!isContractName(contract)) {
      req.resume();
      sendJson(res, 404, {
        statusCode: 404,
        message: `No such API: ${contract || path}`,
      });
      return;
    }

    const proxy = async (body: Buffer | undefined): Promise<void> => {
      const fields: RequestParameters =
        body === undefined ? {} : bodyParameters(req.headers['content-type'], body);
      const { caller, actor } = callerPersonas(req.headers.authorization, fields);
      seen.who = caller?.key ?? 'anonymous';
      const headers = endToEnd(req.headers);
      const { prefer, appointmentsNow } = timePreference(req.headers.prefer);
      const times: ExampleTimeOptions = { appointmentsNow };
      if (prefer === undefined) {
        delete headers.prefer;
      } else {
        headers.prefer = prefer;
      }
      if (body !== undefined) {
        headers['content-length'] = String(body.length);
      }
      const query = new URLSearchParams(search);
      const forced = prefer !== undefined || preferQuerySwitches.some((name) => query.has(name));
      const operation = findOperation(index[contract], method, rest);
      const parameters = operation ? requestParameters(operation, rest, query, fields) : fields;
      let plan: MemoryPlan | undefined;
      if (forced) {
        seen.note = ' (forced by the request)';
      } else if (operation) {
        plan = caller && memory.plan(contract, operation.method, operation.path);
        let selection = selectExample(operation, caller?.key, parameters);
        // What memory holds exists: a write to it is not answered with the person's "not
        // there yet" 404 (Aino updating the profile she created) but with the write's first
        // success example, whose body memory then replaces.
        const owner = plan?.write && caller && (plan.write.owner?.({ caller, actor }) ?? caller);
        if (owner && plan && selection?.status === 404 && memory.holds(owner.key, plan.rule)) {
          selection = operation.examples.find((e) => isSuccess(e.status));
        }
        if (selection) {
          headers.prefer = preferHeader(selection);
          seen.note = ` (example ${selection.name})`;
        }
      }

      const answer = await toPrism(contract, method, `${rest}${search}`, headers, body ?? req, res);
      const status = answer.statusCode ?? 502;
      const reads = plan && !plan.write && caller && memory.holds(caller.key, plan.rule);
      const writes = plan?.write && caller && isSuccess(status);
      const language =
        contract === 'chat-v4' ? answerLanguage(req.headers['accept-language']) : 'fi';
      /** Prism's answer as the caller gets it: times moved, chat texts in their language. */
      const answered = (json: Json | undefined): Json | undefined => {
        const moved = shifted(json, times);
        return moved === undefined ? moved : translateChatTexts(moved, language);
      };
      if (!plan || !caller || (!reads && !writes)) {
        if (
          (options.clock === undefined && language === 'fi') ||
          !isJsonType(answer.headers['content-type'])
        ) {
          res.writeHead(status, endToEnd(answer.headers));
          answer.pipe(res);
          return;
        }
        const body = answered(parseJson(await readAll(answer)));
        const text = body === undefined ? '' : JSON.stringify(body);
        res.writeHead(status, {
          ...Object.fromEntries(
            Object.entries(endToEnd(answer.headers)).filter(
              ([name]) => !['content-length', 'etag'].includes(name),
            ),
          ),
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
        return;
      }

      const prismAnswer: Answer = { status, body: answered(parseJson(await readAll(answer))) };
      if (plan.write) {
        const owner = plan.write.owner ? plan.write.owner({ caller, actor }) : caller;
        const current =
          owner && plan.write.readsFirst
            ? await readNow(contract, plan.rule, caller, headers, times)
            : undefined;
        const remembered =
          owner &&
          memory.remember(owner.key, plan.rule, plan.write, {
            caller,
            actor,
            parameters,
            body:
              mediaTypeOf(req.headers['content-type']) === 'application/json'
                ? parseJson(body)
                : undefined,
            answer: prismAnswer,
            current,
            now: new Date(),
          });
        if (remembered !== undefined) {
          seen.note += ` (remembered for ${owner?.key ?? ''})`;
        }
        const echo = plan.write.echo && remembered !== undefined;
        sendAnswer(res, echo ? { status, body: remembered } : prismAnswer, answer.headers);
        return;
      }
      const recalled = memory.recall(caller.key, plan.rule, prismAnswer);
      if (recalled) {
        seen.note += ' (from memory)';
      }
      sendAnswer(res, recalled ?? prismAnswer, answer.headers);
    };

    const mediaType = mediaTypeOf(req.headers['content-type']);
    if (!matchableMediaTypes.includes(mediaType)) {
      proxy(undefined).catch(fail);
      return;
    }
    readBody(req, maxBodyBytes)
      .then((body) => {
        if (body === undefined) {
          sendJson(res, 413, {
            statusCode: 413,
            message: `The mock gateway reads form and JSON bodies up to ${String(maxBodyBytes / 1024)} KiB`,
          });
          return;
        }
        return proxy(body);
      })
      .catch(fail);
  };

  const server = createServer(handle);
  const host = options.host ?? 'localhost';
  let port: number;
  try {
    ({ port } = await listen(server, options.port, host));
  } catch (error) {
    if (ownPrism) {
      await prism.close();
    }
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close() {
      closing ??= closeServer(server).then(() => (ownPrism ? prism.close() : undefined));
      return closing;
    },
  };
}

if (import.meta.main) {
  const port = Number(process.env.MOCK_API_PORT ?? 4010);
  const gateway = await startGateway({ port, clock: Date.now });
  console.info(`Mock APIs at ${gateway.url}/api/<contract>: ${contractNames.join(', ')}`);
  const stop = () => {
    void gateway.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
