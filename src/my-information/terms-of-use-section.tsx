import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetTermsOfUseAcceptanceQueryKey,
  useAcceptTermsOfUse,
  useGetTermsOfUseAcceptance,
} from '../../generated/patient/patient.ts';
import type { TermsOfUseAcceptance } from '../../generated/patient/model/termsOfUseAcceptance.zod.ts';
import { useSave } from '../patient/forms/index.ts';
import { Button, RemoteContent, remoteStateOf, SaveStateNotice } from '../ui/index.ts';
import { InformationSection } from './information-section.tsx';

/**
 * The main user's terms of use (C-24): accepted, or accepted here (the acceptTermsOfUse call)
 * with its save state; the terms themselves are on the provider's website. Principals have no
 * terms of their own, so the page leaves this out for them.
 */
export function TermsOfUseSection({ termsOfUseUrl }: { termsOfUseUrl: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const acceptance = useGetTermsOfUseAcceptance();
  const accept = useAcceptTermsOfUse();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { status, save, notice } = useSave<true, TermsOfUseAcceptance>({
    send: () => accept.mutateAsync({ data: { accepted: true } }),
    onSaved: (answer) => {
      queryClient.setQueryData(getGetTermsOfUseAcceptanceQueryKey(), answer);
    },
    retryFocus: buttonRef,
  });
  // Once accepted the button is gone: the focus goes to what is now true.
  useEffect(() => {
    if (status.kind === 'Saved') {
      statusRef.current?.focus();
    }
  }, [status.kind]);
  return (
    <InformationSection title={t('myInformation.termsOfUse.title')}>
      <RemoteContent
        state={remoteStateOf(acceptance)}
        loadingLabel={t('myInformation.loading')}
        failureMessage={t('forms.loadError')}
        retryLabel={t('forms.retry')}
        onRetry={() => void acceptance.refetch()}
      >
        {({ accepted }) => (
          <>
            <p ref={statusRef} tabIndex={-1}>
              {accepted
                ? t('myInformation.termsOfUse.accepted')
                : t('myInformation.termsOfUse.notAccepted')}
            </p>
            {!accepted && (
              <Button
                ref={buttonRef}
                variant="primary"
                loading={status.kind === 'Saving'}
                onClick={() => void save(true)}
              >
                {t('myInformation.termsOfUse.accept')}
              </Button>
            )}
          </>
        )}
      </RemoteContent>
      <SaveStateNotice state={notice} />
      <p>
        <a href={termsOfUseUrl} target="_blank" rel="noopener noreferrer">
          {t('myInformation.termsOfUse.read')}
          <span className="visually-hidden">{` (${t('common.opensInNewTab')})`}</span>
        </a>
      </p>
    </InformationSection>
  );
}
