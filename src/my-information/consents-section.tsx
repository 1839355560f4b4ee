import { useTranslation } from 'react-i18next';
import { ConsentForm } from '../patient/forms/index.ts';
import { InformationSection } from './information-section.tsx';
import { usePatientTextContext } from '../patient/index.ts';

/**
 * R-58 "consents": the patient layer's consent form with the customer-info consents too (NS-40),
 * one save for all (each changed category with all its consents, F-20), the marketing categories
 * left out (F-03); leaving with a choice not saved asks first.
 */
export function ConsentsSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const person = usePatientTextContext();
  return (
    <InformationSection id={id} title={t('myInformation.consents.title')}>
      <p>{t('myInformation.consents.intro', person)}</p>
      <ConsentForm headingLevel={3} includeCustomerInfo />
    </InformationSection>
  );
}
