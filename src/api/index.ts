export { contractNames, type ContractName } from './contracts.ts';
export {
  configureHttp,
  httpSettings,
  type FailedCall,
  type HttpSettings,
  type Language,
} from './settings.ts';
export { subscriptionKeyHeader } from './http.ts';
export { createApiClient } from './clients.ts';
export { lazyTable, operationTables } from './tables.ts';
export {
  currentPatientKey,
  patientScope,
  sameScope,
  setCurrentPatientKey,
  setPatientScope,
  subscribePatientScope,
  type CurrentPatientKey,
  type PatientScope,
} from './current-patient.ts';
export { anonymousSubject } from './query-key.ts';
export * from './errors.ts';
