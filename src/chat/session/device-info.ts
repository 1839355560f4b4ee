// NS-16 (proposal): the `deviceInfo` of the secure metadata request, `{mode};{device};{browser}`.

/** `mobile` for phones and tablets by their user agent, `desktop` otherwise (as B-06). */
export function deviceOf(userAgent: string): 'mobile' | 'desktop' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}

const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

/** The browser's name and major version (`Chrome 156`); the user agent when unknown. */
export function browserOf(userAgent: string): string {
  for (const [name, pattern] of browsers) {
    const version = pattern.exec(userAgent)?.[1];
    if (version !== undefined) {
      return `${name} ${version}`;
    }
  }
  return userAgent.trim() || 'unknown';
}

/** e.g. `web;desktop;Chrome 156`; the browser cut to 64 characters (the contract's pattern). */
export function deviceInfoOf(mode: 'web' | 'embedded', userAgent: string): string {
  const device = mode === 'embedded' ? 'mobile' : deviceOf(userAgent);
  return `${mode};${device};${browserOf(userAgent)
    .replace(/[\r\n]/g, ' ')
    .slice(0, 64)}`;
}
