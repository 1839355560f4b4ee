// The patient layer's parts that only a signed-in patient's page has: the portal
// loads this module with the session, so a visitor's first page carries none of it.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import {
  AddPrincipalError,
  isAddPrincipalReturn,
  messageFor,
  withoutReturnParameters,
} from './add-principal/add-principal.ts';
import type { AddPrincipalActions } from './add-principal/index.ts';
import { showPatientConfirmationParameter } from './onboarding/onboarding-paths.ts';
import { PatientDialogs } from './patient-dialogs.tsx';
import { useActingFor } from './acting-for.ts';
import { displayName } from './display-name.ts';
import { usePatientContext } from './patient-context.tsx';
import { selectChildForParameter } from './select-child-for.ts';
import { reportError } from '../ui/index.ts';

/**
 * What of the patient layer only a signed-in patient's page has, inside `PatientProvider`: the
 * principal-selection modal and the confirmation after a choice, and the URL parameters that ask
 * for them (the add-principal return, `selectChildFor`, `showPatientConfirmation`). The portal
 * loads it with the session (a visitor's first page has none of it).
 */
export function PatientSessionParts({ addPrincipal }: { addPrincipal: AddPrincipalActions }) {
  return (
    <>
      <PatientDialogs />
      <UrlRequests addPrincipal={addPrincipal} />
      <ConfirmationRequest />
      <PrincipalNameOfBanner />
    </>
  );
}

/** Gives the acting-for banner the name of the principal acted for (`useActingForName`). */
function PrincipalNameOfBanner() {
  const actingFor = useActingFor();
  const { publishPrincipalName } = usePatientContext();
  const id = actingFor.kind === 'principal' ? actingFor.id : null;
  const principal = actingFor.kind === 'principal' ? actingFor.principal : undefined;
  const name = principal ? displayName(principal) : null;
  useEffect(() => {
    publishPrincipalName(id !== null && name !== null ? { id, name } : null);
  }, [id, name, publishPrincipalName]);
  // The session's end unmounts it: nobody's name stays behind (S-30).
  useEffect(
    () => () => {
      publishPrincipalName(null);
    },
    [publishPrincipalName],
  );
  return null;
}

/**
 * This page again with `query` and `hash`. A path the browser was given as `//fi/…` is this
 * page, but the router would take `//…` for another origin and refuse to go there.
 */
export function samePagePath(pathname: string, query: string, hash: string): string {
  return `/${pathname.replace(/^\/+/, '')}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Acts on the patient layer's URL parameters: the add-principal return, and `selectChildFor`,
 * whose choice goes on to that chat's start for the person chosen (P-14).
 */
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
        // Through the base route, which keeps its entry behind the first step: Back from there
        // stays in the portal instead of returning to the authorization page.
        void navigate(`${pathFor(language, 'onboarding.principalOnboardingBaseRoute')}?${query}`, {
          replace: true,
        });
      })
      .catch((error: unknown) => {
        const code = error instanceof AddPrincipalError ? error.code : 'unhandled-error';
        // The patient's own cancel on the authorization page is their choice, not a fault.
        if (code !== 'principal-selection-interrupted') {
          reportError(`[patient] Adding a principal failed: ${code}`, error, 'warning');
        }
        void navigate(samePagePath(pathname, rest, hash), { replace: true });
        openSelection({ errorKey: messageFor(code) });
      });
  }, [search, pathname, hash, addPrincipal, navigate, openSelection, confirm, language]);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const chatId = params.get(selectChildForParameter);
    if (chatId === null) {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === search) {
      return;
    }
    askedFor.current = search;
    // The request is taken from the address (replace), so a reload or Back does not ask again.
    params.delete(selectChildForParameter);
    void navigate(samePagePath(pathname, params.toString(), hash), { replace: true });
    openSelection({
      chooseAfresh: true,
      onSelected: () => {
        if (isChatId(chatId)) {
          // The chat's explicit start (src/chat/session/session-start.ts; patient may not import chat).
          void navigate(pathFor(language, 'chat.onDemandSession', { chatId }), {
            state: { chatSessionStart: true },
          });
        }
      },
    });
  }, [search, pathname, hash, navigate, language, openSelection]);

  return null;
}

/** A chat id as the chat routes accept it; anything else only opens the selection. */
const isChatId = (value: string): boolean => /^\d+$/.test(value);

/**
 * P-36: a family member's onboarding returns with `showPatientConfirmation=1`. The flag goes from
 * the address (replace, so Back and reload do not show it again) and the confirmation names the
 * person now acted for, once the principals list (C-29) has said who that is. Proposal: acting
 * as oneself (the onboarding was aborted) or a principal the list does not name, or a list that
 * fails to load, shows no confirmation; the banner still says for whom the patient acts.
 */
function ConfirmationRequest() {
  const { confirm } = usePatientContext();
  const actingFor = useActingFor();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const asked = new URLSearchParams(search).get(showPatientConfirmationParameter) === '1';
  const known = actingFor.kind !== 'principal' || actingFor.principal !== undefined;
  const settled = actingFor.kind !== 'principal' || !actingFor.loading;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!asked || (!known && !settled) || handled.current === search) {
      return;
    }
    handled.current = search;
    const params = new URLSearchParams(search);
    params.delete(showPatientConfirmationParameter);
    void navigate(samePagePath(pathname, params.toString(), hash), { replace: true });
    switch (actingFor.kind) {
      case 'principal':
        if (actingFor.principal) {
          confirm({ first: actingFor.principal.firstName, last: actingFor.principal.lastName });
        }
        return;
      case 'registerPrincipal':
        confirm({ first: actingFor.firstName, last: actingFor.lastName });
        return;
      case 'self':
        return;
    }
  }, [asked, known, settled, actingFor, confirm, navigate, pathname, search, hash]);

  return null;
}
