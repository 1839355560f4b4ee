import { useState } from 'react';
import type { PaperInvoiceConfirmationProps } from './paper-invoice-confirmation.tsx';

export interface PaperInvoiceSwitch {
  /** The online-payment switch's change: on saves at once, off asks first. */
  onChange: (online: boolean) => void;
  /** For `PaperInvoiceConfirmation`, beside the fee. */
  confirmation: Omit<PaperInvoiceConfirmationProps, 'fee'>;
}

/**
 * An online-payment switch whose off (a paper invoice, which has a fee) waits for the patient's
 * confirmation: `save` receives `true` at once, `false` only once confirmed, never on cancel.
 */
export function usePaperInvoiceSwitch(save: (online: boolean) => void): PaperInvoiceSwitch {
  const [confirming, setConfirming] = useState(false);
  return {
    onChange: (online) => {
      if (online) {
        save(true);
      } else {
        setConfirming(true);
      }
    },
    confirmation: {
      open: confirming,
      onCancel: () => {
        setConfirming(false);
      },
      onConfirm: () => {
        setConfirming(false);
        save(false);
      },
    },
  };
}
