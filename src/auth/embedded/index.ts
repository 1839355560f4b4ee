// src/auth/embedded: what the other parts of src/auth use of it (README.md).
export * from './embedded-host.ts';
export * from './embedded-session.ts';
