import { environments, type EnvironmentConfig, type EnvironmentName } from './environments.ts';

const isEnvironmentName = (value: unknown): value is EnvironmentName =>
  typeof value === 'string' && value in environments;

/** The environment of this build: `VITE_ASIOINTI_ENV`, else `local` in development, else `prod`. */
export function currentEnvironment(): EnvironmentConfig {
  const configured: unknown = import.meta.env.VITE_ASIOINTI_ENV;
  if (isEnvironmentName(configured)) {
    return environments[configured];
  }
  return import.meta.env.DEV ? environments.local : environments.prod;
}
