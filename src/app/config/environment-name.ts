/** The environments. */
export const environmentNames = ['local', 'dev', 'test', 'stg', 'prod'] as const;

export type EnvironmentName = (typeof environmentNames)[number];

/** Only these five names count (NS-57); `in` would also accept `toString` and friends. */
export const isEnvironmentName = (value: unknown): value is EnvironmentName =>
  typeof value === 'string' && (environmentNames as readonly string[]).includes(value);
