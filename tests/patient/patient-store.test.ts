import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientScope, setPatientScope } from '../../src/api/index.ts';
import {
  createPatientStore,
  patientChannelName,
  type PatientStore,
  type Registration,
} from '../../src/patient/patient-store.ts';
import { createChannelHub } from '../auth/support/fake-channel.ts';
import { settle } from '../auth/support/fake-clock.ts';
import { createMemoryStorage, type MemoryStorage } from '../auth/support/memory-storage.ts';
import { adoptSubject } from '../../src/auth/session/logout-cleanup.ts';
import { createHandChannel } from './support/patient-channel.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const mikko = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';
const eetuId = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const ainoId = '7c0e8f0a-3b5d-4d1e-9f42-2a6b8c1d9e55';
const eetu = { type: 'principal', id: eetuId } as const;
const storedEetu = `{"type":"principal","id":"${eetuId}"}`;
const hostname = 'www.asiointi.example.fi';
const cookieTrue = 'tap_principal=true; path=/; domain=example.fi; secure; samesite=lax';
const cookieFalse = 'tap_principal=false; path=/; domain=example.fi; secure; samesite=lax';

const aino: Registration = {
  type: 'register-principal',
  id: ainoId,
  firstName: 'Aino',
  lastName: 'Mäkinen',
  token: 'registration-token',
};

const stores: PatientStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) {
    store.dispose();
  }
  setPatientScope({ subject: null, patient: 'main' });
});

interface OpenOptions {
  /** What `tap.patient_v1` holds when the tab opens; nothing by default. */
  stored?: string;
  /** Who is signed in when the store starts; nobody by default. */
  subject?: string;
  fixed?: boolean;
  /** The tab's session storage, e.g. the one it had before a reload. */
  storage?: MemoryStorage;
}

/** One tab's store, with its session storage, its cookie writes and a hand-driven channel. */
function openStore(options: OpenOptions = {}) {
  if (options.subject !== undefined) {
    setPatientScope({ subject: options.subject, patient: 'main' });
  }
  const storage =
    options.storage ??
    createMemoryStorage(options.stored === undefined ? {} : { 'tap.patient_v1': options.stored });
  const cookies: string[] = [];
  const channel = createHandChannel();
  const store = createPatientStore({
    sessionStorage: storage,
    setCookie: (cookie) => cookies.push(cookie),
    hostname,
    openChannel: channel.open,
    fixed: options.fixed ?? false,
  });
  stores.push(store);
  return { store, storage, cookies, channel };
}

const stored = (storage: MemoryStorage) => storage.getItem('tap.patient_v1');

