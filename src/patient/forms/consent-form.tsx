import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListConsentCategoriesQueryKey,
  getListCustomerInfoConsentsQueryKey,
  useListConsentCategories,
  useListCustomerInfoConsents,
  useUpdateCategoryConsents,
  useUpdateCustomerInfoConsents,
} from '../../../generated/patient/patient.ts';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import type { CustomerInfoConsent } from '../../../generated/patient/model/customerInfoConsent.zod.ts';
import { defaultLanguage, isLanguage } from '../../i18n/index.ts';
import { Button, RemoteContent, SaveStateNotice, type RemoteContentState } from '../../ui/index.ts';
import {
  consentChanges,
  customerInfoGroup,
  customerInfoGroups,
  hasConsentChanges,
  visibleConsentCategories,
  type ConsentChanges,
  type ConsentChoices,
} from './consent-categories.ts';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useSave } from './use-save.ts';
import './forms.css';

export interface ConsentFormProps {
  /** After a save sent everything chosen (also when nothing had changed). */
  onSaved?: (() => void) | undefined;
  /** The level of each group's heading; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Also the customer-info consents (the "other flags", NS-40). */
  includeCustomerInfo?: boolean;
  /** The save button's text; `forms.consents.save` by default. */
  submitLabel?: string | undefined;
  /** The page goes on after the save (onboarding's finish): the button stays busy. */
  busy?: boolean;
}

interface Loaded {
  categories: ConsentCategory[];
  customerInfo: CustomerInfoConsent[];
}

interface Query<T> {
  isPending: boolean;
  data: T | undefined;
}

/**
 * Loaded lists stay shown when a later reload fails, so no choice made is lost. A retry after a
 * failure is pending again, so the content or the retry button gets focus.
 */
function remoteState(
  categories: Query<ConsentCategory[]>,
  customerInfo: Query<CustomerInfoConsent[]> | null,
): RemoteContentState<Loaded> {
  if (categories.data !== undefined && (customerInfo === null || customerInfo.data !== undefined)) {
    return {
      kind: 'Success',
      value: {
        categories: visibleConsentCategories(categories.data),
        customerInfo: customerInfo?.data ?? [],
      },
    };
  }
  return categories.isPending || customerInfo?.isPending === true
    ? { kind: 'Loading' }
    : { kind: 'Failure' };
}

