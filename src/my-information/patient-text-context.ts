// My information's sections choose their texts for the current patient as every area does.
export { usePatientTextContext } from '../patient/index.ts';
