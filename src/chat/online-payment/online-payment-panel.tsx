import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFee } from '../../../generated/payments/model/invoiceFee.zod.ts';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import { useGetPaymentMethod } from '../../../generated/payments/payments.ts';
import { paymentSettingOf, useOnlinePaymentAllowed } from '../../patient/index.ts';
import { Button, Notice } from '../../ui/index.ts';
import { isPaidByTheUser } from '../chat-model.ts';
import { OnlinePaymentSwitch } from './online-payment-switch.tsx';
import {
  onlinePaymentView,
  type OnlinePaymentView,
  type PaymentsMaintenance,
} from './online-payment-view.ts';
import './online-payment.css';

export interface OnlinePaymentPanelProps {
  chat: ChatQueueOutput;
  /** The level of the panel's heading under the chat detail's own; default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * …Q-35: the online-payment toggle of a chat the patient pays herself, shown while
 * online payment is not enabled or not available (AMB-21). The chat detail renders it for a
 * signed-in patient; a chat the patient does not pay shows nothing.
 */
export function OnlinePaymentPanel({ chat, headingLevel = 3 }: OnlinePaymentPanelProps) {
  return isPaidByTheUser(chat.category) ? <PaymentPanel headingLevel={headingLevel} /> : null;
}

function PaymentPanel({ headingLevel }: { headingLevel: 2 | 3 | 4 | 5 }) {
  const Heading = `h${headingLevel}` as const;
  const { t } = useTranslation();
  const titleId = useId();
  const query = useGetPaymentMethod();
  const allowed = useOnlinePaymentAllowed();
  const [changedHere, setChangedHere] = useState(false);
  const [saveMaintenance, setSaveMaintenance] = useState<PaymentsMaintenance | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const retried = useRef(false);
  const view = onlinePaymentView({
    setting: paymentSettingOf(query),
    allowed,
    changedHere,
    saveMaintenance,
  });
  // A retry that succeeds removes its button: the focus goes to what replaced it.
  useEffect(() => {
    if (retried.current && view.kind !== 'Failure') {
      retried.current = false;
      sectionRef.current?.focus();
    }
  }, [view.kind]);
  if (view.kind === 'Hidden') {
    return null;
  }
  return (
    <section ref={sectionRef} tabIndex={-1} className="online-payment" aria-labelledby={titleId}>
      <Heading id={titleId} className="online-payment__title">
        {t('chat.onlinePayment.title')}
      </Heading>
      <PanelContent
        view={view}
        fee={query.data?.paperInvoiceFee}
        retrying={query.isFetching}
        onRetry={() => {
          retried.current = true;
          void query.refetch();
        }}
        onChanged={() => {
          setChangedHere(true);
        }}
        onMaintenance={setSaveMaintenance}
      />
    </section>
  );
}

function PanelContent({
  view,
  fee,
  retrying,
  onRetry,
  onChanged,
  onMaintenance,
}: {
  view: Exclude<OnlinePaymentView, { kind: 'Hidden' }>;
  fee: InvoiceFee | undefined;
  retrying: boolean;
  onRetry: () => void;
  onChanged: () => void;
  onMaintenance: (maintenance: PaymentsMaintenance) => void;
}) {
  const { t } = useTranslation();
  switch (view.kind) {
    case 'Switch':
      return (
        <>
          <OnlinePaymentSwitch
            method={view.method}
            locked={false}
            onChanged={onChanged}
            onMaintenance={onMaintenance}
            fee={fee}
          />
          {view.method !== 'online' && <PaperInvoiceFeeWarning />}
        </>
      );
    case 'NotAllowed':
      return (
        <>
          <p>{t('chat.onlinePayment.notAllowed')}</p>
          <PaperInvoiceFeeWarning />
        </>
      );
    case 'Locked':
      return (
        <>
          {view.method !== null && (
            <OnlinePaymentSwitch
              method={view.method}
              locked
              onChanged={onChanged}
              onMaintenance={onMaintenance}
              fee={fee}
            />
          )}
          <Notice tone="warning" className="online-payment__notice">
            <p>
              {view.maintenance === 'readOnly'
                ? t('chat.onlinePayment.readOnly')
                : t('chat.onlinePayment.unavailable')}
            </p>
          </Notice>
        </>
      );
    case 'Failure':
      return (
        <Notice tone="error" role="alert" className="online-payment__notice">
          <p>{t('chat.onlinePayment.loadError')}</p>
          <Button variant="secondary" size="small" loading={retrying} onClick={onRetry}>
            {t('chat.onlinePayment.retry')}
          </Button>
        </Notice>
      );
  }
}

/** Q-35, AMB-38: paper invoicing, chosen or by default, has a fee. */
function PaperInvoiceFeeWarning() {
  const { t } = useTranslation();
  return (
    <Notice
      tone="warning"
      toneLabel={t('chat.onlinePayment.warningLabel')}
      className="online-payment__notice"
    >
      <p>{t('chat.onlinePayment.paperInvoiceFeeWarning')}</p>
    </Notice>
  );
}
