// The my-information area: the page and the update-contact-information
// page, one lazily loaded chunk. Both need sign-in (NS-47); the shell gives the terms link and
// the title, this environment the frequency of the confirmation request (K-11).
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../../auth/index.ts';
import { useRouteLanguage } from '../../../i18n/index.ts';
import { MyInformationPage, UpdateContactInformationPage } from '../../../my-information/index.ts';
import { usePageTitle, useShellSettings } from '../../../shell/index.ts';
import { currentEnvironment } from '../../config/index.ts';

const frequency = () => currentEnvironment().contactInfoUpdateRequestFrequency;

export function MyInformation() {
  const { t } = useTranslation();
  const { links } = useShellSettings();
  const language = useRouteLanguage();
  usePageTitle(t('myInformation.title'));
  return (
    <RequireAuth>
      <MyInformationPage
        contactInfoUpdateRequestFrequency={frequency()}
        termsOfUseUrl={links.termsOfUse(language)}
      />
    </RequireAuth>
  );
}

export function UpdateContactInformation() {
  const { t } = useTranslation();
  usePageTitle(t('myInformation.updateContactInformation.title'));
  return (
    <RequireAuth>
      <UpdateContactInformationPage contactInfoUpdateRequestFrequency={frequency()} />
    </RequireAuth>
  );
}
