/**
 * The mock remembers writes, in memory and per test person, so that the local world answers a
 * read with the person's own edit as a real backend would. Each rule names a slot of a person's
 * memory, the writes that fill it and the read it answers:
 *
 * - after a **successful** write (2xx from Prism) the rule's `remember` computes the slot's new
 *   value from the request, Prism's answer and what the slot held (for the person the write
 *   belongs to: the caller, or whom `owner` names);
 * - a later read of that person is still sent to Prism (which checks security and the request),
 *   and when Prism answers 2xx or 404 (the "not there yet" of a profile) the rule's `recall`
 *   turns Prism's answer and the remembered value into the answer. Any other status (401, a
 *   denied customer's 403, a 5xx) passes through untouched.
 *
 * A request that forces an answer (`Prefer`, `?__code=`…) bypasses memory both ways. Nothing is
 * kept across restarts; `DELETE /__mock/memory[/<personaKey>]` on the gateway forgets.
 *
 * Adding a rule is one entry of `memoryRules`.
 */
import type { ContractName } from '../../src/api/contracts.ts';
import type { RequestParameters } from './example-index.ts';
import type { Persona } from '../personas.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, Json>;

/** An answer as the gateway sends it: a status and a JSON body (undefined when empty). */
export interface Answer {
  status: number;
  body: Json | undefined;
}

export interface WriteContext {
  /** The person whose token made the write. */
  caller: Persona;
  /** The main user acting for the caller (`act.sub` of the token), if any. */
  actor: Persona | undefined;
  /** The request's parameters (path, query, top-level body fields). */
  parameters: RequestParameters;
  /** The JSON request body as sent, if it was JSON. */
  body: Json | undefined;
  /** Prism's successful answer to the write. */
  answer: Answer;
  /** The rule's read as the owner got it before this write (only with `readsFirst`). */
  current: Answer | undefined;
  /** What the owner's slot held before this write. */
  previous: Json | undefined;
  now: Date;
}

export interface MemoryWrite {
  /** Lower-case HTTP method. */
  method: string;
  /** The path template as the contract writes it. */
  path: string;
  /** Whose memory the write goes to; the caller by default. */
  owner?: (who: { caller: Persona; actor: Persona | undefined }) => Persona | undefined;
  /**
   * Read the rule's read first (with the caller's token, through memory) and pass it as
   * `current`; the rule's read path must then have no template parameters.
   */
  readsFirst?: boolean;
  /** The slot's new value; undefined leaves the slot as it was. */
  remember: (context: WriteContext) => Json | undefined;
  /** Answer the write itself with the remembered value (Prism's status) instead of Prism's body. */
  echo?: boolean;
}

export interface MemoryRule {
  /** The slot in each person's memory, e.g. `profile`. */
  slot: string;
  contract: ContractName;
  /** The read that the slot answers. */
  read: { method: string; path: string };
  writes: readonly MemoryWrite[];
  /** The read's answer from Prism's answer (2xx or 404) and the remembered value. */
  recall: (remembered: Json, answer: Answer) => Answer;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Only these fields of the sent body are kept: what the contract's request schema allows. */
function pick(body: Json | undefined, fields: readonly string[]): JsonObject {
  if (!isObject(body)) {
    return {};
  }
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = body[field];
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  );
}

