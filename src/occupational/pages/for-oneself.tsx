import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { useActingFor } from '../../patient/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Notice } from '../../ui/index.ts';
import '../occupational.css';

/**
 * AMB-28: self-triage needs the main-type token (C-15, C-16), so its pages are for the patient
 * themselves. Reached by URL while acting for someone else, they say so instead.
 */
export function ForOneself({ children }: { children: ReactNode }) {
  const actingFor = useActingFor();
  return actingFor.kind === 'self' ? children : <NotForPrincipal />;
}

function NotForPrincipal() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  usePageTitle(t('occupational.selfTriage.intro.title'));
  return (
    <div className="pre-questionnaire" data-column="m">
      <h1>{t('occupational.selfTriage.intro.title')}</h1>
      <Notice tone="info">
        <p>{t('occupational.selfTriage.onlyForOneself')}</p>
        <p>
          <Link to={pathFor(language, 'chat.main')}>{t('occupational.selfTriage.backToChat')}</Link>
        </p>
      </Notice>
    </div>
  );
}
