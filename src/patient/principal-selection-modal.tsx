import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type SyntheticEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useListPrincipals } from '../../generated/identity/identity.ts';
import type { Principal } from '../../generated/identity/model/index.ts';
import { useAuth } from '../auth/index.ts';
import { formatDate } from '../i18n/index.ts';
import { Button, Dialog, Notice, RemoteContent, remoteStateOf, reportError } from '../ui/index.ts';
import type { CurrentPatient } from './current-patient.ts';
import { displayName } from './display-name.ts';
import type { PatientSelection } from './current-patient.ts';
import { useCurrentPatient, usePatientContext, useSelectPatient } from './patient-context.tsx';
import './principal-selection.css';

type Failure = 'principalWasNotSelected' | 'failedToSelectPrincipal' | 'overAgeLimit';

/**
 * The principal-selection modal (P-10…P-15): the main user and the principals, a required choice,
 * add-principal, and help by phone. A choice shows the confirmation (P-13) and closes the modal.
 * The current patient is preselected, except before a chat (`chooseAfresh`); a principal whose
 * right has ended is shown as ended and cannot be chosen (docs/acting-on-behalf.md).
 */
export function PrincipalSelectionModal() {
  const { t } = useTranslation();
  const { request, closeSelection, confirm, customerServicePhone, startAddPrincipal } =
    usePatientContext();
  const { user } = useAuth();
  const select = useSelectPatient();
  const current = useCurrentPatient();
  const principals = useListPrincipals({ query: { enabled: request !== null } });
  // The user's own pick in this opening; until then the current patient's, if choosable.
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState<'select' | 'add' | null>(null);
  // The add-principal flow could not start (session info failed): nothing was stored or left.
  const [addFailed, setAddFailed] = useState(false);
  const firstChoiceRef = useRef<HTMLInputElement>(null);
  const formId = useId();
  const errorId = useId();
  const open = request !== null;

  const close = () => {
    setPicked(null);
    setFailure(null);
    setAddFailed(false);
    closeSelection();
  };

  // The modal belongs to the page it opened over: going to another page (Back, a link of a page
  // that opened it on arrival) closes it, and it opens afresh next time (P-12: nothing chosen).
  // `//fi/…` (a return the router is taken from) and `/fi/…` are the same page.
  const pathname = useLocation().pathname.replace(/^\/+/, '/');
  const openedOn = useRef<string | null>(null);
  const closeOnLeave = useEffectEvent(close);
  useEffect(() => {
    if (!open) {
      openedOn.current = null;
    } else if (openedOn.current === null) {
      openedOn.current = pathname;
    } else if (openedOn.current !== pathname) {
      closeOnLeave();
    }
  }, [open, pathname]);

  const state = remoteStateOf(principals);
  // "Now" for an ended right is when the list was answered: render stays pure.
  const now = principals.dataUpdatedAt;
  const choice =
    picked ?? (request?.chooseAfresh === true ? null : preselection(current, principals.data, now));

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (choice === null) {
      setFailure('principalWasNotSelected');
      firstChoiceRef.current?.focus();
      return;
    }
    const principal = principals.data?.find((p) => p.id === choice && !hasEnded(p, now));
    const patient: CurrentPatient = principal
      ? { type: 'principal', id: principal.id }
      : { type: 'main' };
    setBusy('select');
    setFailure(null);
    const outcome = await select(patient).catch(() => ({ kind: 'Failed' }) as const);
    setBusy(null);
    switch (outcome.kind) {
      case 'Selected':
        close();
        request?.onSelected?.(patient);
        confirm(
          principal
            ? { first: principal.firstName, last: principal.lastName }
            : { first: user?.givenName ?? '', last: user?.familyName ?? '' },
        );
        return;
      case 'TooOld':
        setFailure('overAgeLimit');
        return;
      case 'Failed':
        setFailure('failedToSelectPrincipal');
        return;
    }
  };

  const addPrincipal = async () => {
    setBusy('add');
    setAddFailed(false);
    try {
      await startAddPrincipal();
    } catch (cause) {
      reportError('[patient] Adding a principal could not start.', cause);
      setAddFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const failureText =
    failure === 'overAgeLimit'
      ? t('onBehalfOf.addPrincipal.overAgeLimit')
      : failure && t(`onBehalfOf.selectPrincipal.${failure}`);
  const flowError = addFailed ? 'connectionError' : request?.errorKey;
  // The patient's own cancel on the authorization page is no failure: said calmly, not in red.
  const cancelled = flowError === 'interupted';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('onBehalfOf.selectPrincipal.title')}
      description={t('onBehalfOf.selectPrincipal.description')}
      closeLabel={t('common.close')}
      size="medium"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('onBehalfOf.selectPrincipal.cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy === 'select'}>
            {t('onBehalfOf.selectPrincipal.confirm')}
          </Button>
        </>
      }
    >
      {flowError && (
        <Notice
          tone={cancelled ? 'info' : 'error'}
          role={cancelled ? 'status' : 'alert'}
          title={t(
            cancelled
              ? 'onBehalfOf.addPrincipal.interruptedTitle'
              : 'onBehalfOf.addPrincipal.failedTitle',
          )}
        >
          <p>{t(`onBehalfOf.addPrincipal.${flowError}`)}</p>
        </Notice>
      )}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <RemoteContent
          state={state}
          loadingLabel={t('onBehalfOf.selectPrincipal.loading')}
          failureMessage={t('onBehalfOf.selectPrincipal.failedToLoadPrincipals')}
          retryLabel={t('common.retry')}
          onRetry={() => void principals.refetch()}
        >
          {(list) => (
            <fieldset
              className="patient-choices"
              aria-describedby={failure ? errorId : undefined}
              aria-invalid={failure === 'principalWasNotSelected' || undefined}
            >
              <legend className="patient-choices__legend">
                {t('onBehalfOf.selectPrincipal.listLabel')}
              </legend>
              <PersonChoice
                ref={firstChoiceRef}
                value="main"
                checked={choice === 'main'}
                onChange={setPicked}
                name={[user?.givenName, user?.familyName].filter(Boolean).join(' ')}
                notes={[t('onBehalfOf.selectPrincipal.yourself')]}
              />
              {list.map((principal) => (
                <PersonChoice
                  key={principal.id}
                  value={principal.id}
                  checked={choice === principal.id}
                  disabled={hasEnded(principal, now)}
                  onChange={setPicked}
                  name={displayName(principal)}
                  notes={principalNotes(principal, now, t)}
                />
              ))}
            </fieldset>
          )}
        </RemoteContent>
        {failureText && (
          <p id={errorId} role="alert" className="patient-choices__error">
            {failureText}
          </p>
        )}
      </form>
      <section className="patient-add" aria-labelledby={`${formId}-add`}>
        <h3 id={`${formId}-add`} className="patient-add__title">
          {t('onBehalfOf.selectPrincipal.addPrincipal')}
        </h3>
        <p>{t('onBehalfOf.selectPrincipal.addPrincipalDescription')}</p>
        <Button
          variant="secondary"
          size="small"
          loading={busy === 'add'}
          onClick={() => void addPrincipal()}
        >
          {t('onBehalfOf.selectPrincipal.addPrincipal')}
        </Button>
      </section>
      <HelpLine
        text={(phone) => t('onBehalfOf.selectPrincipal.help', { phone })}
        phone={customerServicePhone}
      />
    </Dialog>
  );
}

