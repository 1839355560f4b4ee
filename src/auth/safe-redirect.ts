// Open-redirect protection for `returnTo` / `redirectTo` (NS-38, STYLE.md "What not to copy"):
// only a same-origin path that starts with one `/` is followed; anything else goes home.
import { matchPath } from '../i18n/index.ts';

/** Raw or decoded characters that never belong in a redirect target (its path: also `\`). */
const forbiddenCharacter =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it rejects
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;
/** Encoded slash or backslash: browsers and servers may decode them into `//` or `\`. */
const encodedSeparator = /%(2f|5c)/i;
/** Encoded control characters (CR, LF, tab, NUL …) and DEL. */
const encodedControl = /%(0[0-9a-f]|1[0-9a-f]|7f)/i;
/** How many rounds of percent-decoding we look through (double and triple encoding). */
const decodeRounds = 4;

function unsafeForm(value: string, decoded: boolean): boolean {
  // A decoded plain space stays encoded in the URL we follow; raw, it is a whitespace trick.
  const checked = decoded ? value.replaceAll(' ', '') : value;
  // Separators matter in the path only: `?q=a%2Fb` cannot move the target anywhere.
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    path.includes('\\') ||
    forbiddenCharacter.test(checked) ||
    encodedSeparator.test(path) ||
    encodedControl.test(value)
  );
}

function hasUnsafeLayer(value: string): boolean {
  let current = value;
  for (let round = 0; round < decodeRounds; round += 1) {
    // NFKC too: a fullwidth solidus or reverse solidus (U+FF0F, U+FF3C) becomes `/` or `\` to
    // anything that normalises Unicode on the way.
    if (unsafeForm(current, round > 0) || unsafeForm(current.normalize('NFKC'), round > 0)) {
      return true;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (decoded === current) {
      return false;
    }
    current = decoded;
  }
  // Still changing after every round: deliberately nested encoding.
  return true;
}

/**
 * The same-origin path (with its query and hash) that `value` names, or `fallback` when the value
 * is missing or could lead anywhere else: other origins, `//host`, backslashes or encoded slashes
 * or backslashes in the path (also double-encoded), their Unicode compatibility forms, control or
 * invisible characters, any scheme; and the identification pages (login, callback, silent renew,
 * logged out, timed out), which are never a place to come back to.
 */
export function safeRedirectPath(value: unknown, origin: string, fallback = '/'): string {
  if (typeof value !== 'string' || value === '' || hasUnsafeLayer(value)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin) {
    return fallback;
  }
  if (matchPath(url.pathname)?.routeKey.startsWith('identification.')) {
    return fallback;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
