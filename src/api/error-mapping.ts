import type { ContractName } from './contracts.ts';
import {
  BackendError,
  BadRequestError,
  CustomerDeniedAccessError,
  ForbiddenError,
  IdentityError,
  ImageTooLargeError,
  InternalError,
  InvalidRequestError,
  InvalidTokenError,
  NotAuthorizedError,
  NotFoundError,
  OAuthError,
  PaymentApiError,
  PaymentsMaintenanceError,
  UnsupportedFileFormatError,
  type ErrorDetail,
} from './errors.ts';

type BackendErrorClass = typeof BackendError;

/** The patient API's error codes (E-19); the chat service uses the same names. */
const byCode: Readonly<Record<string, BackendErrorClass>> = {
  NotAuthorizedError,
  InvalidTokenError,
  InternalError,
  NotFoundError,
  InvalidRequestError,
  BadRequestError,
  ForbiddenError,
  CustomerDeniedAccessError,
  UnsupportedFileFormatError,
  ImageTooLargeError,
};

/** When the body names no known code, the status decides (NS-48). */
const codeOfStatus: Readonly<Record<number, string>> = {
  400: 'BadRequestError',
  401: 'NotAuthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  413: 'ImageTooLargeError',
  415: 'UnsupportedFileFormatError',
  500: 'InternalError',
};

interface ErrorFields {
  code?: string;
  message?: string;
  error?: string;
  errorDescription?: string;
  details: ErrorDetail[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

function fieldsOf(body: unknown): ErrorFields {
  if (body === null || typeof body !== 'object') {
    return { details: [] };
  }
  const record = body as Record<string, unknown>;
  const details = Array.isArray(record.details)
    ? (record.details as unknown[]).flatMap((d) => {
        const detail = d as Record<string, unknown> | null;
        const message = text(detail?.message);
        return message === undefined ? [] : [{ message, target: text(detail?.target) }];
      })
    : [];
  const fields: ErrorFields = { details };
  const code = text(record.code);
  const message = text(record.message) ?? text(record.title);
  const error = text(record.error);
  const errorDescription = text(record.error_description);
  if (code !== undefined) fields.code = code;
  if (message !== undefined) fields.message = message;
  if (error !== undefined) fields.error = error;
  if (errorDescription !== undefined) fields.errorDescription = errorDescription;
  return fields;
}

/**
 * Maps a failing answer whose body matched its contract to the error catalogue: status first,
 * body second (AMB-14), with each service's own rules (payments E-38, identity C-33).
 */
export function toBackendError(
  contract: ContractName,
  operationKey: string,
  url: string,
  status: number,
  body: unknown,
): BackendError {
  const f = fieldsOf(body);
  if (contract === 'payments') {
    if (status === 503) {
      return new PaymentsMaintenanceError(url, status, f.code ?? 'maintenance', [], body);
    }
    if (status === 400) {
      // The payments client throws with the server's message (E-38).
      return new BadRequestError(url, status, f.code ?? 'BadRequestError', [], body, f.message);
    }
    if (status === 404) {
      return new NotFoundError(url, status, f.code ?? 'NotFoundError', [], body, f.message);
    }
    return new PaymentApiError(url, status, f.code ?? 'PaymentAPIError', [], body, f.message);
  }
  if (f.error !== undefined) {
    const Class = operationKey === 'POST /oauth/token' ? OAuthError : IdentityError;
    return new Class(url, status, f.error, [], body, f.errorDescription ?? f.error);
  }
  const known = f.code !== undefined && f.code in byCode ? f.code : codeOfStatus[status];
  const Class = known === undefined ? undefined : byCode[known];
  if (known !== undefined && Class) {
    return new Class(url, status, known, f.details, body);
  }
  return new BackendError(url, status, f.code ?? 'UnknownError', f.details, body);
}
