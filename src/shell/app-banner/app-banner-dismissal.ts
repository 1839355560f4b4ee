/** NS-56 / NS-18: where the banner's dismissal time is kept (epoch milliseconds). */
export const APP_BANNER_DISMISSED_AT_KEY = 'tap.app_banner_dismissed_at';

/** NS-56: a dismissal is remembered for 30 days. */
export const APP_BANNER_DISMISSAL_DAYS = 30;

const dismissalMs = APP_BANNER_DISMISSAL_DAYS * 24 * 60 * 60 * 1000;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

/** Whether the banner was dismissed less than 30 days before `now`. */
export function isAppBannerDismissed(storage: ReadableStorage | null, now: number): boolean {
  const stored = Number(storage?.getItem(APP_BANNER_DISMISSED_AT_KEY) ?? Number.NaN);
  return Number.isFinite(stored) && stored <= now && now - stored < dismissalMs;
}

export function rememberAppBannerDismissal(storage: WritableStorage | null, now: number): void {
  storage?.setItem(APP_BANNER_DISMISSED_AT_KEY, String(now));
}

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
