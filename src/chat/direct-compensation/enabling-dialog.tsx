import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  getUpdateInsuranceMutationKey,
  useListInsurances,
} from '../../../generated/patient/patient.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePrincipalName } from '../../patient/index.ts';
import { Button, Dialog, RemoteContent, remoteStateOf } from '../../ui/index.ts';
import { useChatSettings } from '../chat-settings.tsx';
import { EnablingInsuranceSwitch } from './enabling-insurance-switch.tsx';
import {
  clearEnablingFlag,
  markEnablingOpen,
  markEnablingSaved,
  type EnablingFlow,
} from './enabling-flag.ts';
import { enablingSaved, insurancesLeftOff } from './enabling-rules.ts';

export interface EnablingDialogProps {
  flow: EnablingFlow;
}

/**
 * The enabling step of direct compensation (Q-29…Q-31): a modal with one switch per insurance
 * (C-19), each saved on its own (C-20) and each required to be on before Next, which opens the
 * insurer's default queue (K-39). While it is open `tap.dc.enabling` is set (NS-46); Next clears
 * it. Closing it leads to the chat front page, which then tells that enabling was interrupted.
 */
export function EnablingDialog({ flow }: EnablingDialogProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const { queueIds } = useChatSettings();
  const principalName = usePrincipalName();
  const insurances = useListInsurances({ language });
  const saving = useIsMutating({ mutationKey: getUpdateInsuranceMutationKey() }) > 0;
  const [attempted, setAttempted] = useState(false);
  const switches = useRef(new Map<string, HTMLInputElement>());
  const listId = useId();

  useEffect(() => {
    markEnablingOpen(window.sessionStorage, flow);
  }, [flow]);
  // The list holds each save's answer: the flag follows what was saved, however the step is left.
  const saved = insurances.data === undefined ? 'none' : enablingSaved(insurances.data);
  useEffect(() => {
    markEnablingSaved(window.sessionStorage, flow, saved);
  }, [flow, saved]);

  const close = () => {
    void navigate(pathFor(language, 'chat.main'));
  };

  const next = () => {
    const list = insurances.data ?? [];
    const leftOff = insurancesLeftOff(list);
    if (leftOff.length > 0) {
      setAttempted(true);
      switches.current.get(leftOff[0] ?? '')?.focus();
      return;
    }
    clearEnablingFlag(window.sessionStorage);
    void navigate(pathFor(language, 'chat.onDemand', { chatId: queueIds.insuranceDefaultQueue }));
  };

  const ready = insurances.data !== undefined && insurances.data.length > 0;
  return (
    <Dialog
      open
      onClose={close}
      title={t('chat.directCompensation.enablingStep.title')}
      description={
        principalName === null
          ? t('chat.directCompensation.enablingStep.description')
          : t('chat.directCompensation.enablingStep.descriptionForPrincipal', {
              name: principalName,
            })
      }
      closeLabel={t('chat.directCompensation.enablingStep.close')}
      closeOnOverlayClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('chat.directCompensation.enablingStep.cancel')}
          </Button>
          {ready && (
            <Button variant="primary" loading={saving} onClick={next}>
              {t('chat.directCompensation.enablingStep.next')}
            </Button>
          )}
        </>
      }
    >
      <RemoteContent
        state={remoteStateOf(insurances)}
        loadingLabel={t('chat.directCompensation.enablingStep.loading')}
        failureMessage={t('chat.directCompensation.enablingStep.getError')}
        retryLabel={t('chat.directCompensation.enablingStep.retry')}
        onRetry={() => void insurances.refetch()}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{t('chat.directCompensation.enablingStep.empty')}</p>
          ) : (
            <>
              <h3 id={listId} className="direct-compensation__list-title">
                {t('chat.directCompensation.enablingStep.listLabel')}
              </h3>
              <ul aria-labelledby={listId} className="direct-compensation__insurances">
                {list.map((insurance) => (
                  <EnablingInsuranceSwitch
                    key={insurance.id}
                    insurance={insurance}
                    language={language}
                    required={attempted && !insurance.enabled}
                    switchRef={(element) => {
                      if (element) {
                        switches.current.set(insurance.id, element);
                      } else {
                        switches.current.delete(insurance.id);
                      }
                    }}
                  />
                ))}
              </ul>
            </>
          )
        }
      </RemoteContent>
    </Dialog>
  );
}
