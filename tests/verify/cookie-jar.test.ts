/** The cookie store that `verify --as` and the sign-in provider's tests sign in with. */
import { describe, expect, it } from 'vitest';
import { CookieJar } from '../../scripts/verify/cookie-jar.ts';

const now = Date.parse('2026-11-25T10:00:00Z');
const answer = (...cookies: string[]) => {
  const headers = new Headers();
  for (const cookie of cookies) {
    headers.append('set-cookie', cookie);
  }
  return new Response(null, { headers });
};

describe('CookieJar', () => {
  it('sends back every cookie by name, the latest value of each', () => {
    const jar = new CookieJar(() => now);
    jar.store(answer('_session=a; path=/; httponly', '_interaction=b; path=/'));
    jar.store(answer('_session=c; path=/; samesite=lax'));
    expect(jar.header()).toBe('_session=c; _interaction=b');
  });

  it('forgets a cookie set empty, expired or with Max-Age 0', () => {
    const jar = new CookieJar(() => now);
    jar.store(answer('a=1', 'b=2', 'c=3', 'd=4', 'e=5'));
    jar.store(
      answer(
        'a=; path=/',
        'b=x; expires=Thu, 01 Jan 1970 00:00:00 GMT',
        'c=x; Max-Age=0',
        'd=x; expires=Wed, 25 Nov 2026 09:59:59 GMT',
        'e=6; expires=Wed, 25 Nov 2026 10:20:00 GMT; Max-Age=1200',
      ),
    );
    expect(jar.header()).toBe('e=6');
  });
});
