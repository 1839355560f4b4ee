import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetPaymentMethodQueryKey,
  useUpdatePaymentMethod,
} from '../../../generated/payments/payments.ts';
import type { InvoiceFee } from '../../../generated/payments/model/invoiceFee.zod.ts';
import type { PaymentMethod } from '../../../generated/payments/model/paymentMethod.zod.ts';
import type { PaymentMethodSetting } from '../../../generated/payments/model/paymentMethodSetting.zod.ts';
import { PaymentsMaintenanceError } from '../../api/index.ts';
import { SwitchField } from '../../ui/index.ts';
import {
  PaperInvoiceConfirmation,
  usePaperInvoiceSwitch,
  useSave,
} from '../../patient/forms/index.ts';
import { SaveStateNotice, type SaveState } from '../../ui/index.ts';
import type { PaymentsMaintenance } from './online-payment-view.ts';

export interface OnlinePaymentSwitchProps {
  /** The method in effect. */
  method: PaymentMethod;
  /** NS-29: a maintenance break allows no change; the switch shows `method`, disabled. */
  locked: boolean;
  onChanged: () => void;
  onMaintenance: (maintenance: PaymentsMaintenance) => void;
  /** What a paper invoice costs, as the setting says; named before turning online payment off. */
  fee: InvoiceFee | undefined;
}

/**
 * on sends `online` (C-14), saved at once; off sends `paper` (as in my information) once
 * the patient confirms its fee. Success
 * and failure are announced (E-37); the failure's retry sends the same choice again. The saved
 * method becomes the payment query's answer, for my information too.
 */
export function OnlinePaymentSwitch({
  method,
  locked,
  onChanged,
  onMaintenance,
  fee,
}: OnlinePaymentSwitchProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdatePaymentMethod();
  const switchRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const { status, save } = useSave<boolean, PaymentMethodSetting>({
    send: (online) => update.mutateAsync({ data: { method: online ? 'online' : 'paper' } }),
    onSaved: (saved) => {
      const queryKey = getGetPaymentMethodQueryKey();
      // The answer may leave out what only the read gives (the fee).
      queryClient.setQueryData<PaymentMethodSetting>(queryKey, (previous) => ({
        ...previous,
        ...saved,
      }));
      // Stale for every other reader (my information reads it again); this panel keeps the answer.
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      setChosen(null);
    },
    onFailure: (error) => {
      if (error instanceof PaymentsMaintenanceError) {
        setChosen(null);
        onMaintenance(error.mode === 'readonly' ? 'readOnly' : 'unavailable');
      }
      return false;
    },
    retryFocus: switchRef,
  });

  const paperInvoice = usePaperInvoiceSwitch((online) => {
    setChosen(online);
    onChanged();
    void save(online);
  });

  const notice = ((): SaveState => {
    switch (status.kind) {
      case 'Saved':
        return {
          kind: 'Success',
          message:
            method === 'online'
              ? t('chat.onlinePayment.paymentUpdate.enabled')
              : t('chat.onlinePayment.paymentUpdate.disabled'),
        };
      case 'Failed':
        return {
          kind: 'Error',
          message: t('chat.onlinePayment.paymentUpdate.error'),
          retryLabel: t('chat.onlinePayment.retry'),
          onRetry: () => {
            switchRef.current?.focus();
            void save(status.values);
          },
        };
      case 'Clear':
      case 'Saving':
        return { kind: 'Clear' };
    }
  })();

  return (
    <div className="online-payment__setting">
      {/* A disabled fieldset disables the switch natively: not focusable, announced as such. */}
      <fieldset className="online-payment__fieldset" disabled={locked}>
        <SwitchField
          ref={switchRef}
          label={t('chat.onlinePayment.toggle')}
          hint={t('chat.onlinePayment.toggleHint')}
          checked={locked ? method === 'online' : (chosen ?? method === 'online')}
          busy={status.kind === 'Saving'}
          onChange={paperInvoice.onChange}
        />
      </fieldset>
      <PaperInvoiceConfirmation fee={fee} {...paperInvoice.confirmation} />
      {locked ? (
        status.kind === 'Failed' && (
          <p role="alert" className="online-payment__error">
            {t('chat.onlinePayment.paymentUpdate.error')}
          </p>
        )
      ) : (
        <SaveStateNotice state={notice} />
      )}
    </div>
  );
}
