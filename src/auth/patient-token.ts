import { currentPatientKey, type HttpSettings } from '../api/index.ts';

type PatientToken = HttpSettings['patientToken'];
type Call = Parameters<PatientToken>[0];

/**
 * The principal's on-behalf-of token (P-16, P-17), supplied later by src/patient: given the
 * principal and the main token, the token for this call. It decides which calls keep the main
 * token (C-29: principals are always listed with it) and falls back to it when an exchange fails.
 */
export type PrincipalToken = (args: {
  principalId: string;
  mainToken: string;
  call: Call;
}) => Promise<string>;

/**
 * The `patientToken` of `configureHttp`: the main user's token, or through `principalToken` the
 * principal's. Null when logged out, which the HTTP layer turns into `LoggedOutError`
 * ('User is logged out', S-43) without reaching the network.
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
    return principalToken({
      principalId: patient.slice('principal:'.length),
      mainToken: token,
      call,
    });
  };
}
