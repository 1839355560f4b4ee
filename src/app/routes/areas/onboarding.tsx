// The onboarding area: the main user's onboarding and family-member onboarding, one
// lazily loaded chunk. Pages need sign-in (NS-47); the shell gives the terms link and the title.
import { useTranslation } from 'react-i18next';
import { RequireAuth } from '../../../auth/index.ts';
import { useRouteLanguage } from '../../../i18n/index.ts';
import {
  MainOnboardingPage,
  PrincipalOnboardingPage,
  PrincipalOnboardingStart,
} from '../../../patient/onboarding/index.ts';
import { usePageTitle, useShellSettings } from '../../../shell/index.ts';

export function MainOnboarding() {
  const { t } = useTranslation();
  const { links } = useShellSettings();
  const language = useRouteLanguage();
  usePageTitle(t('onboarding.main.title'));
  return (
    <RequireAuth>
      <MainOnboardingPage termsOfUseUrl={links.termsOfUse(language)} />
    </RequireAuth>
  );
}

export function PrincipalOnboarding() {
  return (
    <RequireAuth>
      <PrincipalOnboardingStart />
    </RequireAuth>
  );
}

function PrincipalStep({ step }: { step: 'contactInfo' | 'consents' }) {
  const { t } = useTranslation();
  usePageTitle(t('onboarding.principalOnboarding.title'));
  return (
    <RequireAuth>
      <PrincipalOnboardingPage step={step} />
    </RequireAuth>
  );
}

export const PrincipalContactInfo = () => <PrincipalStep step="contactInfo" />;
export const PrincipalConsents = () => <PrincipalStep step="consents" />;
