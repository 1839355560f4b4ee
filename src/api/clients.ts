import createClient, { type Client } from 'openapi-fetch';
import type { ContractName } from './contracts.ts';
import { decodeResponse } from './decode.ts';
import { patientScope, type PatientScope } from './current-patient.ts';
import { assertSameScope, contractUrl, operationOf, send, withCallHeaders } from './http.ts';
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
  const client = createClient<Paths>({ baseUrl: contractUrl(contract, ''), fetch: send });
  /** The person and patient each request was made for (see `assertSameScope`). */
  const scopes = new WeakMap<Request, PatientScope>();
  client.use({
    async onRequest({ request, schemaPath }) {
      const scope = patientScope();
      const operations = await resolveTable(table);
      const sent = await withCallHeaders(
        contract,
        operationOf(contract, operations, request.method, schemaPath),
        request,
      );
      assertSameScope(scope, request.url);
      scopes.set(sent, scope);
      return sent;
    },
    async onResponse({ request, response, schemaPath }) {
      const operation = operationOf(
        contract,
        await resolveTable(table),
        request.method,
        schemaPath,
      );
      const data = await decodeResponse(contract, operation, request.url, response);
      const scope = scopes.get(request);
      if (scope) {
        assertSameScope(scope, request.url);
      }
      return new Response(data === undefined ? null : JSON.stringify(data), {
        status: response.status,
        headers: response.headers,
      });
    },
  });
  return client;
}
