import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  type Request,
} from '@playwright/test';
import { statisticsRefusedCookie } from '../mock-server/analytics/consent-cookie.ts';
import { waitForApp } from './app-ready.ts';
import { appOrigin, isRefreshTokenRequest, signIn } from './sign-in.ts';

export { waitForApp };

/**
 * A patient who refused statistics in the local consent stand-in (Cookiebot's `uc.js`,
 * mock-server/analytics/analytics-stand-ins.ts), so that its dialog does not cover the pages of
 * tests about something else. The cookie is the host's, for every port of localhost.
 */
export async function refuseAnalytics(context: BrowserContext): Promise<void> {
  await context.addCookies([statisticsRefusedCookie('http://localhost')]);
}

/**
 * A session signed in once through the UI and kept for the worker's later tests as the person
 * (`signedInAs`): the browser context that holds its DPoP key pair (non-extractable, in
 * IndexedDB, so it cannot be copied into another context), and what the sign-in left in the
 * storages and cookies, which each test starts from.
 */
interface KeptSession {
  context: BrowserContext;
  cookies: Cookie[];
  local: [string, string][];
  session: [string, string][];
  signedInAt: number;
}

/**
 * How long a kept session is used: less than the five minutes after which the portal renews the
 * tokens on the patient's next action (and well inside its 20-minute idle time-out), so that a
 * test meets only the renewals it causes.
 */
const keptSessionMs = 4 * 60_000;

/**
 * The mock stack's origins besides the portal's (mock-server/stack.ts): the sign-in provider, the
 * gateway with the chat widget and the add-principal page, the chat host, the symptom survey,
 * telemetry and the analytics stand-ins.
 */
const mockStackOrigins = [4000, 4010, 4020, 4030, 4040, 4050].map(
  (port) => `http://localhost:${String(port)}`,
);

/** The options of the test's own context that a kept session's context must share. */
interface SessionContextOptions {
  baseURL: string | undefined;
  locale: string | undefined;
  timezoneId: string | undefined;
  viewport: BrowserContextOptions['viewport'];
  userAgent: string | undefined;
  deviceScaleFactor: number | undefined;
  isMobile: boolean;
  hasTouch: boolean;
}

/** The options as `browser.newContext` takes them: an unset one left out, not `undefined`. */
function contextOptions(options: SessionContextOptions): BrowserContextOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}

async function signInKept(
  browser: Browser,
  options: SessionContextOptions,
  person: string,
  analyticsConsent: 'refused' | 'undecided',
): Promise<KeptSession> {
  const context = await browser.newContext(contextOptions(options));
  if (analyticsConsent === 'refused') {
    await refuseAnalytics(context);
  }
  const page = await context.newPage();
  await signIn(page, { person });
  const givenName = person.split(' ')[0] ?? person;
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(givenName) }),
  ).toBeVisible();
  const [local, session] = await page.evaluate(() => {
    const entries = (storage: Storage) =>
      Object.keys(storage).map((key): [string, string] => [key, storage.getItem(key) ?? '']);
    return [entries(localStorage), entries(sessionStorage)] as const;
  });
  const cookies = await context.cookies();
  await page.close();
  return { context, cookies, local, session, signedInAt: Date.now() };
}

/**
 * The test every e2e spec uses: it fails a test on any Content-Security-Policy violation the
 * browser reports on the pages it visits (the suite runs against the production build under
 * its strict CSP), on uncaught page errors, and on a message the page's catalogue lacks (the
 * `local` build reports each: `[i18n] Message not found`, e.g. a catalogue part not loaded). Its
 * patient has refused statistics unless a spec sets `analyticsConsent: 'undecided'`.
 *
 * A spec whose tests need a signed-in person but are not about signing in sets `signedInAs`:
 * its `page` then starts signed in as that person, as a tab the browser duplicated from one that
 * has just signed in (the same storages, cookies and DPoP key), on `about:blank`; its first
 * `goto` opens the portal. The sign-in through the UI (two app loads and the provider's page)
 * runs once per worker and person. Such a test must not end the session: the next test of the
 * worker starts from it.
 */
