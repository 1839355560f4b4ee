import { resolveLanguage } from '../../i18n/index.ts';
import type { EnvironmentConfig } from '../config/environments.ts';
import { siteLinksOf } from '../routes/site-links.ts';

/** What the check needs of `window`; a browser without `ResizeObserver` is outdated. */
export type BrowserWindow = Pick<Window, 'location'> & { ResizeObserver?: unknown };

export const isOutdatedBrowser = (win: BrowserWindow): boolean =>
  typeof win.ResizeObserver !== 'function';

/** The outdated-browser page in the language of the current URL (NS-36). */
export const outdatedBrowserTarget = (win: BrowserWindow, environment: EnvironmentConfig): string =>
  siteLinksOf(environment).outdatedBrowser(resolveLanguage(win.location.href));

/**
 * Sends an outdated browser to the provider's outdated-browser page, replacing the history entry
 * so Back does not return to a page that cannot run. Returns whether it did, so the app stops.
 */
export function redirectOutdatedBrowser(
  win: BrowserWindow,
  environment: EnvironmentConfig,
): boolean {
  if (!isOutdatedBrowser(win)) {
    return false;
  }
  win.location.replace(outdatedBrowserTarget(win, environment));
  return true;
}
