/**
 * The mock API gateway: one plain HTTP server in front of the eight Prism servers, reached by
 * the app through its dev server's proxy (`/api` → here). `/api/<contract>/<rest>` goes to that
 * contract's Prism as `/<rest>`, method, query, headers and body streamed through unchanged.
 *
 * Answers depend on who is signed in and on what they ask for: the bearer token's subject names a
 * test person (mock-server/personas.ts), and where the operation has an example for that person
 * (named with the person's key, or listing the key in `x-personas`) or for the request's path and
 * query parameters (`x-match`), the gateway adds `Prefer: code=<status>, example=<name>`
 * (`selectExample` says which wins). A request that already carries `Prefer`, or Prism's
 * query switches (`__code`, `__example`, `__dynamic`, `__seed`), is passed through untouched:
 * that is how a developer or a test forces any declared answer. Prism finds an
 * `application/problem+json` example only when `Accept` allows it (the app sends
 * `application/json, application/problem+json`, and curl's default accepts anything).
 *
 * Run it on its own with `npx node mock-server/gateway.ts` (port `MOCK_API_PORT`, default 4010).
 */
import { readFileSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'yaml';
import { contractNames, type ContractName } from '../src/api/contracts.ts';
import { bearerPersona } from './bearer.ts';
import {
  findOperation,
  indexExamples,
  preferHeader,
  requestParameters,
  selectExample,
  type IndexedOperation,
} from './example-index.ts';
import { closeServer } from './close-server.ts';
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
}

export interface Gateway {
  /** e.g. `http://localhost:4010`; the APIs are under `<url>/api/<contract>`. */
  url: string;
  close(): Promise<void>;
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

function buildIndex(prism: PrismStack): Record<ContractName, IndexedOperation[]> {
  const entries = contractNames.map((name) => {
    const document: unknown = parse(readFileSync(contractPath(name), 'utf8'));
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
    const persona = bearerPersona(req.headers.authorization);
    let note = '';

    // One line per request, also when the client goes away; never a token, query or body.
    res.once('close', () => {
      const ms = Math.round(performance.now() - started);
      const who = persona?.key ?? 'anonymous';
      const shown = isContractName(contract) ? `${contract} ${rest}` : `- ${path}`;
      const aborted = res.writableFinished ? '' : ' (aborted)';
      log(`${method} ${shown} ${who} ${res.statusCode} ${ms}ms${note}${aborted}`);
    });

    if (!isContractName(contract)) {
      req.resume();
      sendJson(res, 404, {
        statusCode: 404,
        message: `No such API: ${contract || path}`,
      });
      return;
    }

    const headers = endToEnd(req.headers);
    const query = new URLSearchParams(search);
    const forced =
      req.headers.prefer !== undefined || preferQuerySwitches.some((name) => query.has(name));
    if (forced) {
      note = ' (forced by the request)';
    } else {
      const operation = findOperation(index[contract], method, rest);
      const selection =
        operation &&
        selectExample(operation, persona?.key, requestParameters(operation, rest, query));
      if (selection) {
        headers.prefer = preferHeader(selection);
        note = ` (example ${selection.name})`;
      }
    }

    const upstream = upstreams[contract];
    headers.host = upstream.host;
    const forward = httpRequest({
      hostname: upstream.hostname,
      port: upstream.port,
      method,
      path: `${rest}${search}`,
      headers,
    });
    forward.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      answer.pipe(res);
    });
    forward.on('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
      } else {
        sendJson(res, 502, { statusCode: 502, message: `Mock API ${contract} did not answer` });
      }
    });
    res.on('close', () => {
      if (!res.writableFinished) {
        forward.destroy();
      }
    });
    req.pipe(forward);
  };

  const server = createServer(handle);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? 'localhost', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if (ownPrism) {
      await prism.close();
    }
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = options.host ?? 'localhost';
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
  const gateway = await startGateway({ port });
  console.info(`Mock APIs at ${gateway.url}/api/<contract>: ${contractNames.join(', ')}`);
  const stop = () => {
    void gateway.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
