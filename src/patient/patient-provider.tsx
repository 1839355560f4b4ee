import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import { safeRedirectPath } from '../auth/index.ts';
import type { AddPrincipalActions } from './add-principal/index.ts';
import { PatientContextProvider, type PatientContextValue } from './patient-context.tsx';

export interface PatientProviderProps {
  value: Omit<PatientContextValue, 'startAddPrincipal'>;
  addPrincipal: AddPrincipalActions;
  children: ReactNode;
}

/** The patient layer's context inside the router (its dialogs: `PatientSessionParts`). */
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
  return <PatientContextProvider value={context}>{children}</PatientContextProvider>;
}
