import { createContext, use, type ReactNode } from 'react';
import type { Catalogue, Language } from '../i18n/index.ts';
import type { BlockedAccess } from './blocked-access.ts';

/** What the header knows of the session (H-04): logged in with the person's names, or not. */
export type HeaderAuth =
  { kind: 'LoggedOut' } | { kind: 'LoggedIn'; givenNames: string; lastName: string };

/**
 * S-15: the sign-in state; an `Error` without a message shows the login-failed text (E-02), or
 * the timed-out text when the sign-in provider did not answer in time (E-09).
 */
export type ShellLoginState =
  | { kind: 'Idle' }
  | { kind: 'Loading' }
  | { kind: 'Success' }
  | { kind: 'Error'; message?: string; timedOut?: boolean };

/** The session as the shell uses it; the session layer supplies the functions. */
export interface ShellAuth {
  state: HeaderAuth;
  /**
   * The session layer's login state (its snapshot's `login`), when it keeps one: login buttons
   * then follow it. Without it they follow the promise `login` returns.
   */
  loginState?: ShellLoginState | undefined;
  /**
   * Starts an interactive sign-in that comes back to `returnTo` (a same-origin path). Resolves
   * when the browser is leaving for the sign-in provider; rejects when sign-in cannot start.
   */
  login: (returnTo: string) => Promise<void>;
  logout: () => Promise<void>;
}

/** Pages outside the portal, per language (H-02, H-06, H-13, H-16, R-10). */
export interface ShellLinks {
  /** The provider's main website (H-06). */
  mainWebsite: (language: Language) => string;
  /** The booking application on its own host (R-02, H-01). */
  booking: (language: Language) => string;
  /** The menu's separate applications, each on its own host per environment (H-02). */
  myEvents: (language: Language) => string;
  payments: (language: Language) => string;
  messages: (language: Language) => string;
  /** The visit page a booked appointment opens, on the visits application's host. */
  visit: (language: Language, webCode: string) => string;
  /** The outdated-browser page (R-10, NS-36). */
  outdatedBrowser: (language: Language) => string;
  /** The footer's "other contact information" (H-13) and the blocked page's link (H-21). */
  otherContactInformation: (language: Language) => string;
  priceList: (language: Language) => string;
  feedback: (language: Language) => string;
  termsOfUse: (language: Language) => string;
  privacy: (language: Language) => string;
}

/** Where the mobile app is downloaded (K-29). */
export interface AppStoreLinks {
  appStore: string;
  googlePlay: string;
}

/** The environment names the catalogue can label. */
export type ShellEnvironmentName = keyof Catalogue['environment'];

/** The act-on-behalf button (H-09, H-10); the patient layer opens its principal modal. */
export interface ActOnBehalf {
  currentPatientType: 'main' | 'principal';
  open: () => void;
}

/**
 * While the user acts for a principal: whom, and the one-click way back to themselves. Every
 * page shows it (the acting-for banner); `name` is null until the principal's name is known.
 */
export interface ActingFor {
  name: string | null;
  backToSelf: () => void;
}

/** Everything environment- or session-specific the shell needs; the app passes it in. */
export interface ShellSettings {
  /** Web mode has the header, footer and app banner; embedded mode has none of them. */
  mode: 'web' | 'embedded';
  environment: { name: ShellEnvironmentName; showTag: boolean };
  links: ShellLinks;
  /** NS-07: display form and E.164 form for `tel:` links. */
  customerServicePhone: { display: string; tel: string };
  appStores: AppStoreLinks;
  auth: ShellAuth;
  /** Set when a call answers `CustomerDeniedAccessError` (E-21); see `createBlockedAccess`. */
  blockedAccess: BlockedAccess;
  /** Shown when logged in, once the patient layer provides it. */
  actOnBehalf?: ActOnBehalf | undefined;
  /** Set while acting for a principal (the acting-for banner). */
  actingFor?: ActingFor | undefined;
  /** Opens the spontaneous feedback dialog (NS-50); without it the footer links to the website. */
  openFeedback?: (() => void) | undefined;
  /**
   * Lets the patient change the statistics consent (the consent platform's dialog); the footer
   * offers it where the environment has a consent platform.
   */
  cookieSettings?: (() => void) | undefined;
}

const ShellSettingsContext = createContext<ShellSettings | null>(null);

export function ShellSettingsProvider({
  settings,
  children,
}: {
  settings: ShellSettings;
  children: ReactNode;
}) {
  return <ShellSettingsContext value={settings}>{children}</ShellSettingsContext>;
}

/** The settings of the enclosing `ShellSettingsProvider`; without one it is a programming error. */
export function useShellSettings(): ShellSettings {
  const settings = use(ShellSettingsContext);
  if (!settings) {
    throw new Error('Shell components must be inside a ShellSettingsProvider.');
  }
  return settings;
}
