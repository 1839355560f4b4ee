// The tab's session as the start makes it, without React: the entry loads this module when a press
// on "Kirjaudu sisään" is kept before the app runs, so that sign-in starts as soon as the session
// is made instead of after React and the app have arrived. The build keeps it and what it imports
// in a chunk that needs no library but zod (`sessionModule`, scripts/build/build-chunks.ts); the
// app's start takes the same session from here.
import {
  createAuth,
  receiveSessionHandover,
  startsLoggedOut,
  type AuthController,
} from '../../auth/index.ts';
import { resolveLanguage, type Language } from '../../i18n/index.ts';
import { reportError } from '../../ui/telemetry/index.ts';
import { currentEnvironment } from '../config/current-environment.ts';
import type { EnvironmentConfig } from '../config/environments.ts';
import { trackSignIn } from './analytics-seam.ts';
import { takeEarlyPress } from './event-replay.ts';
import { isOutdatedBrowser } from './outdated-browser.ts';

/** The page's language, from its address. */
export const language = (): Language => resolveLanguage(window.location.href);

/** The sign-in settings of `environment`, as the session and the silent-renew page take them. */
export const signInOf = (environment: EnvironmentConfig) => ({
  signIn: environment.auth,
  production: environment.name === 'prod',
  language,
});

/**
 * Whether the page may take over the markup the build prerendered into it (scripts/build/prerender.ts):
 * it was rendered for this environment, and the tab starts as the prerender did, without a
 * session, a query (`?env=`, a sign-in answer, returnTo) or a native app host. Otherwise the app
 * renders afresh over it. Asked once the open tabs have handed their session over
 * (`receiveSessionHandover`).
 */
export function hydratesPrerenderedPage(
  container: HTMLElement,
  environment: EnvironmentConfig,
): boolean {
  return (
    container.dataset.prerendered === environment.name &&
    window.location.search === '' &&
    startsLoggedOut(window)
  );
}

let session: Promise<AuthController> | undefined;
let clearQueryCache: () => void = () => undefined;

/**
 * The tab's one session, made on the first call: by an early sign-in or by the app's start,
 * whichever comes first. Until the app binds its query cache (`bindQueryCache`) there is none
 * to clear.
 */
export function tabSession(environment: EnvironmentConfig): Promise<AuthController> {
  session ??= createAuth({
    ...signInOf(environment),
    clearQueryCache: () => {
      clearQueryCache();
    },
    track: trackSignIn,
  });
  return session;
}

/** The query cache the session clears when the patient changes or leaves (S-30). */
export function bindQueryCache(clear: () => void): void {
  clearQueryCache = clear;
}

let keptSignIn: Promise<boolean> | undefined;

/**
 * A press on "Kirjaudu sisään" (the login, logged-out and timed-out pages) kept before the app ran
 * starts sign-in as soon as the session is made, without waiting for React, the page's render or
 * the replay: the browser leaves for the sign-in provider sooner. Only on markup the app would
 * hydrate, whose button's `data-return-to` is the destination the page itself names (the session
 * checks it, as any `returnTo`); elsewhere the press is replayed on the page the app renders.
 * Asked by the entry when the press is kept and by the app's start, it is decided once: whether
 * the sign-in started, in which case the app renders the page afresh, its button busy from the
 * session.
 */
export function startKeptSignIn(environment: EnvironmentConfig): Promise<boolean> {
  keptSignIn ??= (async () => {
    await receiveSessionHandover(window);
    const container = document.getElementById('root');
    // An outdated browser is sent to its page instead (outdated-browser.ts).
    if (
      isOutdatedBrowser(window) ||
      !container ||
      !hydratesPrerenderedPage(container, environment)
    ) {
      return false;
    }
    const button = takeEarlyPress('login');
    if (!button) {
      return false;
    }
    const auth = await tabSession(environment);
    auth.login(button.dataset.returnTo).catch((cause: unknown) => {
      reportError('[shell] Sign-in could not start.', cause);
    });
    return true;
  })();
  return keptSignIn;
}

/** `startKeptSignIn` in the page's environment: the entry's call once a sign-in press is kept. */
export const startKeptSignInHere = (): Promise<boolean> => startKeptSignIn(currentEnvironment());
