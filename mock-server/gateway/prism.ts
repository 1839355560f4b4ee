/**
 * Prism for all eight contracts in one Node process, with Prism's own library packages (the
 * calls `prism-cli/dist/util/createServer.js` makes): one mock server per contract on its own
 * ephemeral loopback port, validating requests, security and its own responses, answering from
 * the named examples (never dynamic data).
 */
import { fileURLToPath } from 'node:url';
import { createLogger } from '@stoplight/prism-core';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';

/** One operation as Prism parsed it from a contract. */
export type HttpOperation = Awaited<ReturnType<typeof getHttpOperationsFromSpec>>[number];

type PrismServer = ReturnType<typeof createServer>;

export type PrismLogLevel = 'silent' | 'fatal' | 'error' | 'warn' | 'info' | 'debug';

export interface PrismOptions {
  /** Prism's own log lines at this level and above; `warn` by default. */
  logLevel?: PrismLogLevel;
  /** Where Prism's log lines go, one formatted line each; `console.warn` by default. */
  log?: (line: string) => void;
}

export interface PrismStack {
  /** The base URL of each contract's mock server, e.g. `http://127.0.0.1:41234`. */
  servers: Record<ContractName, string>;
  /** The operations of each contract as Prism parsed them (for the gateway's example index). */
  operations: Record<ContractName, readonly HttpOperation[]>;
  close(): Promise<void>;
}

/** The contract document of a name, `openapi/<name>.yaml`. */
export function contractPath(name: ContractName): string {
  return fileURLToPath(new URL(`../../openapi/${name}.yaml`, import.meta.url));
}

const pinoLevelNames: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

/**
 * A pino destination that turns Prism's JSON lines into one short line each. Only `msg` is
 * printed: Prism attaches the whole request (with its bearer token) to some lines.
 */
function destination(contract: ContractName, log: (line: string) => void) {
  return {
    write(json: string): void {
      let level = '';
      let message = json.trim();
      try {
        const parsed = JSON.parse(json) as { level?: unknown; msg?: unknown; name?: unknown };
        level = typeof parsed.level === 'number' ? (pinoLevelNames[parsed.level] ?? '') : '';
        message = typeof parsed.msg === 'string' ? parsed.msg : '';
        if (typeof parsed.name === 'string' && parsed.name !== 'HTTP SERVER') {
          message = `${parsed.name}: ${message}`;
        }
      } catch {
        // Not JSON: print it as it is.
      }
      log(`[prism ${contract}] ${level ? `${level} ` : ''}${message}`);
    },
  };
}

async function startOne(
  contract: ContractName,
  operations: HttpOperation[],
  logLevel: PrismLogLevel,
  log: (line: string) => void,
): Promise<{ server: PrismServer; url: string }> {
  const logger = createLogger(contract, { level: logLevel }, destination(contract, log));
  const server = createServer(operations, {
    cors: false,
    components: { logger: logger.child({ name: 'HTTP SERVER' }) },
    config: {
      isProxy: false,
      validateRequest: true,
      validateResponse: true,
      checkSecurity: true,
      errors: false,
      upstreamProxy: undefined,
      mock: { dynamic: false },
    },
  });
  const url = await server.listen(0, '127.0.0.1');
  return { server, url };
}

/** Starts one Prism mock server per contract; resolves when all eight listen. */
export async function startPrism(options: PrismOptions = {}): Promise<PrismStack> {
  const logLevel = options.logLevel ?? 'warn';
  const log =
    options.log ??
    ((line: string) => {
      console.warn(line);
    });
  const parsed = await Promise.all(
    contractNames.map(
      async (name) => [name, await getHttpOperationsFromSpec(contractPath(name))] as const,
    ),
  );
  const started = await Promise.allSettled(
    parsed.map(([name, operations]) => startOne(name, operations, logLevel, log)),
  );
  const running = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map(({ server }) => server.close()));
    throw new Error(`Prism did not start: ${String(failed.reason)}`);
  }
  const servers = Object.fromEntries(
    parsed.map(([name], i) => [name, running[i]?.url ?? '']),
  ) as Record<ContractName, string>;
  const operations = Object.fromEntries(parsed) as Record<ContractName, HttpOperation[]>;
  let closing: Promise<void> | undefined;
  return {
    servers,
    operations,
    close() {
      closing ??= Promise.all(running.map(({ server }) => server.close())).then(() => undefined);
      return closing;
    },
  };
}
