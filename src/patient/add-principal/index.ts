// The patient layer's calls to the identity service: the principal token exchange and the
// add-principal flow (P-21…P-25). Loaded on their first use (src/app/start/patient-layer.ts): a visitor,
// who never makes them, does not load them.
export {
  createAddPrincipalActions,
  type AddPrincipalActions,
  type AddPrincipalActionsDeps,
  type AddPrincipalOutcome,
} from './add-principal-actions.ts';
export { exchangePrincipalToken } from './identity-calls.ts';
