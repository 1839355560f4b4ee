import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { useActingFor } from '../../patient/index.ts';
import { NotFoundPage, usePageTitle } from '../../shell/index.ts';
import { EnablingDialog } from './enabling-dialog.tsx';
import { acceptedInsuranceProvider, isAcceptedInsuranceProvider } from './enabling-rules.ts';
import './direct-compensation.css';

/** NS-49: the page of an accepted insurer, else the not-found page. */
export function ForAcceptedInsurer({ children }: { children: ReactNode }) {
  const { insuranceProvider } = useParams();
  return isAcceptedInsuranceProvider(insuranceProvider) ? children : <NotFoundPage />;
}

/** The page under the enabling modal: its heading names the page for the title and the history. */
export function DirectCompensationFrame({
  title,
  children,
}: {
  title: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="direct-compensation" data-column="l">
      <h1>{title}</h1>
      <p className="direct-compensation__intro">{t('chat.directCompensation.intro')}</p>
      {children}
    </div>
  );
}

/** direct compensation for the patient herself (`…/suorakorvaus/if`). */
export function DirectCompensationPage() {
  const { t } = useTranslation();
  return (
    <ForAcceptedInsurer>
      <DirectCompensationFrame title={t('chat.directCompensation.title')}>
        <EnablingDialog flow="self" />
      </DirectCompensationFrame>
    </ForAcceptedInsurer>
  );
}

/**
 * the enabling step for the principal chosen on the selection page. Acting for
 * oneself here means no principal was chosen yet: the selection comes first.
 */
export function DirectCompensationPrincipalEnablingPage() {
  return (
    <ForAcceptedInsurer>
      <PrincipalEnabling />
    </ForAcceptedInsurer>
  );
}

function PrincipalEnabling() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const actingFor = useActingFor();
  if (actingFor.kind !== 'principal') {
    const selection = pathFor(language, 'chat.directCompensationPrincipalSelection', {
      insuranceProvider: acceptedInsuranceProvider,
    });
    return <Navigate to={selection} replace />;
  }
  return (
    <DirectCompensationFrame title={t('chat.directCompensation.principalTitle')}>
      <EnablingDialog flow="principal" />
    </DirectCompensationFrame>
  );
}
