import { describe, expect, it } from 'vitest';
import { toBackendError } from '../../src/api/error-mapping.ts';
import {
  BackendError,
  BadRequestError,
  CustomerDeniedAccessError,
  ForbiddenError,
  IdentityError,
  InternalError,
  InvalidRequestError,
  InvalidTokenError,
  NotAuthorizedError,
  NotFoundError,
  OAuthError,
  PaymentApiError,
  PaymentsMaintenanceError,
} from '../../src/api/errors.ts';

const url = 'http://localhost/api/x';
const problem = (status: number) => ({ type: 'about:blank', title: 'Problem', status });

describe('mapping failing answers into the error catalogue', () => {
  it.each([
    [
      'patient',
      'GET /profile',
      404,
      { code: 'NotFoundError', message: 'Profile not found' },
      NotFoundError,
      'NotFoundError',
    ],
    [
      'patient',
      'GET /profile',
      403,
      { code: 'CustomerDeniedAccessError', message: 'Denied' },
      CustomerDeniedAccessError,
      'CustomerDeniedAccessError',
    ],
    [
      'patient',
      'GET /profile',
      403,
      { code: 'ForbiddenError', message: 'No' },
      ForbiddenError,
      'ForbiddenError',
    ],
    [
      'patient',
      'GET /profile',
      401,
      { code: 'InvalidTokenError', message: 'Expired' },
      InvalidTokenError,
      'InvalidTokenError',
    ],
    [
      'patient',
      'GET /profile',
      401,
      { code: 'NotAuthorizedError', message: 'No' },
      NotAuthorizedError,
      'NotAuthorizedError',
    ],
    [
      'patient',
      'PUT /profile',
      400,
      { code: 'InvalidRequestError', message: 'Malformed' },
      InvalidRequestError,
      'InvalidRequestError',
    ],
    [
      'patient',
      'GET /profile',
      500,
      { code: 'InternalError', message: 'Oops' },
      InternalError,
      'InternalError',
    ],
    ['patient', 'GET /profile', 404, {}, NotFoundError, 'NotFoundError'],
    ['patient', 'GET /profile', 502, { message: 'Bad gateway' }, BackendError, 'UnknownError'],
    [
      'patient',
      'GET /consents',
      403,
      { code: 'CustomerDeniedAccessError', message: 'Denied' },
      CustomerDeniedAccessError,
      'CustomerDeniedAccessError',
    ],
    ['chat-v4', 'GET /chat-queues/{id}', 404, problem(404), NotFoundError, 'NotFoundError'],
    ['chat-v4', 'GET /chat-queues/{id}', 403, problem(403), ForbiddenError, 'ForbiddenError'],
    ['chat-v4', 'GET /person/chat-by-code/{code}', 422, problem(422), BackendError, 'UnknownError'],
    [
      'chat-v4',
      'GET /person/chat-by-code/{code}',
      429,
      { statusCode: 429, message: 'Rate limit' },
      BackendError,
      'UnknownError',
    ],
    ['maintenance', 'GET /v1/maintenance-break', 502, problem(502), BackendError, 'UnknownError'],
    [
      'payments',
      'GET /settings/payment-method',
      404,
      { code: 'NotFound', message: 'No setting' },
      NotFoundError,
      'NotFound',
    ],
    [
      'payments',
      'GET /settings/payment-method',
      500,
      { code: 'Internal', message: 'Oops' },
      PaymentApiError,
      'Internal',
    ],
    [
      'payments',
      'GET /settings/payment-method',
      503,
      { code: 'maintenance', message: 'readonly' },
      PaymentsMaintenanceError,
      'maintenance',
    ],
    [
      'identity',
      'POST /token',
      400,
      { error: 'principal_too_old', error_description: 'Over 18' },
      IdentityError,
      'principal_too_old',
    ],
    [
      'identity',
      'POST /oauth/token',
      400,
      { error: 'invalid_grant', error_description: 'Used code' },
      OAuthError,
      'invalid_grant',
    ],
  ] as const)('%s %s %i', (contract, key, status, body, Class, code) => {
    const error = toBackendError(contract, key, url, status, body);
    expect(error).toBeInstanceOf(Class);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.statusCode).toBe(status);
    expect(error.url).toBe(url);
  });

  it('keeps the fields at fault of a 400 (F-18)', () => {
    const error = toBackendError('patient', 'PUT /profile', url, 400, {
      code: 'BadRequestError',
      message: 'Invalid fields',
      details: [{ message: 'Invalid post code', target: 'postCode' }, { message: 'Invalid' }],
    });
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.details).toEqual([
      { message: 'Invalid post code', target: 'postCode' },
      { message: 'Invalid', target: undefined },
    ]);
  });

  it('throws the payments server message on a 400 (E-38)', () => {
    const error = toBackendError('payments', 'PATCH /settings/payment-method', url, 400, {
      code: 'OnlinePaymentNotAllowed',
      message: 'Online payment is not allowed for this patient',
    });
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('Online payment is not allowed for this patient');
  });

  it('tells the payments maintenance mode', () => {
    const error = toBackendError('payments', 'GET /settings/payment-method', url, 503, {
      code: 'maintenance',
      message: 'full',
    });
    if (!(error instanceof PaymentsMaintenanceError)) {
      throw new Error(`expected PaymentsMaintenanceError, got ${error.name}`);
    }
    expect(error.mode).toBe('full');
  });
});
