import { currentPatientKey, type CurrentPatientKey, type HttpSettings } from '../api/index.ts';

type PatientToken = HttpSettings['patientToken'];
type Call = Parameters<PatientToken>[0];

/**
 * The token of a principal (P-16), supplied by src/patient: given the current patient and
 * the main token, the token for this call. It decides which calls keep the main token (C-29:
 * principals are always listed with it), exchanges and caches the on-behalf-of token, and hands
 * out the registration token of a `register-principal` (P-20).
 */
export type PrincipalToken = (args: {
  patient: Exclude<CurrentPatientKey, 'main'>;
  mainToken: string;
  call: Call;
}) => Promise<string>;

/**
 * The `patientToken` of `configureHttp`: the main user's token, or through `principalToken` the
 * principal's. Null when logged out, which the HTTP layer turns into `LoggedOutError`
 * ('User is logged out', S-43) without reaching the network. Without `principalToken` (embedded
 * mode, where the host's token already is the patient's) every call carries the main token.
 */
export function createPatientToken(
  mainToken: () => Promise<string | null>,
  principalToken?: PrincipalToken,
): PatientToken {
  return async (call) => {
    const token = await mainToken();
    if (token === null) {
      return null;
    }
    const patient = currentPatientKey();
    if (patient === 'main' || principalToken === undefined) {
      return token;
    }
    return principalToken({ patient, mainToken: token, call });
  };
}
