import type { Catalogue } from '../catalogue.ts';

export const formsSv: Catalogue['forms'] = {
  loadError: 'Uppgifterna kunde inte laddas.',
  saveError: 'Det gick inte att spara.',
  retry: 'Försök igen',
  saveSuccess: 'Uppgifterna har sparats.',
  errorSummary: { title: 'Rätta de här uppgifterna' },
  requiredNote: 'Obligatoriska fält är markerade med en asterisk (*).',
  validation: {
    valueMissing: 'Fyll i fältet {{label}}.',
    patternMismatch:
      'Uppgiften har fel format. Kontrollera att den inte innehåller tecken som inte kan användas.',
    tooShort: 'Uppgiften är för kort. Den ska vara minst {{minLength}} tecken lång.',
    tooLong: 'Uppgiften är för lång. Den får vara högst {{maxLength}} tecken lång.',
    namesCombinedLength:
      'Förnamnen och efternamnet får tillsammans vara högst {{maxLength}} tecken långa.',
    detail: {
      quoted: '”{{character}}”',
      characters: 'Fältet {{label}} får inte innehålla de här tecknen: {{characters}}.',
      tooShort: 'Fältet {{label}} ska ha minst {{minLength}} tecken. Nu har det {{length}}.',
      tooLong: 'Fältet {{label}} får ha högst {{maxLength}} tecken. Nu har det {{length}}.',
      postCodeDigits: 'Postnumret får bara innehålla siffror.',
      postCodeUnused: 'Postnumret 00000 används inte.',
      postCodeLength: 'Ett postnummer har fem siffror. Nu har det {{length}}.',
      postOfficeWords:
        'Skriv postanstalten som ord utan skiljetecken i början eller slutet, till exempel Helsingfors eller Norra Esbo.',
      phoneCharacters: 'Telefonnumret får bara innehålla siffror och + i början.',
      phonePlus: 'Plustecknet + får bara stå i början av telefonnumret.',
      phoneLength:
        'Telefonnumret ska ha {{minLength}}–{{maxLength}} tecken utan mellanslag. Nu har det {{length}}.',
      emailSpaces: 'E-postadressen får inte innehålla mellanslag.',
      emailAt: 'E-postadressen saknar tecknet @.',
      emailManyAt: 'E-postadressen får bara ha ett @.',
      emailLocal: 'E-postadressen saknar delen före @, till exempel fornamn.efternamn.',
      emailDomain: 'E-postadressen saknar delen efter @, till exempel exempel.fi.',
      emailDomainDot: 'Delen efter @ i e-postadressen ska ha en punkt, till exempel exempel.fi.',
    },
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
      namesFromIdentification:
        'Namnet kommer från den starka identifieringen och kan inte ändras här.',
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
    unsaved: 'Dina val har inte sparats ännu.',
    customerInfo: {
      healthServices: 'Hälsotjänster och rekommendationer',
      patientRegister: 'Användning av patientuppgifter',
      occupationalHealth: 'Uppgifter från företagshälsovården',
      healthSurveys: 'Hälsoenkäter',
      other: 'Övriga samtycken',
    },
  },
  paperInvoice: {
    title: 'Vill du byta till pappersfaktura?',
    text: 'För en pappersfaktura tas en faktureringsavgift på {{fee}} ut. Med webbetalning slipper du avgiften.',
    textNoFee:
      'För en pappersfaktura tas en faktureringsavgift ut. Med webbetalning slipper du avgiften.',
    confirm: 'Byt till pappersfaktura',
    cancel: 'Behåll webbetalning',
  },
  leave: {
    title: 'Vill du lämna utan att spara?',
    text: 'Dina val eller uppgifterna du har skrivit har inte sparats. Om du lämnar sidan går de förlorade.',
    stay: 'Stanna på sidan',
    leave: 'Lämna utan att spara',
  },
};
