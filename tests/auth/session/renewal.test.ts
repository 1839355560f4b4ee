import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { settledLocks, webLocks } from '../../../src/auth/session/locks.ts';
import { classifyRenewalError } from '../../../src/auth/session/renewal-error.ts';
import { isFresh, renewAcrossTabs, renewalLockName } from '../../../src/auth/session/renewal.ts';
import {
  createFakeAuthClient,
  createFakeProvider,
  storeUser,
} from '../support/fake-auth-client.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createFakeLockManager } from '../support/fake-lock-manager.ts';
import { createLaggingStorage, createMemoryStorage } from '../support/memory-storage.ts';

/** oidc-client-ts's ErrorDPoPNonce (not exported): its name, the nonce, the body as message. */
function dpopNonceError(body: object): Error {
  return Object.assign(new Error(JSON.stringify(body)), { name: 'ErrorDPoPNonce', nonce: 'n-1' });
}

describe('renewal failures', () => {
  it.each<[string, unknown, string]>([
    ['login_required', new ErrorResponse({ error: 'login_required' }), 'LoginRequired'],
    ['interaction_required', new ErrorResponse({ error: 'interaction_required' }), 'LoginRequired'],
    [
      'invalid_grant (refresh token gone)',
      new ErrorResponse({ error: 'invalid_grant' }),
      'LoginRequired',
    ],
    [
      'invalid_grant that also offers a DPoP nonce (the retry with it failed too)',
      dpopNonceError({ error: 'invalid_grant' }),
      'LoginRequired',
    ],
    ['a DPoP nonce error of another kind', dpopNonceError({ error: 'use_dpop_nonce' }), 'Failed'],
    ['a silent time-out', new ErrorTimeout('IFrame timed out without a response'), 'TimedOut'],
    ['a server error', new ErrorResponse({ error: 'server_error' }), 'Failed'],
    ['a network failure', new TypeError('Failed to fetch'), 'Failed'],
    ['anything else', 'nope', 'Failed'],
  ])('classifies %s', (_name, error, kind) => {
    expect(classifyRenewalError(error)).toBe(kind);
  });
});

describe('one renewal across tabs', () => {
  function setup() {
    const fake = createFakeClock();
    const local = createMemoryStorage();
    const provider = createFakeProvider(fake.clock);
    const { manager, requests } = createFakeLockManager();
    const renewIn = () =>
      renewAcrossTabs({
        client: createFakeAuthClient(provider, fake.clock, local),
        locks: webLocks(manager),
        language: 'fi',
        clock: fake.clock,
      });
    storeUser(local, provider.issue());
    return { fake, provider, requests, renewIn };
  }

  it('makes one token request when five tabs renew at once', async () => {
    const { fake, provider, requests, renewIn } = setup();
    const before = provider.tokenRequests;
    const results = Promise.all([renewIn(), renewIn(), renewIn(), renewIn(), renewIn()]);
    await fake.advance(1_000);
    const outcomes = await results;
    expect(provider.tokenRequests - before).toBe(1);
    expect(requests).toEqual(Array(5).fill(renewalLockName));
    expect(outcomes.map((o) => (o.kind === 'Renewed' ? o.by : o.kind))).toEqual([
      'this-tab',
      'other-tab',
      'other-tab',
      'other-tab',
      'other-tab',
    ]);
    const tokens = new Set(outcomes.map((o) => (o.kind === 'Renewed' ? o.user.accessToken : '')));
    expect(tokens.size).toBe(1);
  });

  it("with settled locks, takes another tab's token that reaches this tab's storage only after the lock", async () => {
    const fake = createFakeClock();
    const provider = createFakeProvider(fake.clock);
    const { manager } = createFakeLockManager();
    // Chromium: a write in tab A shows in tab B's local storage a few ms later, possibly after
    // B was granted the lock that A released right after writing.
    const inA = createMemoryStorage();
    const inB = createMemoryStorage();
    const lagging = createLaggingStorage(inA, inB, fake.clock);
    const first = provider.issue();
    storeUser(inA, first);
    storeUser(inB, first);
    const renewIn = (storage: typeof inA) =>
      renewAcrossTabs({
        client: createFakeAuthClient(provider, fake.clock, storage),
        locks: settledLocks(webLocks(manager), fake.clock),
        language: 'fi',
        clock: fake.clock,
      });
    const before = provider.tokenRequests;
    const results = Promise.all([renewIn(lagging), renewIn(inB)]);
    await fake.advance(1_000);
    const [a, b] = await results;
    expect(provider.tokenRequests - before).toBe(1);
    expect(a).toMatchObject({ kind: 'Renewed', by: 'this-tab' });
    expect(b).toMatchObject({ kind: 'Renewed', by: 'other-tab' });
    expect(b.kind === 'Renewed' && b.user.accessToken).toBe(
      a.kind === 'Renewed' && a.user.accessToken,
    );
  });

  it('renews again when asked after the last renewal finished', async () => {
    const { fake, provider, renewIn } = setup();
    const before = provider.tokenRequests;
    const first = renewIn();
    await fake.advance(1_000);
    await first;
    const second = renewIn();
    await fake.advance(1_000);
    await expect(second).resolves.toMatchObject({ kind: 'Renewed', by: 'this-tab' });
    expect(provider.tokenRequests - before).toBe(2);
  });

  it('reports the failure kind instead of throwing', async () => {
    const { fake, provider, renewIn } = setup();
    provider.silentOutcomes.push('timeout');
    const result = renewIn();
    await fake.advance(1_000);
    await expect(result).resolves.toMatchObject({ kind: 'Failed', failure: 'TimedOut' });
  });

  it('counts a token as fresh until 60 s before it expires (K-02)', () => {
    const user = {
      accessToken: 'a',
      idToken: undefined,
      subject: 's',
      givenName: undefined,
      familyName: undefined,
    };
    expect(isFresh({ ...user, expiresAt: 1_000 }, 939_999)).toBe(true);
    expect(isFresh({ ...user, expiresAt: 1_000 }, 940_000)).toBe(false);
    expect(isFresh({ ...user, expiresAt: undefined }, 940_000)).toBe(true);
  });
});
