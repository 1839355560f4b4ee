import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetTermsOfUseAcceptanceQueryKey,
  useAcceptTermsOfUse,
} from '../../../generated/patient/patient.ts';
import { Button, Notice } from '../../ui/index.ts';

export interface TermsOfUseStepProps {
  /** The full terms on the provider's website (the shell's `links.termsOfUse`). */
  termsOfUseUrl: string;
  onAccepted: () => void;
}

type Status = { kind: 'Idle' } | { kind: 'Saving' } | { kind: 'Failed' };

/**
 * P-34: a short summary of the terms, a link to them, and a required "I accept" checkbox;
 * accepting saves with `PUT /terms-of-use/acceptances` (acceptTermsOfUse) and updates the cached
 * acceptance, so the redirect guard sees it at once.
 */
export function TermsOfUseStep({ termsOfUseUrl, onAccepted }: TermsOfUseStepProps) {
  const { t } = useTranslation();
  const checkboxId = useId();
  const errorId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'Idle' });
  const queryClient = useQueryClient();
  const accept = useAcceptTermsOfUse();

  const save = async () => {
    setStatus({ kind: 'Saving' });
    try {
      const answer = await accept.mutateAsync({ data: { accepted: true } });
      queryClient.setQueryData(getGetTermsOfUseAcceptanceQueryKey(), answer);
    } catch {
      setStatus({ kind: 'Failed' });
      return;
    }
    setStatus({ kind: 'Idle' });
    onAccepted();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!accepted) {
          setMissing(true);
          checkbox.current?.focus();
          return;
        }
        void save();
      }}
    >
      <p>{t('onboarding.main.termsOfUse.summaryIntro')}</p>
      <ul className="onboarding__terms-summary">
        <li>{t('onboarding.main.termsOfUse.summary.service')}</li>
        <li>{t('onboarding.main.termsOfUse.summary.identification')}</li>
        <li>{t('onboarding.main.termsOfUse.summary.data')}</li>
        <li>{t('onboarding.main.termsOfUse.summary.onBehalf')}</li>
      </ul>
      <p>
        <a href={termsOfUseUrl} target="_blank" rel="noopener noreferrer">
          {t('onboarding.main.termsOfUse.readTerms')}
          <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
        </a>
      </p>
      <label className="onboarding__checkbox" htmlFor={checkboxId}>
        <input
          ref={checkbox}
          id={checkboxId}
          type="checkbox"
          required
          checked={accepted}
          aria-invalid={missing && !accepted}
          aria-describedby={missing && !accepted ? errorId : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) {
              setMissing(false);
            }
          }}
        />
        <span>{t('onboarding.main.termsOfUse.accept')}</span>
      </label>
      <div aria-live="polite">
        {missing && !accepted && (
          <p id={errorId} className="onboarding__error">
            {t('onboarding.main.termsOfUse.acceptRequired')}
          </p>
        )}
      </div>
      <div className="onboarding__actions">
        <Button ref={submit} type="submit" variant="primary" loading={status.kind === 'Saving'}>
          {t('onboarding.main.termsOfUse.save')}
        </Button>
      </div>
      {status.kind === 'Failed' && (
        <Notice tone="error" className="onboarding__actions">
          <p role="alert">{t('forms.saveError')}</p>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              submit.current?.focus();
              void save();
            }}
          >
            {t('forms.retry')}
          </Button>
        </Notice>
      )}
    </form>
  );
}