/** The right to act for `principal` ended at `validUntil` (C-29); the identity service would refuse. */
function hasEnded(principal: Principal, now: number): boolean {
  return principal.validUntil !== undefined && Date.parse(principal.validUntil) <= now;
}

/** The choice the modal opens with: whom the user acts for now, when that one can be chosen. */
function preselection(
  current: PatientSelection,
  principals: readonly Principal[] | undefined,
  now: number,
): string | null {
  switch (current.type) {
    case 'main':
      return 'main';
    case 'principal': {
      const principal = principals?.find((p) => p.id === current.id);
      return principal && !hasEnded(principal, now) ? principal.id : null;
    }
    case 'register-principal':
      return null;
  }
}

function principalNotes(
  principal: Principal,
  now: number,
  t: ReturnType<typeof useTranslation>['t'],
): string[] {
  if (principal.validUntil && hasEnded(principal, now)) {
    // An ended right is the one thing that matters: the rest would read as if still choosable.
    return [
      t('onBehalfOf.selectPrincipal.validUntilPassed', {
        date: formatDate(new Date(principal.validUntil)),
      }),
    ];
  }
  const notes = [t('onBehalfOf.selectPrincipal.principal')];
  if (!principal.onlinePaymentAllowed) {
    notes.push(t('onBehalfOf.selectPrincipal.onlinePaymentNotAllowed'));
  }
  if (principal.validUntil) {
    notes.push(
      t('onBehalfOf.selectPrincipal.validUntil', {
        date: formatDate(new Date(principal.validUntil)),
      }),
    );
  }
  return notes;
}

function PersonChoice({
  ref,
  value,
  checked,
  disabled = false,
  onChange,
  name,
  notes,
}: {
  ref?: Ref<HTMLInputElement>;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (value: string) => void;
  name: string;
  notes: readonly string[];
}) {
  const id = useId();
  return (
    <div className="patient-choice">
      <input
        ref={ref}
        id={id}
        type="radio"
        name="patient"
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-notes`}
        onChange={() => {
          onChange(value);
        }}
        className="patient-choice__input"
      />
      <label htmlFor={id} className="patient-choice__label">
        <span className="patient-choice__name">{name}</span>
        <span id={`${id}-notes`} className="patient-choice__notes">
          {notes.join(' · ')}
        </span>
      </label>
    </div>
  );
}

/** Stands in for the number while the translated sentence is split around it. */
const phoneMarker = '\u0000phone\u0000';

/** P-15: help by phone, the number as a `tel:` link inside the translated sentence. */
function HelpLine({
  text,
  phone,
}: {
  text: (phone: string) => string;
  phone: { display: string; tel: string };
}) {
  const [before = '', after = ''] = text(phoneMarker).split(phoneMarker);
  return (
    <p className="patient-help">
      {before}
      <a href={`tel:${phone.tel}`}>{phone.display}</a>
      {after}
    </p>
  );
}
