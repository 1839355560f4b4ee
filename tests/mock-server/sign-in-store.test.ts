import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../mock-server/sign-in/sign-in-store.ts';

describe('the sign-in provider’s memory store', () => {
  it('revoking a grant removes its tokens and codes, not the interaction that carried it', async () => {
    const store = createMemoryStore();
    const grantId = 'grant-laura';
    await store('AccessToken').upsert('at-1', { grantId, kind: 'AccessToken' }, 3600);
    await store('RefreshToken').upsert('rt-1', { grantId, kind: 'RefreshToken' }, 3600);
    await store('AuthorizationCode').upsert('code-1', { grantId, kind: 'AuthorizationCode' }, 60);
    // Another person signing in over Laura's session: the provider ends her session (revoking
    // her grant) and then resumes this very interaction.
    await store('Interaction').upsert('uid-1', { grantId, kind: 'Interaction' }, 3600);
    await store('Session').upsert('s-1', { uid: 'sess-uid', kind: 'Session' }, 3600);

    await store('AccessToken').revokeByGrantId(grantId);

    expect(await store('AccessToken').find('at-1')).toBeUndefined();
    expect(await store('RefreshToken').find('rt-1')).toBeUndefined();
    expect(await store('AuthorizationCode').find('code-1')).toBeUndefined();
    expect(await store('Interaction').find('uid-1')).toMatchObject({ grantId });
    expect(await store('Session').findByUid('sess-uid')).toMatchObject({ kind: 'Session' });
  });
});
