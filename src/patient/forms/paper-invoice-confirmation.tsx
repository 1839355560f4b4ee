import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFee } from '../../../generated/payments/model/invoiceFee.zod.ts';
import { Button, Dialog } from '../../ui/index.ts';

const locales = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-FI' } as const;

/** The fee as the language writes money: "5,90 €", "€5.90". */
export function formatInvoiceFee(fee: InvoiceFee, language: string): string {
  const locale = language in locales ? locales[language as keyof typeof locales] : locales.fi;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: fee.currency }).format(
    fee.amount,
  );
}

export interface PaperInvoiceConfirmationProps {
  open: boolean;
  /** The fee from the payment setting; unknown, the text says only that there is one. */
  fee: InvoiceFee | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Turning online payment off costs money (the paper invoice's fee), so it is not one tap: this
 * asks first, naming the fee, with keeping online payment as the first and default choice.
 */
export function PaperInvoiceConfirmation({
  open,
  fee,
  onConfirm,
  onCancel,
}: PaperInvoiceConfirmationProps) {
  const { t, i18n } = useTranslation();
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="small"
      title={t('forms.paperInvoice.title')}
      description={
        fee === undefined
          ? t('forms.paperInvoice.textNoFee')
          : t('forms.paperInvoice.text', { fee: formatInvoiceFee(fee, i18n.language) })
      }
      initialFocus={keep}
      onClose={onCancel}
      actions={
        <>
          <Button ref={keep} variant="primary" onClick={onCancel}>
            {t('forms.paperInvoice.cancel')}
          </Button>
          <Button variant="secondary" onClick={onConfirm}>
            {t('forms.paperInvoice.confirm')}
          </Button>
        </>
      }
    />
  );
}
