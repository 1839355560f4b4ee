import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/index.ts';

/** NS-24: "Are your contact details up to date? You last confirmed them on {date}." */
export function ConfirmationDueText({ lastConfirmed }: { lastConfirmed: Date | undefined }) {
  const { t } = useTranslation();
  return lastConfirmed === undefined
    ? t('myInformation.confirmation.neverConfirmed')
    : t('myInformation.confirmation.due', { date: formatDate(lastConfirmed) });
}
