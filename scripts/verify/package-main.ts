/**
 * The entry of the stand-alone package (packages/verify): the contracts are the package's own
 * copy next to the bundle, then the command line runs as `npm run verify` does.
 */
import { fileURLToPath } from 'node:url';

process.env.VERIFY_COMMAND ??= 'npx asiointi-verify';
process.env.VERIFY_CONTRACTS ??= fileURLToPath(new URL('../openapi', import.meta.url));
await import('./verify.ts');
