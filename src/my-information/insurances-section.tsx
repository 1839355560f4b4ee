import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListInsurances } from '../../generated/patient/patient.ts';
import type { Insurance } from '../../generated/patient/model/insurance.zod.ts';
import { useRouteLanguage, type Language } from '../i18n/index.ts';
import { useInsuranceSwitch } from '../patient/forms/index.ts';
import { RemoteContent, remoteStateOf, SaveStateNotice, SwitchField } from '../ui/index.ts';
import { InformationSection } from './information-section.tsx';
import { usePatientTextContext } from '../patient/index.ts';

/**
 * One insurance's direct compensation, saved as soon as it is switched (C-20): success, or an
 * error with a retry that sends the same choice again. The switch shows the patient's choice
 * until the insurance the API answers replaces it.
 */
function InsuranceSwitch({ insurance, language }: { insurance: Insurance; language: Language }) {
  const switchRef = useRef<HTMLInputElement>(null);
  const { status, notice, checked, choose } = useInsuranceSwitch(insurance, language, switchRef);
  return (
    <li className="my-information__setting">
      <SwitchField
        ref={switchRef}
        label={insurance.description}
        checked={checked}
        busy={status.kind === 'Saving'}
        onChange={choose}
      />
      <SaveStateNotice state={notice} />
    </li>
  );
}

/** R-58 "insurance": direct compensation per insurance (C-19, C-20), each saved on its own. */
export function InsurancesSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const insurances = useListInsurances({ language });
  const person = usePatientTextContext();
  return (
    <InformationSection id={id} title={t('myInformation.insurance.title')}>
      <p>{t('myInformation.insurance.intro', person)}</p>
      <RemoteContent
        state={remoteStateOf(insurances)}
        loadingLabel={t('myInformation.insurance.loading')}
        failureMessage={t('forms.loadError')}
        retryLabel={t('forms.retry')}
        onRetry={() => void insurances.refetch()}
      >
        {(list) =>
          list.length === 0 ? (
            <p>{t('myInformation.insurance.empty', person)}</p>
          ) : (
            <ul className="my-information__settings">
              {list.map((insurance) => (
                <InsuranceSwitch key={insurance.id} insurance={insurance} language={language} />
              ))}
            </ul>
          )
        }
      </RemoteContent>
    </InformationSection>
  );
}
