// Interactive sign-in: the login redirect and its callback (S-05, S-06, S-40, NS-21, E-18).
import type { SignedInUser } from '../session/index.ts';
import {
  analyticsEventFor,
  isNetworkTimeout,
  loginErrorFrom,
  parseSigninResponse,
} from './callback.ts';
import { callbackFailedCode, type LoginError } from './login-query.ts';
import type { AuthIntent } from '../controller-types.ts';
import { rememberReturnTo, takeReturnTo } from './return-to.ts';
import type { SessionCore } from '../session/index.ts';
import { loggingOutKey } from '../storage-keys.ts';
import { reportError } from '../../ui/telemetry/index.ts';

/** Interactive sign-in as the web session offers it. */
export interface SignInFlow {
  login: (returnTo?: string) => Promise<void>;
  /** Completes the callback once per URL (React may run the callback route's effect twice). */
  handleCallback: (url: string) => Promise<AuthIntent>;
  /** Resolves when every callback started so far has settled. */
  settled: () => Promise<unknown>;
}

/** oidc-client-ts's answer to a response whose `state` this tab never stored (or used already). */
const unknownStateMessage = 'No matching state found in storage';

const isUnknownState = (thrown: unknown): boolean =>
  thrown instanceof Error && thrown.message === unknownStateMessage;

/**
 * `restoreStored` confirms the tab from the stored session as a start without a code does: a
 * callback that is not this tab's sign-in (forged or replayed) goes on with what is stored.
 */
export function createSignInFlow(
  core: SessionCore,
  restoreStored: () => Promise<void>,
): SignInFlow {
  const { deps } = core;
  /** The callback in progress, by URL: React may run the callback route's effect twice. */
  const callbacks = new Map<string, Promise<AuthIntent>>();

  const fail = (error: LoginError): AuthIntent => {
    deps.track(analyticsEventFor(error));
    core.dispatch({ type: 'SessionNotFound' });
    // No message from the provider: its description is text from a URL (the login page shows a
    // translated message for the code).
    core.dispatch({ type: 'LoginFailed' });
    return { kind: 'navigate', to: 'login', error };
  };

  const complete = async (url: string): Promise<AuthIntent> => {
    let signedIn: SignedInUser;
    try {
      // An `error` response goes through the library too: its state check comes first.
      signedIn = await deps.client.signinCallback(url);
    } catch (thrown) {
      const error = loginErrorFrom(thrown);
      if (parseSigninResponse(url).kind === 'Error' && error.error === callbackFailedCode) {
        // An error whose state the library did not recognise may be forged (anyone can link
        // to the callback): it changes nothing here, no logout, no analytics, no message.
        return { kind: 'navigate', to: 'path', path: '/' };
      }
      if (isUnknownState(thrown) && core.store.read() !== null) {
        // A forged or replayed link to the callback while a session is stored: not this tab's
        // sign-in, so the session and the tab go on as they were (no logout, no message).
        await restoreStored();
        return { kind: 'navigate', to: 'path', path: '/' };
      }
      return fail(error);
    }
    deps.sharedStorage.removeItem(loggingOutKey);
    core.setUser(signedIn);
    core.markRenewed();
    const record = core.store.start();
    core.applyRecord('SessionStarted', record);
    deps.bus.publish({ type: 'SessionStarted', record, subject: signedIn.subject });
    core.dispatch({ type: 'LoginSucceeded' });
    void deps.sendLoginEvent().catch((cause: unknown) => {
      reportError('[auth] Login app event failed', cause, 'warning');
    });
    return { kind: 'navigate', to: 'path', path: takeReturnTo(deps.sessionStorage, deps.origin) };
  };

  return {
    login: async (returnTo?: string): Promise<void> => {
      core.dispatch({ type: 'LoginStarted' });
      rememberReturnTo(deps.sessionStorage, returnTo, deps.origin);
      deps.sharedStorage.removeItem(loggingOutKey);
      try {
        await deps.client.signinRedirect(deps.language());
      } catch (cause) {
        deps.report({ message: 'Login failed', cause });
        core.dispatch({ type: 'LoginFailed', timedOut: isNetworkTimeout(cause) });
      }
    },

    handleCallback: (url: string): Promise<AuthIntent> => {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = complete(url);
        callbacks.set(url, pending);
      }
      return pending;
    },

    /** Resolves when every callback started so far has settled. */
    settled: () => Promise.all(callbacks.values()),
  };
}
