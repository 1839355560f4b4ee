// The headers the production portal is served with (npm run serve; the deployment's reverse
// proxy must send the same). A strict Content-Security-Policy: no inline scripts or styles,
// nothing from elsewhere but the sign-in provider.

/** The Content-Security-Policy for a sign-in provider at `authority` (an origin). */
export function contentSecurityPolicy(authority: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${authority}`,
    // The silent sign-in iframe loads the provider, which redirects back to our silent-renew page.
    `frame-src 'self' ${authority}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export function productionHeaders(authority: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(authority),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
