import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { anchorFor, useRouteLanguage, type AnchorName, type Language } from '../i18n/index.ts';
import { useActingFor, usePrincipalName } from '../patient/index.ts';
import { Notice } from '../ui/index.ts';
import {
  useContactConfirmation,
  type ContactInfoUpdateRequestFrequency,
} from './contact-confirmation/index.ts';
import { ConsentsSection } from './consents-section.tsx';
import { ContactSummary } from './contact-summary.tsx';
import { FamilyMembersSection } from './family-members-section.tsx';
import { InsurancesSection } from './insurances-section.tsx';
import { KelaCardSection } from './kela-card-section.tsx';
import { PaymentsSection } from './payments-section.tsx';
import { TermsOfUseSection } from './terms-of-use-section.tsx';
import { useSectionFromHash } from '../shell/index.ts';
import './my-information.css';

type Anchor = AnchorName<'myInformation.main'>;

/** The hash-selected sections, in page order. */
const anchors = [
  'familyMembers',
  'kelaCard',
  'payments',
  'insurance',
  'consents',
] as const satisfies readonly Anchor[];

const titleKeys = {
  familyMembers: 'myInformation.familyMembers.title',
  kelaCard: 'myInformation.kelaCard.title',
  payments: 'myInformation.payments.title',
  insurance: 'myInformation.insurance.title',
  consents: 'myInformation.consents.title',
} as const satisfies Record<Anchor, string>;

const sectionIds = (language: Language): Record<Anchor, string> =>
  Object.fromEntries(
    anchors.map((anchor) => [anchor, anchorFor(language, 'myInformation.main', anchor)]),
  ) as Record<Anchor, string>;

/** The navigation state the update page leaves with after a save. */
export interface MyInformationArrival {
  contactInformationSaved?: boolean;
}

export interface MyInformationPageProps {
  /** K-11: this environment's frequency of asking to confirm the contact information. */
  contactInfoUpdateRequestFrequency: ContactInfoUpdateRequestFrequency;
  /** The terms of use on the provider's website, in the page's language. */
  termsOfUseUrl: string;
  now?: () => Date;
}

/**
 * My information (portal-shell.md §2, R-58): the current patient's contact details, family
 * members, Kela card, payments, insurances, consents and (for the main user) the terms of use.
 * The URL hash, a localized anchor, selects a section and moves the focus to it.
 */
export function MyInformationPage({
  contactInfoUpdateRequestFrequency,
  termsOfUseUrl,
  now,
}: MyInformationPageProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const actingFor = useActingFor();
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useMemo(() => sectionIds(language), [language]);
  const idList = useMemo(() => Object.values(ids), [ids]);
  useSectionFromHash(idList);
  const confirmation = useContactConfirmation(contactInfoUpdateRequestFrequency, now);
  // The update page's success, shown once: a reload or a return to this entry does not repeat it.
  const arrivedSaved =
    (location.state as MyInformationArrival | null)?.contactInformationSaved === true;
  const [saved] = useState(arrivedSaved);
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (arrivedSaved) {
      void navigate({ pathname, search, hash }, { replace: true, state: null });
    }
  }, [arrivedSaved, navigate, pathname, search, hash]);

  const principalName = usePrincipalName();

  return (
    <div className="my-information" data-column="l">
      <h1>{t('myInformation.title')}</h1>
      <p className="my-information__intro">
        {principalName === null
          ? t('myInformation.intro')
          : t('myInformation.introPrincipal', { name: principalName })}
      </p>
      {saved && (
        <Notice tone="success" role="status">
          <p>{t('myInformation.contactInfo.saved')}</p>
        </Notice>
      )}
      <nav aria-label={t('myInformation.sectionsLabel')} className="my-information__toc">
        <ul>
          {anchors.map((anchor) => (
            <li key={anchor}>
              <Link to={{ hash: `#${ids[anchor]}` }}>{t(titleKeys[anchor])}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactSummary confirmation={confirmation} />
      <FamilyMembersSection id={ids.familyMembers} />
      <KelaCardSection id={ids.kelaCard} />
      <PaymentsSection id={ids.payments} />
      <InsurancesSection id={ids.insurance} />
      <ConsentsSection id={ids.consents} />
      {actingFor.kind === 'self' && <TermsOfUseSection termsOfUseUrl={termsOfUseUrl} />}
    </div>
  );
}
