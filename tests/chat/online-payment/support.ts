// What the chat's payment and direct-compensation tests share: the contracts' own examples.
import { contractExample } from '../../support/contract-example.ts';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';

/** The value of a named response example of `openapi/<contract>.yaml`, `$ref`s followed. */
export const example = contractExample;

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
