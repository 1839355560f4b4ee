/**
 * `--fixtures <file>`: a team's own requests, so that verify checks its environment with the ids
 * and codes it has rather than the contract's examples. A JSON or YAML file: by operationId, a
 * list of requests, each with the parameters (path, query or header, by name) and body it
 * replaces, and the status it expects (docs/verify.md). An operation the file names sends only
 * its requests; the others send the contract's examples.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import * as z from 'zod';
import type { ContractOperation } from './contract.ts';
import { baseParts, build, type VerifyRequest } from './requests.ts';

const status = z.union([
  z.number().int().min(100).max(599),
  z.string().regex(/^[1-5](\d\d|XX)$/i, 'a status such as 404 or 2XX'),
]);

const fixture = z.strictObject({
  /** How the report names the request; `fixture <n>` by default. */
  name: z.string().min(1).optional(),
  /** Path, query and header parameters by name; the others keep the contract's examples. */
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** The request body (JSON, or the fields of a form body); the contract's example otherwise. */
  body: z.unknown().optional(),
  /** The status or statuses the answer must have; the operation's 2xx by default. */
  expect: z.union([status, z.array(status).min(1)]).optional(),
});

const fixturesFile = z.record(z.string(), z.array(fixture).min(1));

export type Fixture = z.infer<typeof fixture>;
export type Fixtures = z.infer<typeof fixturesFile>;

/** Reads and checks a fixtures file; throws with what is wrong, by its place in the file. */
export function loadFixtures(file: string): Fixtures {
  let content: unknown;
  try {
    content = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `--fixtures ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const result = fixturesFile.safeParse(content);
  if (!result.success) {
    throw new Error(
      `--fixtures ${file}: ${result.error.issues
        .map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  return result.data;
}

/** The requests of an operation's fixtures, each on the contract's first example request. */
export function fixtureRequests(
  operation: ContractOperation,
  fixtures: readonly Fixture[],
): VerifyRequest[] {
  const request = operation.parsed.request;
  const content = request?.body?.contents?.[0];
  const firstBody = content?.examples?.find((e) => 'value' in e && e.value !== undefined);
  return fixtures.map((own, index) => {
    const label = `fixture ${own.name ?? String(index + 1)}`;
    const parts = baseParts(operation);
    for (const [name, value] of Object.entries(own.params ?? {})) {
      const text = String(value);
      const where = (['path', 'query', 'headers'] as const).find((place) =>
        (request?.[place] ?? []).some((p) => p.name === name),
      );
      if (where === undefined) {
        const names = [
          ...(request?.path ?? []),
          ...(request?.query ?? []),
          ...(request?.headers ?? []),
        ]
          .map((p) => p.name)
          .join(', ');
        throw new Error(
          `--fixtures: ${operation.operationId} has no parameter ${name} (it has: ${names || 'none'})`,
        );
      }
      const slot = { path: 'pathParams', query: 'query', headers: 'headers' } as const;
      parts[slot[where]][name] = text;
    }
    const contractBody = firstBody && 'value' in firstBody ? firstBody.value : undefined;
    const body = own.body ?? contractBody;
    if (own.body !== undefined && !content) {
      throw new Error(`--fixtures: ${operation.operationId} takes no request body`);
    }
    const built = build(
      operation,
      content && body !== undefined
        ? { ...parts, body: { mediaType: content.mediaType, value: body } }
        : parts,
      label,
      false,
    );
    const expect =
      own.expect === undefined
        ? undefined
        : [own.expect].flat().map((s) => String(s).toUpperCase());
    if (expect) {
      return { ...built, expect, expectedBecause: `expect of ${label}` };
    }
    return operation.success.length > 0
      ? {
          ...built,
          expect: operation.success,
          expectedBecause: `a success; ${label} gives no expect`,
        }
      : built;
  });
}
