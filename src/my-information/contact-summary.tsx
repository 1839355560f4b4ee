import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetProfile } from '../../generated/patient/patient.ts';
import type { Profile } from '../../generated/patient/model/profile.zod.ts';
import { pathFor, useRouteLanguage } from '../i18n/index.ts';
import { buttonClassName, Notice, RemoteContent, remoteStateOf } from '../ui/index.ts';
import { ConfirmationDueText, type ContactConfirmation } from './contact-confirmation/index.ts';
import { formatPhoneNumber, postalAddressLines } from './contact-format.ts';
import { InformationSection } from './information-section.tsx';
import { formatCalendarDate, formatProfileTime } from './profile-dates.ts';

const joined = (...parts: (string | undefined)[]) =>
  parts.filter((part) => part !== undefined && part.trim() !== '').join(' ');

function Details({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const address = postalAddressLines(profile);
  const phoneNumber = profile.phoneNumber?.trim();
  const rows: [string, ReactNode][] = [
    [t('myInformation.contactInfo.name'), joined(profile.givenNames, profile.lastName)],
    [
      t('myInformation.contactInfo.address'),
      address.length === 0 ? undefined : (
        // One text, its lines apart: read and copied as an address, shown on two lines.
        <span className="my-information__address">{address.join('\n')}</span>
      ),
    ],
    [
      t('forms.contact.fields.phoneNumber'),
      phoneNumber === undefined || phoneNumber === '' ? undefined : (
        <span className="my-information__phone">{formatPhoneNumber(phoneNumber)}</span>
      ),
    ],
    [t('forms.contact.fields.email'), profile.email],
    [
      t('myInformation.contactInfo.dateOfBirth'),
      profile.dateOfBirth === undefined ? undefined : formatCalendarDate(profile.dateOfBirth),
    ],
    [
      t('myInformation.contactInfo.verifiedAt'),
      profile.contactInfoVerifiedAt === undefined
        ? undefined
        : formatProfileTime(profile.contactInfoVerifiedAt),
    ],
  ];
  return (
    <dl className="my-information__details">
      {rows.map(([label, value]) => (
        <div key={label} className="my-information__detail">
          <dt>{label}</dt>
          <dd>{value === undefined || value === '' ? t('myInformation.notGiven') : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface ContactSummaryProps {
  confirmation: ContactConfirmation;
}

/**
 * The current patient's name and contact details (C-21), dates in Helsinki time, with the way
 * to update them; when a confirmation is due (NS-24) the section says so.
 */
export function ContactSummary({ confirmation }: ContactSummaryProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const profile = useGetProfile();
  const updatePath = pathFor(language, 'myInformation.updateContactInformation');
  return (
    <InformationSection title={t('myInformation.contactInfo.title')}>
      <RemoteContent
        state={remoteStateOf(profile)}
        loadingLabel={t('myInformation.loading')}
        failureMessage={t('forms.loadError')}
        retryLabel={t('forms.retry')}
        onRetry={() => void profile.refetch()}
      >
        {(value) => (
          <>
            {confirmation.kind === 'Due' && (
              <Notice tone="info">
                <p>
                  <ConfirmationDueText lastConfirmed={confirmation.lastConfirmed} />
                </p>
              </Notice>
            )}
            <Details profile={value} />
            <Link
              className={buttonClassName({
                variant: confirmation.kind === 'Due' ? 'primary' : 'secondary',
              })}
              to={updatePath}
            >
              {confirmation.kind === 'Due'
                ? t('myInformation.confirmation.check')
                : t('myInformation.contactInfo.update')}
            </Link>
          </>
        )}
      </RemoteContent>
    </InformationSection>
  );
}
