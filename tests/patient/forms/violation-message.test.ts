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

describe('the messages that say what is wrong with the value typed', () => {
  it.each([
    ['postCode', 'patternMismatch', '00000', 'Postinumero 00000 ei ole käytössä.'],
    ['postCode', 'patternMismatch', '331O0', 'Postinumerossa saa olla vain numeroita.'],
    ['postCode', 'tooShort', '3310', 'Postinumerossa on viisi numeroa. Nyt siinä on 4.'],
    ['email', 'patternMismatch', 'maija.esimerkki.fi', 'Sähköpostiosoitteesta puuttuu @-merkki.'],
    [
      'email',
      'patternMismatch',
      'maija@@esimerkki.fi',
      'Sähköpostiosoitteessa saa olla vain yksi @-merkki.',
    ],
    [
      'email',
      'patternMismatch',
      'maija@esimerkki',
      'Sähköpostiosoitteen @-merkin jälkeisessä osassa pitää olla piste, esimerkiksi esimerkki.fi.',
    ],
    [
      'email',
      'patternMismatch',
      'maija @esimerkki.fi',
      'Sähköpostiosoitteessa ei voi olla välilyöntejä.',
    ],
    [
      'phoneNumber',
      'patternMismatch',
      '040-123 4567',
      'Puhelinnumerossa saa olla vain numeroita ja + alussa.',
    ],
    [
      'phoneNumber',
      'patternMismatch',
      '040+1234567',
      'Plusmerkki + voi olla vain puhelinnumeron alussa.',
    ],
    [
      'givenNames',
      'patternMismatch',
      'Maija#2',
      'Kentässä Etunimet ei voi käyttää näitä merkkejä: ”#”, ”2”.',
    ],
    [
      'streetAddress',
      'tooLong',
      'Pitkäkatu 123 A 45 Porraskäytävä',
      'Kentässä Katuosoite saa olla enintään 30 merkkiä. Nyt siinä on 32.',
    ],
  ] as const)('%s %s %j in Finnish', (field, rule, value, message) => {
    const { t, missing } = translator('fi');
    expect(violationMessage(t, field, rule, value)).toBe(message);
    expect(missing).toEqual([]);
  });

  it.each([
    ['sv', 'Postnumret 00000 används inte.', 'E-postadressen saknar tecknet @.'],
    ['en', 'The postal code 00000 is not in use.', 'The email address is missing an @.'],
  ] as const)('in %s', (language, postCode, email) => {
    const { t, missing } = translator(language);
    expect(violationMessage(t, 'postCode', 'patternMismatch', '00000')).toBe(postCode);
    expect(violationMessage(t, 'email', 'patternMismatch', 'maija.fi')).toBe(email);
    expect(missing).toEqual([]);
  });

  it('keeps the rule’s own message where the value says nothing more (a server’s verdict)', () => {
    const { t } = translator('fi');
    expect(violationMessage(t, 'postCode', 'patternMismatch', '33101')).toBe(
      'Tieto on väärässä muodossa. Tarkista, ettei siinä ole merkkejä, joita ei voi käyttää.',
    );
    expect(violationMessage(t, 'email', 'valueMissing', '')).toBe('Täytä kenttä Sähköpostiosoite.');
  });
});
