/**
 * The whole local mock stack: the mock API gateway (Prism serving every contract, answering as
 * the signed-in person), the local sign-in provider (the fake bank), the local symptoms survey
 * (the self-triage frame, on an origin of its own), the stand-in that takes the telemetry and
 * the CSP violation reports, and the analytics stand-ins (consent, tag manager, Matomo).
 */
import {
  defaultAnalyticsPort,
  startAnalyticsStandIns,
  type AnalyticsStandIns,
} from './analytics/analytics-stand-ins.ts';
import { startChatHost, defaultChatHostPort, type ChatHost } from './chat-widget/chat-host.ts';
import { startGateway, type Gateway } from './gateway/gateway.ts';
import { personas } from './personas.ts';
import {
  defaultSignInPort,
  startSignInProvider,
  type SignInProvider,
} from './sign-in/sign-in-provider.ts';
import {
  defaultSymptomsSurveyPort,
  startSymptomsSurvey,
  type SymptomsSurvey,
} from './symptoms-survey/symptoms-survey.ts';
import {
  defaultTelemetryPort,
  startTelemetryIngestion,
  type TelemetryIngestion,
} from './telemetry/telemetry-ingestion.ts';

export const defaultGatewayPort = 4010;

export interface MockStackOptions {
  gatewayPort?: number;
  signInPort?: number;
  /** The local symptoms survey's port (the `local` environment's `selfTriageSurvey.url`). */
  surveyPort?: number;
  /** The local chat host's port (the `local` environment's `chatHost.url`). */
  chatHostPort?: number;
  /** The telemetry stand-in's port (the `local` environment's connection string, CSP reports). */
  telemetryPort?: number;
  /** The analytics stand-ins' port (the `local` environment's `analytics` and `cookieConsent`). */
  analyticsPort?: number;
  /** Origins of the app allowed to sign in and to frame the survey (dev server, production serve). */
  appOrigins?: string[];
  log?: (line: string) => void;
}

export interface MockStack {
  gateway: Gateway;
  signIn: SignInProvider;
  survey: SymptomsSurvey;
  chatHost: ChatHost;
  telemetry: TelemetryIngestion;
  analytics: AnalyticsStandIns;
  close(): Promise<void>;
}

export async function startMockStack(options: MockStackOptions = {}): Promise<MockStack> {
  const log =
    options.log ??
    ((line: string) => {
      console.info(line);
    });
  const gateway = await startGateway({
    port: options.gatewayPort ?? defaultGatewayPort,
    log,
    // The examples' dates follow the real clock, so the local world is always "today".
    clock: Date.now,
  });
  const signIn = await startSignInProvider({
    port: options.signInPort ?? defaultSignInPort,
    log,
    ...(options.appOrigins ? { appOrigins: options.appOrigins } : {}),
  });
  const chatHost = await startChatHost({
    port: options.chatHostPort ?? defaultChatHostPort,
    ...(options.appOrigins ? { portalOrigins: options.appOrigins } : {}),
  });
  const survey = await startSymptomsSurvey({
    port: options.surveyPort ?? defaultSymptomsSurveyPort,
    ...(options.appOrigins ? { portalOrigins: options.appOrigins } : {}),
  });
  const telemetry = await startTelemetryIngestion({
    port: options.telemetryPort ?? defaultTelemetryPort,
    log,
  });
  const analytics = await startAnalyticsStandIns({
    port: options.analyticsPort ?? defaultAnalyticsPort,
  });
  return {
    gateway,
    signIn,
    survey,
    chatHost,
    telemetry,
    analytics,
    close: async () => {
      await Promise.all([
        gateway.close(),
        signIn.close(),
        survey.close(),
        chatHost.close(),
        telemetry.close(),
        analytics.close(),
      ]);
    },
  };
}

/** What `npm start` and `npm run mock` print: where things are and who can sign in. */
export function describeStack(stack: MockStack, portalUrl?: string): string {
  const people = personas
    .filter((p) => p.kind === 'main')
    .map((p) => `    ${p.givenNames} ${p.lastName}`.padEnd(34) + p.description.en)
    .join('\n');
  return [
    '',
    ...(portalUrl ? [`  Asiointi portal:      ${portalUrl}`] : []),
    `  Mock APIs (Prism):    ${stack.gateway.url}/api/<contract>/…`,
    `  Sign-in provider:     ${stack.signIn.issuer} (test bank)`,
    `  Add-principal page:   ${stack.gateway.url}/add-principal/authorize (mandates, for the app)`,
    `  Chat host:            ${stack.chatHost.url} (runs the chat widget's embed)`,
    `  Symptoms survey:      ${stack.survey.url} (self-triage frame; fails with its button or ?fail=init)`,
    `  Telemetry (mock):     ${stack.telemetry.pageUrl} (JSON: ${stack.telemetry.jsonUrl})`,
    `                        SDK envelopes: ${stack.telemetry.url}/v2/track; CSP reports: ${stack.telemetry.cspReportUrl}`,
    `  Consent (Cookiebot):  ${stack.analytics.url}/uc.js (stand-in; accept or refuse in its dialog)`,
    `  Analytics hits:       ${stack.analytics.url}/__mock/analytics (Matomo and tag manager stand-ins)`,
    '',
    '  Test persons (choose one on the test bank page):',
    people,
    '',
    '  Force any declared answer: send `Prefer: code=503` (or `example=<name>`) with a request,',
    '  or set localStorage["asiointi.mock.prefer"] = {"<operationId>": "code=503"} in the portal.',
    `  The mock remembers writes per person; forget with DELETE ${stack.gateway.url}/__mock/memory.`,
    '',
  ].join('\n');
}
