/**
 * The mock remembers successful writes per person and answers the matching reads from memory
 * (mock-server/gateway/memory.ts), through the gateway: principals, profile, terms of use, consents and
 * insurances; forced
 * requests bypass it, and `DELETE /__mock/memory[/<key>]` forgets.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Principal } from '../../generated/identity/model/principal.zod.ts';
import { Insurance } from '../../generated/patient/model/insurance.zod.ts';
import { ConsentCategory } from '../../generated/patient/model/consentCategory.zod.ts';
import { CustomerInfoConsent } from '../../generated/patient/model/customerInfoConsent.zod.ts';
import { Profile } from '../../generated/patient/model/profile.zod.ts';
import { TermsOfUseAcceptance } from '../../generated/patient/model/termsOfUseAcceptance.zod.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import {
  createMemory,
  helsinkiTimestamp,
  memoryRules,
  type Json,
  type MemoryRule,
} from '../../mock-server/gateway/memory.ts';
import { startPrism, type PrismStack } from '../../mock-server/gateway/prism.ts';
import { unsignedJwt } from '../support/test-token.ts';
import { person } from '../support/persona.ts';

const laura = person('mainUser');
const aino = person('newPrincipal');

const tokens = {
  laura: unsignedJwt({ sub: laura.subject }),
  mikko: unsignedJwt({ sub: person('newPatient').subject }),
  johanna: unsignedJwt({ sub: person('missingContactDetails').subject }),
  pekka: unsignedJwt({ sub: person('termsNotAccepted').subject }),
  tapio: unsignedJwt({ sub: person('deniedCustomer').subject }),
  /** Aino's register-principal token: her subject, Laura acting (act.sub). */
  aino: unsignedJwt({ sub: aino.subject, act: { sub: laura.subject } }),
  eetu: unsignedJwt({ sub: person('childPrincipal').subject, act: { sub: laura.subject } }),
  antti: unsignedJwt({ sub: person('occupationalGuidanceOnly').subject }),
};

describe('helsinkiTimestamp', () => {
  it('writes the moment in Helsinki time with its offset, winter and summer', () => {
    expect(helsinkiTimestamp(new Date('2026-01-15T10:00:00.900Z'))).toBe(
      '2026-01-15T12:00:00+02:00',
    );
    expect(helsinkiTimestamp(new Date('2026-07-01T21:30:05Z'))).toBe('2026-07-02T00:30:05+03:00');
  });
});

describe('createMemory', () => {
  /** The insurances rule: direct compensation switched one insurance at a time. */
  const insurances: MemoryRule = (() => {
    const rule = memoryRules.find((candidate) => candidate.slot === 'insurances');
    if (!rule) {
      throw new Error('no insurances rule');
    }
    return rule;
  })();
  const memory = createMemory();
  const write = insurances.writes[0];
  const context = {
    caller: laura,
    actor: undefined,
    parameters: { id: 'ifDirectReimbursement' },
    body: { enabled: true },
    answer: { status: 200, body: {} },
    current: undefined,
    now: new Date(),
  };
  const list: Json = [{ id: 'ifDirectReimbursement', description: 'If', enabled: false }];

  beforeEach(() => {
    memory.forget();
  });

  it('plans by contract, method and path template', () => {
    expect(memory.plan('patient', 'GET', '/insurances')?.rule.slot).toBe('insurances');
    expect(memory.plan('patient', 'put', '/insurances/{id}')?.write).toBe(write);
    expect(memory.plan('patient', 'get', '/profile')?.rule.slot).toBe('profile');
    expect(memory.plan('patient', 'post', '/profile')?.write?.echo).toBe(true);
    expect(memory.plan('identity', 'post', '/principals')?.rule.slot).toBe('principals');
    expect(memory.plan('identity', 'get', '/profile')).toBeUndefined();
    expect(memory.plan('patient', 'delete', '/profile')).toBeUndefined();
  });

  it('remembers per person and answers the read with what was switched', () => {
    if (!write) {
      throw new Error('no write');
    }
    expect(memory.recall('mainUser', insurances, { status: 200, body: list })).toBeUndefined();
    expect(memory.remember('mainUser', insurances, write, context)).toEqual({
      ifDirectReimbursement: true,
    });
    expect(memory.holds('mainUser', insurances)).toBe(true);
    expect(memory.holds('newPatient', insurances)).toBe(false);
    expect(memory.recall('mainUser', insurances, { status: 200, body: list })).toEqual({
      status: 200,
      body: [{ id: 'ifDirectReimbursement', description: 'If', enabled: true }],
    });
    expect(memory.recall('newPatient', insurances, { status: 200, body: list })).toBeUndefined();
  });

  it('passes answers other than 2xx and 404 through', () => {
    if (!write) {
      throw new Error('no write');
    }
    memory.remember('mainUser', insurances, write, context);
    expect(memory.recall('mainUser', insurances, { status: 401, body: {} })).toBeUndefined();
    expect(memory.recall('mainUser', insurances, { status: 503, body: {} })).toBeUndefined();
  });

  it('forgets one person, or everyone, and shows what it holds', () => {
    if (!write) {
      throw new Error('no write');
    }
    memory.remember('mainUser', insurances, write, context);
    memory.remember('newPatient', insurances, write, context);
    expect(Object.keys(memory.dump())).toEqual(['mainUser', 'newPatient']);
    memory.forget('mainUser');
    expect(memory.dump()).toEqual({ newPatient: { insurances: { ifDirectReimbursement: true } } });
    expect(memory.dump('mainUser')).toEqual({});
    memory.forget();
    expect(memory.dump()).toEqual({});
  });
});

