// src/auth/oidc: what the other parts of src/auth use of it (README.md).
export * from './oidc-auth-client.ts';
export * from './oidc-settings.ts';
export * from './id-token.ts';
export * from './callback.ts';
export * from './sign-in-flow.ts';
export * from './sign-out-flow.ts';
export * from './return-to.ts';
