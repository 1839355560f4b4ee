import { loginErrorCode, type LoginErrorCode } from '../../auth/index.ts';

/** The sign-in error the callback passes to the login page (S-06, S-12): a known code only. */
export interface LoginErrorDetails {
  code: LoginErrorCode;
}

/**
 * The login page's `error` as a known code: `access_denied` (the patient cancelled
 * the identification), any other value `login_failed`. Proposal, narrower than S-12's "code,
 * description and uri": `error_description` and `error_uri` are never read. They are text from a
 * URL anyone can make, and shown on our page they would let a link put any words, or any
 * address, in front of a patient with our name above them. The page shows a translated message
 * for the code instead.
 */
export function readLoginError(query: URLSearchParams): LoginErrorDetails | undefined {
  const code = query.get('error')?.trim() ?? '';
  return code === '' ? undefined : { code: loginErrorCode(code) };
}