describe('through the gateway', () => {
  let prism: PrismStack;
  let gateway: Gateway;

  beforeAll(async () => {
    prism = await startPrism({ logLevel: 'silent' });
    gateway = await startGateway({ port: 0, prism, log: () => undefined });
  });

  afterAll(async () => {
    await gateway.close();
    await prism.close();
  });

  beforeEach(async () => {
    expect((await fetch(`${gateway.url}/__mock/memory`, { method: 'DELETE' })).status).toBe(204);
  });

  interface CallOptions {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    key?: boolean;
  }

  async function call(path: string, token: string | undefined, options: CallOptions = {}) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(options.key === false ? {} : { 'ocp-apim-subscription-key': 'test-key' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    };
    const response = await fetch(`${gateway.url}/api/${path}`, {
      method: options.method ?? 'GET',
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  const ainoForm = {
    givenNames: 'Aino',
    lastName: 'Mäkinen',
    streetAddress: 'Hämeenkatu 12 B 7',
    postCode: '33100',
    postOffice: 'Tampere',
    phoneNumber: '0401234567',
  };

  describe('the profile', () => {
    it('answers a created profile from then on: the sent fields, the id, the register’s data', async () => {
      expect(await call('patient/profile', tokens.aino)).toMatchObject({
        status: 404,
        body: { code: 'NotFoundError' },
      });
      const before = Date.now();
      const created = await call('patient/profile', tokens.aino, {
        method: 'POST',
        body: { ...ainoForm, unknownField: 'dropped' },
      });
      expect(created.status).toBe(201);
      expect(created.type).toMatch(/^application\/json/);
      const profile = Profile.parse(created.body);
      expect(profile).toEqual({
        ...ainoForm,
        id: aino.subject,
        firstName: 'Aino',
        gender: 'female',
        dateOfBirth: '2024-05-14',
        hasSocialInsuranceCardImage: false,
        updatedAt: profile.updatedAt,
        contactInfoVerifiedAt: profile.updatedAt,
      });
      expect(profile.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00$/);
      expect(Date.parse(profile.updatedAt ?? '')).toBeGreaterThanOrEqual(
        Math.floor(before / 1000) * 1000,
      );

      const read = await call('patient/profile', tokens.aino);
      expect(read.status).toBe(200);
      expect(read.type).toMatch(/^application\/json/);
      expect(Profile.parse(read.body)).toEqual(profile);
      // Nobody else's profile changed.
      expect(await call('patient/profile', tokens.laura)).toMatchObject({
        status: 200,
        body: { id: laura.subject, firstName: 'Laura' },
      });
    });

    it('merges an update into the profile the person had, never the example’s other data', async () => {
      const original = await call('patient/profile', tokens.johanna);
      expect(original.body).not.toHaveProperty('phoneNumber');
      const change = {
        streetAddress: 'Väinönkatu 1 B 3',
        postCode: '40100',
        postOffice: 'Jyväskylä',
      };
      const updated = await call('patient/profile', tokens.johanna, {
        method: 'PUT',
        body: change,
      });
      expect(updated.status).toBe(200);
      const profile = Profile.parse(updated.body);
      expect(profile).toEqual({
        ...(original.body as object),
        ...change,
        updatedAt: profile.updatedAt,
        contactInfoVerifiedAt: profile.updatedAt,
      });
      // The contract's PUT example for Johanna carries a phone number and email she never sent.
      expect(profile).not.toHaveProperty('phoneNumber');
      expect(profile.updatedAt).not.toBe((original.body as { updatedAt: string }).updatedAt);
      expect((await call('patient/profile', tokens.johanna)).body).toEqual(profile);
    });

    it('merges an update into a created profile', async () => {
      await call('patient/profile', tokens.aino, { method: 'POST', body: ainoForm });
      const updated = await call('patient/profile', tokens.aino, {
        method: 'PUT',
        body: { phoneNumber: '0451112222', email: 'aino.perhe@example.com' },
      });
      expect(updated).toMatchObject({
        status: 200,
        body: {
          id: aino.subject,
          streetAddress: 'Hämeenkatu 12 B 7',
          phoneNumber: '0451112222',
          email: 'aino.perhe@example.com',
        },
      });
      expect((await call('patient/profile', tokens.aino)).body).toEqual(updated.body);
    });

    it('remembers nothing of a write that failed', async () => {
      const refused = await call('patient/profile', tokens.johanna, {
        method: 'PUT',
        body: { postCode: '00000' },
      });
      expect(refused.status).toBe(400);
      expect(await call('patient/profile', tokens.johanna)).toMatchObject({
        body: { postCode: '40100', streetAddress: 'Kauppakatu 3 A 4' },
      });
      // Aino cannot update a profile she does not have.
      expect(
        await call('patient/profile', tokens.aino, { method: 'PUT', body: { postCode: '33200' } }),
      ).toMatchObject({ status: 404 });
      expect((await call('patient/profile', tokens.aino)).status).toBe(404);
      const memory = await fetch(`${gateway.url}/__mock/memory`);
      expect(await memory.json()).toEqual({});
    });
  });

  describe('the principals', () => {
    const names = async (token: string) =>
      ((await call('identity/principals', token)).body as { firstName: string }[]).map(
        (p) => p.firstName,
      );

    it('lists a principal registered with the register-principal token, once', async () => {
      expect(await names(tokens.laura)).toEqual(['Eetu', 'Ella', 'Onni']);
      const registered = await call('identity/principals', tokens.aino, {
        method: 'POST',
        body: {},
      });
      expect(Principal.parse(registered.body)).toMatchObject({ id: aino.subject });
      await call('identity/principals', tokens.aino, { method: 'POST', body: {} });
      await call('identity/principals', tokens.eetu, { method: 'POST', body: {} });
      const list = await call('identity/principals', tokens.laura);
      expect(list.type).toMatch(/^application\/json/);
      expect(
        z
          .array(Principal)
          .parse(list.body)
          .map((p) => p.firstName),
      ).toEqual(['Eetu', 'Ella', 'Onni', 'Aino']);
      // Only Laura's list: the registration is hers (act.sub), not Aino's or anyone else's.
      expect(await names(tokens.mikko)).toEqual([]);
    });

    it('lists a principal Laura registered with her main token and the id', async () => {
      const registered = await call('identity/principals', tokens.laura, {
        method: 'POST',
        body: { principalId: aino.subject },
      });
      expect(registered).toMatchObject({ status: 200, body: { id: aino.subject } });
      expect(await names(tokens.laura)).toEqual(['Eetu', 'Ella', 'Onni', 'Aino']);
    });

    it('lists nothing new after a refused registration', async () => {
      expect(
        await call('identity/principals', tokens.mikko, {
          method: 'POST',
          body: { principalId: aino.subject },
        }),
      ).toMatchObject({ status: 400, body: { error: 'invalid_principal' } });
      expect(await names(tokens.mikko)).toEqual([]);
      expect(await names(tokens.laura)).toEqual(['Eetu', 'Ella', 'Onni']);
    });
  });

  describe('the consents', () => {
    type Categories = {
      id: string;
      header: string;
      consents: { id: string; isGiven: boolean }[];
    }[];
    const read = async (token: string, language: string) => {
      const answer = await call(`patient/consent-categories?language=${language}`, token);
      expect(answer.status).toBe(200);
      return z.array(ConsentCategory).parse(answer.body) as Categories;
    };
    const given = (categories: Categories, category: string) =>
      Object.fromEntries(
        (categories.find((c) => c.id === category)?.consents ?? []).map((c) => [c.id, c.isGiven]),
      );
    const save = (token: string, category: string, values: Record<string, boolean>) =>
      call(`patient/consent-categories/${category}/consents`, token, {
        method: 'PUT',
        body: values,
      });

    it('answer a saved category with its saved values from then on, in every language', async () => {
      expect(given(await read(tokens.laura, 'fi'), 'researchUse')).toEqual({
        researchUseOfHealthData: false,
        researchContact: false,
      });
      expect(
        await save(tokens.laura, 'researchUse', {
          researchUseOfHealthData: true,
          researchContact: false,
        }),
      ).toMatchObject({ status: 204 });
      for (const [language, header] of [
        ['fi', 'Tutkimuskäyttö'],
        ['sv', 'Forskningsanvändning'],
        ['en', 'Research use'],
      ] as const) {
        const categories = await read(tokens.laura, language);
        expect(categories.find((c) => c.id === 'researchUse')?.header).toBe(header);
        expect(given(categories, 'researchUse')).toEqual({
          researchUseOfHealthData: true,
          researchContact: false,
        });
        // The other categories are as they were.
        expect(given(categories, 'dataDisclosure')).toEqual({
          dataDisclosureToPublicHealthcare: true,
          dataDisclosureToInsuranceCompany: true,
        });
      }
    });

    it('are remembered per person: a principal’s save is the principal’s own', async () => {
      await save(tokens.eetu, 'electronicCommunication', {
        appointmentRemindersBySms: true,
        resultsInOnlineService: false,
      });
      expect(given(await read(tokens.eetu, 'sv'), 'electronicCommunication')).toEqual({
        appointmentRemindersBySms: true,
        resultsInOnlineService: false,
      });
      expect(given(await read(tokens.laura, 'sv'), 'electronicCommunication')).toEqual({
        appointmentRemindersBySms: true,
        resultsInOnlineService: true,
      });
    });

    it('forget a save the API refused (a forced 500)', async () => {
      expect(
        await call('patient/consent-categories/researchUse/consents', tokens.laura, {
          method: 'PUT',
          body: { researchUseOfHealthData: true, researchContact: true },
          headers: { prefer: 'code=500' },
        }),
      ).toMatchObject({ status: 500 });
      expect(given(await read(tokens.laura, 'en'), 'researchUse')).toEqual({
        researchUseOfHealthData: false,
        researchContact: false,
      });
    });
  });

  describe('the customer-info consents', () => {
    const read = async (token: string, language: string) => {
      const answer = await call(`patient/consents?language=${language}`, token);
      expect(answer.status).toBe(200);
      return z.array(CustomerInfoConsent).parse(answer.body);
    };
    const given = (consents: { id: string; isGiven: boolean }[]) =>
      Object.fromEntries(consents.map((c) => [c.id, c.isGiven]));

    it('answer in the language asked, with the values saved per person', async () => {
      const before = given(await read(tokens.laura, 'fi'));
      expect(before.deliveryToEmployer).toBe(false);
      expect(
        await call('patient/consents', tokens.laura, {
          method: 'PUT',
          body: { ...before, deliveryToEmployer: true },
        }),
      ).toMatchObject({ status: 204 });
      for (const [language, text] of [
        ['fi', 'Työkykyäni koskevia tietoja'],
        ['sv', 'Uppgifter om min arbetsförmåga'],
        ['en', 'Information on my work ability'],
      ] as const) {
        const consents = await read(tokens.laura, language);
        const delivery = consents.find((c) => c.id === 'deliveryToEmployer');
        expect(delivery?.description).toContain(text);
        expect(delivery?.isGiven).toBe(true);
      }
      // Eetu's are his own: no occupational consents, nothing saved.
      const eetu = given(await read(tokens.eetu, 'sv'));
      expect(eetu.deliveryToEmployer).toBeUndefined();
      expect(eetu.healthAndWellBeing).toBe(false);
    });
  });

  describe('the insurances', () => {
    const read = async (token: string, language: string) => {
      const answer = await call(`patient/insurances?language=${language}`, token);
      expect(answer.status).toBe(200);
      return z.array(Insurance).parse(answer.body);
    };

    it('keep direct compensation as switched, in every language', async () => {
      expect(await read(tokens.laura, 'fi')).toEqual([
        {
          id: 'ifDirectReimbursement',
          description: 'If Vahinkovakuutus: suorakorvaus',
          enabled: false,
        },
      ]);
      const on = await call('patient/insurances/ifDirectReimbursement', tokens.laura, {
        method: 'PUT',
        body: { enabled: true },
      });
      expect(on).toMatchObject({ status: 200, body: { enabled: true } });
      expect(await read(tokens.laura, 'sv')).toEqual([
        {
          id: 'ifDirectReimbursement',
          description: 'If Skadeförsäkring: direktersättning',
          enabled: true,
        },
      ]);
      const off = await call('patient/insurances/ifDirectReimbursement', tokens.laura, {
        method: 'PUT',
        body: { enabled: false },
      });
      expect(off).toMatchObject({ status: 200, body: { enabled: false } });
      expect(await read(tokens.laura, 'en')).toEqual([
        {
          id: 'ifDirectReimbursement',
          description: 'If P&C Insurance: direct compensation',
          enabled: false,
        },
      ]);
    });

    it('are remembered per person', async () => {
      await call('patient/insurances/ifDirectReimbursement', tokens.eetu, {
        method: 'PUT',
        body: { enabled: true },
      });
      expect((await read(tokens.eetu, 'fi'))[0]?.enabled).toBe(true);
      expect((await read(tokens.laura, 'fi'))[0]?.enabled).toBe(false);
      expect(await read(tokens.aino, 'fi')).toEqual([]);
    });
  });

  describe('the terms of use', () => {
    it('stay accepted once accepted', async () => {
      expect(await call('patient/terms-of-use/acceptances', tokens.pekka)).toMatchObject({
        body: { accepted: false },
      });
      const accepted = await call('patient/terms-of-use/acceptances', tokens.pekka, {
        method: 'PUT',
        body: { accepted: true },
      });
      expect(accepted.status).toBe(200);
      expect(TermsOfUseAcceptance.parse(accepted.body)).toEqual({ accepted: true });
      const read = await call('patient/terms-of-use/acceptances', tokens.pekka);
      expect(read).toMatchObject({ status: 200, body: { accepted: true } });
      expect(read.type).toMatch(/^application\/json/);
      expect(await call('patient/terms-of-use/acceptances', tokens.mikko)).toMatchObject({
        body: { accepted: false },
      });
    });

    it('cannot be withdrawn, and a refused write is not remembered', async () => {
      expect(
        await call('patient/terms-of-use/acceptances', tokens.mikko, {
          method: 'PUT',
          body: { accepted: false },
        }),
      ).toMatchObject({ status: 400 });
      expect(
        await call('patient/terms-of-use/acceptances', tokens.tapio, {
          method: 'PUT',
          body: { accepted: true },
        }),
      ).toMatchObject({ status: 403, body: { code: 'CustomerDeniedAccessError' } });
      expect(await call('patient/terms-of-use/acceptances', tokens.mikko)).toMatchObject({
        body: { accepted: false },
      });
      expect(await call('patient/terms-of-use/acceptances', tokens.tapio)).toMatchObject({
        status: 403,
      });
    });

    it('never turn a refusal of the read into an answer from memory', async () => {
      await call('patient/terms-of-use/acceptances', tokens.pekka, {
        method: 'PUT',
        body: { accepted: true },
      });
      expect(
        await call('patient/terms-of-use/acceptances', tokens.pekka, { key: false }),
      ).toMatchObject({ status: 401 });
      expect(await call('patient/terms-of-use/acceptances', undefined)).toMatchObject({
        status: 401,
      });
    });
  });

  describe('the payment method', () => {
    it('stays as set, for that person only, and the write answers what was set', async () => {
      expect(await call('payments/settings/payment-method', tokens.antti)).toMatchObject({
        status: 200,
        body: { method: 'paper' },
      });
      expect(
        await call('payments/settings/payment-method', tokens.antti, {
          method: 'PATCH',
          body: { method: 'online' },
        }),
      ).toMatchObject({ status: 200, body: { method: 'online' } });
      expect(await call('payments/settings/payment-method', tokens.antti)).toMatchObject({
        status: 200,
        body: { method: 'online' },
      });
      expect(await call('payments/settings/payment-method', tokens.pekka)).toMatchObject({
        body: { method: 'paper' },
      });
      await call('payments/settings/payment-method', tokens.antti, {
        method: 'PATCH',
        body: { method: 'paper' },
      });
      expect(await call('payments/settings/payment-method', tokens.antti)).toMatchObject({
        body: { method: 'paper' },
      });
    });
  });

  describe('a request that forces its answer', () => {
    it('bypasses memory when reading', async () => {
      await call('patient/terms-of-use/acceptances', tokens.pekka, {
        method: 'PUT',
        body: { accepted: true },
      });
      await call('patient/profile', tokens.aino, { method: 'POST', body: ainoForm });
      expect(
        await call('patient/terms-of-use/acceptances', tokens.pekka, {
          headers: { prefer: 'example=termsNotAccepted' },
        }),
      ).toMatchObject({ status: 200, body: { accepted: false } });
      expect(await call('patient/profile?__code=404', tokens.aino)).toMatchObject({
        status: 404,
        body: { code: 'NotFoundError' },
      });
      // Unforced, memory answers again.
      expect(await call('patient/profile', tokens.aino)).toMatchObject({ status: 200 });
    });

    it('is not remembered when writing', async () => {
      expect(
        await call('patient/terms-of-use/acceptances', tokens.pekka, {
          method: 'PUT',
          body: { accepted: true },
          headers: { prefer: 'code=200' },
        }),
      ).toMatchObject({ status: 200 });
      expect(
        await call('patient/profile?__code=201', tokens.aino, { method: 'POST', body: ainoForm }),
      ).toMatchObject({ status: 201 });
      expect(await call('patient/terms-of-use/acceptances', tokens.pekka)).toMatchObject({
        body: { accepted: false },
      });
      expect((await call('patient/profile', tokens.aino)).status).toBe(404);
    });
  });

  describe('forgetting', () => {
    const remember = async () => {
      await call('patient/terms-of-use/acceptances', tokens.pekka, {
        method: 'PUT',
        body: { accepted: true },
      });
      await call('patient/profile', tokens.aino, { method: 'POST', body: ainoForm });
      await call('identity/principals', tokens.aino, { method: 'POST', body: {} });
    };

    it('shows what is remembered per person', async () => {
      await remember();
      const all = (await (await fetch(`${gateway.url}/__mock/memory`)).json()) as Record<
        string,
        object
      >;
      expect(Object.keys(all).sort()).toEqual(['mainUser', 'newPrincipal', 'termsNotAccepted']);
      const pekka = await fetch(`${gateway.url}/__mock/memory/termsNotAccepted`);
      expect(await pekka.json()).toEqual({ termsNotAccepted: { termsOfUse: { accepted: true } } });
    });

    it('forgets one person with DELETE /__mock/memory/<key>', async () => {
      await remember();
      const forgotten = await fetch(`${gateway.url}/__mock/memory/termsNotAccepted`, {
        method: 'DELETE',
      });
      expect(forgotten.status).toBe(204);
      expect(await call('patient/terms-of-use/acceptances', tokens.pekka)).toMatchObject({
        body: { accepted: false },
      });
      expect((await call('patient/profile', tokens.aino)).status).toBe(200);
    });

    it('forgets everyone with DELETE /__mock/memory', async () => {
      await remember();
      expect((await fetch(`${gateway.url}/__mock/memory`, { method: 'DELETE' })).status).toBe(204);
      expect((await call('patient/profile', tokens.aino)).status).toBe(404);
      expect(await call('patient/terms-of-use/acceptances', tokens.pekka)).toMatchObject({
        body: { accepted: false },
      });
      expect((await call('identity/principals', tokens.laura)).body).toHaveLength(3);
    });

    it('answers an unknown person with 404 and another method with 405', async () => {
      const unknown = await fetch(`${gateway.url}/__mock/memory/nobody`, { method: 'DELETE' });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        statusCode: 404,
        message: 'No such test person: nobody',
      });
      const post = await fetch(`${gateway.url}/__mock/memory`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, DELETE');
    });
  });
});
