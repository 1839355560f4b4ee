// The consent platform behind a small adapter: Cookiebot's public browser API on the web
// (https://www.cookiebot.com/en/developer/), the native app's own consent when embedded.

export interface ConsentPlatform {
  /** Starts the platform; `onDecision` gets the statistics decision whenever it is known. */
  start: (onDecision: (statistics: boolean) => void) => void;
  /** Lets the patient change the decision (Cookiebot shows its dialog again). */
  renew: () => void;
}

/** The part of Cookiebot's `window.Cookiebot` the adapter reads. */
interface CookiebotGlobal {
  consent?: { statistics?: unknown };
  hasResponse?: unknown;
  renew?: () => void;
}

/** Cookiebot's window events that carry a decision (given now, or read from its cookie). */
export const cookiebotEvents = [
  'CookiebotOnConsentReady',
  'CookiebotOnAccept',
  'CookiebotOnDecline',
] as const;

export interface CookiebotSettings {
  scriptUrl: string;
  /** The domain group id (`data-cbid`). */
  domainGroupId: string;
  /** The dialog's language (`data-culture`). */
  culture: string;
}

/**
 * Cookiebot in manual mode (no `data-blockingmode`): its `uc.js` loads on every page and shows
 * its dialog; the portal itself loads the trackers only after `consent.statistics`.
 */
export function cookiebot(
  settings: CookiebotSettings,
  win: Window = window,
  doc: Document = document,
): ConsentPlatform {
  const global = () => Reflect.get(win, 'Cookiebot') as CookiebotGlobal | undefined;
  const showAgain = () => {
    global()?.renew?.();
  };
  return {
    start(onDecision) {
      const read = () => {
        onDecision(global()?.consent?.statistics === true);
      };
      for (const name of cookiebotEvents) {
        win.addEventListener(name, read);
      }
      if (global()?.hasResponse === true) {
        read();
      }
      if (doc.getElementById('Cookiebot')) {
        return;
      }
      const script = doc.createElement('script');
      script.id = 'Cookiebot';
      // A script URL the environment names: the Trusted Types default policy lets it through.
      script.src = settings.scriptUrl;
      script.dataset.cbid = settings.domainGroupId;
      script.dataset.culture = settings.culture.toUpperCase();
      script.async = true;
      doc.head.append(script);
    },
    renew() {
      if (typeof global()?.renew === 'function') {
        showAgain();
        return;
      }
      // Asked before uc.js has run: its dialog shows once it has, rather than never. Cookiebot
      // has no event for that (its CookiebotOnLoad is the consent's, which a first visit only
      // fires on answering), so the wait is for the script element's own load. The one listener,
      // added again, is still one: a second early press shows the dialog once.
      doc.getElementById('Cookiebot')?.addEventListener('load', showAgain, { once: true });
    },
  };
}

/**
 * Embedded mode: the native app asked the patient (`AsiointiHost.analyticsConsent`, our proposal
 * in docs/native-app.md); without its answer nothing is sent.
 */
export function hostConsent(statistics: boolean | undefined): ConsentPlatform {
  return {
    start(onDecision) {
      onDecision(statistics === true);
    },
    renew() {
      // The host owns the consent: it asks the patient in the app.
    },
  };
}

/** Where no consent platform is configured, nothing is ever sent. */
export const noConsentPlatform: ConsentPlatform = hostConsent(false);
