/**
 * Just enough of a browser's cookie store for signing in without one: cookies by name, sent back
 * on every request; a cookie that is set empty, or expired (`Expires` in the past, `Max-Age` 0 or
 * less), is forgotten. No domains, paths or redirects: one sign-in provider at a time.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  private readonly now: () => number;

  // No parameter property: Node runs this file by stripping types only.
  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** The `Cookie` request header. */
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes the `Set-Cookie` headers of an answer. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || this.expired(attributes)) {
        this.cookies.delete(name);
      } else {
        this.cookies.set(name, value);
      }
    }
  }

  private expired(attributes: string[]): boolean {
    return attributes.some((attribute) => {
      const eq = attribute.indexOf('=');
      const key = attribute.slice(0, eq).trim().toLowerCase();
      const value = attribute.slice(eq + 1).trim();
      if (key === 'max-age') {
        return Number(value) <= 0;
      }
      if (key === 'expires') {
        const at = Date.parse(value);
        return !Number.isNaN(at) && at <= this.now();
      }
      return false;
    });
  }
}
