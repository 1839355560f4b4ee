import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/index.ts';
import { PhoneIcon } from '../icons.tsx';
import maintenanceImage from '../images/maintenance.svg';
import { useShellSettings } from '../shell-settings.tsx';
import { StatusPage } from './status-page.tsx';

/** The maintenance break (H-18): replaces every page while the flag is set. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { customerServicePhone } = useShellSettings();
  return (
    <StatusPage
      image={{ src: maintenanceImage, alt: '' }}
      title={t('maintenance.title')}
      actions={
        <ButtonLink
          href={`tel:${customerServicePhone.tel}`}
          icon={<PhoneIcon />}
          iconPosition="start"
        >
          {`${t('maintenance.callCustomerService')} `}
          <span className="shell-nowrap">{customerServicePhone.display}</span>
        </ButtonLink>
      }
    >
      <p>{t('maintenance.description')}</p>
    </StatusPage>
  );
}
