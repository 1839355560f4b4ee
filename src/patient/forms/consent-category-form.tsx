import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListConsentCategoriesQueryKey,
  useUpdateCategoryConsents,
} from '../../../generated/patient/patient.ts';
import type { CategoryConsentValues } from '../../../generated/patient/model/categoryConsentValues.zod.ts';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import type { Language } from '../../i18n/index.ts';
import { Button, SaveStateNotice } from '../../ui/index.ts';
import { categoryConsentValues, givenConsents } from './consent-categories.ts';
import { useSave } from './use-save.ts';

export interface ConsentCategoryFormProps {
  category: ConsentCategory;
  /** The language the categories were loaded in, to reload them after a save. */
  language: Language;
  headingLevel: 2 | 3 | 4;
  onSaved?: ((categoryId: string) => void) | undefined;
}

/**
 * One consent category as its own form (F-20): heading, optional ingress, a checkbox per consent
 * and a save button that sends every consent of the category. Its save state is its own.
 */
export function ConsentCategoryForm({
  category,
  language,
  headingLevel,
  onSaved,
}: ConsentCategoryFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [chosen, setChosen] = useState(() => givenConsents(category));
  const queryClient = useQueryClient();
  const updateConsents = useUpdateCategoryConsents();
  const { status, save, notice } = useSave<CategoryConsentValues, undefined>({
    send: async (values) => {
      await updateConsents.mutateAsync({ id: category.id, data: values });
      await queryClient.invalidateQueries({
        queryKey: getListConsentCategoriesQueryKey({ language }),
      });
      return undefined;
    },
    onSaved: () => onSaved?.(category.id),
    retryFocus: submitRef,
  });
  const Heading = `h${headingLevel}` as const;

  return (
    <form
      className="consent-category"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(categoryConsentValues(category, chosen));
      }}
    >
      <Heading id={headingId}>{category.header}</Heading>
      {category.ingress !== undefined && category.ingress !== '' && (
        <p className="consent-category__ingress">{category.ingress}</p>
      )}
      <ul className="consent-category__list">
        {category.consents.map((consent) => (
          <li key={consent.id}>
            <label className="consent-category__option">
              <input
                type="checkbox"
                name={consent.id}
                checked={chosen[consent.id] ?? consent.isGiven}
                onChange={(event) => {
                  const { checked } = event.target;
                  setChosen((previous) => ({ ...previous, [consent.id]: checked }));
                }}
              />
              <span>{consent.description}</span>
            </label>
          </li>
        ))}
      </ul>
      <Button
        ref={submitRef}
        type="submit"
        variant="primary"
        loading={status.kind === 'Saving'}
        aria-describedby={headingId}
      >
        {t('forms.consents.save')}
      </Button>
      <SaveStateNotice state={notice} />
    </form>
  );
}
