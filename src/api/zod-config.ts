import { config } from 'zod';

// The portal runs under a strict CSP without 'unsafe-eval': zod must not compile parsers with
// `new Function` (even its probe for it is reported as a violation). Import this module first.
config({ jitless: true });