/** `2026-11-23T18:04:05+02:00`: the moment in Europe/Helsinki time with its offset, no fraction. */
export function helsinkiTimestamp(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** `ProfileCreate` (patient.yaml): the fields a created profile takes from the body. */
const createFields = [
  'givenNames',
  'lastName',
  'streetAddress',
  'postCode',
  'postOffice',
  'phoneNumber',
  'email',
] as const;
/** `ProfileUpdate` (patient.yaml): the fields an update may change. */
const updateFields = ['streetAddress', 'postCode', 'postOffice', 'phoneNumber', 'email'] as const;

/** The profile a person creates: the sent fields, with what the population register knows. */
function createdProfile({ caller, body, now }: WriteContext): JsonObject {
  const sent = pick(body, createFields);
  const at = helsinkiTimestamp(now);
  // In the order of the contract's examples; register data (first name, gender, birth date)
  // comes from the test person, the rest from the form.
  return {
    id: caller.subject,
    firstName: caller.firstName,
    ...(sent.givenNames === undefined ? {} : { givenNames: sent.givenNames }),
    lastName: sent.lastName ?? caller.lastName,
    gender: caller.gender,
    ...pick(sent, ['streetAddress', 'postCode', 'postOffice', 'phoneNumber', 'email']),
    hasSocialInsuranceCardImage: false,
    updatedAt: at,
    contactInfoVerifiedAt: at,
    dateOfBirth: caller.birthdate,
  };
}

/** An updated profile: the current one with the sent fields; saving also confirms it (NS-24). */
function updatedProfile({ current, body, now }: WriteContext): JsonObject | undefined {
  if (!current || !isSuccess(current.status) || !isObject(current.body)) {
    return undefined;
  }
  const at = helsinkiTimestamp(now);
  return {
    ...current.body,
    ...pick(body, updateFields),
    updatedAt: at,
    contactInfoVerifiedAt: at,
  };
}

const idOf = (value: Json | undefined) => (isObject(value) ? value.id : undefined);

/** The `id` of an object when it is a string (a category, consent or insurance). */
function stringIdOf(value: Json | undefined): string | undefined {
  const id = idOf(value);
  return typeof id === 'string' ? id : undefined;
}

/** A JSON object of booleans only (a category's consent values), else undefined. */
function booleansOf(body: Json | undefined): Record<string, boolean> | undefined {
  if (!isObject(body)) {
    return undefined;
  }
  const entries = Object.entries(body);
  return entries.every(([, value]) => typeof value === 'boolean')
    ? (Object.fromEntries(entries) as Record<string, boolean>)
    : undefined;
}

export const memoryRules: readonly MemoryRule[] = [
  {
    // A registered principal joins the main user's list (C-29, C-30).
    slot: 'principals',
    contract: 'identity',
    read: { method: 'get', path: '/principals' },
    writes: [
      {
        method: 'post',
        path: '/principals',
        // The register-principal token's subject is the principal, its actor the main user;
        // with a main token (and `principalId`) the caller registers for themselves.
        owner: ({ caller, actor }) => actor ?? caller,
        remember: ({ previous, answer }) => {
          const list = Array.isArray(previous) ? previous : [];
          const id = idOf(answer.body);
          if (typeof id !== 'string' || answer.body === undefined) {
            return undefined;
          }
          return [...list.filter((p) => idOf(p) !== id), answer.body];
        },
      },
    ],
    recall: (remembered, answer) => {
      if (!isSuccess(answer.status) || !Array.isArray(answer.body) || !Array.isArray(remembered)) {
        return answer;
      }
      const listed = new Set(answer.body.map(idOf));
      return {
        status: answer.status,
        body: [...answer.body, ...remembered.filter((p) => !listed.has(idOf(p)))],
      };
    },
  },
  {
    // The person's own profile after creating it (C-22) or changing it (C-23).
    slot: 'profile',
    contract: 'patient',
    read: { method: 'get', path: '/profile' },
    writes: [
      { method: 'post', path: '/profile', echo: true, remember: createdProfile },
      {
        method: 'put',
        path: '/profile',
        echo: true,
        readsFirst: true,
        remember: updatedProfile,
      },
    ],
    recall: (remembered) => ({ status: 200, body: remembered }),
  },
  {
    // Accepted terms of use stay accepted (C-24 and the acceptTermsOfUse proposal).
    slot: 'termsOfUse',
    contract: 'patient',
    read: { method: 'get', path: '/terms-of-use/acceptances' },
    writes: [
      {
        method: 'put',
        path: '/terms-of-use/acceptances',
        remember: ({ answer }) => (isObject(answer.body) ? answer.body : undefined),
      },
    ],
    recall: (remembered) => ({ status: 200, body: remembered }),
  },
  {
    // A payment method set (C-14, Q-34) is the person's from then on; the answer echoes it.
    slot: 'paymentMethod',
    contract: 'payments',
    read: { method: 'get', path: '/settings/payment-method' },
    writes: [
      {
        method: 'patch',
        path: '/settings/payment-method',
        echo: true,
        remember: ({ body }) => {
          const { method } = pick(body, ['method']);
          return method === 'online' || method === 'paper' ? { method } : undefined;
        },
      },
    ],
    // The rest of the read (the invoice fee) stays as the example gives it.
    recall: (remembered, answer) =>
      isSuccess(answer.status)
        ? {
            status: 200,
            body:
              isObject(answer.body) && isObject(remembered)
                ? { ...answer.body, ...remembered }
                : remembered,
          }
        : answer,
  },
  {
    // Consents saved category by category (C-18, F-20) are the person's from then on. Memory
    // keeps the values, not the texts, so the next read shows them in whichever language it asks.
    slot: 'consents',
    contract: 'patient',
    read: { method: 'get', path: '/consent-categories' },
    writes: [
      {
        method: 'put',
        path: '/consent-categories/{id}/consents',
        remember: ({ previous, parameters, body }) => {
          const category = parameters.id;
          const values = booleansOf(body);
          if (category === undefined || values === undefined) {
            return undefined;
          }
          return { ...(isObject(previous) ? previous : {}), [category]: values };
        },
      },
    ],
    recall: (remembered, answer) => {
      if (!isSuccess(answer.status) || !Array.isArray(answer.body) || !isObject(remembered)) {
        return answer;
      }
      return {
        status: answer.status,
        body: answer.body.map((category) => {
          const id = stringIdOf(category);
          const saved = id === undefined ? undefined : remembered[id];
          if (!isObject(category) || !isObject(saved) || !Array.isArray(category.consents)) {
            return category;
          }
          return {
            ...category,
            consents: category.consents.map((consent) => {
              const consentId = stringIdOf(consent);
              const value = consentId === undefined ? undefined : saved[consentId];
              return isObject(consent) && typeof value === 'boolean'
                ? { ...consent, isGiven: value }
                : consent;
            }),
          };
        }),
      };
    },
  },
  {
    // The customer-info consents (the "other flags") saved all at once stay as saved, in any
    // language: memory keeps the values, the texts come from the read in its language.
    slot: 'customerInfoConsents',
    contract: 'patient',
    read: { method: 'get', path: '/consents' },
    writes: [
      {
        method: 'put',
        path: '/consents',
        remember: ({ previous, body }) => {
          const values = booleansOf(body);
          return values === undefined
            ? undefined
            : { ...(isObject(previous) ? previous : {}), ...values };
        },
      },
    ],
    recall: (remembered, answer) => {
      if (!isSuccess(answer.status) || !Array.isArray(answer.body) || !isObject(remembered)) {
        return answer;
      }
      return {
        status: answer.status,
        body: answer.body.map((consent) => {
          const id = stringIdOf(consent);
          const value = id === undefined ? undefined : remembered[id];
          return isObject(consent) && typeof value === 'boolean'
            ? { ...consent, isGiven: value }
            : consent;
        }),
      };
    },
  },
  {
    // Direct compensation switched per insurance (C-20) stays as switched, in any language.
    slot: 'insurances',
    contract: 'patient',
    read: { method: 'get', path: '/insurances' },
    writes: [
      {
        method: 'put',
        path: '/insurances/{id}',
        remember: ({ previous, parameters, body }) => {
          const id = parameters.id;
          const enabled = isObject(body) ? body.enabled : undefined;
          if (id === undefined || typeof enabled !== 'boolean') {
            return undefined;
          }
          return { ...(isObject(previous) ? previous : {}), [id]: enabled };
        },
      },
    ],
    recall: (remembered, answer) => {
      if (!isSuccess(answer.status) || !Array.isArray(answer.body) || !isObject(remembered)) {
        return answer;
      }
      return {
        status: answer.status,
        body: answer.body.map((insurance) => {
          const id = stringIdOf(insurance);
          const enabled = id === undefined ? undefined : remembered[id];
          return isObject(insurance) && typeof enabled === 'boolean'
            ? { ...insurance, enabled }
            : insurance;
        }),
      };
    },
  },
];

/** What memory does with one call: answer its read, or remember its write. */
export interface MemoryPlan {
  rule: MemoryRule;
  write?: MemoryWrite;
}

export interface Memory {
  /** The rule whose read or write this operation is (method lower-case, path the template). */
  plan(contract: ContractName, method: string, path: string): MemoryPlan | undefined;
  /** Whether the person's memory holds the rule's slot. */
  holds(personKey: string, rule: MemoryRule): boolean;
  /**
   * The read's answer for the person from Prism's answer; undefined when memory holds nothing
   * for them or Prism's status is neither 2xx nor 404.
   */
  recall(personKey: string, rule: MemoryRule, answer: Answer): Answer | undefined;
  /** Remembers a successful write for `ownerKey`; gives the new value (undefined: none). */
  remember(
    ownerKey: string,
    rule: MemoryRule,
    write: MemoryWrite,
    context: Omit<WriteContext, 'previous'>,
  ): Json | undefined;
  /** Forgets one person's memory, or everyone's. */
  forget(personKey?: string): void;
  /** What is remembered, per person and slot (for inspection). */
  dump(personKey?: string): Record<string, Record<string, Json>>;
}

export function createMemory(rules: readonly MemoryRule[] = memoryRules): Memory {
  const people = new Map<string, Map<string, Json>>();
  const slotOf = (personKey: string) => {
    let slots = people.get(personKey);
    if (!slots) {
      slots = new Map();
      people.set(personKey, slots);
    }
    return slots;
  };
  const same = (a: { method: string; path: string }, method: string, path: string) =>
    a.method === method.toLowerCase() && a.path === path;

  return {
    plan(contract, method, path) {
      for (const rule of rules.filter((r) => r.contract === contract)) {
        if (same(rule.read, method, path)) {
          return { rule };
        }
        const write = rule.writes.find((w) => same(w, method, path));
        if (write) {
          return { rule, write };
        }
      }
      return undefined;
    },
    holds(personKey, rule) {
      return people.get(personKey)?.has(rule.slot) ?? false;
    },
    recall(personKey, rule, answer) {
      const remembered = people.get(personKey)?.get(rule.slot);
      if (remembered === undefined || !(isSuccess(answer.status) || answer.status === 404)) {
        return undefined;
      }
      return rule.recall(remembered, answer);
    },
    remember(ownerKey, rule, write, context) {
      const slots = slotOf(ownerKey);
      const value = write.remember({ ...context, previous: slots.get(rule.slot) });
      if (value !== undefined) {
        slots.set(rule.slot, value);
      }
      return value;
    },
    forget(personKey) {
      if (personKey === undefined) {
        people.clear();
      } else {
        people.delete(personKey);
      }
    },
    dump(personKey) {
      const entries = [...people.entries()].filter(
        ([key, slots]) => (personKey === undefined || key === personKey) && slots.size > 0,
      );
      return Object.fromEntries(entries.map(([key, slots]) => [key, Object.fromEntries(slots)]));
    },
  };
}
