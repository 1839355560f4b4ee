import { buildDefaultEnvironment, chooseEnvironment } from './environment-override.ts';
import { environments, type EnvironmentConfig } from './environments.ts';

function sessionStorageIfAvailable(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Reading sessionStorage throws where the browser blocks storage.
    return undefined;
  }
}

/**
 * The environment of this page: a valid `?env=` query value, kept for the session (R-09,
 * NS-57), else the build's (`VITE_ASIOINTI_ENV`, else `local` in development, else `prod`).
 */
export function currentEnvironment(): EnvironmentConfig {
  const buildDefault = buildDefaultEnvironment(import.meta.env);
  if (typeof window === 'undefined') {
    return environments[buildDefault];
  }
  const name = chooseEnvironment({
    search: window.location.search,
    session: sessionStorageIfAvailable(),
    buildDefault,
  });
  return environments[name];
}
