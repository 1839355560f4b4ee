import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPrincipals } from '../../generated/identity/identity.ts';
import type { Principal } from '../../generated/identity/model/index.ts';
import { formatDate } from '../i18n/index.ts';
import {
  displayName,
  useCurrentPatient,
  usePrincipalSelection,
  useSelectPatient,
  type SelectOutcome,
} from '../patient/index.ts';
import { Button, Notice, RemoteContent, remoteStateOf } from '../ui/index.ts';
import { InformationSection } from './information-section.tsx';

/** What the last "act on behalf" did, for the message under the list. */
type Outcome =
  | { kind: 'None' }
  | { kind: 'Selected'; principal: Principal }
  | { kind: 'Refused'; outcome: Exclude<SelectOutcome['kind'], 'Selected'> };

function validity(t: ReturnType<typeof useTranslation>['t'], principal: Principal, now: Date) {
  if (principal.validUntil === undefined) {
    return null;
  }
  const until = new Date(principal.validUntil);
  const date = formatDate(until);
  return until.getTime() < now.getTime()
    ? t('onBehalfOf.selectPrincipal.validUntilPassed', { date })
    : t('onBehalfOf.selectPrincipal.validUntil', { date });
}

/**
 * R-58 "family members": the main user's principals (C-29) with a button to act on behalf of
 * each, through the patient layer's switch (P-16…P-18). The person acted for now is marked. In
 * the native app the host chooses the person (P-08), so there are no buttons.
 */
export function FamilyMembersSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const principals = useListPrincipals();
  const current = useCurrentPatient();
  const { canChange } = usePrincipalSelection();
  const select = useSelectPatient();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'None' });
  const messageRef = useRef<HTMLDivElement>(null);
  const now = new Date();

  const actFor = async (principal: Principal) => {
    setBusy(principal.id);
    setOutcome({ kind: 'None' });
    const result = await select({ type: 'principal', id: principal.id }).catch(
      (): SelectOutcome => ({ kind: 'Failed' }),
    );
    setBusy(null);
    setOutcome(
      result.kind === 'Selected'
        ? { kind: 'Selected', principal }
        : { kind: 'Refused', outcome: result.kind },
    );
  };

  // The pressed button is gone or stays put: the outcome is read where the focus goes.
  useEffect(() => {
    if (outcome.kind !== 'None') {
      messageRef.current?.focus();
    }
  }, [outcome]);

  return (
    <InformationSection id={id} title={t('myInformation.familyMembers.title')}>
      <RemoteContent
        state={remoteStateOf(principals)}
        loadingLabel={t('onBehalfOf.selectPrincipal.loading')}
        failureMessage={t('onBehalfOf.selectPrincipal.failedToLoadPrincipals')}
        retryLabel={t('forms.retry')}
        onRetry={() => void principals.refetch()}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{t('myInformation.familyMembers.empty')}</p>
          ) : (
            <>
              <p>{t('myInformation.familyMembers.intro')}</p>
              <ul className="my-information__people">
                {list.map((principal) => {
                  const name = displayName(principal);
                  const actingNow = current.type === 'principal' && current.id === principal.id;
                  const until = validity(t, principal, now);
                  return (
                    <li key={principal.id} className="my-information__person">
                      <div>
                        <p className="my-information__person-name">{name}</p>
                        {until !== null && <p className="my-information__muted">{until}</p>}
                        {actingNow && (
                          <p className="my-information__acting-now">
                            {t('myInformation.familyMembers.actingNow')}
                          </p>
                        )}
                      </div>
                      {canChange && !actingNow && (
                        <Button
                          variant="secondary"
                          size="small"
                          loading={busy === principal.id}
                          onClick={() => void actFor(principal)}
                          // The visible text starts the name (WCAG 2.5.3); the person ends it.
                          aria-label={`${t('myInformation.familyMembers.actFor')}: ${name}`}
                        >
                          {t('myInformation.familyMembers.actFor')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {!canChange && <p>{t('myInformation.familyMembers.fixed')}</p>}
            </>
          )
        }
      </RemoteContent>
      <div ref={messageRef} tabIndex={-1} className="my-information__message">
        {outcome.kind === 'Selected' && (
          <Notice tone="success" role="status">
            <p>
              {t('onBehalfOf.confirmation.actingOnBehalfOf', {
                first: outcome.principal.firstName,
                last: outcome.principal.lastName,
              })}
            </p>
          </Notice>
        )}
        {outcome.kind === 'Refused' && (
          <Notice tone="error" role="alert">
            <p>
              {outcome.outcome === 'TooOld'
                ? t('onBehalfOf.addPrincipal.overAgeLimit')
                : t('onBehalfOf.selectPrincipal.failedToSelectPrincipal')}
            </p>
          </Notice>
        )}
      </div>
    </InformationSection>
  );
}
