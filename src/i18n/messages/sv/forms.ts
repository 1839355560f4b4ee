import type { Catalogue } from '../catalogue.ts';

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
