/**
 * In-memory storage for the sign-in provider: sessions, interactions, codes, tokens and grants
 * of one provider instance, gone on restart. oidc-provider's own memory adapter would do the
 * same but warns at every start and is shared by all instances in a process.
 */
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity for entries without a lifetime. */
  expiresAt: number;
}

const sweepThreshold = 10_000;

/**
 * The models whose entries belong to a grant and go when it is revoked (as in oidc-provider's
 * own memory adapter). An Interaction carries a grantId too, but must outlive the revocation:
 * when another person signs in over an existing session, the provider ends the old session
 * (revoking its grant) and then resumes the very interaction that carried the old grantId.
 */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function createMemoryStore(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionsByUid = new Map<string, string>();
  const byUserCode = new Map<string, string>();
  const byGrant = new Map<string, Set<string>>();

  function read(key: string | undefined): AdapterPayload | undefined {
    if (key === undefined) {
      return undefined;
    }
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry?.payload;
  }

  function sweep(): void {
    const now = Date.now();
    for (const [key, entry] of entries) {
      if (entry.expiresAt <= now) {
        entries.delete(key);
      }
    }
  }

  return (model: string): Adapter => {
    const keyFor = (id: string) => `${model}:${id}`;
    return {
      upsert(id, payload, expiresIn) {
        if (entries.size > sweepThreshold) {
          sweep();
        }
        const key = keyFor(id);
        const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid !== undefined) {
          sessionsByUid.set(payload.uid, key);
        }
        if (payload.userCode !== undefined) {
          byUserCode.set(payload.userCode, key);
        }
        if (grantable.has(model) && payload.grantId !== undefined) {
          const members = byGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          byGrant.set(payload.grantId, members);
        }
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(read(keyFor(id))),
      findByUid: (uid) => Promise.resolve(read(sessionsByUid.get(uid))),
      findByUserCode: (userCode) => Promise.resolve(read(byUserCode.get(userCode))),
      consume(id) {
        const payload = read(keyFor(id));
        if (payload) {
          payload.consumed = Math.floor(Date.now() / 1000);
        }
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(keyFor(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const key of byGrant.get(grantId) ?? []) {
          entries.delete(key);
        }
        byGrant.delete(grantId);
        return Promise.resolve();
      },
    };
  };
}
