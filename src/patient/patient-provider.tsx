import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import { safeRedirectPath } from '../auth/index.ts';
import {
  AddPrincipalError,
  isAddPrincipalReturn,
  messageFor,
  withoutReturnParameters,
} from './add-principal.ts';
import type { AddPrincipalActions } from './add-principal-actions.ts';
import { PatientDialogs } from './patient-dialogs.tsx';
import {
  PatientContextProvider,
  usePatientContext,
  type PatientContextValue,
} from './patient-context.tsx';

/** P-14: `?selectChildFor=<chatId>` opens the selection before that chat starts. */
export const selectChildForParameter = 'selectChildFor';

export interface PatientProviderProps {
  value: Omit<PatientContextValue, 'startAddPrincipal'>;
  addPrincipal: AddPrincipalActions;
  children: ReactNode;
}

/** The patient layer inside the router: its context, its dialogs and its URL parameters. */
export function PatientProvider({ value, addPrincipal, children }: PatientProviderProps) {
  const language = useRouteLanguage();
  const { pathname, search, hash } = useLocation();
  // One context object per language and location, so its consumers re-render only then.
  const context = useMemo<PatientContextValue>(
    () => ({
      ...value,
      startAddPrincipal: () =>
        addPrincipal.start({
          redirectUri: `${window.location.origin}${pathFor(language, 'frontpage.main')}`,
          returnTo: safeRedirectPath(`${pathname}${search}${hash}`, window.location.origin),
          language,
        }),
    }),
    [value, addPrincipal, language, pathname, search, hash],
  );
  return (
    <PatientContextProvider value={context}>
      {children}
      <PatientDialogs />
      <UrlRequests addPrincipal={addPrincipal} />
    </PatientContextProvider>
  );
}

/** Acts on the patient layer's URL parameters: the add-principal return and `selectChildFor`. */
function UrlRequests({ addPrincipal }: { addPrincipal: AddPrincipalActions }) {
  const { openSelection, confirm } = usePatientContext();
  const navigate = useNavigate();
  const language = useRouteLanguage();
  const { pathname, search, hash } = useLocation();
  const handled = useRef<string | null>(null);
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!isAddPrincipalReturn(params) || handled.current === search) {
      return;
    }
    handled.current = search;
    const rest = withoutReturnParameters(params).toString();
    void addPrincipal
      .complete(params)
      .then((outcome) => {
        if (outcome.kind === 'Registered') {
          void navigate(outcome.returnTo, { replace: true });
          confirm({ first: outcome.firstName, last: outcome.lastName });
          return;
        }
        const query = new URLSearchParams({ returnTo: outcome.returnTo });
        void navigate(`${pathFor(language, 'onboarding.principalContactInfo')}?${query}`, {
          replace: true,
        });
      })
      .catch((error: unknown) => {
        const code = error instanceof AddPrincipalError ? error.code : 'unhandled-error';
        console.warn(`[patient] Adding a principal failed: ${code}`, error);
        void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
        openSelection({ errorKey: messageFor(code) });
      });
  }, [search, pathname, hash, addPrincipal, navigate, openSelection, confirm, language]);

  useEffect(() => {
    const chatId = new URLSearchParams(search).get(selectChildForParameter);
    if (chatId !== null && askedFor.current !== search) {
      askedFor.current = search;
      openSelection({ chatId });
    }
  }, [search, openSelection]);

  return null;
}
