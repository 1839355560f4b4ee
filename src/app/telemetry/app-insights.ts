// The Application Insights adapter: loaded once the app is on screen, in a chunk of its own.
import {
  ApplicationInsights,
  SeverityLevel,
  type IConfiguration,
  type IConfig,
  type ITelemetryItem,
} from '@microsoft/applicationinsights-web';
import { maskMessage, safeErrorName } from './mask.ts';
import type { Report, Severity } from '../../ui/index.ts';

/** Marks the exceptions the portal reported itself; any other is not sent. */
const portalReport = 'asiointi';

const severityLevels: Readonly<Record<Severity, SeverityLevel>> = {
  warning: SeverityLevel.Warning,
  error: SeverityLevel.Error,
  critical: SeverityLevel.Critical,
};

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag =>
  value !== null && typeof value === 'object' ? (value as Bag) : {};

/** Keeps only `keys` of a property bag, and only strings and numbers. */
function only(properties: unknown, keys: readonly string[]): Record<string, string | number> {
  const source = bag(properties);
  return Object.fromEntries(
    keys.flatMap((key) => {
      const value = source[key];
      return typeof value === 'string' || typeof value === 'number' ? [[key, value]] : [];
    }),
  );
}

const pageKeys = ['serviceArea', 'patientType', 'language', 'environment', 'routeKey'] as const;
const callKeys = ['contract', 'operationId', 'pathTemplate', 'HttpMethod', 'kind'] as const;
/** The dependency type of the portal's own failed-call reports. */
const portalCall = 'Portal';

/** What the filter needs of the page the items are made on. */
export interface FilterContext {
  routePattern: () => string;
  environment: string;
}

/**
 * The telemetry initializer every item passes last: it keeps what the portal means to send and
 * rebuilds each item from a list of allowed fields, so neither the SDK's own collection (the
 * page's URL, the referrer, fetch URLs with ids and query values) nor a careless report carries
 * personal data. Items of other kinds (traces, events, unhandled errors) are dropped.
 */
export function filterItem(item: ITelemetryItem, context: FilterContext): boolean {
  const pattern = context.routePattern();
  const base = bag(item.baseData);
  const data = bag(item.data);
  item.tags = {};
  item.data = { environment: context.environment };
  const ext = bag(item.ext);
  const trace = bag(ext.trace);
  item.ext = {
    ...(ext.user ? { user: only(ext.user, ['id', 'localId']) } : {}),
    ...(ext.app ? { app: only(ext.app, ['sesId']) } : {}),
    ...(ext.trace ? { trace: { ...only(trace, ['traceID', 'parentID']), name: pattern } } : {}),
    ...(ext.web
      ? { web: only(ext.web, ['browserLang', 'browser', 'browserVer', 'screenRes']) }
      : {}),
    ...(ext.os ? { os: only(ext.os, ['name', 'osVer']) } : {}),
    ...(ext.device ? { device: only(ext.device, ['deviceClass']) } : {}),
  };
  switch (item.baseType) {
    case 'PageviewData': {
      const properties = { ...only(data, pageKeys), ...only(base.properties, pageKeys) };
      // A view reported after the patient moved on (held until the SDK loaded) names its own page.
      const { routePattern } = only(base.properties, ['routePattern']);
      item.baseData = {
        ...only(base, ['id']),
        name: typeof properties.routeKey === 'string' ? properties.routeKey : pattern,
        uri: typeof routePattern === 'string' ? routePattern : pattern,
        properties,
      };
      return true;
    }
    case 'PageviewPerformanceData':
      item.baseData = {
        ...only(base, ['id', 'duration', 'perfTotal', 'networkConnect', 'sentRequest']),
        ...only(base, ['receivedResponse', 'domProcessing', 'isValid']),
        name: pattern,
        uri: pattern,
      };
      return true;
    case 'RemoteDependencyData':
      return filterDependency(item, base);
    case 'ExceptionData': {
      const properties = only(base.properties, ['source', 'severity', 'errorName']);
      if (properties.source !== portalReport) {
        return false;
      }
      // The SDK has made the report its exception details: rebuilt from the portal's name and text.
      const details = bag(Array.isArray(base.exceptions) ? base.exceptions[0] : undefined);
      const message = typeof details.message === 'string' ? maskMessage(details.message) : '';
      const typeName = safeErrorName(String(properties.errorName ?? 'Error'));
      item.baseData = {
        ver: '4.0',
        ...only(base, ['id', 'severityLevel']),
        exceptions: [{ typeName, message, hasFullStack: false, stack: '', parsedStack: [] }],
        properties,
      };
      return true;
    }
    case undefined:
    default:
      return false;
  }
}

