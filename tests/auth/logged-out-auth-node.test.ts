// @vitest-environment node
// Issue #14: the prerender renders in Node at build time: no window, no storage.
import { describe, expect, it } from 'vitest';
import { createLoggedOutAuth } from '../../src/auth/index.ts';

describe('createLoggedOutAuth in Node', () => {
  it('needs no window nor storage', async () => {
    expect(typeof window).toBe('undefined');
    const auth = createLoggedOutAuth();
    await auth.start();
    expect(auth.getSnapshot().auth).toEqual({
      kind: 'LoggedOut',
      stage: 'Pending',
      reason: 'NoSession',
    });
  });
});
