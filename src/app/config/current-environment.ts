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
 * NS-57), else the build's (see buildDefaultEnvironment).
 */
export function currentEnvironment(): EnvironmentConfig {
  if (typeof window === 'undefined') {
    return environments[buildDefaultEnvironment(import.meta.env)];
  }
  const buildDefault = buildDefaultEnvironment(import.meta.env, window.location.hostname);
  const name = chooseEnvironment({
    search: window.location.search,
    session: sessionStorageIfAvailable(),
    buildDefault,
  });
  return environments[name];
}
