import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, reportError } from '../../ui/index.ts';
import { useShellSettings, type ShellLoginState } from '../shell-settings.tsx';

export interface LoginButtonProps {
  /** Where sign-in comes back to: a same-origin path. */
  returnTo: string;
  label: string;
  /** The page already shows the sign-in error (the login page's error box, S-12). */
  errorShown?: boolean;
}

/**
 * Starts sign-in towards `returnTo`. While the browser leaves for the sign-in provider the button
 * shows a spinner and ignores clicks (S-14); when sign-in fails it says so (S-15, E-02). The button
 * carries `returnTo` (`data-return-to`) for a press before the app runs, which the session's start
 * answers itself (src/app/start/session-start.ts).
 */
export function LoginButton({ returnTo, label, errorShown = false }: LoginButtonProps) {
  const { t } = useTranslation();
  const { auth } = useShellSettings();
  const [ownState, setOwnState] = useState<ShellLoginState>({ kind: 'Idle' });
  const state = auth.loginState ?? ownState;
  // Back from the sign-in provider through the back-forward cache: the button works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setOwnState({ kind: 'Idle' });
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  const logIn = () => {
    setOwnState({ kind: 'Loading' });
    auth.login(returnTo).catch((error: unknown) => {
      reportError('[shell] Sign-in could not start.', error);
      setOwnState({ kind: 'Error' });
    });
  };
  return (
    <div className="shell-login-button">
      {state.kind === 'Error' && !errorShown && (
        <Notice tone="error" role="alert">
          <p>
            {state.message ??
              t(
                state.timedOut
                  ? 'identification.login.error.timedOut'
                  : 'identification.login.failed',
              )}
          </p>
        </Notice>
      )}
      <Button
        fullWidth
        loading={state.kind === 'Loading'}
        data-replay="login"
        data-return-to={returnTo}
        onClick={logIn}
      >
        {label}
      </Button>
      <p role="status" className="visually-hidden">
        {state.kind === 'Loading' ? t('identification.login.loading') : ''}
      </p>
    </div>
  );
}
