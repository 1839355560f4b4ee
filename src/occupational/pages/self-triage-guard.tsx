import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useGetSelfTriageVisibility } from '../../../generated/self-triage/self-triage.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { RemoteContent } from '../../ui/index.ts';
import { occupationalVariantOf } from '../occupational-view.ts';
import { ForOneself } from './for-oneself.tsx';
import '../occupational.css';

/**
 * O-02: the pre-questionnaire serves only a patient for whom self-triage is visible (the same
 * visibility call, and cache, as the chat front page's section). Anyone else reaching it by URL
 * goes to the chat's queue page; a failed check says `main.occupational.error` with a retry (E-48).
 */
function VisibleSelfTriage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const chatId = useParams().chatId ?? '';
  const visibility = useGetSelfTriageVisibility({ language });
  usePageTitle(t('occupational.selfTriage.intro.title'));
  if (visibility.data !== undefined) {
    return occupationalVariantOf(visibility.data).kind === 'StartSelfTriage' ? (
      children
    ) : (
      <Navigate replace to={pathFor(language, 'chat.onDemand', { chatId })} />
    );
  }
  return (
    <div className="pre-questionnaire" data-column="m">
      <h1>{t('occupational.selfTriage.intro.title')}</h1>
      <RemoteContent<never>
        state={visibility.isError ? { kind: 'Failure' } : { kind: 'Loading' }}
        loadingLabel={t('occupational.selfTriage.checking')}
        failureMessage={t('occupational.errors.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => {
          void visibility.refetch();
        }}
      >
        {() => null}
      </RemoteContent>
    </div>
  );
}

/** A pre-questionnaire page: the patient themselves (AMB-28), with self-triage visible (O-02). */
export function SelfTriagePage({ children }: { children: ReactNode }) {
  return (
    <ForOneself>
      <VisibleSelfTriage>{children}</VisibleSelfTriage>
    </ForOneself>
  );
}
