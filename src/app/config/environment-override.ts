import { isEnvironmentName, type EnvironmentName } from './environment-name.ts';

/** sessionStorage key of the `?env=` override, kept for the rest of the session (R-09, NS-57). */
export const environmentOverrideKey = 'tap.env';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** What the environment is chosen from; passed in so tests need no browser. */
export interface EnvironmentSources {
  /** `location.search` */
  search: string;
  /** `sessionStorage`, or undefined where it is unavailable. */
  session: SessionStore | undefined;
  /** The build's environment when nothing overrides it. */
  buildDefault: EnvironmentName;
}

function readStored(session: SessionStore | undefined): string | null {
  try {
    return session?.getItem(environmentOverrideKey) ?? null;
  } catch {
    return null;
  }
}

function store(session: SessionStore | undefined, name: EnvironmentName): void {
  try {
    session?.setItem(environmentOverrideKey, name);
  } catch {
    // Storage may be full or blocked; the override then lasts for this page only.
  }
}

/**
 * The environment to run in: a valid `?env=` (stored for the session), else the one stored earlier
 * in this session, else the build default. Any other `env` value is ignored (NS-57). A production
 * build ignores the override altogether: a link must not turn the patients' portal towards test
 * APIs and a test sign-in provider.
 */
export function chooseEnvironment({
  search,
  session,
  buildDefault,
}: EnvironmentSources): EnvironmentName {
  if (buildDefault === 'prod') {
    return 'prod';
  }
  const requested = new URLSearchParams(search).get('env');
  if (isEnvironmentName(requested)) {
    store(session, requested);
    return requested;
  }
  const stored = readStored(session);
  return isEnvironmentName(stored) ? stored : buildDefault;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The build's environment: `VITE_ASIOINTI_ENV`, else `local` in development or when the
 * page is served from this machine (`npm run serve`: only the local mock stack answers there),
 * else `prod`.
 */
export function buildDefaultEnvironment(
  env: { VITE_ASIOINTI_ENV?: string | undefined; DEV: boolean },
  hostname?: string,
): EnvironmentName {
  if (isEnvironmentName(env.VITE_ASIOINTI_ENV)) {
    return env.VITE_ASIOINTI_ENV;
  }
  return env.DEV || (hostname !== undefined && loopbackHosts.has(hostname)) ? 'local' : 'prod';
}
