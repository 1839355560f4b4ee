// Q-36…Q-41, NS-31, AMB-19: the start button's text and what it does.
import { describe, expect, it } from 'vitest';
import {
  startActionOf,
  startKindOf,
  startLabelOf,
  type StartContext,
} from '../../src/chat/chat-start.ts';

const ids = {
  serviceRequest: 2948,
  callRequest: 2950,
  insuranceDefaultQueue: 2,
  childChatTopic: 12,
};

describe('the kind of start (AMB-19)', () => {
  it('is the environment’s service-request and call-request queue whatever is received', () => {
    expect(startKindOf({ id: 2948, kind: 'Bot' }, ids)).toBe('ServiceRequest');
    expect(startKindOf({ id: 2950, kind: 'Bot' }, ids)).toBe('CallRequest');
  });

  it('is the received kind for any other queue', () => {
    expect(startKindOf({ id: 3001, kind: 'Bot' }, ids)).toBe('Bot');
    expect(startKindOf({ id: 3002, kind: 'CallRequest' }, ids)).toBe('CallRequest');
    expect(startKindOf({ id: 3003, kind: 'ServiceRequest' }, ids)).toBe('ServiceRequest');
    expect(startKindOf({ id: 3101, kind: 'HTIA' }, ids)).toBe('HTIA');
  });
});

describe('the start button’s text (Q-38, NS-31)', () => {
  it.each([
    ['ServiceRequest', true, 'sendServiceRequest'],
    ['CallRequest', true, 'startCallRequest'],
    ['Bot', true, 'start'],
    ['HTIA', true, 'start'],
    ['HTIA', false, 'loginAndStart'],
    ['ServiceRequest', false, 'loginAndStart'],
    ['CallRequest', false, 'loginAndStart'],
    ['Bot', false, 'loginAndStart'],
  ] as const)('%s, logged in %s: %s', (kind, loggedIn, label) => {
    expect(startLabelOf(kind, loggedIn)).toBe(label);
  });
});

describe('what start does', () => {
  const base: StartContext = {
    chat: { id: 3001, open: true, topic: 10, kind: 'Bot' },
    type: 'OnDemand',
    loggedIn: true,
    language: 'fi',
    childChatTopic: 12,
    choosesPrincipalFirst: true,
  };

  it('nothing while the queue is closed, logged in or not (Q-36)', () => {
    expect(startActionOf({ ...base, chat: { ...base.chat, open: false } })).toEqual({
      kind: 'Disabled',
    });
    expect(
      startActionOf({ ...base, loggedIn: false, chat: { ...base.chat, open: false } }),
    ).toEqual({ kind: 'Disabled' });
  });

  it('login first for a visitor, back to the chat’s own page in their language (Q-37)', () => {
    expect(startActionOf({ ...base, loggedIn: false })).toEqual({
      kind: 'Login',
      returnTo: '/fi/asiointi/chat/jono/3001',
    });
    expect(startActionOf({ ...base, loggedIn: false, language: 'sv' })).toEqual({
      kind: 'Login',
      returnTo: '/sv/e-tjanster/chatt/ko/3001',
    });
  });

  it('the session of an on-demand chat', () => {
    expect(startActionOf(base)).toEqual({
      kind: 'Session',
      path: '/fi/asiointi/chat/jono/3001/vastaanotto',
    });
  });

  it('the code session of a chat opened with a code (NS-52)', () => {
    expect(startActionOf({ ...base, type: 'OnDemandByCode' })).toEqual({
      kind: 'Session',
      path: '/fi/asiointi/chat/koodi/3001/vastaanotto',
    });
  });

  it('the principal selection first for a child chat while acting as oneself (Q-40, P-14)', () => {
    const child = { ...base, chat: { ...base.chat, topic: 12 } };
    expect(startActionOf(child)).toEqual({ kind: 'SelectPrincipal', chatId: 3001 });
    // Already acting for someone (or unable to choose, as in embedded mode): it starts.
    expect(startActionOf({ ...child, choosesPrincipalFirst: false })).toEqual({
      kind: 'Session',
      path: '/fi/asiointi/chat/jono/3001/vastaanotto',
    });
  });

  it('the pre-questionnaire first for a chat of kind HTIA, logged in (Q-39)', () => {
    const htia = { ...base, chat: { ...base.chat, id: 3101, kind: 'HTIA' as const } };
    expect(startActionOf(htia)).toEqual({
      kind: 'PreQuestionnaire',
      path: '/fi/asiointi/chat/jono/3101/oirearvio',
    });
    expect(startActionOf({ ...htia, language: 'en' })).toEqual({
      kind: 'PreQuestionnaire',
      path: '/en/e-services/chat/queue/3101/symptom-assessment',
    });
    // Logged out: the login comes first, back to the chat's page; closed: nothing.
    expect(startActionOf({ ...htia, loggedIn: false }).kind).toBe('Login');
    expect(startActionOf({ ...htia, chat: { ...htia.chat, open: false } }).kind).toBe('Disabled');
  });
});
