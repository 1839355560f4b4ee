// O-02…O-04, C-15, Q-39, AMB-28: the occupational section's rules, from the contract's own answers.
import { describe, expect, it } from 'vitest';
import {
  occupationalSectionStateOf,
  occupationalVariantOf,
  selfTriageChatIdOf,
  type SectionInputs,
} from '../../src/occupational/occupational-view.ts';
import { example } from './support/examples.ts';

type Visibility = Parameters<typeof occupationalVariantOf>[0];
const visibilityOf = (persona: string) =>
  example('self-triage', '/visibility', persona) as Visibility;
const queuesOf = (persona: string) =>
  example('chat-v4', '/person/chat-queues', persona) as {
    id: number;
    open: boolean;
    category: string;
    kind: 'ServiceRequest' | 'CallRequest' | 'Bot' | 'HTIA';
  }[];

describe('the occupational variant', () => {
  it('guidance form and visible self-triage: start self-triage (O-02, Sanna Lehtonen)', () => {
    expect(occupationalVariantOf(visibilityOf('occupationalCustomer'))).toEqual({
      kind: 'StartSelfTriage',
    });
  });

  it('guidance form only: booking (O-03, Antti Salminen)', () => {
    expect(occupationalVariantOf(visibilityOf('occupationalGuidanceOnly'))).toEqual({
      kind: 'Booking',
    });
  });

  it('no occupational contract: no section (Proposal, Laura Mäkinen)', () => {
    expect(occupationalVariantOf(visibilityOf('mainUser'))).toEqual({ kind: 'None' });
  });

  it.each([
    { isSelfTriagePathVisible: false, hasGuidanceForm: false },
    {
      isSelfTriagePathVisible: false,
      hasGuidanceForm: false,
      reason: 'PATIENT_CUSTOMER_SEGMENT_NOT_INCLUDED_IN_PILOT' as const,
    },
    // Visible without a guidance form is not O-02's case either.
    { isSelfTriagePathVisible: true, hasGuidanceForm: false },
  ])('every other case: the occupational chat list (O-04) — %o', (visibility) => {
    expect(occupationalVariantOf(visibility)).toEqual({ kind: 'ChatList' });
  });
});

describe('the chat the pre-questionnaire is for', () => {
  it("is Sanna's HTIA chat, the nurse's", () => {
    expect(selfTriageChatIdOf(queuesOf('occupationalCustomer'))).toBe(3101);
  });

  it('skips closed occupational chats, and takes a closed one when none is open', () => {
    const closed = { id: 3101, open: false, category: 'CUSTOMER', kind: 'Bot' } as const;
    const open = { id: 3102, open: true, category: 'CUSTOMER', kind: 'Bot' } as const;
    const privateChat = { id: 2948, open: true, category: 'ORDERABLE', kind: 'Bot' } as const;
    expect(selfTriageChatIdOf([privateChat, closed, open])).toBe(3102);
    expect(selfTriageChatIdOf([privateChat, closed])).toBe(3101);
    expect(selfTriageChatIdOf([privateChat])).toBeNull();
  });

  it('prefers an open chat of kind HTIA, wherever it is listed and whatever its category', () => {
    const occupational = { id: 3102, open: true, category: 'CUSTOMER', kind: 'Bot' } as const;
    const htia = { id: 3105, open: true, category: 'ORDERABLE', kind: 'HTIA' } as const;
    const closedHtia = { ...htia, id: 3106, open: false };
    expect(selfTriageChatIdOf([occupational, htia])).toBe(3105);
    expect(selfTriageChatIdOf([closedHtia, occupational])).toBe(3102);
    expect(selfTriageChatIdOf([closedHtia])).toBe(3106);
  });
});

describe('the section state', () => {
  const none = { data: undefined, isError: false };
  const inputs = (overrides: Partial<SectionInputs>): SectionInputs => ({
    asSelf: true,
    visibility: { data: visibilityOf('occupationalCustomer'), isError: false },
    queues: { data: queuesOf('occupationalCustomer'), isError: false },
    ...overrides,
  });

  it('is hidden while acting for a principal, whatever the queries hold (AMB-28)', () => {
    expect(occupationalSectionStateOf(inputs({ asSelf: false }))).toEqual({ kind: 'Hidden' });
  });

  it('loads, then links to the chosen chat', () => {
    expect(occupationalSectionStateOf(inputs({ visibility: none }))).toEqual({ kind: 'Loading' });
    expect(occupationalSectionStateOf(inputs({ queues: none }))).toEqual({ kind: 'Loading' });
    expect(occupationalSectionStateOf(inputs({}))).toEqual({
      kind: 'StartSelfTriage',
      chatId: 3101,
    });
  });

  it('fails when either call fails (E-48)', () => {
    const failed = { data: undefined, isError: true };
    expect(occupationalSectionStateOf(inputs({ visibility: failed }))).toEqual({ kind: 'Failure' });
    expect(occupationalSectionStateOf(inputs({ queues: failed }))).toEqual({ kind: 'Failure' });
  });

  it('falls back to the chat list when the patient has no occupational chat', () => {
    const queues = {
      data: [{ id: 2948, open: true, category: 'ORDERABLE', kind: 'Bot' as const }],
      isError: false,
    };
    expect(occupationalSectionStateOf(inputs({ queues }))).toEqual({ kind: 'ChatList' });
  });

  it('needs no queues for booking or the chat list, and hides for no contract', () => {
    const booking = { data: visibilityOf('occupationalGuidanceOnly'), isError: false };
    expect(occupationalSectionStateOf(inputs({ visibility: booking, queues: none }))).toEqual({
      kind: 'Booking',
    });
    const laura = { data: visibilityOf('mainUser'), isError: false };
    expect(occupationalSectionStateOf(inputs({ visibility: laura, queues: none }))).toEqual({
      kind: 'Hidden',
    });
  });
});
