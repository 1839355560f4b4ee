// What the portal reads when a backend leaves out a field that the contract requires only as our
// proposal (`x-proposal` on the field, openapi/README.md "Spec and proposals"): the contract and
// verify keep asking for it, the portal does without. tests/contracts/tolerated-proposals.test.ts
// holds each name to a required field marked x-proposal, and to no field the spec requires.
import type { ContractName } from './contracts.ts';

/** By contract: a field's name and the value read in its place when an answer leaves it out. */
export const toleratedProposals: Partial<Record<ContractName, Readonly<Record<string, unknown>>>> =
  {
    'chat-v4': {
      // A queue without kind is a plain chat: the spec's default start ("start"), as `Bot`.
      kind: 'Bot',
      // No opening hours published; whether the queue is open follows `open`.
      openingHours: [],
      // No server error name: the status decides (the catalogue's default name).
      code: 'UnknownError',
    },
    patient: {
      // A category whose consents do not come nested in it has none to show: its heading stays.
      consents: [],
    },
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function withDefaults(value: unknown, defaults: Readonly<Record<string, unknown>>): unknown {
  if (!isRecord(value)) {
    return value;
  }
  const missing = Object.entries(defaults).filter(([name]) => !(name in value));
  return missing.length === 0 ? value : { ...Object.fromEntries(missing), ...value };
}

/**
 * The body with the tolerated fields its top-level object, or each item of its top-level list,
 * leaves out. A default that lands on an object whose schema lacks the field is stripped by zod.
 */
export function tolerate(contract: ContractName, body: unknown): unknown {
  const defaults = toleratedProposals[contract];
  if (defaults === undefined) {
    return body;
  }
  return Array.isArray(body)
    ? body.map((item: unknown) => withDefaults(item, defaults))
    : withDefaults(body, defaults);
}
