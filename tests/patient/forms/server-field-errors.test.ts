import { describe, expect, it } from 'vitest';
import { BadRequestError, InternalError } from '../../../src/api/index.ts';
import { serverFieldErrors } from '../../../src/patient/forms/server-field-errors.ts';

const badRequest = (targets: (string | undefined)[]) =>
  new BadRequestError(
    'http://api.test/profile',
    400,
    'BadRequestError',
    targets.map((target) => ({ message: 'Invalid.', ...(target ? { target } : {}) })),
    {},
  );

const editable = ['streetAddress', 'postCode', 'postOffice', 'phoneNumber', 'email'] as const;

describe('the fields a server 400 blames (F-18)', () => {
  it('lists the targeted fields in form order', () => {
    expect(serverFieldErrors(badRequest(['phoneNumber', 'postCode']), editable)).toEqual({
      fields: ['postCode', 'phoneNumber'],
      unplaced: false,
    });
  });

  it('tells when a detail names no field the patient can correct', () => {
    expect(serverFieldErrors(badRequest(['postCode', 'lastName']), editable)).toEqual({
      fields: ['postCode'],
      unplaced: true,
    });
    expect(serverFieldErrors(badRequest([undefined]), editable)).toEqual({
      fields: [],
      unplaced: true,
    });
    expect(serverFieldErrors(badRequest([]), editable)).toEqual({ fields: [], unplaced: true });
  });

  it('is not about any other error', () => {
    const internal = new InternalError('http://api.test/profile', 500, 'InternalError', [], {});
    expect(serverFieldErrors(internal, editable)).toBeUndefined();
    expect(serverFieldErrors(new Error('boom'), editable)).toBeUndefined();
  });
});