/**
 * A call: the portal's own failed-call report keeps its operation and path template; a fetch the
 * SDK tracked itself keeps its method, origin, status and duration, never its path or query.
 */
function filterDependency(item: ITelemetryItem, base: Bag): boolean {
  const properties = only(base.properties, callKeys);
  const ours = base.type === portalCall;
  const name = typeof base.name === 'string' ? base.name : '';
  const method = /^[A-Z]+/.exec(name)?.[0] ?? 'GET';
  let origin = '';
  try {
    origin = new URL(String(base.target), globalThis.location.href).origin;
  } catch {
    origin = '';
  }
  item.baseData = {
    ...only(base, ['id', 'duration', 'success', 'responseCode', 'type', 'startTime']),
    target: origin,
    name: ours ? name : `${method} ${origin}`,
    properties: ours ? properties : { HttpMethod: method },
  };
  return true;
}

/** The SDK's settings: the spec's three (B-20), and nothing it would collect on its own. */
export function sdkConfig(connectionString: string): IConfiguration & IConfig {
  return {
    connectionString,
    disableCookiesUsage: true,
    disableAjaxTracking: true,
    disableFetchTracking: false,
    // No trace headers on the APIs' calls: they are cross-origin and their CORS allows none.
    disableCorrelationHeaders: true,
    // Unhandled errors carry their raw messages; the portal reports its errors itself.
    disableExceptionTracking: true,
    enableAutoRouteTracking: false,
    autoTrackPageVisitTime: false,
    enableUnhandledPromiseRejectionTracking: false,
    // Nothing in the browser's storage: a sign-out leaves nothing behind, telemetry included.
    isStorageUseDisabled: true,
    enableSessionStorageBuffer: false,
    extensionConfig: {
      // The SDK would fetch its settings from Microsoft's CDN, which the CSP does not allow.
      AppInsightsCfgSyncPlugin: { syncMode: 0, blkCdnCfg: true, cfgUrl: '' },
      AppInsightsChannelPlugin: { enableSessionStorageBuffer: false },
    },
  };
}

export interface AppInsightsOptions extends FilterContext {
  connectionString: string;
  /** Tests: settings added to the SDK's (e.g. the channel's `httpXHROverride`). */
  extra?: IConfiguration & IConfig;
}

/** Starts the SDK; `send` gives it one of the portal's reports. */
export function startAppInsights(options: AppInsightsOptions): {
  send: (report: Report) => void;
  sdk: ApplicationInsights;
} {
  const config = sdkConfig(options.connectionString);
  const extensions: Record<string, Record<string, unknown>> = { ...config.extensionConfig };
  for (const [plugin, settings] of Object.entries(options.extra?.extensionConfig ?? {})) {
    extensions[plugin] = { ...extensions[plugin], ...(settings as Record<string, unknown>) };
  }
  const sdk = new ApplicationInsights({
    config: { ...config, ...options.extra, extensionConfig: extensions },
  });
  sdk.loadAppInsights();
  sdk.addTelemetryInitializer((item) => filterItem(item, options));
  const send = (report: Report): void => {
    if (report.type === 'exception') {
      const error = new Error(report.message);
      error.name = report.errorName;
      sdk.trackException({
        exception: error,
        severityLevel: severityLevels[report.severity],
        properties: {
          source: portalReport,
          severity: report.severity,
          errorName: report.errorName,
        },
      });
    } else if (report.type === 'failed-call') {
      const { contract, operation, operationId, status, kind } = report;
      const [method = 'GET', pathTemplate = ''] = operation.split(' ');
      sdk.trackDependencyData({
        id: crypto.randomUUID().replace(/-/g, ''),
        name: `${method} ${pathTemplate}`,
        target: globalThis.location.origin,
        type: portalCall,
        responseCode: status,
        success: false,
        properties: { HttpMethod: method, contract, operationId, pathTemplate, kind },
      });
    } else {
      sdk.trackPageView({
        name: report.routeKey,
        uri: report.routePattern,
        // The SDK makes the item later: the filter takes the view's own pattern from here.
        properties: only(report, [...pageKeys, 'routePattern']),
      });
    }
  };
  return { send, sdk };
}