export const test = base.extend<
  {
    securityWatch: undefined;
    /** `undecided`: the consent dialog shows (docs/analytics.md); otherwise statistics refused. */
    analyticsConsent: 'refused' | 'undecided';
    /** The test bank's name of the person the test's page is signed in as; nobody by default. */
    signedInAs: string | undefined;
    keptSession: KeptSession | undefined;
  },
  { keptSessions: Map<string, KeptSession> }
>({
  analyticsConsent: ['refused', { option: true }],
  signedInAs: [undefined, { option: true }],
  keptSessions: [
    async ({ browser }, provide) => {
      const sessions = new Map<string, KeptSession>();
      await provide(sessions);
      if (browser.isConnected()) {
        await Promise.all([...sessions.values()].map(({ context }) => context.close()));
      }
    },
    { scope: 'worker' },
  ],
  keptSession: async (
    {
      browser,
      keptSessions,
      signedInAs,
      analyticsConsent,
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    },
    provide,
    testInfo,
  ) => {
    if (signedInAs === undefined) {
      await provide(undefined);
      return;
    }
    const options: SessionContextOptions = {
      baseURL,
      locale,
      timezoneId,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
    };
    const key = JSON.stringify({ signedInAs, analyticsConsent, options });
    let kept = keptSessions.get(key);
    if (kept !== undefined && Date.now() - kept.signedInAt > keptSessionMs) {
      keptSessions.delete(key);
      await kept.context.close();
      kept = undefined;
    }
    if (kept === undefined) {
      kept = await signInKept(browser, options, signedInAs, analyticsConsent);
      keptSessions.set(key, kept);
    }
    await kept.context.clearCookies();
    await kept.context.addCookies(kept.cookies);
    // A renewal rotates the refresh token, and the new one reaches the tab's storage some time
    // after the provider's answer: the next test would present the spent one, which makes the
    // provider revoke the whole grant. After a renewal, as after a failed test (which may have
    // left the session anywhere, ended or not), the next test signs in anew.
    const renewals: Request[] = [];
    const onRequest = (request: Request) => {
      if (isRefreshTokenRequest(request)) {
        renewals.push(request);
      }
    };
    kept.context.on('request', onRequest);
    await provide(kept);
    // A renewal the test's last moments started, or its pages' unloading, counts too.
    await Promise.all(kept.context.pages().map((page) => page.close()));
    kept.context.off('request', onRequest);
    if (renewals.length > 0 || testInfo.status !== testInfo.expectedStatus) {
      keptSessions.delete(key);
      await kept.context.close();
    }
  },
  context: async ({ context, analyticsConsent, keptSession }, provide) => {
    if (keptSession !== undefined) {
      await provide(keptSession.context);
      return;
    }
    if (analyticsConsent === 'refused') {
      await refuseAnalytics(context);
    }
    await provide(context);
  },
  // Every visit waits for the app to run the page before the test acts on it (waitForApp).
  page: async ({ page, keptSession }, provide) => {
    // A kept session's storages, written before the portal's first document runs, once: the init
    // script is removed after the first visit, and skips a document that already has a session.
    let seed: Awaited<ReturnType<typeof page.addInitScript>> | undefined;
    if (keptSession !== undefined) {
      seed = await page.addInitScript(
        ({ origin, local, session }) => {
          if (window.location.origin !== origin || sessionStorage.length > 0) {
            return;
          }
          localStorage.clear();
          for (const [key, value] of local) {
            localStorage.setItem(key, value);
          }
          for (const [key, value] of session) {
            sessionStorage.setItem(key, value);
          }
        },
        { origin: appOrigin, local: keptSession.local, session: keptSession.session },
      );
      // What the last test left in the mock stack's other origins (the chat widget's own storage,
      // say) goes; cookies are the session's again already.
      const cdp = await page.context().newCDPSession(page);
      for (const origin of mockStackOrigins) {
        await cdp.send('Storage.clearDataForOrigin', {
          origin,
          storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
        });
      }
      await cdp.detach();
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await seed?.dispose();
      seed = undefined;
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
  securityWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      const missingMessages: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
        if (message.text().startsWith('[i18n] Message not found')) {
          missingMessages.push(`${message.text()} (${page.url()})`);
        }
      });
      page.on('pageerror', (error) => {
        pageErrors.push(error.message);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'CSP violations').toEqual([]);
      expect(pageErrors, 'uncaught page errors').toEqual([]);
      expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
