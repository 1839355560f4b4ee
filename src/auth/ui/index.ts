// src/auth/ui: what the other parts of src/auth use of it (README.md).
export * from './auth-context.ts';
export * from './auth-provider.tsx';
export * from './auth-intent-navigator.tsx';
export * from './expiration-dialog.tsx';
export * from './timeout-dialog.tsx';
export * from './session-countdown.tsx';
export * from './session-dialogs.tsx';
export * from './sign-in-callback-page.tsx';
export * from './require-auth.tsx';
export * from './page-spinner.tsx';
export * from './use-auth.ts';
export * from './use-session-dialog.ts';
export * from './intent-path.ts';
