import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetPaymentMethodQueryKey,
  useGetPaymentMethod,
  useUpdatePaymentMethod,
} from '../../generated/payments/payments.ts';
import type { PaymentMethod } from '../../generated/payments/model/paymentMethod.zod.ts';
import type { InvoiceFee } from '../../generated/payments/model/invoiceFee.zod.ts';
import type { PaymentMethodSetting } from '../../generated/payments/model/paymentMethodSetting.zod.ts';
import {
  PaperInvoiceConfirmation,
  usePaperInvoiceSwitch,
  useSave,
} from '../patient/forms/index.ts';
import {
  paymentSettingOf,
  useOnlinePaymentAllowed,
  usePatientTextContext,
} from '../patient/index.ts';
import { Notice, RemoteContent, SaveStateNotice, SwitchField } from '../ui/index.ts';
import { InformationSection } from './information-section.tsx';

const methodKeys = {
  online: 'myInformation.payments.methods.online',
  paper: 'myInformation.payments.methods.paper',
  not_set: 'myInformation.payments.methods.notSet',
} as const satisfies Record<PaymentMethod, string>;

/**
 * The online-payment switch: on sends `online` (C-14), saved at once; off sends `paper`, which
 * has a fee, once the patient confirms it.
 */
function OnlinePaymentSwitch({
  method,
  fee,
}: {
  method: PaymentMethod;
  fee: InvoiceFee | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdatePaymentMethod();
  const switchRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const { status, save, notice } = useSave<boolean, PaymentMethodSetting>({
    send: (online) => update.mutateAsync({ data: { method: online ? 'online' : 'paper' } }),
    onSaved: (saved) => {
      // The answer may leave out what only the read gives (the fee).
      queryClient.setQueryData<PaymentMethodSetting>(getGetPaymentMethodQueryKey(), (previous) => ({
        ...previous,
        ...saved,
      }));
      setChosen(null);
    },
    retryFocus: switchRef,
  });
  const paperInvoice = usePaperInvoiceSwitch((online) => {
    setChosen(online);
    void save(online);
  });
  return (
    <div className="my-information__setting">
      <SwitchField
        ref={switchRef}
        label={t('myInformation.payments.onlineToggle')}
        hint={t('myInformation.payments.onlineToggleHint')}
        checked={chosen ?? method === 'online'}
        busy={status.kind === 'Saving'}
        onChange={paperInvoice.onChange}
      />
      <SaveStateNotice state={notice} />
      <PaperInvoiceConfirmation fee={fee} {...paperInvoice.confirmation} />
    </div>
  );
}

/**
 * R-58 "payments": the payment method of the payments service (C-13) and the online-payment
 * switch (C-14), offered only to whom online payment is allowed. A maintenance break of the
 * service (503) says so instead (NS-29); a setting not found is "not set" (AMB-22).
 */
export function PaymentsSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useGetPaymentMethod();
  const allowed = useOnlinePaymentAllowed();
  const person = usePatientTextContext();
  return (
    <InformationSection id={id} title={t('myInformation.payments.title')}>
      <p>{t('myInformation.payments.intro', person)}</p>
      <RemoteContent
        state={paymentSettingOf(query)}
        loadingLabel={t('myInformation.loading')}
        failureMessage={t('forms.loadError')}
        retryLabel={t('forms.retry')}
        onRetry={() => void query.refetch()}
      >
        {(setting) =>
          setting.kind === 'Unavailable' ? (
            <Notice tone="warning">
              <p>
                {setting.readOnly
                  ? t('myInformation.payments.readOnly')
                  : t('myInformation.payments.unavailable')}
              </p>
            </Notice>
          ) : (
            <>
              <dl className="my-information__details">
                <div className="my-information__detail">
                  <dt>{t('myInformation.payments.method')}</dt>
                  <dd>{t(methodKeys[setting.method])}</dd>
                </div>
              </dl>
              {allowed === true && (
                <OnlinePaymentSwitch method={setting.method} fee={query.data?.paperInvoiceFee} />
              )}
              {allowed === false && <p>{t('myInformation.payments.notAllowed')}</p>}
            </>
          )
        }
      </RemoteContent>
    </InformationSection>
  );
}
