// Embedded mode (S-44, E-30, E-31). Our choice of contract with the native app, which the spec
// leaves open: before the web app starts, the host sets
//   window.AsiointiHost = { token, patientType: 'main' | 'principal',
//                           supportedNavigationTypes: string[], supportedFeatures: string[],
//                           logout?: () => void }
// as an ordinary (configurable) property. Its presence alone means embedded mode. The host owns
// sign-in: there is no OIDC redirect, no idle time-out and no session dialog here. The web app
// takes the global once at start (`takeEmbeddedHost`) and deletes it, so no other script on the
// page can read the token or put another in its place; the token then lives only in the
// embedded session's closure. A renewed token comes with a reload of the page (the host sets
// the global again before the app's script runs). `logout` is how the web app tells the native
// app that the patient logged out. For a principal the host's token is already the principal's
// (AMB-06), and the patient type cannot be changed in the web app.
import { z } from 'zod/mini';
import { decodeJwtPayload } from '../jwt.ts';

/** Built when the portal runs embedded (`z.lazy`), not on every page's start (issue #14). */
export const EmbeddedHost = z.lazy(() =>
  z.object({
    token: z.optional(z.string()),
    patientType: z.enum(['main', 'principal']),
    supportedNavigationTypes: z._default(z.array(z.string()), []),
    supportedFeatures: z._default(z.array(z.string()), []),
    logout: z.optional(z.custom<() => void>((value) => typeof value === 'function')),
  }),
);

/** What the host supplied, with a token whose user GUID was checked. */
export interface EmbeddedHost {
  token: string;
  /** The user GUID (`sub`) of the token. */
  userId: string;
  /** Token expiry, epoch seconds, when the token says. */
  expiresAt: number | undefined;
  patientType: 'main' | 'principal';
  supportedNavigationTypes: readonly string[];
  supportedFeatures: readonly string[];
  /** Tells the native app the patient logged out, when the host gave the function. */
  logout: (() => void) | undefined;
}

export const noHostTokenMessage = 'No app auth token provided';
export const noUserGuidMessage = 'The app auth token has no user GUID';

const userGuid = z.uuid();

/** The global the native app sets. */
export interface HostWindow {
  AsiointiHost?: unknown;
}

/** Whether the page runs inside the native app. */
export function isEmbedded(win: HostWindow): boolean {
  return win.AsiointiHost !== undefined;
}

/**
 * Reads and checks what the host supplied. Throws `Error('No app auth token provided')` when
 * the token is missing (E-30) and a failure when its `sub` is not a user GUID (E-31).
 */
export function readEmbeddedHost(win: HostWindow): EmbeddedHost {
  const host = EmbeddedHost.parse(win.AsiointiHost);
  if (host.token === undefined || host.token === '') {
    throw new Error(noHostTokenMessage);
  }
  const claims = decodeJwtPayload(host.token);
  const subject = claims?.sub;
  if (!userGuid.safeParse(subject).success) {
    throw new Error(noUserGuidMessage);
  }
  const exp = claims?.exp;
  return {
    token: host.token,
    userId: subject as string,
    expiresAt: typeof exp === 'number' ? exp : undefined,
    patientType: host.patientType,
    supportedNavigationTypes: host.supportedNavigationTypes,
    supportedFeatures: host.supportedFeatures,
    logout: host.logout,
  };
}

/**
 * Takes what the host supplied, once: the global is deleted from the window before it is
 * checked, so nothing of it stays readable or writable for other scripts, even when it fails
 * the checks of `readEmbeddedHost` (which this throws as it does).
 */
export function takeEmbeddedHost(win: HostWindow): EmbeddedHost {
  const supplied: HostWindow = { AsiointiHost: win.AsiointiHost };
  if (!Reflect.deleteProperty(win, 'AsiointiHost')) {
    console.warn('[auth] window.AsiointiHost could not be deleted: define it as configurable');
  }
  return readEmbeddedHost(supplied);
}
