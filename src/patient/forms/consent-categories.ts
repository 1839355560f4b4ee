// Which consents the patient sees, and what saving them sends (F-03, F-20, C-18, NS-40).
import type { CategoryConsentValues } from '../../../generated/patient/model/categoryConsentValues.zod.ts';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import type { CustomerInfoConsent } from '../../../generated/patient/model/customerInfoConsent.zod.ts';

/** Categories the API sends but the client never shows (F-03). */
export const hiddenConsentCategoryIds: readonly string[] = [
  'marketingChannel',
  'marketingInterest',
];

/** The categories shown, in the API's order. */
export const visibleConsentCategories = (
  categories: readonly ConsentCategory[],
): ConsentCategory[] => categories.filter(({ id }) => !hiddenConsentCategoryIds.includes(id));

/**
 * The body of `PUT /consent-categories/{id}/consents`: every consent of the category, the
 * patient's choice where there is one, else its current value.
 */
export function categoryConsentValues(
  category: ConsentCategory,
  chosen: Readonly<Record<string, boolean>>,
): CategoryConsentValues {
  return Object.fromEntries(
    category.consents.map(({ id, isGiven }) => [id, chosen[id] ?? isGiven]),
  );
}

/** The patient's choices, per consent group (a category's id, or the customer-info list). */
export type ConsentChoices = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

/** The group of the customer-info consents (the "other flags") in {@link ConsentChoices}. */
export const customerInfoGroup = 'customerInfo';

/** What one save of the consent form sends: only the groups with a changed choice. */
export interface ConsentChanges {
  categories: { id: string; values: CategoryConsentValues }[];
  /** Every customer-info consent, when one of them changed. */
  customerInfo?: Record<string, boolean>;
}

const changed = (
  consents: readonly { id: string; isGiven: boolean }[],
  chosen: Readonly<Record<string, boolean>> | undefined,
) => consents.some(({ id, isGiven }) => chosen?.[id] !== undefined && chosen[id] !== isGiven);

/**
 * The calls a save makes: each category with a choice that differs from its saved value (F-20:
 * with all its consents), and the customer-info list likewise. Nothing when nothing changed.
 */
export function consentChanges(
  categories: readonly ConsentCategory[],
  customerInfo: readonly CustomerInfoConsent[],
  choices: ConsentChoices,
): ConsentChanges {
  const info = choices[customerInfoGroup];
  return {
    categories: categories
      .filter((category) => changed(category.consents, choices[category.id]))
      .map((category) => ({
        id: category.id,
        values: categoryConsentValues(category, choices[category.id] ?? {}),
      })),
    ...(changed(customerInfo, info)
      ? {
          customerInfo: Object.fromEntries(
            customerInfo.map(({ id, isGiven }) => [id, info?.[id] ?? isGiven]),
          ),
        }
      : {}),
  };
}

/** Whether a save would send anything. */
export const hasConsentChanges = (changes: ConsentChanges): boolean =>
  changes.categories.length > 0 || changes.customerInfo !== undefined;

/** The customer-info consents in groups by `categoryId`, in the order each group first comes. */
export function customerInfoGroups(
  consents: readonly CustomerInfoConsent[],
): { categoryId: string; consents: CustomerInfoConsent[] }[] {
  const groups = new Map<string, CustomerInfoConsent[]>();
  for (const consent of consents) {
    groups.set(consent.categoryId, [...(groups.get(consent.categoryId) ?? []), consent]);
  }
  return [...groups].map(([categoryId, list]) => ({ categoryId, consents: list }));
}
