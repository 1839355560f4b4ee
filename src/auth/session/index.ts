// src/auth/session: what the other parts of src/auth use of it (README.md).
export * from './activity.ts';
export * from './auth-state.ts';
export * from './clock.ts';
export * from './cross-tab.ts';
export * from './locks.ts';
export * from './renewal.ts';
export * from './renewal-error.ts';
export * from './session-core.ts';
export * from './session-record.ts';
export * from './snapshot-store.ts';
export * from './timers.ts';
export * from './logout-cleanup.ts';
export * from './sign-out.ts';
export * from './session-dialog.ts';
export * from './auth-client.ts';
export * from './session-state.ts';