/** The group's consents with their checked state: the patient's choice, else the saved value. */
function ConsentGroup({
  heading,
  ingress,
  headingLevel,
  consents,
  chosen,
  onChoose,
}: {
  heading: ReactNode;
  ingress?: string | undefined;
  headingLevel: 2 | 3 | 4;
  consents: readonly { id: string; description: string; isGiven: boolean }[];
  chosen: Readonly<Record<string, boolean>> | undefined;
  onChoose: (consentId: string, given: boolean) => void;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="group" className="consent-category" aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {ingress !== undefined && ingress !== '' && (
        <p className="consent-category__ingress">{ingress}</p>
      )}
      <ul className="consent-category__list">
        {consents.map((consent) => (
          <li key={consent.id}>
            <label className="consent-category__option">
              <input
                type="checkbox"
                name={consent.id}
                checked={chosen?.[consent.id] ?? consent.isGiven}
                onChange={(event) => {
                  onChoose(consent.id, event.target.checked);
                }}
              />
              <span>{consent.description}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

const customerInfoHeadingKeys = {
  healthServices: 'forms.consents.customerInfo.healthServices',
  patientRegister: 'forms.consents.customerInfo.patientRegister',
  occupationalHealth: 'forms.consents.customerInfo.occupationalHealth',
  healthSurveys: 'forms.consents.customerInfo.healthSurveys',
} as const;

const isKnownGroup = (id: string): id is keyof typeof customerInfoHeadingKeys =>
  id in customerInfoHeadingKeys;

/**
 * The patient's consents (portal-shell.md §3, F-03, F-20, NS-40), in the UI language, as one form
 * with one save: each category but `marketingChannel` and `marketingInterest`, and on request the
 * customer-info consents. The save sends each changed category with all its consents (C-18) and
 * the customer-info list with all of its; leaving with a choice not saved asks first.
 */
export function ConsentForm({
  onSaved,
  headingLevel = 3,
  includeCustomerInfo = false,
  submitLabel,
  busy = false,
}: ConsentFormProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const categoriesQuery = useListConsentCategories({ language });
  const customerInfoQuery = useListCustomerInfoConsents(
    { language },
    { query: { enabled: includeCustomerInfo } },
  );
  const loaded = remoteState(categoriesQuery, includeCustomerInfo ? customerInfoQuery : null);
  const [choices, setChoices] = useState<ConsentChoices>({});
  const changes =
    loaded.kind === 'Success'
      ? consentChanges(loaded.value.categories, loaded.value.customerInfo, choices)
      : { categories: [] };
  const unsaved = hasConsentChanges(changes);
  const guard = useUnsavedChangesGuard(unsaved);
  const submitRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const updateCategory = useUpdateCategoryConsents();
  const updateCustomerInfo = useUpdateCustomerInfoConsents();
  const categoriesKey = getListConsentCategoriesQueryKey({ language });
  const customerInfoKey = getListCustomerInfoConsentsQueryKey({ language });

  const { status, save, notice } = useSave<ConsentChanges, undefined>({
    send: async ({ categories, customerInfo }) => {
      await Promise.all([
        ...categories.map(({ id, values }) => updateCategory.mutateAsync({ id, data: values })),
        ...(customerInfo === undefined
          ? []
          : [updateCustomerInfo.mutateAsync({ data: customerInfo })]),
      ]);
      // What was sent is what is saved: shown at once, then read again in the background.
      queryClient.setQueryData<ConsentCategory[]>(categoriesKey, (list) =>
        list?.map((category) => {
          const sent = categories.find(({ id }) => id === category.id)?.values;
          return sent === undefined
            ? category
            : {
                ...category,
                consents: category.consents.map((c) => ({
                  ...c,
                  isGiven: sent[c.id] ?? c.isGiven,
                })),
              };
        }),
      );
      if (customerInfo !== undefined) {
        queryClient.setQueryData<CustomerInfoConsent[]>(customerInfoKey, (list) =>
          list?.map((c) => ({ ...c, isGiven: customerInfo[c.id] ?? c.isGiven })),
        );
      }
      void queryClient.invalidateQueries({ queryKey: categoriesKey });
      if (includeCustomerInfo) {
        void queryClient.invalidateQueries({ queryKey: customerInfoKey });
      }
      return undefined;
    },
    onSaved: () => {
      guard.release();
      setChoices({});
      onSaved?.();
    },
    retryFocus: submitRef,
  });

  const choose = (group: string) => (consentId: string, given: boolean) => {
    setChoices((previous) => ({
      ...previous,
      [group]: { ...previous[group], [consentId]: given },
    }));
  };

  return (
    <RemoteContent
      state={loaded}
      loadingLabel={t('forms.consents.loading')}
      failureMessage={t('forms.loadError')}
      retryLabel={t('forms.retry')}
      onRetry={() => {
        void categoriesQuery.refetch();
        if (includeCustomerInfo) {
          void customerInfoQuery.refetch();
        }
      }}
    >
      {({ categories, customerInfo }) => {
        const empty = categories.length === 0 && customerInfo.length === 0;
        // With nothing to choose, my information has nothing to save; onboarding still goes on.
        if (empty && submitLabel === undefined) {
          return <p>{t('forms.consents.empty')}</p>;
        }
        return (
          <form
            className="consent-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save(changes);
            }}
          >
            {empty && <p>{t('forms.consents.empty')}</p>}
            {categories.map((category) => (
              <ConsentGroup
                key={category.id}
                heading={category.header}
                ingress={category.ingress}
                headingLevel={headingLevel}
                consents={category.consents}
                chosen={choices[category.id]}
                onChoose={choose(category.id)}
              />
            ))}
            {customerInfoGroups(customerInfo).map((group) => (
              <ConsentGroup
                key={`${customerInfoGroup}:${group.categoryId}`}
                heading={t(
                  isKnownGroup(group.categoryId)
                    ? customerInfoHeadingKeys[group.categoryId]
                    : 'forms.consents.customerInfo.other',
                )}
                headingLevel={headingLevel}
                consents={group.consents}
                chosen={choices[customerInfoGroup]}
                onChoose={choose(customerInfoGroup)}
              />
            ))}
            <div className="consent-form__actions">
              {unsaved && <p className="consent-form__unsaved">{t('forms.consents.unsaved')}</p>}
              <Button
                ref={submitRef}
                type="submit"
                variant="primary"
                loading={status.kind === 'Saving' || busy}
              >
                {submitLabel ?? t('forms.consents.save')}
              </Button>
              <SaveStateNotice state={notice} />
            </div>
            <UnsavedChangesDialog blocker={guard.blocker} />
          </form>
        );
      }}
    </RemoteContent>
  );
}
