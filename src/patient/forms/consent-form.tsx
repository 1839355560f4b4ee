import { useTranslation } from 'react-i18next';
import { useListConsentCategories } from '../../../generated/patient/patient.ts';
import { defaultLanguage, isLanguage } from '../../i18n/index.ts';
import { RemoteContent, remoteStateOf } from '../../ui/index.ts';
import { visibleConsentCategories } from './consent-categories.ts';
import { ConsentCategoryForm } from './consent-category-form.tsx';
import './forms.css';

export interface ConsentFormProps {
  /** After a category's consents were saved. */
  onSaved?: ((categoryId: string) => void) | undefined;
  /** The level of each category's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
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
      state={remoteStateOf({
        isPending: query.isPending,
        data: query.data && visibleConsentCategories(query.data),
      })}
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
