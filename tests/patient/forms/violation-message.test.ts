import { describe, expect, it } from 'vitest';
import { type Language } from '../../../src/i18n/index.ts';
import { createI18n } from '../../../src/i18n/bundled/index.ts';
import { contactFields, type ViolationRule } from '../../../src/patient/forms/index.ts';
import { isViolationRule, violationMessage } from '../../../src/patient/forms/violation-message.ts';

const translator = (language: Language) => {
  const missing: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missing.push(key) });
  return { t: i18n.t, missing };
};

describe('the validation messages (F-15)', () => {
  it.each([
    ['postCode', 'valueMissing', 'Täytä kenttä Postinumero.'],
    ['email', 'valueMissing', 'Täytä kenttä Sähköpostiosoite.'],
    [
      'email',
      'patternMismatch',
      'Tieto on väärässä muodossa. Tarkista, ettei siinä ole merkkejä, joita ei voi käyttää.',
    ],
    ['postCode', 'tooShort', 'Tieto on liian lyhyt. Sen pitää olla vähintään 5 merkkiä pitkä.'],
    ['phoneNumber', 'tooShort', 'Tieto on liian lyhyt. Sen pitää olla vähintään 5 merkkiä pitkä.'],
    ['givenNames', 'tooLong', 'Tieto on liian pitkä. Se saa olla enintään 40 merkkiä pitkä.'],
    ['streetAddress', 'tooLong', 'Tieto on liian pitkä. Se saa olla enintään 30 merkkiä pitkä.'],
    ['phoneNumber', 'tooLong', 'Tieto on liian pitkä. Se saa olla enintään 12 merkkiä pitkä.'],
    ['email', 'tooLong', 'Tieto on liian pitkä. Se saa olla enintään 100 merkkiä pitkä.'],
    [
      'lastName',
      'namesCombinedLength',
      'Etunimet ja sukunimi saavat olla yhteensä enintään 40 merkkiä pitkiä.',
    ],
  ] as const)('%s %s in Finnish', (field, rule, message) => {
    const { t, missing } = translator('fi');
    expect(violationMessage(t, field, rule)).toBe(message);
    expect(missing).toEqual([]);
  });

  it.each([
    [
      'sv',
      'Fyll i fältet Postnummer.',
      'Uppgiften är för lång. Den får vara högst 30 tecken lång.',
    ],
    [
      'en',
      'Fill in the Postal code field.',
      'The value is too long. It can be at most 30 characters long.',
    ],
  ] as const)('in %s', (language, valueMissing, tooLong) => {
    const { t } = translator(language);
    expect(violationMessage(t, 'postCode', 'valueMissing')).toBe(valueMissing);
    expect(violationMessage(t, 'postOffice', 'tooLong')).toBe(tooLong);
  });

  it('has a message for every rule and field in every language', () => {
    const rules: ViolationRule[] = [
      'valueMissing',
      'patternMismatch',
      'tooShort',
      'tooLong',
      'namesCombinedLength',
    ];
    for (const language of ['fi', 'sv', 'en'] as const) {
      const { t, missing } = translator(language);
      for (const field of contactFields) {
        for (const rule of rules) {
          expect(violationMessage(t, field, rule)).not.toMatch(/\{\{|Message not found/);
        }
      }
      expect(missing).toEqual([]);
    }
  });

  it('knows the rule names and nothing else', () => {
    expect(isViolationRule('tooLong')).toBe(true);
    expect(isViolationRule('required')).toBe(false);
    expect(isViolationRule(undefined)).toBe(false);
  });
});
