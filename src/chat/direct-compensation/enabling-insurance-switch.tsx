import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insurance } from '../../../generated/patient/model/insurance.zod.ts';
import type { Language } from '../../i18n/index.ts';
import { useInsuranceSwitch } from '../../patient/forms/index.ts';
import { ErrorIcon, SaveStateNotice, SwitchField, type SaveState } from '../../ui/index.ts';

export interface EnablingInsuranceSwitchProps {
  insurance: Insurance;
  language: Language;
  /** Next was tried while this insurance is off: say that it is required. */
  required: boolean;
  /** Receives the switch, so Next can move the focus to the first one left off. */
  switchRef: (element: HTMLInputElement | null) => void;
}

/**
 * One insurance of the enabling step, saved as soon as it is switched (C-20, useInsuranceSwitch):
 * a success note, or `updateError` with a retry that sends the same choice again (E-40).
 */
export function EnablingInsuranceSwitch({
  insurance,
  language,
  required,
  switchRef,
}: EnablingInsuranceSwitchProps) {
  const { t } = useTranslation();
  const ownRef = useRef<HTMLInputElement | null>(null);
  const { status, save, checked, choose } = useInsuranceSwitch(insurance, language, ownRef);

  const notice = ((): SaveState => {
    switch (status.kind) {
      case 'Saved':
        return { kind: 'Success', message: t('chat.directCompensation.enablingStep.saved') };
      case 'Failed':
        return {
          kind: 'Error',
          message: t('chat.directCompensation.enablingStep.updateError'),
          retryLabel: t('chat.directCompensation.enablingStep.retry'),
          onRetry: () => {
            ownRef.current?.focus();
            void save(status.values);
          },
        };
      case 'Clear':
      case 'Saving':
        return { kind: 'Clear' };
    }
  })();

  return (
    <li className="direct-compensation__insurance">
      <SwitchField
        ref={(element) => {
          ownRef.current = element;
          switchRef(element);
        }}
        label={insurance.description}
        hint={
          required && !checked ? (
            <span className="direct-compensation__required">
              <ErrorIcon className="direct-compensation__required-icon" />
              {t('chat.directCompensation.enablingStep.disabled')}
            </span>
          ) : undefined
        }
        checked={checked}
        busy={status.kind === 'Saving'}
        onChange={choose}
      />
      <SaveStateNotice state={notice} />
    </li>
  );
}
