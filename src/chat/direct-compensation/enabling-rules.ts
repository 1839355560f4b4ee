// Direct compensation's rules (Q-29, Q-31, R-40…R-42, NS-49, AMB-26). Pure.
import type { Insurance } from '../../../generated/patient/model/insurance.zod.ts';

/** the only insurer whose direct compensation the routes accept. */
export const acceptedInsuranceProvider = 'if';

/** NS-49: any other `insuranceProvider` is the not-found page. */
export const isAcceptedInsuranceProvider = (value: string | undefined): boolean =>
  value === acceptedInsuranceProvider;

/**
 * Q-31, AMB-26: every insurance is required to be on before Next; these are the ids left off, in
 * the list's order.
 */
export const insurancesLeftOff = (insurances: readonly Insurance[]): string[] =>
  insurances.filter((insurance) => !insurance.enabled).map((insurance) => insurance.id);

/** How many insurances are on, as the list (updated from each save's answer) says. */
export function enablingSaved(insurances: readonly Insurance[]): 'none' | 'some' | 'all' {
  const on = insurances.filter((insurance) => insurance.enabled).length;
  if (on === 0) {
    return 'none';
  }
  return on === insurances.length ? 'all' : 'some';
}
