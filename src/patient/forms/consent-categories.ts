// Which consent categories the patient sees, and what saving one sends (F-03, F-20, C-18).
import type { CategoryConsentValues } from '../../../generated/patient/model/categoryConsentValues.zod.ts';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';

/** Categories the API sends but the client never shows (F-03). */
export const hiddenConsentCategoryIds: readonly string[] = [
  'marketingChannel',
  'marketingInterest',
];

/** The categories shown, in the API's order. */
export const visibleConsentCategories = (
  categories: readonly ConsentCategory[],
): ConsentCategory[] => categories.filter(({ id }) => !hiddenConsentCategoryIds.includes(id));

/** A category's consents as given now: consent id → given. */
export const givenConsents = (category: ConsentCategory): Record<string, boolean> =>
  Object.fromEntries(category.consents.map(({ id, isGiven }) => [id, isGiven]));

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
