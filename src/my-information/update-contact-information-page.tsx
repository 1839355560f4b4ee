import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useGetProfile } from '../../generated/patient/patient.ts';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import { ContactForm } from '../patient/forms/index.ts';
import { useCurrentPatient, usePrincipalName } from '../patient/index.ts';
import { buttonClassName, Notice, RemoteContent, remoteStateOf } from '../ui/index.ts';
import {
  ConfirmationDueText,
  useContactConfirmation,
  type ContactInfoUpdateRequestFrequency,
} from './contact-confirmation/index.ts';
import type { MyInformationArrival } from './my-information-page.tsx';
import './my-information.css';

export interface UpdateContactInformationPageProps {
  /** K-11: this environment's frequency of asking to confirm the contact information. */
  contactInfoUpdateRequestFrequency: ContactInfoUpdateRequestFrequency;
  now?: () => Date;
}

/**
 * the current patient's contact form in update mode (C-23: the fields minus id and names).
 * Saving also confirms the information (NS-24), so a main user asked to confirm is told so here.
 * After a save the patient is back on my information, which says it was saved; a failure keeps
 * everything typed (the form's own save state, F-18).
 */
export function UpdateContactInformationPage({
  contactInfoUpdateRequestFrequency,
  now,
}: UpdateContactInformationPageProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const patient = useCurrentPatient();
  const profile = useGetProfile();
  const confirmation = useContactConfirmation(contactInfoUpdateRequestFrequency, now);
  const back = pathFor(language, 'myInformation.main');
  const principalName = usePrincipalName();
  const arrival: MyInformationArrival = { contactInformationSaved: true };

  return (
    <div className="my-information" data-column="s">
      <h1>{t('myInformation.updateContactInformation.title')}</h1>
      <p className="my-information__intro">
        {principalName === null
          ? t('myInformation.updateContactInformation.intro')
          : t('myInformation.updateContactInformation.introPrincipal', { name: principalName })}
      </p>
      {confirmation.kind === 'Due' && (
        <Notice tone="info">
          <p>
            <ConfirmationDueText lastConfirmed={confirmation.lastConfirmed} />
          </p>
          <p>{t('myInformation.confirmation.howTo')}</p>
        </Notice>
      )}
      <div className="my-information__form">
        <RemoteContent
          state={remoteStateOf(profile)}
          loadingLabel={t('myInformation.loading')}
          failureMessage={t('forms.loadError')}
          retryLabel={t('forms.retry')}
          onRetry={() => void profile.refetch()}
        >
          {(value) => (
            <ContactForm
              key={value.id}
              mode="update"
              patientType={patient.type === 'main' ? 'main' : 'principal'}
              defaultValues={value}
              submitLabel={
                confirmation.kind === 'Due'
                  ? t('myInformation.confirmation.confirmAndSave')
                  : undefined
              }
              onSaved={() => {
                void navigate(back, { state: arrival });
              }}
            />
          )}
        </RemoteContent>
        <Link className={buttonClassName({ variant: 'secondary' })} to={back}>
          {t('myInformation.updateContactInformation.cancel')}
        </Link>
      </div>
    </div>
  );
}
