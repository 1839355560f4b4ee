import { configureHttp, type HttpSettings, type Language } from '../../api/index.ts';
import type { EnvironmentConfig } from '../config/environments.ts';

/** Local storage key of the mock stack's failure switch: `{ "<operationId>": "code=503" }`. */
export const mockPreferenceKey = 'asiointi.mock.prefer';

function readMockPreferences(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(mockPreferenceKey) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Wires the HTTP layer to the environment, the UI language and the session's token. */
export function configureHttpFor(
  environment: EnvironmentConfig,
  session: {
    language: () => Language;
    patientToken: HttpSettings['patientToken'];
    patientTokenRefused?: HttpSettings['patientTokenRefused'] | undefined;
    /** Where failed calls are reported (the telemetry): by operation, never by URL. */
    failedCall?: HttpSettings['failedCall'] | undefined;
  },
): void {
  configureHttp({
    baseUrl: (contract) => environment.apis[contract],
    operationBase: (operationId) => environment.operationBases[operationId],
    subscriptionKey: environment.subscriptionKey,
    language: session.language,
    patientToken: session.patientToken,
    patientTokenRefused: session.patientTokenRefused ?? (() => false),
    serviceToken: () => environment.feedback.serviceToken,
    ...(session.failedCall && { failedCall: session.failedCall }),
    mockPreference: environment.mockStack
      ? (operationId) => {
          const preference = readMockPreferences()[operationId];
          return typeof preference === 'string' ? preference : undefined;
        }
      : () => undefined,
  });
}
