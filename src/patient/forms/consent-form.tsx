import { useTranslation } from 'react-i18next';
import { useListConsentCategories } from '../../../generated/patient/patient.ts';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import { defaultLanguage, isLanguage } from '../../i18n/index.ts';
import { RemoteContent, type RemoteContentState } from '../../ui/index.ts';
import { visibleConsentCategories } from './consent-categories.ts';
import { ConsentCategoryForm } from './consent-category-form.tsx';
import './forms.css';

export interface ConsentFormProps {
  /** After a category's consents were saved. */
  onSaved?: ((categoryId: string) => void) | undefined;
  /** The level of each category's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
}

interface CategoriesQuery {
  isPending: boolean;
  data: ConsentCategory[] | undefined;
}

/**
 * Loaded categories stay shown when a later reload fails, so no choice made is lost. A retry
 * after a failure is pending again, so the content or the retry button gets focus.
 */
function remoteState(query: CategoriesQuery): RemoteContentState<ConsentCategory[]> {
  if (query.data !== undefined) {
    return { kind: 'Success', value: visibleConsentCategories(query.data) };
  }
  return query.isPending ? { kind: 'Loading' } : { kind: 'Failure' };
}

/**
 * The patient's consents (portal-shell.md §3, F-03, F-20), in the UI language: each category
 * but `marketingChannel` and `marketingInterest`, saved on its own.
 */
export function ConsentForm({ onSaved, headingLevel = 3 }: ConsentFormProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const query = useListConsentCategories({ language });

  return (
    <RemoteContent
      state={remoteState(query)}
      loadingLabel={t('forms.consents.loading')}
      failureMessage={t('forms.loadError')}
      retryLabel={t('forms.retry')}
      onRetry={() => void query.refetch()}
    >
      {(categories) =>
        categories.length === 0 ? (
          <p>{t('forms.consents.empty')}</p>
        ) : (
          categories.map((category) => (
            <ConsentCategoryForm
              key={category.id}
              category={category}
              language={language}
              headingLevel={headingLevel}
              onSaved={onSaved}
            />
          ))
        )
      }
    </RemoteContent>
  );
}
