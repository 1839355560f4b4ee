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
