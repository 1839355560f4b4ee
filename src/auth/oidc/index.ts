// src/auth/oidc: what the other parts of src/auth use of it (README.md). Nothing here imports
// oidc-client-ts at run time: `oidc-auth-client.ts` and `oidc-settings.ts` load with the first
// sign-in, callback, renewal or stored session (`lazy-auth-client.ts`).
export * from './lazy-auth-client.ts';
export * from './user-key.ts';
export type { DpopKeyStore, SignInConfig } from './oidc-settings.ts';
export * from './id-token.ts';
export * from './callback.ts';
export * from './login-query.ts';
export * from './sign-in-flow.ts';
export * from './sign-out-flow.ts';
export * from './return-to.ts';
