// O-02…O-04, C-15, AMB-28: which occupational section a signed-in patient sees. Pure.
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import type { SelfTriageVisibilityOutput } from '../../generated/self-triage/model/selfTriageVisibility.zod.ts';

/** What the occupational section offers, from the self-triage visibility. */
export type OccupationalVariant =
  /** O-02: guidance form and visible self-triage: start self-triage (pre-questionnaire first). */
  | { kind: 'StartSelfTriage' }
  /** O-03: a guidance form only: the booking link. */
  | { kind: 'Booking' }
  /** O-04: the occupational chat list (topic `occupational`, O-26). */
  | { kind: 'ChatList' }
  /**
   * Proposal: no section at all for a patient without an occupational health contract (`reason`
   * `PATIENT_HAS_NO_OCCUPATIONAL_HEALTH_CONTRACT`, Laura Mäkinen locally): their occupational
   * chat list would hold no occupational (`CUSTOMER`) chat, only the private ones they see anyway.
   */
  | { kind: 'None' };

export function occupationalVariantOf(
  visibility: Pick<
    SelfTriageVisibilityOutput,
    'hasGuidanceForm' | 'isSelfTriagePathVisible' | 'reason'
  >,
): OccupationalVariant {
  if (visibility.hasGuidanceForm && visibility.isSelfTriagePathVisible) {
    return { kind: 'StartSelfTriage' };
  }
  if (visibility.hasGuidanceForm) {
    return { kind: 'Booking' };
  }
  if (visibility.reason === 'PATIENT_HAS_NO_OCCUPATIONAL_HEALTH_CONTRACT') {
    return { kind: 'None' };
  }
  return { kind: 'ChatList' };
}

/** O-26: the category of the occupational (employer-paid) chats. */
export const occupationalCustomerCategory = 'CUSTOMER';

/**
 * Q-39, AMB-19 (Proposal): the chat whose pre-questionnaire the start self-triage link
 * opens: the first open chat of kind `HTIA` (chat-v4 4.2.0: the backend marks the queue entered
 * through the pre-questionnaire; Sanna Lehtonen's occupational nurse, 3101, locally), else the
 * first open occupational (`CUSTOMER`) chat in the order the service lists them, else the first
 * `HTIA` or occupational chat even if closed; none at all gives null and the section falls back
 * to the occupational chat list.
 */
export function selfTriageChatIdOf(
  queues: readonly Pick<ChatQueueOutput, 'id' | 'open' | 'category' | 'kind'>[],
): number | null {
  const preferred = [
    ...queues.filter((queue) => queue.kind === 'HTIA'),
    ...queues.filter(
      (queue) => queue.kind !== 'HTIA' && queue.category === occupationalCustomerCategory,
    ),
  ];
  return (preferred.find((queue) => queue.open) ?? preferred[0])?.id ?? null;
}

/** What the section shows while it is loading, has failed or knows its variant. */
export type OccupationalSectionState =
  /** Logged out or acting for a principal (AMB-28): nothing is asked and nothing shown. */
  | { kind: 'Hidden' }
  | { kind: 'Loading' }
  /** E-48: `main.occupational.error` with a retry. */
  | { kind: 'Failure' }
  | { kind: 'StartSelfTriage'; chatId: number }
  | { kind: 'Booking' }
  | { kind: 'ChatList' };

interface Query<T> {
  data: T | undefined;
  isError: boolean;
}

export interface SectionInputs {
  /** Signed in and acting as oneself: only then may the main-type token call run (C-15). */
  asSelf: boolean;
  visibility: Query<
    Pick<SelfTriageVisibilityOutput, 'hasGuidanceForm' | 'isSelfTriagePathVisible' | 'reason'>
  >;
  /** The person chat queues (C-06), asked only for the start self-triage variant. */
  queues: Query<readonly Pick<ChatQueueOutput, 'id' | 'open' | 'category' | 'kind'>[]>;
}

/** The section's state from the two queries it may make. */
export function occupationalSectionStateOf({
  asSelf,
  visibility,
  queues,
}: SectionInputs): OccupationalSectionState {
  if (!asSelf) {
    return { kind: 'Hidden' };
  }
  if (visibility.isError) {
    return { kind: 'Failure' };
  }
  if (visibility.data === undefined) {
    return { kind: 'Loading' };
  }
  const variant = occupationalVariantOf(visibility.data);
  switch (variant.kind) {
    case 'None':
      return { kind: 'Hidden' };
    case 'Booking':
    case 'ChatList':
      return variant;
    case 'StartSelfTriage': {
      if (queues.isError) {
        return { kind: 'Failure' };
      }
      if (queues.data === undefined) {
        return { kind: 'Loading' };
      }
      const chatId = selfTriageChatIdOf(queues.data);
      return chatId === null ? { kind: 'ChatList' } : { kind: 'StartSelfTriage', chatId };
    }
  }
}
