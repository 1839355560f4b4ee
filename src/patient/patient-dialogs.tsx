import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../ui/index.ts';
import { usePatientContext } from './patient-context.tsx';
import { PrincipalSelectionModal } from './principal-selection-modal.tsx';

/** The principal-selection modal and the confirmation that follows a choice (P-10…P-15). */
export function PatientDialogs() {
  const { t } = useTranslation();
  const { confirmation, confirm } = usePatientContext();
  const close = () => {
    confirm(null);
  };
  return (
    <>
      <PrincipalSelectionModal />
      <Dialog
        open={confirmation !== null}
        onClose={close}
        size="small"
        role="alertdialog"
        title={t('onBehalfOf.confirmation.title')}
        description={
          confirmation &&
          t('onBehalfOf.confirmation.actingOnBehalfOf', {
            first: confirmation.first,
            last: confirmation.last,
          })
        }
        actions={
          <Button variant="primary" onClick={close}>
            {t('onBehalfOf.confirmation.ok')}
          </Button>
        }
      />
    </>
  );
}
