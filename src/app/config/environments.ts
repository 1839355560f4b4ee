import type { ContractName } from '../../api/contracts.ts';

export const environmentNames = ['local', 'dev', 'test', 'stg', 'prod'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

/** One environment's configuration (NS-04). */
export interface EnvironmentConfig {
  name: EnvironmentName;
  /** Base URL of each contract; `local` reaches the mock stack same-origin under `/api/`. */
  apis: Record<ContractName, string>;
  /** The API gateway subscription key (NS-15); public by nature, it identifies the app. */
  subscriptionKey: string;
  /** The sign-in provider: authority and client id. */
  auth: { authority: string; clientId: string };
  tokenAudience: string;
  /** Local mock stack only: developers may force answers with `Prefer` (README). */
  mockStack: boolean;
}

const gatewayApis = (host: string): Record<ContractName, string> => ({
  'chat-v4': `https://${host}/chat-v4`,
  payments: `https://${host}/payments/v1`,
  'self-triage': `https://${host}/self-triage/v1`,
  patient: `https://${host}/patient/v1`,
  identity: `https://${host}/identity`,
  'app-events': `https://${host}/app-events-api/v1`,
  feedback: `https://${host.replace(/^api\./, 'feedback.')}/v1`,
  maintenance: `https://${host.replace(/^api\./, 'online.')}`,
});

const deployed = (name: Exclude<EnvironmentName, 'local'>): EnvironmentConfig => {
  const suffix = name === 'prod' ? '' : `.${name}`;
  return {
    name,
    apis: gatewayApis(`api${suffix}.asiointi.example`),
    subscriptionKey: `asiointi-web-${name}`,
    auth: { authority: `https://tunnistus${suffix}.asiointi.example`, clientId: 'asiointi-web' },
    tokenAudience: 'https://api.asiointi.example',
    mockStack: false,
  };
};

const local: EnvironmentConfig = {
  name: 'local',
  apis: {
    'chat-v4': '/api/chat-v4',
    payments: '/api/payments',
    'self-triage': '/api/self-triage',
    patient: '/api/patient',
    identity: '/api/identity',
    'app-events': '/api/app-events',
    feedback: '/api/feedback',
    maintenance: '/api/maintenance',
  },
  subscriptionKey: 'asiointi-web-local',
  auth: { authority: 'http://localhost:4000', clientId: 'asiointi-web' },
  tokenAudience: 'https://api.asiointi.example',
  mockStack: true,
};

export const environments: Readonly<Record<EnvironmentName, EnvironmentConfig>> = {
  local,
  dev: deployed('dev'),
  test: deployed('test'),
  stg: deployed('stg'),
  prod: deployed('prod'),
};
