// The portal's CSP has no 'unsafe-eval': every import of zod must see it configured jitless
// before a schema is built (src/api/zod-jitless.ts, vite.config.ts alias).
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('zod as the app imports it', () => {
  it('is configured jitless by the import itself', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
