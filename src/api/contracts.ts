/** The eight contracts in openapi/, by file name without `.yaml`: the list every tool shares. */
export const contractNames = [
  'chat-v4',
  'payments',
  'self-triage',
  'patient',
  'identity',
  'app-events',
  'feedback',
  'maintenance',
] as const;

export type ContractName = (typeof contractNames)[number];
