import type { Catalogue } from './catalogue.ts';

/**
 * The texts of the contact form and the consent form (portal-shell.md §5 "Contact form", E-23),
 * Finnish as the source. Wired into each catalogue as `forms`.
 */
export const formsFi = {
  loadError: 'Tietoja ei voitu ladata.',
  saveError: 'Tallentaminen ei onnistunut.',
  retry: 'Yritä uudelleen',
  saveSuccess: 'Tiedot on tallennettu.',
  requiredNote: 'Pakolliset kentät on merkitty tähdellä (*).',
  validation: {
    valueMissing: 'Täytä kenttä {{label}}.',
    patternMismatch:
      'Tieto on väärässä muodossa. Tarkista, ettei siinä ole merkkejä, joita ei voi käyttää.',
    tooShort: 'Tieto on liian lyhyt. Sen pitää olla vähintään {{minLength}} merkkiä pitkä.',
    tooLong: 'Tieto on liian pitkä. Se saa olla enintään {{maxLength}} merkkiä pitkä.',
    namesCombinedLength:
      'Etunimet ja sukunimi saavat olla yhteensä enintään {{maxLength}} merkkiä pitkiä.',
  },
  contact: {
    fields: {
      givenNames: 'Etunimet',
      lastName: 'Sukunimi',
      streetAddress: 'Katuosoite',
      postCode: 'Postinumero',
      postOffice: 'Postitoimipaikka',
      phoneNumber: 'Puhelinnumero',
      email: 'Sähköpostiosoite',
    },
    hints: {
      namesFromRegister: 'Nimi tulee väestötietojärjestelmästä, eikä sitä voi muuttaa tässä.',
      postCode: 'Viisi numeroa, esimerkiksi 33100.',
      phoneNumber: 'Esimerkiksi 040 123 4567.',
      email: 'Esimerkiksi etunimi.sukunimi@esimerkki.fi',
    },
    save: 'Tallenna',
  },
  consents: {
    loading: 'Ladataan suostumuksia…',
    empty: 'Sinulla ei ole suostumuksia, joita voisit muuttaa täällä.',
    save: 'Tallenna valinnat',
  },
} as const;

export const formsSv: Catalogue['forms'] = {
  loadError: 'Uppgifterna kunde inte laddas.',
  saveError: 'Det gick inte att spara.',
  retry: 'Försök igen',
  saveSuccess: 'Uppgifterna har sparats.',
  requiredNote: 'Obligatoriska fält är markerade med en asterisk (*).',
  validation: {
    valueMissing: 'Fyll i fältet {{label}}.',
    patternMismatch:
      'Uppgiften har fel format. Kontrollera att den inte innehåller tecken som inte kan användas.',
    tooShort: 'Uppgiften är för kort. Den ska vara minst {{minLength}} tecken lång.',
    tooLong: 'Uppgiften är för lång. Den får vara högst {{maxLength}} tecken lång.',
    namesCombinedLength:
      'Förnamnen och efternamnet får tillsammans vara högst {{maxLength}} tecken långa.',
  },
  contact: {
    fields: {
      givenNames: 'Förnamn',
      lastName: 'Efternamn',
      streetAddress: 'Gatuadress',
      postCode: 'Postnummer',
      postOffice: 'Postanstalt',
      phoneNumber: 'Telefonnummer',
      email: 'E-postadress',
    },
    hints: {
      namesFromRegister: 'Namnet kommer från befolkningsdatasystemet och kan inte ändras här.',
      postCode: 'Fem siffror, till exempel 33100.',
      phoneNumber: 'Till exempel 040 123 4567.',
      email: 'Till exempel fornamn.efternamn@exempel.fi',
    },
    save: 'Spara',
  },
  consents: {
    loading: 'Samtyckena laddas…',
    empty: 'Du har inga samtycken som du kan ändra här.',
    save: 'Spara valen',
  },
};

export const formsEn: Catalogue['forms'] = {
  loadError: 'The information could not be loaded.',
  saveError: 'Saving failed.',
  retry: 'Try again',
  saveSuccess: 'Your information has been saved.',
  requiredNote: 'Required fields are marked with an asterisk (*).',
  validation: {
    valueMissing: 'Fill in the {{label}} field.',
    patternMismatch:
      'The value is not in a valid format. Check that it has no characters that cannot be used.',
    tooShort: 'The value is too short. It must be at least {{minLength}} characters long.',
    tooLong: 'The value is too long. It can be at most {{maxLength}} characters long.',
    namesCombinedLength:
      'Given names and last name together can be at most {{maxLength}} characters long.',
  },
  contact: {
    fields: {
      givenNames: 'Given names',
      lastName: 'Last name',
      streetAddress: 'Street address',
      postCode: 'Postal code',
      postOffice: 'Post office',
      phoneNumber: 'Phone number',
      email: 'Email address',
    },
    hints: {
      namesFromRegister:
        'The name comes from the Population Information System and cannot be changed here.',
      postCode: 'Five digits, for example 33100.',
      phoneNumber: 'For example 040 123 4567.',
      email: 'For example firstname.lastname@example.com',
    },
    save: 'Save',
  },
  consents: {
    loading: 'Loading consents…',
    empty: 'You have no consents that you can change here.',
    save: 'Save choices',
  },
};
