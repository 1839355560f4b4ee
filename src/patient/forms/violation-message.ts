// Words a contact-form violation in the current language (F-15).
import type { TFunction } from 'i18next';
import { fieldRules, namesCombinedMaxLength, type ContactField } from './contact-fields.ts';
import type { ViolationRule } from './contact-rules.ts';

const violationRules: readonly ViolationRule[] = [
  'valueMissing',
  'patternMismatch',
  'tooShort',
  'tooLong',
  'namesCombinedLength',
];

/** The rule names the schema and the server errors put in a field error's `message`. */
export const isViolationRule = (value: unknown): value is ViolationRule =>
  typeof value === 'string' && (violationRules as readonly string[]).includes(value);

/** The field's visible label. */
export const fieldLabel = (t: TFunction, field: ContactField): string =>
  t(`forms.contact.fields.${field}`);

/** The message of a rule for a field: with its label when missing, with the limit on length. */
export function violationMessage(t: TFunction, field: ContactField, rule: ViolationRule): string {
  switch (rule) {
    case 'valueMissing':
      return t('forms.validation.valueMissing', { label: fieldLabel(t, field) });
    case 'patternMismatch':
      return t('forms.validation.patternMismatch');
    case 'tooShort':
      return t('forms.validation.tooShort', { minLength: fieldRules[field].minLength });
    case 'tooLong':
      return t('forms.validation.tooLong', { maxLength: fieldRules[field].maxLength });
    case 'namesCombinedLength':
      return t('forms.validation.namesCombinedLength', { maxLength: namesCombinedMaxLength });
  }
}
