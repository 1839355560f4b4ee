import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/auth/safe-redirect.ts';

const origin = 'http://localhost:5173';

/** Values that must never be followed: each lands on the default route. */
const hostile: [string, unknown][] = [
  ['protocol-relative', '//evil.example'],
  ['triple slash', '///evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['double backslash', '\\\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['backslash inside the path', '/fi/\\evil.example'],
  ['encoded slash', '/%2F/evil.example'],
  ['encoded slashes lower case', '/%2f%2fevil.example'],
  ['encoded slashes at the start', '%2F%2Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['double-encoded backslash', '/%255Cevil.example'],
  ['triple-encoded slash', '/%25252F/evil.example'],
  ['encoded dot-dot-slash', '/fi/%2e%2e%2f%2e%2e%2fevil'],
  ['absolute URL elsewhere', 'https://evil.example/fi'],
  ['absolute URL on our own origin', `${origin}/fi/asiointi`],
  ['scheme without slashes', 'http:evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: after a slash-looking tab', '\tjavascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['leading space', ' /fi/asiointi'],
  ['leading tab before //', '\t//evil.example'],
  ['raw CR LF', '/fi\r\nSet-Cookie: x=1'],
  ['encoded CR LF', '/fi%0d%0aSet-Cookie:x=1'],
  ['encoded tab', '/%09/evil.example'],
  ['encoded NUL', '/fi%00'],
  ['raw NUL', '/\u0000/evil.example'],
  ['encoded newline before the path', '%0a/fi'],
  ['line separator', '/\u2028evil'],
  ['zero-width space', '/\u200b/evil.example'],
  ['ideographic space', '/\u3000/evil.example'],
  ['right-to-left override', '/fi/\u202egnp.exe'],
  ['fullwidth solidus', '\uff0f\uff0fevil.example'],
  ['fullwidth solidus after a slash', '/\uff0f/evil.example'],
  ['fullwidth reverse solidus after a slash', '/\uff3cevil.example'],
  ['small reverse solidus after a slash', '/\ufe68evil.example'],
  ['encoded fullwidth solidus after a slash', '/%EF%BC%8F/evil.example'],
  ['no leading slash', 'evil.example'],
  ['relative path', 'fi/asiointi'],
  ['malformed percent', '/fi/%E0%A4%A'],
  ['empty', ''],
  ['not a string', 42],
  ['missing', undefined],
  ['null', null],
];

const good: [string, string][] = [
  ['/', '/'],
  ['/fi/asiointi/omat-tiedot', '/fi/asiointi/omat-tiedot'],
  ['/fi/asiointi/omat-tiedot?tab=consents#family', '/fi/asiointi/omat-tiedot?tab=consents#family'],
  [
    '/en/e-services/chat/queue/12?selectChildFor=12&x=1',
    '/en/e-services/chat/queue/12?selectChildFor=12&x=1',
  ],
  ['/sv/e-tjanster/#main', '/sv/e-tjanster/#main'],
  ['/fi/asiointi/a%20b', '/fi/asiointi/a%20b'],
  ['/fi/asiointi/%C3%A4', '/fi/asiointi/%C3%A4'],
  ['/fi/asiointi/ä?nimi=Mäkinen', '/fi/asiointi/%C3%A4?nimi=M%C3%A4kinen'],
  ['/%20/evil.example', '/%20/evil.example'],
  // An encoded slash or backslash in the query cannot move the target: kept.
  ['/fi/asiointi/omat-tiedot?q=a%2Fb', '/fi/asiointi/omat-tiedot?q=a%2Fb'],
  [
    '/fi/asiointi/chat?next=%2Ffi%2Fasiointi#x%2Fy',
    '/fi/asiointi/chat?next=%2Ffi%2Fasiointi#x%2Fy',
  ],
  ['/fi/asiointi/?q=%5C', '/fi/asiointi/?q=%5C'],
];

/** The identification pages: never a place to come back to after signing in. */
const identificationPages: [string, string][] = [
  ['the login page', '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=%2Ffi%2Fasiointi'],
  ['the callback', '/fi/asiointi/tunnistaminen/callback?code=x&state=y'],
  ['the silent renew page', '/sv/e-tjanster/identifiering/silent-renew'],
  ['the logged-out page', '/en/e-services/identification/you-logged-out'],
  ['the timed-out page', '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos'],
];

describe('safe redirect targets (NS-38)', () => {
  it('has a real table of hostile values', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
  });

  it.each(hostile)('sends %s home', (_name, value) => {
    expect(safeRedirectPath(value, origin)).toBe('/');
  });

  it.each(hostile)('uses the given fallback for %s', (_name, value) => {
    expect(safeRedirectPath(value, origin, '/fi/asiointi')).toBe('/fi/asiointi');
  });

  it.each(good)('keeps %s with its query and hash', (value, expected) => {
    expect(safeRedirectPath(value, origin)).toBe(expected);
  });

  it.each(identificationPages)('never returns to %s', (_name, value) => {
    expect(safeRedirectPath(value, origin, '/fi/asiointi/')).toBe('/fi/asiointi/');
  });

  it('still refuses an encoded slash in the path when the query has one too', () => {
    expect(safeRedirectPath('/%2F/evil.example?q=a%2Fb', origin)).toBe('/');
    expect(safeRedirectPath('/fi\\evil?q=a', origin)).toBe('/');
  });

  it('normalises dot segments within the origin', () => {
    expect(safeRedirectPath('/fi/asiointi/../asiointi/omat-tiedot', origin)).toBe(
      '/fi/asiointi/omat-tiedot',
    );
  });
});
