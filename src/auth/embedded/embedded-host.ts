// Embedded mode (S-44, E-30, E-31). Our choice of contract with the native app, which the spec
// leaves open; the native team's page is docs/native-app.md (our proposal to them). Before the
// web app starts, the host sets
//   window.AsiointiHost = { token, patientType: 'main' | 'principal',
//                           supportedNavigationTypes: string[], supportedFeatures: string[],
//                           logout?: () => void, renewToken?: () => void,
//                           analyticsConsent?: boolean }
// as an ordinary (configurable) property. Its presence alone means embedded mode. The host owns
// sign-in: there is no OIDC redirect, no idle time-out and no session dialog here. The web app
// takes the global once at start (`takeEmbeddedHost`) and deletes it, so no other script on the
// page can read the token; the token then lives only in the embedded session's closure. A
// renewed token comes through `window.AsiointiWeb.setToken(token)`, which the page defines as a
// frozen, non-writable, non-configurable property (no other script can swap it to catch the
// tokens), and which takes only a token of the same user. `renewToken` is how the page asks for
// one, `logout` how it tells the native app that the patient logged out. For a principal the
// host's token is already the principal's (AMB-06), and the patient type cannot be changed in
// the web app.
import { z } from 'zod/mini';
import { decodeJwtPayload } from '../jwt.ts';
import { reportError } from '../../ui/telemetry/index.ts';
import type { HostWindow } from './host-window.ts';

export { isEmbedded, type HostWindow } from './host-window.ts';

/** Built when the portal runs embedded (`z.lazy`), not on every page's start. */
export const EmbeddedHost = z.lazy(() =>
  z.object({
    token: z.optional(z.string()),
    patientType: z.enum(['main', 'principal']),
    supportedNavigationTypes: z._default(z.array(z.string()), []),
    supportedFeatures: z._default(z.array(z.string()), []),
    logout: z.optional(z.custom<() => void>((value) => typeof value === 'function')),
    renewToken: z.optional(z.custom<() => void>((value) => typeof value === 'function')),
    /** Proposal: the patient's statistics consent, asked by the app (docs/native-app.md). */
    analyticsConsent: z.optional(z.boolean()),
  }),
);

/** A host token whose user GUID was checked. */
export interface HostToken {
  token: string;
  /** The user GUID (`sub`) of the token. */
  userId: string;
  /** Token expiry, epoch seconds, when the token says. */
  expiresAt: number | undefined;
}

/** What the host supplied, with a token whose user GUID was checked. */
export interface EmbeddedHost extends HostToken {
  patientType: 'main' | 'principal';
  supportedNavigationTypes: readonly string[];
  supportedFeatures: readonly string[];
  /** Tells the native app the patient logged out, when the host gave the function. */
  logout: (() => void) | undefined;
  /** Asks the native app for a new token (it answers through `AsiointiWeb.setToken`). */
  renewToken: (() => void) | undefined;
  /** The statistics consent the app asked for; undefined when it did not say (no analytics). */
  analyticsConsent: boolean | undefined;
}

export const noHostTokenMessage = 'No app auth token provided';
export const noUserGuidMessage = 'The app auth token has no user GUID';

const userGuid = z.uuid();

/**
 * Checks a token of the host's: throws `Error('No app auth token provided')` when it is missing
 * (E-30) and a failure when its `sub` is not a user GUID (E-31).
 */
export function readHostToken(token: string | undefined): HostToken {
  if (token === undefined || token === '') {
    throw new Error(noHostTokenMessage);
  }
  const claims = decodeJwtPayload(token);
  const subject = claims?.sub;
  if (!userGuid.safeParse(subject).success) {
    throw new Error(noUserGuidMessage);
  }
  const exp = claims?.exp;
  return {
    token,
    userId: subject as string,
    expiresAt: typeof exp === 'number' ? exp : undefined,
  };
}

/** Reads and checks what the host supplied; throws as `readHostToken` does for its token. */
export function readEmbeddedHost(win: HostWindow): EmbeddedHost {
  const host = EmbeddedHost.parse(win.AsiointiHost);
  return {
    ...readHostToken(host.token),
    patientType: host.patientType,
    supportedNavigationTypes: host.supportedNavigationTypes,
    supportedFeatures: host.supportedFeatures,
    logout: host.logout,
    renewToken: host.renewToken,
    analyticsConsent: host.analyticsConsent,
  };
}

let takenFeatures: readonly string[] = [];
let takenAnalyticsConsent: boolean | undefined;

/** The host's `supportedFeatures` as taken at the start; none outside the native app. */
export const hostSupportedFeatures = (): readonly string[] => takenFeatures;

/** The host's `analyticsConsent` as taken at the start; undefined outside the native app. */
export const hostAnalyticsConsent = (): boolean | undefined => takenAnalyticsConsent;

/**
 * Takes what the host supplied, once: the global is deleted from the window before it is
 * checked, so nothing of it stays readable or writable for other scripts, even when it fails
 * the checks of `readEmbeddedHost` (which this throws as it does).
 */
export function takeEmbeddedHost(win: HostWindow): EmbeddedHost {
  const supplied: HostWindow = { AsiointiHost: win.AsiointiHost };
  if (!Reflect.deleteProperty(win, 'AsiointiHost')) {
    reportError(
      '[auth] window.AsiointiHost could not be deleted: define it as configurable',
      undefined,
      'warning',
    );
  }
  const host = readEmbeddedHost(supplied);
  takenFeatures = host.supportedFeatures;
  takenAnalyticsConsent = host.analyticsConsent;
  return host;
}

/** What the page offers the native app once it has started (`window.AsiointiWeb`). */
export interface EmbeddedPage {
  /**
   * Takes a renewed token: true when it is a token of the signed-in user that has not expired,
   * false (and the old token kept) otherwise, or after the patient logged out.
   */
  setToken: (token: string) => boolean;
}

/** The page's global for the native app, next to the host's own `AsiointiHost`. */
export const pageGlobal = 'AsiointiWeb';

/**
 * Puts `page` on the window as `AsiointiWeb`: frozen, not writable and not configurable, so no
 * other script can replace it and catch the tokens the host hands to it.
 */
export function offerToHost(win: HostWindow, page: EmbeddedPage): void {
  try {
    Object.defineProperty(win, pageGlobal, {
      value: Object.freeze({ ...page }),
      enumerable: false,
      writable: false,
      configurable: false,
    });
  } catch (cause) {
    reportError('[auth] window.AsiointiWeb could not be defined: token renewal is off', cause);
  }
}
