import { useTranslation } from 'react-i18next';
import { useGetProfile } from '../../generated/patient/patient.ts';
import { RemoteContent, remoteStateOf } from '../ui/index.ts';
import { InformationSection } from './information-section.tsx';
import { usePatientTextContext } from '../patient/index.ts';

/** R-58 "Kela card": whether an image of the Kela card is on file (`hasSocialInsuranceCardImage`). */
export function KelaCardSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const profile = useGetProfile();
  const person = usePatientTextContext();
  return (
    <InformationSection id={id} title={t('myInformation.kelaCard.title')}>
      <RemoteContent
        state={remoteStateOf(profile)}
        loadingLabel={t('myInformation.loading')}
        failureMessage={t('forms.loadError')}
        retryLabel={t('forms.retry')}
        onRetry={() => void profile.refetch()}
      >
        {(value) => (
          <p>
            {value.hasSocialInsuranceCardImage
              ? t('myInformation.kelaCard.onFile', person)
              : t('myInformation.kelaCard.notOnFile', person)}
          </p>
        )}
      </RemoteContent>
    </InformationSection>
  );
}
