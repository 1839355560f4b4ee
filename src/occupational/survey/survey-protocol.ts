// O-07…O-16, NS-41: the symptoms survey's frame messages. Pure.
//
// Proposal (NS-41): a message is `{ type, payload? }`, posted as an object or as its JSON string
// (frames often post strings). The frame may say `Ready` once it listens; the host sends `Init`
// once, when the frame has loaded or on its first `Ready` (whichever comes first). The frame then sends `Layout`, `ScrollToTop`
// and `Navigation` while the patient answers, and ends with `Success`, `Error` or `Close`.
import { z } from 'zod';
import { SelfTriageId } from '../../../generated/chat-v4/model/selfTriageId.zod.ts';
import type { Language } from '../../i18n/index.ts';
import type { SelfTriageUserDataOutput } from '../../../generated/self-triage/model/selfTriageUserData.zod.ts';

/** The survey's session id as the chat API takes it (`selfTriageId`), checked on arrival. */
const sessionId = SelfTriageId;

/** A JSON string longer than this is not a survey message (nor parsed). */
const maxMessageLength = 64 * 1024;

/** What the survey frame may say, each with its payload's schema. */
export const surveyMessageSchema = z.discriminatedUnion('type', [
  /** Proposal: the frame listens and asks for `Init` (the spec shows no handshake). */
  z.object({ type: z.literal('Ready') }),
  /** O-07: the survey failed; the vendor's code is logged, its text never shown. */
  z.object({
    type: z.literal('Error'),
    payload: z.object({ code: z.string().max(100).optional() }).optional(),
  }),
  /** O-10: done; the chat opens with `selfTriageId` = `sessionId`. */
  z.object({ type: z.literal('Success'), payload: z.object({ sessionId }) }),
  /** O-11: the patient closed the survey. */
  z.object({ type: z.literal('Close') }),
  /** O-12: the frame's content height in CSS pixels. */
  z.object({
    type: z.literal('Layout'),
    payload: z.object({ height: z.number().positive().max(100_000) }),
  }),
  /** O-13. */
  z.object({ type: z.literal('ScrollToTop') }),
  /** O-14, NS-41: the survey moved to another step (`step` names it). */
  z.object({
    type: z.literal('Navigation'),
    payload: z.object({ step: z.string().max(100) }).optional(),
  }),
]);

export type SurveyMessage = z.infer<typeof surveyMessageSchema>;
export type SurveyMessageType = SurveyMessage['type'];

const knownTypes: ReadonlySet<string> = new Set<SurveyMessageType>([
  'Ready',
  'Error',
  'Success',
  'Close',
  'Layout',
  'ScrollToTop',
  'Navigation',
]);

const envelope = z.object({ type: z.string().min(1) });

/** What arrived: a message, an unknown type (O-15, logged), or something else (ignored). */
export type ReadMessage =
  | { kind: 'Message'; message: SurveyMessage }
  | { kind: 'Unknown'; type: string }
  | { kind: 'Malformed'; type: string | undefined };

/** An object as it is; a string as the JSON it holds; anything else, or bad JSON, as nothing. */
function messageData(data: unknown): unknown {
  if (typeof data !== 'string') {
    return data;
  }
  if (data.length > maxMessageLength) {
    return undefined;
  }
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads the data of a message event that came from the survey frame: an object or its JSON. */
export function readSurveyMessage(raw: unknown): ReadMessage {
  const data = messageData(raw);
  const shape = envelope.safeParse(data);
  if (!shape.success) {
    return { kind: 'Malformed', type: undefined };
  }
  // Only the type goes to a log, and only so much of it.
  const type = shape.data.type.slice(0, 40);
  if (!knownTypes.has(shape.data.type)) {
    return { kind: 'Unknown', type };
  }
  const parsed = surveyMessageSchema.safeParse(data);
  return parsed.success ? { kind: 'Message', message: parsed.data } : { kind: 'Malformed', type };
}

/** O-09, AMB-27: the survey's gender codes; `N` is Finnish "nainen". */
export type SurveyGender = 'M' | 'N';

/**
 * `MALE` → `M`, `FEMALE` → `N`. The contract (C-16) allows no other value, and its schema rejects
 * any other answer before it gets here, so the survey is never started with a guessed gender.
 */
export function surveyGenderOf(gender: SelfTriageUserDataOutput['gender']): SurveyGender {
  switch (gender) {
    case 'MALE':
      return 'M';
    case 'FEMALE':
      return 'N';
  }
}

export interface SurveyConfig {
  /** Absolute URL of the self-triage API the survey calls. */
  apiBase: string;
  /** O-08: the subscription key and `Authorization: Bearer <self-triage-only token>`. */
  headers: Record<string, string>;
  organisation: string;
  language: Language;
}

/** O-09: the host's one message to the frame. */
export interface SurveyInit {
  type: 'Init';
  payload: {
    age: number;
    gender: SurveyGender;
    /** C-16's opaque metadata, passed on unchanged, never logged. */
    sessionMetadata: string;
    config: SurveyConfig;
  };
}

export function surveyInitOf(
  userData: Pick<SelfTriageUserDataOutput, 'age' | 'gender' | 'sessionMetadata'>,
  config: SurveyConfig,
): SurveyInit {
  return {
    type: 'Init',
    payload: {
      age: userData.age,
      gender: surveyGenderOf(userData.gender),
      sessionMetadata: userData.sessionMetadata,
      config,
    },
  };
}
