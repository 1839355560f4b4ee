// P-04, K-20, NS-18: a cookie flag that tells the provider's other applications whether the
// user acts for a principal: `tap_principal=true|false`, path `/`, the last two host labels as
// domain, Secure, SameSite=Lax.

export const principalCookieName = 'tap_principal';

/** K-20: `a.b.example.fi` → `example.fi`; a single label (`localhost`) or an IP has no domain. */
export function cookieDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return undefined;
  }
  const labels = hostname.split('.').filter((label) => label !== '');
  return labels.length < 2 ? undefined : labels.slice(-2).join('.');
}

/** The `document.cookie` assignment that sets the flag. */
export function principalCookie(actingForPrincipal: boolean, hostname: string): string {
  const domain = cookieDomain(hostname);
  return [
    `${principalCookieName}=${String(actingForPrincipal)}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'secure',
    'samesite=lax',
  ].join('; ');
}
