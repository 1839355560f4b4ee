/**
 * The texts of the contact form and the consent form (portal-shell.md §5 "Contact form", E-23),
 * Finnish as the source. Wired into each catalogue as `forms`.
 */
export const formsFi = {
  loadError: 'Tietoja ei voitu ladata.',
  saveError: 'Tallentaminen ei onnistunut.',
  retry: 'Yritä uudelleen',
  saveSuccess: 'Tiedot on tallennettu.',
  errorSummary: { title: 'Korjaa nämä tiedot' },
  requiredNote: 'Pakolliset kentät on merkitty tähdellä (*).',
  validation: {
    valueMissing: 'Täytä kenttä {{label}}.',
    patternMismatch:
      'Tieto on väärässä muodossa. Tarkista, ettei siinä ole merkkejä, joita ei voi käyttää.',
    tooShort: 'Tieto on liian lyhyt. Sen pitää olla vähintään {{minLength}} merkkiä pitkä.',
    tooLong: 'Tieto on liian pitkä. Se saa olla enintään {{maxLength}} merkkiä pitkä.',
    namesCombinedLength:
      'Etunimet ja sukunimi saavat olla yhteensä enintään {{maxLength}} merkkiä pitkiä.',
    detail: {
      quoted: '”{{character}}”',
      characters: 'Kentässä {{label}} ei voi käyttää näitä merkkejä: {{characters}}.',
      tooShort:
        'Kentässä {{label}} pitää olla vähintään {{minLength}} merkkiä. Nyt siinä on {{length}}.',
      tooLong:
        'Kentässä {{label}} saa olla enintään {{maxLength}} merkkiä. Nyt siinä on {{length}}.',
      postCodeDigits: 'Postinumerossa saa olla vain numeroita.',
      postCodeUnused: 'Postinumero 00000 ei ole käytössä.',
      postCodeLength: 'Postinumerossa on viisi numeroa. Nyt siinä on {{length}}.',
      postOfficeWords:
        'Kirjoita postitoimipaikka sanoina ilman välimerkkejä alussa tai lopussa, esimerkiksi Helsinki tai Pohjois-Espoo.',
      phoneCharacters: 'Puhelinnumerossa saa olla vain numeroita ja + alussa.',
      phonePlus: 'Plusmerkki + voi olla vain puhelinnumeron alussa.',
      phoneLength:
        'Puhelinnumerossa pitää olla {{minLength}}–{{maxLength}} merkkiä ilman välilyöntejä. Nyt siinä on {{length}}.',
      emailSpaces: 'Sähköpostiosoitteessa ei voi olla välilyöntejä.',
      emailAt: 'Sähköpostiosoitteesta puuttuu @-merkki.',
      emailManyAt: 'Sähköpostiosoitteessa saa olla vain yksi @-merkki.',
      emailLocal:
        'Sähköpostiosoitteesta puuttuu @-merkkiä edeltävä osa, esimerkiksi etunimi.sukunimi.',
      emailDomain:
        'Sähköpostiosoitteesta puuttuu @-merkin jälkeinen osa, esimerkiksi esimerkki.fi.',
      emailDomainDot:
        'Sähköpostiosoitteen @-merkin jälkeisessä osassa pitää olla piste, esimerkiksi esimerkki.fi.',
    },
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
      namesFromIdentification:
        'Nimi tulee vahvasta tunnistautumisesta, eikä sitä voi muuttaa tässä.',
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
    unsaved: 'Valintojasi ei ole vielä tallennettu.',
    customerInfo: {
      healthServices: 'Terveyspalvelut ja suositukset',
      patientRegister: 'Potilastietojen käyttö',
      occupationalHealth: 'Työterveyshuollon tiedot',
      healthSurveys: 'Terveyskyselyt',
      other: 'Muut suostumukset',
    },
  },
  paperInvoice: {
    title: 'Vaihdetaanko paperilaskuun?',
    text: 'Paperilaskusta peritään laskutuslisä {{fee}}. Verkkomaksulla vältät lisän.',
    textNoFee: 'Paperilaskusta peritään laskutuslisä. Verkkomaksulla vältät lisän.',
    confirm: 'Vaihda paperilaskuun',
    cancel: 'Pidä verkkomaksu',
  },
  leave: {
    title: 'Poistutaanko tallentamatta?',
    text: 'Valintojasi tai kirjoittamiasi tietoja ei ole tallennettu. Jos poistut sivulta, ne menetetään.',
    stay: 'Jää sivulle',
    leave: 'Poistu tallentamatta',
  },
} as const;
