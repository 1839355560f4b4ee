/** NS-12: the maintenance flag is read again every 5 minutes while the page is visible. */
export const MAINTENANCE_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/** NS-12: and on a route change, at most once per 60 seconds. */
export const MAINTENANCE_ROUTE_CHECK_THROTTLE_MS = 60 * 1000;
