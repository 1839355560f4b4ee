// What the chat's payment and direct-compensation tests share: the contracts' own examples.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';

interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          {
            content?: Record<
              string,
              { examples?: Record<string, { value?: unknown; $ref?: string }> }
            >;
          }
        >;
      }
    >
  >;
  components?: { examples?: Record<string, { value: unknown }> };
}

const contracts = new Map<string, Contract>();

/** The value of a named response example of `openapi/<contract>.yaml`, `$ref`s followed. */
export function example(
  contract: string,
  path: string,
  method: string,
  status: number,
  name: string,
): unknown {
  let document = contracts.get(contract);
  if (!document) {
    document = parse(readFileSync(`openapi/${contract}.yaml`, 'utf8')) as Contract;
    contracts.set(contract, document);
  }
  const content = document.paths[path]?.[method]?.responses[String(status)]?.content ?? {};
  const found = Object.values(content)[0]?.examples?.[name];
  const value =
    found?.$ref === undefined
      ? found?.value
      : document.components?.examples?.[found.$ref.replace('#/components/examples/', '')]?.value;
  if (value === undefined) {
    throw new Error(`No example ${name} for ${method} ${path} ${String(status)} in ${contract}`);
  }
  return value;
}

/** Laura's principals: Eetu (online payment allowed), Ella (not allowed) and Onni. */
export const principals = example('identity', '/principals', 'get', 200, 'mainUser');
export const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
export const ella = '3fd49fa6-a775-4851-9134-ca2053ef48c2';

/** A chat the patient pays herself (ORDERABLE, Q-22). */
export const paidChat: ChatQueueOutput = {
  id: 2948,
  open: true,
  length: 3,
  ninchatRealmId: 'realm',
  ninchatId: 'queue',
  siteConfig: 'default',
  category: 'ORDERABLE',
  name: 'Lääkärin chat',
  description: 'Kysy lääkäriltä.',
  openingHours: [],
  topic: 1,
  price: 40,
  icon: { name: 'chat' },
  kind: 'ServiceRequest',
};
