import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetPaymentMethod } from '../../../generated/payments/payments.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { paymentSettingOf, useOnlinePaymentAllowed } from '../../patient/index.ts';
import { useShellSettings } from '../../shell/index.ts';
import { Button, buttonClassName, Dialog } from '../../ui/index.ts';
import type { EndedChat } from './ended-chat.ts';

const linkMarker = '\u0000';

/**
 * "session ended": the text with the link to my events, the payment instruction when the
 * patient pays (NS-32: by online payment, or a paper invoice with its fee), and the links to the
 * chat front page and to booking.
 */
export function SessionEndedDialog({ chat, onClose }: { chat: EndedChat; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { links } = useShellSettings();
  const [before = '', after = ''] = t('chat.session.ended.myEvents', { link: linkMarker }).split(
    linkMarker,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chat.session.ended.title')}
      closeLabel={t('chat.session.ended.close')}
      actions={
        <>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={pathFor(language, 'chat.main')}
            replace
            onClick={onClose}
          >
            {t('chat.session.ended.frontPage')}
          </Link>
          <a className={buttonClassName({ variant: 'secondary' })} href={links.booking(language)}>
            {t('chat.session.ended.booking')}
          </a>
          <Button onClick={onClose}>{t('chat.session.ended.close')}</Button>
        </>
      }
    >
      <p>{t('chat.session.ended.thanks', { name: chat.name })}</p>
      <p>
        {before}
        <a href={links.myEvents(language)}>{t('chat.session.ended.myEventsLink')}</a>
        {after}
      </p>
      {chat.paidByTheUser && <BillingNote />}
    </Dialog>
  );
}

/** How the patient is billed, as the payment method in effect says; unknown until it is read. */
export type Billing = 'online' | 'paper' | 'unknown';

/**
 * NS-32: `online` is charged through online payment; `paper` and `not_set` are a paper invoice
 * with its fee, as is anything for a principal who may not pay online (P-19). A method that cannot
 * be read (loading, failed, maintenance) gives the instruction that covers both.
 */
export function billingOf(
  setting: ReturnType<typeof paymentSettingOf>,
  onlineAllowed: boolean | null,
): Billing {
  if (onlineAllowed === false) {
    return 'paper';
  }
  if (setting.kind !== 'Success' || setting.value.kind !== 'Method') {
    return 'unknown';
  }
  return setting.value.method === 'online' ? 'online' : 'paper';
}

function BillingNote() {
  const { t } = useTranslation();
  const billing = billingOf(paymentSettingOf(useGetPaymentMethod()), useOnlinePaymentAllowed());
  switch (billing) {
    case 'online':
      return <p>{t('chat.session.ended.billing.online')}</p>;
    case 'paper':
      return <p>{t('chat.session.ended.billing.paper')}</p>;
    case 'unknown':
      return <p>{t('chat.session.ended.payment')}</p>;
  }
}
