import createClient, { type Client } from 'openapi-fetch';
import type { ContractName } from './contracts.ts';
import { patientScope, type PatientScope } from './current-patient.ts';
import {
  assertSameScope,
  contractUrl,
  decodeFor,
  operationOf,
  renewRefusedToken,
  send,
  withCallHeaders,
} from './http.ts';
import type { MatchedOperation } from './operations.ts';
import { resolveTable, type OperationTableSource } from './operation-table.ts';

/**
 * A typed openapi-fetch client of one contract, for code outside React components (the session
 * and identity layer, the app-event sender, the verification tool, test helpers). It sends
 * through the same HTTP function as the generated hooks, with the same headers, decoding and
 * error mapping: a failing status rejects with the catalogue's error, a body that breaks the
 * contract with ResponseDecodeError.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- openapi-typescript's `paths` type
export function createApiClient<Paths extends {}>(
  contract: ContractName,
  table: OperationTableSource,
): Client<Paths> {
  /** The person and patient each request was made for (see `assertSameScope`). */
  const calls = new WeakMap<
    Request,
    { scope: PatientScope; operation: MatchedOperation; build: () => Promise<Request> }
  >();
  const client = createClient<Paths>({
    baseUrl: contractUrl(contract, ''),
    fetch: async (request: Request) => {
      const response = await send(request);
      const call = calls.get(request);
      return call
        ? renewRefusedToken(contract, call.operation, call.scope, request, response, call.build)
        : response;
    },
  });
  client.use({
    async onRequest({ request, schemaPath }) {
      const scope = patientScope();
      const operation = operationOf(
        contract,
        await resolveTable(table),
        request.method,
        schemaPath,
      );
      // The body is read once, so that a refused principal's token can be renewed and the call
      // made again (a buffer, not a stream: browsers and tools see it as the form or JSON it is).
      const body = request.body === null ? null : await request.arrayBuffer();
      const build = () => withCallHeaders(contract, operation, new Request(request, { body }));
      const sent = await build();
      assertSameScope(scope, request.url);
      calls.set(sent, { scope, operation, build });
      return sent;
    },
    async onResponse({ request, response }) {
      const call = calls.get(request);
      if (!call) {
        throw new Error(`No call was made for ${request.url}`);
      }
      const data = await decodeFor(call.scope, contract, call.operation, request.url, response);
      return new Response(data === undefined ? null : JSON.stringify(data), {
        status: response.status,
        headers: response.headers,
      });
    },
  });
  return client;
}
