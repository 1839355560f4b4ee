import { describe, expect, it } from 'vitest';
import {
  decodeStoredPatient,
  encodePatient,
  mainPatient,
  patientKeyOf,
  patientOfKey,
} from '../../src/patient/current-patient.ts';
import { cookieDomain, principalCookie } from '../../src/patient/principal-cookie.ts';

const eetuId = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';

describe('the stored patient `tap.patient_v1` (P-09, NS-19)', () => {
  it.each([
    ['missing', null],
    ['unparsable', '{"type":"principal",'],
    ['empty', ''],
    ['not an object', '"principal"'],
    ['null', 'null'],
    [
      'an unknown type',
      '{"type":"register-principal","id":"d61d7036-baf9-409e-a5a9-40b5aebe3da6"}',
    ],
    ['a principal without an id', '{"type":"principal"}'],
    ['a principal with an empty id', '{"type":"principal","id":""}'],
    ['a principal whose id is no string', '{"type":"principal","id":100201}'],
    ['a type in other case', '{"type":"Main"}'],
  ])('is the main patient when %s', (_case, stored) => {
    expect(decodeStoredPatient(stored)).toEqual({ type: 'main' });
  });

  it('keeps a valid principal', () => {
    expect(decodeStoredPatient(`{"type":"principal","id":"${eetuId}"}`)).toEqual({
      type: 'principal',
      id: eetuId,
    });
  });

  it('keeps a principal whose id is no UUID, as the identity contract gives it (C-29)', () => {
    expect(decodeStoredPatient('{"type":"principal","id":"100201"}')).toEqual({
      type: 'principal',
      id: '100201',
    });
  });

  it('keeps main', () => {
    expect(decodeStoredPatient('{"type":"main"}')).toEqual({ type: 'main' });
  });

  it('round-trips what it stores', () => {
    const eetu = { type: 'principal', id: eetuId } as const;
    expect(decodeStoredPatient(encodePatient(eetu))).toEqual(eetu);
    expect(decodeStoredPatient(encodePatient(mainPatient))).toEqual(mainPatient);
  });
});

describe('the patient key of the HTTP layer and the queries', () => {
  it('names main, a principal and the transient register-principal apart', () => {
    expect(patientKeyOf({ type: 'main' })).toBe('main');
    expect(patientKeyOf({ type: 'principal', id: eetuId })).toBe(`principal:${eetuId}`);
    expect(
      patientKeyOf({ type: 'register-principal', id: eetuId, firstName: 'E', lastName: 'M' }),
    ).toBe(`register-principal:${eetuId}`);
  });

  it('gives back the persisted patient of a key, never a register-principal (P-05)', () => {
    expect(patientOfKey('main')).toEqual({ type: 'main' });
    expect(patientOfKey(`principal:${eetuId}`)).toEqual({ type: 'principal', id: eetuId });
    expect(patientOfKey(`register-principal:${eetuId}`)).toBeNull();
    expect(patientOfKey('principal:100201')).toEqual({ type: 'principal', id: '100201' });
    expect(patientOfKey('principal:')).toBeNull();
  });
});

describe('the principal cookie flag (P-04, K-20, NS-18)', () => {
  const attributes = (cookie: string) => cookie.split('; ');

  it('is true while acting for a principal', () => {
    expect(attributes(principalCookie(true, 'www.asiointi.example.fi'))[0]).toBe(
      'tap_principal=true',
    );
  });

  it('is false while acting as main', () => {
    expect(attributes(principalCookie(false, 'www.asiointi.example.fi'))[0]).toBe(
      'tap_principal=false',
    );
  });

  it('has path /, the domain of the last two host labels, and secure', () => {
    expect(attributes(principalCookie(true, 'a.b.example.fi'))).toEqual(
      expect.arrayContaining(['path=/', 'domain=example.fi', 'secure']),
    );
  });

  it('is the whole assignment, one attribute each', () => {
    expect(principalCookie(false, 'a.b.example.fi')).toBe(
      'tap_principal=false; path=/; domain=example.fi; secure; samesite=lax',
    );
  });

  it.each([
    ['a.b.example.fi', 'example.fi'],
    ['asiointi.example.fi', 'example.fi'],
    ['example.fi', 'example.fi'],
    ['www.example.fi.', 'example.fi'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['::1', undefined],
  ])('takes the domain of %s to be %s', (hostname, domain) => {
    expect(cookieDomain(hostname)).toBe(domain);
  });

  it('leaves the domain out where the host has none (localhost), keeping the rest', () => {
    expect(principalCookie(true, 'localhost')).toBe(
      'tap_principal=true; path=/; secure; samesite=lax',
    );
  });
});
