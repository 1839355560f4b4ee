// The error catalogue of the HTTP layer (REQUIREMENTS.md E-rows). Every error names the URL and,
// when there was an answer, its status. Screens branch on the class, never on message text.

/** Base of every error the HTTP layer throws. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly url: string,
    /** The HTTP status, when the server answered. */
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, connection refused). */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
  constructor(url: string, options?: { cause: unknown }) {
    super(`Network request failed: ${url}`, url, undefined);
    if (options) {
      this.cause = options.cause;
    }
  }
}

/** A call that needs the patient's token was made while logged out ('User is logged out'). */
export class LoggedOutError extends ApiError {
  override readonly name = 'LoggedOutError';
  constructor(url: string) {
    super('User is logged out', url, undefined);
  }
}

/**
 * The signed-in person or the current patient changed while the call was in flight: its answer
 * belongs to the previous one and is thrown away, never cached or shown for the new one.
 */
export class PatientScopeChangedError extends ApiError {
  override readonly name = 'PatientScopeChangedError';
  constructor(url: string) {
    super(`The patient changed during the call; its answer was discarded: ${url}`, url, undefined);
  }
}

/**
 * An answer that does not match its contract (E-08): a body that breaks the status's schema, or a
 * status for which the contract defines no response.
 */
export class ResponseDecodeError extends ApiError {
  override readonly name = 'ResponseDecodeError';
  constructor(
    url: string,
    status: number,
    readonly problem: string,
  ) {
    super(`Unexpected response from ${url} (status ${status}): ${problem}`, url, status);
  }
}

export interface ErrorDetail {
  message: string;
  target?: string | undefined;
}

/** A failing status answered with a body the contract declares (E-19, E-20). */
export class BackendError extends ApiError {
  override readonly name: string = 'BackendError';
  constructor(
    url: string,
    status: number,
    /** The backend's error code, `UnknownError` when it gives none. */
    readonly code: string,
    readonly details: readonly ErrorDetail[],
    readonly body: unknown,
    message = `${code} from ${url} (status ${status})`,
  ) {
    super(message, url, status);
  }
  /** The spec's name for the status (E-20). */
  get statusCode(): number {
    return this.status ?? 0;
  }
}

export class NotAuthorizedError extends BackendError {
  override readonly name = 'NotAuthorizedError';
}
export class InvalidTokenError extends BackendError {
  override readonly name = 'InvalidTokenError';
}
export class InvalidRequestError extends BackendError {
  override readonly name = 'InvalidRequestError';
}
/** 400 with the fields at fault in `details` (F-18). */
export class BadRequestError extends BackendError {
  override readonly name = 'BadRequestError';
}
export class ForbiddenError extends BackendError {
  override readonly name = 'ForbiddenError';
}
/** The customer is denied access: the blocked page (E-21). */
export class CustomerDeniedAccessError extends BackendError {
  override readonly name = 'CustomerDeniedAccessError';
}
export class NotFoundError extends BackendError {
  override readonly name = 'NotFoundError';
}
export class InternalError extends BackendError {
  override readonly name = 'InternalError';
}
export class UnsupportedFileFormatError extends BackendError {
  override readonly name = 'UnsupportedFileFormatError';
}
export class ImageTooLargeError extends BackendError {
  override readonly name = 'ImageTooLargeError';
}
/** Any other failure of the payments service (E-38). */
export class PaymentApiError extends BackendError {
  override readonly name = 'PaymentApiError';
}
/** The payments service is in maintenance: `off`, `readonly` or `full` (C-13, NS-29). */
export class PaymentsMaintenanceError extends BackendError {
  override readonly name = 'PaymentsMaintenanceError';
  get mode(): string {
    const body = this.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : 'off';
  }
}
/** The identity service's `error` / `error_description` (C-33). */
export class IdentityError extends BackendError {
  override readonly name = 'IdentityError';
}
/** An OAuth 2.0 error of the token endpoint (C-26): `error`, `error_description`, `error_uri`. */
export class OAuthError extends BackendError {
  override readonly name = 'OAuthError';
}
