import { describe, expect, it } from 'vitest';
import type { ConsentCategory } from '../../../generated/patient/model/consentCategory.zod.ts';
import {
  categoryConsentValues,
  visibleConsentCategories,
} from '../../../src/patient/forms/index.ts';

const category = (id: string, given: Record<string, boolean>): ConsentCategory => ({
  id,
  header: id,
  consents: Object.entries(given).map(([consent, isGiven]) => ({
    id: consent,
    categoryId: id,
    description: consent,
    isGiven,
  })),
});

describe('consent categories (F-03, F-20)', () => {
  it('leaves out marketingChannel and marketingInterest, keeping the order', () => {
    const all = [
      category('dataDisclosure', {}),
      category('marketingChannel', {}),
      category('researchUse', {}),
      category('marketingInterest', {}),
    ];
    expect(visibleConsentCategories(all).map(({ id }) => id)).toEqual([
      'dataDisclosure',
      'researchUse',
    ]);
  });

  it('saves every consent of the category, chosen or not, and nothing else', () => {
    const research = category('researchUse', {
      researchUseOfHealthData: false,
      researchContact: true,
    });
    expect(
      categoryConsentValues(research, { researchUseOfHealthData: true, marketingBySms: true }),
    ).toEqual({ researchUseOfHealthData: true, researchContact: true });
  });
});
