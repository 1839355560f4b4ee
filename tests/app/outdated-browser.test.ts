import { describe, expect, it, vi } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  isOutdatedBrowser,
  outdatedBrowserTarget,
  redirectOutdatedBrowser,
  type BrowserWindow,
} from '../../src/app/start/outdated-browser.ts';

function browser(href: string, withResizeObserver: boolean) {
  const replace = vi.fn<(url: string) => void>();
  const win = {
    location: { href, replace } as unknown as Location,
    ...(withResizeObserver ? { ResizeObserver: vi.fn() } : {}),
  } satisfies BrowserWindow;
  return { win, replace };
}

describe('the outdated-browser check (R-10)', () => {
  it('finds a browser without ResizeObserver outdated', () => {
    expect(isOutdatedBrowser(browser('https://a.example/', false).win)).toBe(true);
    expect(
      isOutdatedBrowser({ ...browser('https://a.example/', false).win, ResizeObserver: {} }),
    ).toBe(true);
    expect(isOutdatedBrowser(browser('https://a.example/', true).win)).toBe(false);
  });

  it('sends an outdated browser to the provider’s page in the current language (NS-36)', () => {
    const { win, replace } = browser('https://asiointi.example/sv/e-tjanster/chatt', false);
    expect(outdatedBrowserTarget(win, environments.prod)).toBe(
      'https://www.asiointi.example/sv/outdated-browser',
    );
    expect(redirectOutdatedBrowser(win, environments.prod)).toBe(true);
    expect(replace).toHaveBeenCalledWith('https://www.asiointi.example/sv/outdated-browser');
  });

  it('takes the language query parameter first, and Finnish by default', () => {
    const { win } = browser('https://asiointi.example/fi/asiointi/?language=en', false);
    expect(outdatedBrowserTarget(win, environments.test)).toBe(
      'https://www.test.asiointi.example/en/outdated-browser',
    );
    expect(
      outdatedBrowserTarget(browser('https://asiointi.example/', false).win, environments.prod),
    ).toBe('https://www.asiointi.example/fi/outdated-browser');
  });

  it('leaves a current browser where it is', () => {
    const { win, replace } = browser('https://asiointi.example/fi/asiointi/', true);
    expect(redirectOutdatedBrowser(win, environments.prod)).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
