import { describe, expect, it } from 'vitest';
import { AppEventError } from '../../generated/app-events/model/index.ts';
import { Principal, SessionInfo } from '../../generated/identity/model/index.ts';
import { PatientApiError, Profile } from '../../generated/patient/model/index.ts';
import { toBackendError } from '../../src/api/error-mapping.ts';
import { BackendError, BadRequestError } from '../../src/api/errors.ts';
import { operationsOf } from './load-contracts.ts';

// What the contracts loosened so that a correct backend does not break them.
describe('loosened contracts', () => {
  it('the patient error body accepts a code outside the known list; the client maps it by status', () => {
    const body = { code: 'QuotaExceededError', message: 'Too many changes today.' };
    expect(PatientApiError.parse(body)).toEqual(body);
    const conflict = toBackendError('patient', 'PATCH /profile', '/profile', 409, body);
    expect(conflict).toBeInstanceOf(BackendError);
    expect(conflict.code).toBe('QuotaExceededError');
    expect(toBackendError('patient', 'PATCH /profile', '/profile', 400, body)).toBeInstanceOf(
      BadRequestError,
    );
    expect(toBackendError('patient', 'PATCH /profile', '/profile', 409, {}).code).toBe(
      'UnknownError',
    );
  });

  it('ids the spec gives no format for are not required to be UUIDs', () => {
    expect(
      SessionInfo.parse({ sessionId: 's-81', userId: '100200', requestId: 'r-7', clientId: 'web' }),
    ).toMatchObject({ userId: '100200' });
    expect(
      Principal.parse({
        id: '100201',
        firstName: 'Eetu',
        lastName: 'Mäkinen',
        onlinePaymentAllowed: true,
      }),
    ).toMatchObject({ id: '100201' });
    expect(
      Profile.safeParse({
        id: 'patient-42',
        lastName: 'Nieminen',
        hasSocialInsuranceCardImage: false,
      }).success,
    ).toBe(true);
  });

  it('app events take the bearer token only if one is set: the subscription key alone is enough', () => {
    const [createEvent] = operationsOf('app-events');
    expect(createEvent?.security).toEqual([
      { bearerAuth: [], subscriptionKey: [] },
      { subscriptionKey: [] },
    ]);
    expect(AppEventError.safeParse({ code: 'x', message: 'y', status: 400 }).success).toBe(true);
  });
});
