import { expect, type Page } from '@playwright/test';

/**
 * Keys that may stay in the browser after a session ends: none of them holds a token, a person or
 * a place in the portal. `tap.signed_out_at` is a timestamp, `tap.env` the chosen environment,
 * `tap.app_banner_dismissed_at` the app banner's dismissal, `asiointi.mock.prefer` the mock
 * stack's failure switch, `tap.feedback.last_at` the time of the last feedback (B-13) and
 * `tap.feedback_visitor_v1` the random visitor id of the feedback tags, the visitor's or each
 * signed-in person's own (suffixed with a hash of the person: docs/feedback.md).
 */
const harmlessKey =
  /^(tap\.env|tap\.signed_out_at|tap\.app_banner_dismissed_at|tap\.feedback\.last_at(\.[0-9a-f]{32})?|tap\.feedback_visitor_v1(\.[0-9a-f]{32})?|asiointi\.mock\.prefer)$/;

/** Every key of the page's local and session storage. */
export function storageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
}

/**
 * Asserts on the whole key lists of both storages that no session record (`tap.session_v1`), no
 * oidc-client-ts user or state (`oidc.*`), no patient selection (`tap.patient_v1`, `tap.obo.v1`)
 * and no `tap.return_to` is left: only harmless keys.
 */
export async function expectNoSessionLeft(page: Page): Promise<void> {
  // Polled: the end of a session removes the oidc-client-ts user asynchronously.
  await expect
    .poll(async () => {
      const keys = await storageKeys(page);
      return {
        local: keys.local.filter((key) => !harmlessKey.test(key)),
        session: keys.session.filter((key) => !harmlessKey.test(key)),
      };
    })
    .toEqual({ local: [], session: [] });
}
