export { contractNames, type ContractName } from './contracts.ts';
export { configureHttp, httpSettings, type HttpSettings, type Language } from './settings.ts';
export { createApiClient } from './clients.ts';
export {
  currentPatientKey,
  setCurrentPatientKey,
  type CurrentPatientKey,
} from './current-patient.ts';
export * from './errors.ts';