describe('a tab starts with its stored patient (P-07, P-09, NS-19)', () => {
  it('acts for the principal stored in tap.patient_v1', () => {
    const { store, channel } = openStore({ stored: storedEetu, subject: laura });
    expect(patientScope().patient).toBe(`principal:${eetuId}`);
    expect(store.selection()).toEqual(eetu);
    expect(channel.posted).toEqual([]);
  });

  it('acts for the stored principal also before the session names the person', () => {
    const { store } = openStore({ stored: storedEetu });
    expect(store.selection()).toEqual(eetu);
  });

  it.each([
    ['unparsable', '{"type":"principal",'],
    ['of another shape', `{"type":"register-principal","id":"${eetuId}"}`],
    ['a principal with an empty id', '{"type":"principal","id":""}'],
    ['a principal without an id', '{"type":"principal"}'],
  ])('is the main patient when the stored value is %s', (_case, value) => {
    const { store } = openStore({ stored: value, subject: laura });
    expect(patientScope().patient).toBe('main');
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('is the main patient when nothing is stored, and asks the open tabs (AMB-05)', () => {
    const { store, channel } = openStore({ subject: laura });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(channel.opened).toEqual([patientChannelName]);
    expect(channel.posted).toEqual([{ type: 'PatientAsked' }]);
  });
});

describe('choosing whom to act for (P-04)', () => {
  it('stores a chosen principal, sets the cookie flag true and tells the other tabs', () => {
    const { store, storage, cookies, channel } = openStore({
      stored: '{"type":"main"}',
      subject: laura,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.select(eetu);
    expect(patientScope()).toEqual({ subject: laura, patient: `principal:${eetuId}` });
    expect(store.selection()).toEqual(eetu);
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual(eetu);
    expect(cookies.at(-1)).toBe(cookieTrue);
    expect(channel.posted).toEqual([{ type: 'PatientChanged', subject: laura, patient: eetu }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('acts for a principal whose id is no UUID: scope, selection, storage, cookie and tabs together', () => {
    const { store, storage, cookies, channel } = openStore({
      stored: '{"type":"main"}',
      subject: laura,
    });
    const numbered = { type: 'principal', id: '100201' } as const;
    store.select(numbered);
    expect(patientScope()).toEqual({ subject: laura, patient: 'principal:100201' });
    expect(store.selection()).toEqual(numbered);
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual(numbered);
    expect(cookies.at(-1)).toBe(cookieTrue);
    expect(channel.posted).toEqual([{ type: 'PatientChanged', subject: laura, patient: numbered }]);
  });

  it('changes nothing for a principal the stored form would not hold (an empty id)', () => {
    const { store, storage, cookies, channel } = openStore({ stored: storedEetu, subject: laura });
    const cookiesBefore = cookies.length;
    expect(() => {
      store.select({ type: 'principal', id: '' });
    }).toThrow();
    expect(patientScope()).toEqual({ subject: laura, patient: `principal:${eetuId}` });
    expect(store.selection()).toEqual(eetu);
    expect(stored(storage)).toBe(storedEetu);
    expect(cookies).toHaveLength(cookiesBefore);
    expect(channel.posted).toEqual([]);
  });

  it('stores main and sets the cookie flag false when the user acts for themselves again', () => {
    const { store, storage, cookies, channel } = openStore({ stored: storedEetu, subject: laura });
    store.select({ type: 'main' });
    expect(patientScope().patient).toBe('main');
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual({ type: 'main' });
    expect(cookies.at(-1)).toBe(cookieFalse);
    expect(channel.posted).toEqual([
      { type: 'PatientChanged', subject: laura, patient: { type: 'main' } },
    ]);
  });

  it('gives the same selection object until the patient changes (useSyncExternalStore)', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    const before = store.selection();
    expect(store.selection()).toBe(before);
    store.select(eetu);
    expect(store.selection()).not.toBe(before);
    expect(store.selection()).toBe(store.selection());
  });

  it('stops telling a listener that unsubscribed', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.select(eetu);
    expect(listener).not.toHaveBeenCalled();
  });

  it('neither stores nor tells anyone while nobody is signed in', () => {
    const { store, storage, channel } = openStore({ stored: '{"type":"main"}' });
    store.select(eetu);
    expect(stored(storage)).toBe('{"type":"main"}');
    expect(channel.posted).toEqual([]);
  });

  it('sets the cookie flag false when the person signs out', () => {
    const { store, cookies } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.select(eetu);
    setPatientScope({ subject: null, patient: 'main' });
    expect(cookies.at(-1)).toBe(cookieFalse);
  });
});

describe('register-principal is this tab’s only (P-05, P-20)', () => {
  it('is current in this tab, without the token, and neither the stored patient nor told to other tabs', () => {
    const { store, storage, channel } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    expect(patientScope().patient).toBe(`register-principal:${ainoId}`);
    expect(store.selection()).toEqual({
      type: 'register-principal',
      id: ainoId,
      firstName: 'Aino',
      lastName: 'Mäkinen',
    });
    expect(stored(storage)).toBe('{"type":"main"}');
    expect(channel.posted).toEqual([]);
  });

  it('is not the answer when another tab asks whom this tab acts for', () => {
    const { store, channel } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    channel.receive({ type: 'PatientAsked' });
    expect(channel.posted).toEqual([]);
  });

  it('hands out its registration token only for the person being registered', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    expect(store.registrationToken(ainoId)).toBe('registration-token');
    expect(store.registrationToken(eetuId)).toBeNull();
  });

  it('ends when the user chooses whom to act for', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    store.select({ type: 'main' });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(store.registrationToken(ainoId)).toBeNull();
  });

  it('ends when another person signs in, even before the patient key changes', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    setPatientScope({ ...patientScope(), subject: mikko });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(store.registrationToken(ainoId)).toBeNull();
  });

  it('ends on sign-out', () => {
    const { store } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(aino);
    setPatientScope({ subject: null, patient: 'main' });
    expect(store.registrationToken(ainoId)).toBeNull();
  });
});

describe('a reload resumes family-member onboarding', () => {
  const registrationKey = 'tap.register_principal_v1';
  /** Aino's registration with a token that expires in 2100 (or expired in 1970). */
  const ainoWith = (expiresAt: number): Registration => ({ ...aino, expiresAt });
  const valid = ainoWith(4_102_444_800_000);

  /** The tab reloads: the store goes, the session is unknown until restored, storage stays. */
  function reload(storage: MemoryStorage) {
    for (const store of stores.splice(0)) {
      store.dispose();
    }
    setPatientScope({ subject: null, patient: 'main' });
    return openStore({ storage });
  }

  it('resumes the registration, token and all, once the session names the same person', () => {
    const { store, storage } = openStore({ stored: '{"type":"main"}', subject: laura });
    storage.setItem('tap.subject_v1', laura);
    store.beginRegistration(valid);
    const again = reload(storage);
    expect(again.store.selection()).toEqual({ type: 'main' });
    adoptSubject(laura, storage, () => undefined);
    expect(patientScope()).toEqual({ subject: laura, patient: `register-principal:${ainoId}` });
    expect(again.store.selection()).toMatchObject({ type: 'register-principal', id: ainoId });
    expect(again.store.registrationToken(ainoId)).toBe(valid.token);
    expect(again.cookies.at(-1)).toBe(cookieTrue);
    // Still this tab's only: nothing told to the others, the stored patient stays main.
    expect(again.channel.posted).toEqual([]);
    expect(stored(storage)).toBe('{"type":"main"}');
  });

  it('resumes at once when the session is known as the tab starts', () => {
    const { store, storage } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(valid);
    for (const old of stores.splice(0)) {
      old.dispose();
    }
    const again = openStore({ storage });
    expect(again.store.selection()).toMatchObject({ type: 'register-principal', id: ainoId });
  });

  it('does not resume a registration whose token has expired', () => {
    const { store, storage } = openStore({ stored: '{"type":"main"}', subject: laura });
    storage.setItem('tap.subject_v1', laura);
    store.beginRegistration(ainoWith(1));
    const again = reload(storage);
    adoptSubject(laura, storage, () => undefined);
    expect(again.store.selection()).toEqual({ type: 'main' });
    expect(again.store.registrationToken(ainoId)).toBeNull();
  });

  it('never resumes for another person signing in in this tab', () => {
    const { store, storage } = openStore({ stored: '{"type":"main"}', subject: laura });
    storage.setItem('tap.subject_v1', laura);
    store.beginRegistration(valid);
    const again = reload(storage);
    adoptSubject(mikko, storage, () => undefined);
    expect(patientScope()).toEqual({ subject: mikko, patient: 'main' });
    expect(again.store.selection()).toEqual({ type: 'main' });
    expect(storage.getItem(registrationKey)).toBeNull();
  });

  it('forgets the stored registration when the onboarding ends or the person signs out', () => {
    const { store, storage } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.beginRegistration(valid);
    expect(storage.getItem(registrationKey)).not.toBeNull();
    store.select({ type: 'principal', id: ainoId });
    expect(storage.getItem(registrationKey)).toBeNull();

    store.beginRegistration(valid);
    setPatientScope({ subject: null, patient: 'main' });
    expect(storage.getItem(registrationKey)).toBeNull();
  });
});

describe('another person signing in (the subject changes)', () => {
  it('stores the main patient of the new person the session layer sets', () => {
    const { store, storage, cookies } = openStore({ stored: storedEetu, subject: laura });
    setPatientScope({ subject: mikko, patient: 'main' });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(stored(storage)).toBe('{"type":"main"}');
    expect(cookies.at(-1)).toBe(cookieFalse);
  });
});

describe('following the person’s other tabs (P-06, AMB-05)', () => {
  it('follows a change made by the same person in another tab, without echoing it', () => {
    const { store, storage, cookies, channel } = openStore({
      stored: '{"type":"main"}',
      subject: laura,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    channel.receive({ type: 'PatientChanged', subject: laura, patient: eetu });
    expect(store.selection()).toEqual(eetu);
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual(eetu);
    expect(cookies.at(-1)).toBe(cookieTrue);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(channel.posted).toEqual([]);
  });

  it('ignores a change made by another person', () => {
    const { store, storage, channel } = openStore({ stored: '{"type":"main"}', subject: laura });
    channel.receive({ type: 'PatientChanged', subject: mikko, patient: eetu });
    expect(store.selection()).toEqual({ type: 'main' });
    expect(stored(storage)).toBe('{"type":"main"}');
  });

  it.each([
    ['an unknown type', { type: 'PatientSwitched', subject: laura, patient: eetu }],
    ['no subject', { type: 'PatientChanged', patient: eetu }],
    [
      'a principal with an empty id',
      { type: 'PatientChanged', subject: laura, patient: { type: 'principal', id: '' } },
    ],
    ['a register-principal', { type: 'PatientChanged', subject: laura, patient: { ...aino } }],
    ['no object at all', 'PatientChanged'],
  ])('ignores a message with %s', (_case, message) => {
    const { store, channel } = openStore({ stored: '{"type":"main"}', subject: laura });
    channel.receive(message);
    expect(store.selection()).toEqual({ type: 'main' });
    expect(channel.posted).toEqual([]);
  });

  it('answers a new tab that asks whom the person acts for', () => {
    const { channel } = openStore({ stored: storedEetu, subject: laura });
    channel.receive({ type: 'PatientAsked' });
    expect(channel.posted).toEqual([{ type: 'PatientChanged', subject: laura, patient: eetu }]);
  });

  it('does not answer while nobody is signed in in this tab', () => {
    const { channel } = openStore({ stored: storedEetu });
    channel.receive({ type: 'PatientAsked' });
    expect(channel.posted).toEqual([]);
  });

  it('takes the answer that came before the sign-in once the same person is signed in', () => {
    const { store, storage, channel } = openStore();
    expect(channel.posted).toEqual([{ type: 'PatientAsked' }]);
    channel.receive({ type: 'PatientChanged', subject: laura, patient: eetu });
    expect(store.selection()).toEqual({ type: 'main' });
    setPatientScope({ subject: laura, patient: 'main' });
    expect(store.selection()).toEqual(eetu);
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual(eetu);
  });

  it('does not take an earlier answer that was about another person', () => {
    const { store, channel } = openStore();
    channel.receive({ type: 'PatientChanged', subject: laura, patient: eetu });
    setPatientScope({ subject: mikko, patient: 'main' });
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('does not take an earlier answer over a choice made in this tab meanwhile', () => {
    const { store, channel } = openStore();
    channel.receive({ type: 'PatientChanged', subject: laura, patient: eetu });
    store.select({ type: 'main' });
    setPatientScope({ subject: laura, patient: 'main' });
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('stops listening to the channel and the scope when disposed', () => {
    const { store, cookies, channel } = openStore({ stored: '{"type":"main"}', subject: laura });
    store.dispose();
    expect(channel.closed()).toBe(true);
    const written = cookies.length;
    setPatientScope({ subject: laura, patient: `principal:${eetuId}` });
    expect(cookies).toHaveLength(written);
  });
});

describe('embedded mode: the host names the patient (P-08)', () => {
  it('opens no channel, reads no storage and cannot be changed', () => {
    setPatientScope({ subject: laura, patient: `principal:${eetuId}` });
    const { store, storage, channel } = openStore({ stored: '{"type":"main"}', fixed: true });
    expect(store.fixed).toBe(true);
    expect(channel.opened).toEqual([]);
    expect(store.selection()).toEqual(eetu);
    store.select({ type: 'main' });
    store.beginRegistration(aino);
    expect(patientScope().patient).toBe(`principal:${eetuId}`);
    expect(stored(storage)).toBe('{"type":"main"}');
  });
});

/**
 * A tab of its own: the HTTP layer's scope is one per page, so each tab loads the patient
 * layer's modules afresh. Tabs share the BroadcastChannel hub, never their session storage.
 */
async function openTab(hub: ReturnType<typeof createChannelHub>, subject: string | null) {
  vi.resetModules();
  const api = await import('../../src/api/index.ts');
  const patient = await import('../../src/patient/patient-store.ts');
  api.setPatientScope({ subject, patient: 'main' });
  const storage = createMemoryStorage();
  const cookies: string[] = [];
  const store = patient.createPatientStore({
    sessionStorage: storage,
    setCookie: (cookie) => cookies.push(cookie),
    hostname,
    openChannel: hub.open,
    fixed: false,
  });
  stores.push(store);
  await settle();
  return { store, storage, cookies, scope: api.patientScope, setScope: api.setPatientScope };
}

describe('tabs of one browser (P-06, AMB-05)', () => {
  it('a choice in one tab is followed by the same person’s other tabs, not by another person’s', async () => {
    const hub = createChannelHub();
    const first = await openTab(hub, laura);
    const second = await openTab(hub, laura);
    const other = await openTab(hub, mikko);
    first.store.select(eetu);
    await settle();
    expect(second.store.selection()).toEqual(eetu);
    expect(second.scope().patient).toBe(`principal:${eetuId}`);
    expect(second.storage.getItem('tap.patient_v1')).toBe(storedEetu);
    expect(second.cookies.at(-1)).toBe(cookieTrue);
    expect(other.store.selection()).toEqual({ type: 'main' });

    second.store.select({ type: 'main' });
    await settle();
    expect(first.store.selection()).toEqual({ type: 'main' });
    expect(first.cookies.at(-1)).toBe(cookieFalse);
  });

  it('a new tab acts for whom the open tab acts for, once its session names the same person', async () => {
    const hub = createChannelHub();
    const first = await openTab(hub, laura);
    first.store.select(eetu);
    await settle();
    const opened = await openTab(hub, null);
    expect(opened.store.selection()).toEqual({ type: 'main' });
    opened.setScope({ subject: laura, patient: 'main' });
    expect(opened.store.selection()).toEqual(eetu);
    expect(opened.storage.getItem('tap.patient_v1')).toBe(storedEetu);
  });

  it('a register-principal in one tab never reaches another', async () => {
    const hub = createChannelHub();
    const first = await openTab(hub, laura);
    const second = await openTab(hub, laura);
    first.store.beginRegistration(aino);
    await settle();
    expect(hub.sent.length).toBeGreaterThan(0);
    expect(JSON.stringify(hub.sent)).not.toContain(ainoId);
    expect(second.store.selection()).toEqual({ type: 'main' });
    expect(second.scope().patient).toBe('main');
  });
});
