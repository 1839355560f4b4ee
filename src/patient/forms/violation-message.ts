// Words a contact-form violation in the current language (F-15).
import type { TFunction } from 'i18next';
import { fieldRules, namesCombinedMaxLength, type ContactField } from './contact-fields.ts';
import type { ViolationRule } from './contact-rules.ts';
import { violationDetail, type ViolationDetail } from './violation-detail.ts';

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

/** Quoted as the language writes quotes: “#”, “@”. */
const quoted = (t: TFunction, characters: readonly string[]) =>
  characters.map((character) => t('forms.validation.detail.quoted', { character })).join(', ');

function detailMessage(t: TFunction, field: ContactField, detail: ViolationDetail): string {
  const label = fieldLabel(t, field);
  const { minLength, maxLength } = fieldRules[field];
  switch (detail.kind) {
    case 'characters':
      return t('forms.validation.detail.characters', {
        label,
        characters: quoted(t, detail.characters),
      });
    case 'tooShort':
      return t('forms.validation.detail.tooShort', { label, minLength, length: detail.length });
    case 'tooLong':
      return t('forms.validation.detail.tooLong', { label, maxLength, length: detail.length });
    case 'postCodeLength':
    case 'phoneLength':
      return t(`forms.validation.detail.${detail.kind}`, {
        minLength,
        maxLength,
        length: detail.length,
      });
    case 'postCodeDigits':
    case 'postCodeUnused':
    case 'postOfficeWords':
    case 'phoneCharacters':
    case 'phonePlus':
    case 'emailSpaces':
    case 'emailAt':
    case 'emailManyAt':
    case 'emailLocal':
    case 'emailDomain':
    case 'emailDomainDot':
      return t(`forms.validation.detail.${detail.kind}`);
  }
}

/**
 * The message of a rule for a field. Given the value, it says what is wrong with it (the
 * characters that cannot be used, the missing @, the length now); without one, or when there is
 * nothing more to say, F-15's message: with its label when missing, with the limit on length.
 */
export function violationMessage(
  t: TFunction,
  field: ContactField,
  rule: ViolationRule,
  value?: string,
): string {
  const detail = value === undefined ? undefined : violationDetail(field, rule, value);
  if (detail !== undefined) {
    return detailMessage(t, field, detail);
  }
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
