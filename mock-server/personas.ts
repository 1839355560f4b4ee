/**
 * The people of the local world: the test persons of openapi/README.md. The sign-in provider
 * lists the ones who can sign in; the mock gateway answers each call as the person whose token
 * it carries, by choosing the contract example named with that person's key.
 */
import type { Language } from '../src/i18n/languages.ts';

export type { Language };

export interface Persona {
  /** The example name used for this person throughout the contracts. */
  key: string;
  /** The OIDC subject (and patient id): an RFC 4122 UUID. */
  subject: string;
  givenNames: string;
  firstName: string;
  lastName: string;
  birthdate: string;
  /** As in the population register; the mock fills it into a profile the person creates. */
  gender: 'male' | 'female';
  /** A principal is acted for through an on-behalf-of token; it cannot sign in itself. */
  kind: 'main' | 'principal';
  /** What is special about this person, for the login page and docs/mock-stack.md. */
  description: Record<Language, string>;
}

export const personas: readonly Persona[] = [
  {
    key: 'mainUser',
    subject: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
    givenNames: 'Laura Helena',
    firstName: 'Laura',
    lastName: 'Mäkinen',
    birthdate: '1986-04-12',
    gender: 'female',
    kind: 'main',
    description: {
      fi: 'Kaikki tiedot kunnossa, kolme huollettavaa (Eetu 7 v, Ella 15 v, Onni 18 v); Aino 2 v voidaan lisätä.',
      sv: 'Alla uppgifter i ordning, tre vårdnadshavarskap (Eetu 7 år, Ella 15 år, Onni 18 år); Aino 2 år kan läggas till.',
      en: 'Everything in order, three principals (Eetu 7, Ella 15, Onni 18); Aino 2 can be added.',
    },
  },
  {
    key: 'childPrincipal',
    subject: 'd61d7036-baf9-409e-a5a9-40b5aebe3da6',
    givenNames: 'Eetu',
    firstName: 'Eetu',
    lastName: 'Mäkinen',
    birthdate: '2019-08-03',
    gender: 'male',
    kind: 'principal',
    description: {
      fi: 'Lauran poika, 7 v. Verkkomaksu sallittu.',
      sv: 'Lauras son, 7 år. Webbetalning tillåten.',
      en: "Laura's son, 7. Online payment allowed.",
    },
  },
  {
    key: 'teenPrincipal',
    subject: '3fd49fa6-a775-4851-9134-ca2053ef48c2',
    givenNames: 'Ella',
    firstName: 'Ella',
    lastName: 'Mäkinen',
    birthdate: '2011-02-17',
    gender: 'female',
    kind: 'principal',
    description: {
      fi: 'Lauran tytär, 15 v. Verkkomaksu ei sallittu.',
      sv: 'Lauras dotter, 15 år. Webbetalning inte tillåten.',
      en: "Laura's daughter, 15. Online payment not allowed.",
    },
  },
  {
    key: 'tooOldPrincipal',
    subject: '55eec7ee-6f9f-463a-82d5-b079790b46fc',
    givenNames: 'Onni',
    firstName: 'Onni',
    lastName: 'Mäkinen',
    birthdate: '2008-06-20',
    gender: 'male',
    kind: 'principal',
    description: {
      fi: 'Lauran poika, täytti 18 v. Puolesta-asiointi ei enää onnistu.',
      sv: 'Lauras son, fyllde 18 år. Kan inte längre skötas för hans räkning.',
      en: "Laura's son, turned 18. Can no longer be acted for.",
    },
  },
  {
    key: 'newPrincipal',
    subject: '14c10089-45ee-4d70-8adc-3a0dfe27dad9',
    givenNames: 'Aino',
    firstName: 'Aino',
    lastName: 'Mäkinen',
    birthdate: '2024-05-14',
    gender: 'female',
    kind: 'principal',
    description: {
      fi: 'Lauran tytär, 2 v. Ei vielä asiakastietoja eikä Lauran huollettavien listalla: lisätään valtuuksin.',
      sv: 'Lauras dotter, 2 år. Inga kunduppgifter ännu och inte bland Lauras vårdnadshavarskap: läggs till med fullmakt.',
      en: "Laura's daughter, 2. No profile yet and not among Laura's principals: added through a mandate.",
    },
  },
  {
    key: 'newPatient',
    subject: '6e1c6c93-1f14-48d9-8d84-b676036fccf1',
    givenNames: 'Mikko Juhani',
    firstName: 'Mikko',
    lastName: 'Nieminen',
    birthdate: '1992-09-05',
    gender: 'male',
    kind: 'main',
    description: {
      fi: 'Uusi asiakas: ei vielä asiakastietoja, käyttöehdot hyväksymättä.',
      sv: 'Ny kund: inga kunduppgifter ännu, användarvillkoren inte godkända.',
      en: 'New patient: no profile yet, terms of use not accepted.',
    },
  },
  {
    key: 'missingContactDetails',
    subject: '151f1969-8ef4-42c0-8e1c-5142a60f40b6',
    givenNames: 'Johanna Maria',
    firstName: 'Johanna',
    lastName: 'Heikkinen',
    birthdate: '1979-11-23',
    gender: 'female',
    kind: 'main',
    description: {
      fi: 'Puhelinnumero ja sähköposti puuttuvat.',
      sv: 'Telefonnummer och e-post saknas.',
      en: 'Phone number and email missing.',
    },
  },
  {
    key: 'missingGivenNames',
    subject: '544f70bd-3e7f-4edd-9f6d-5a1162730fd4',
    givenNames: 'Marjatta Liisa',
    firstName: 'Marjatta',
    lastName: 'Korhonen',
    birthdate: '1951-03-09',
    gender: 'female',
    kind: 'main',
    description: {
      fi: 'Asiakastiedoista puuttuvat etunimet (siirretty vanhasta potilasjärjestelmästä) ja puhelinnumero.',
      sv: 'Förnamnen (överförda från ett gammalt patientsystem) och telefonnumret saknas i kunduppgifterna.',
      en: 'Profile without given names (moved over from an old patient system) and phone number.',
    },
  },
  {
    key: 'termsNotAccepted',
    subject: 'eeb7c433-f5b5-4deb-9a0f-49fec9bd01df',
    givenNames: 'Pekka Olavi',
    firstName: 'Pekka',
    lastName: 'Koskinen',
    birthdate: '1958-01-30',
    gender: 'male',
    kind: 'main',
    description: {
      fi: 'Käyttöehtoja ei ole hyväksytty. Paperilasku.',
      sv: 'Användarvillkoren inte godkända. Pappersfaktura.',
      en: 'Terms of use not accepted. Paper invoice.',
    },
  },
  {
    key: 'deniedCustomer',
    subject: 'd3d85ffd-ffc6-4020-8bb3-8c5a99b922cd',
    givenNames: 'Tapio Kalevi',
    firstName: 'Tapio',
    lastName: 'Järvinen',
    birthdate: '1971-03-14',
    gender: 'male',
    kind: 'main',
    description: {
      fi: 'Asiointi estetty (CustomerDeniedAccessError).',
      sv: 'Åtkomst nekad (CustomerDeniedAccessError).',
      en: 'Denied access (CustomerDeniedAccessError).',
    },
  },
  {
    key: 'occupationalCustomer',
    subject: 'aca5148b-ac78-4374-b0fa-704ca037a519',
    givenNames: 'Sanna Kristiina',
    firstName: 'Sanna',
    lastName: 'Lehtonen',
    birthdate: '1988-07-08',
    gender: 'female',
    kind: 'main',
    description: {
      fi: 'Työterveysasiakas: ohjauslomake ja oirearvio käytössä.',
      sv: 'Företagshälsovårdskund: vägledningsformulär och symtombedömning.',
      en: 'Occupational-health customer: guidance form and self-triage.',
    },
  },
  {
    key: 'occupationalGuidanceOnly',
    subject: '6101faab-8618-4e14-a00f-72aa75b6d010',
    givenNames: 'Antti',
    firstName: 'Antti',
    lastName: 'Salminen',
    birthdate: '1983-10-19',
    gender: 'male',
    kind: 'main',
    description: {
      fi: 'Työterveysasiakas: vain ohjauslomake, ohjaus ajanvaraukseen.',
      sv: 'Företagshälsovårdskund: endast vägledningsformulär, hänvisas till tidsbokning.',
      en: 'Occupational-health customer: guidance form only, sent to booking.',
    },
  },
];

export function personaBySubject(subject: string): Persona | undefined {
  return personas.find((p) => p.subject === subject);
}

export function personaByKey(key: string): Persona | undefined {
  return personas.find((p) => p.key === key);
}

/**
 * A mandate on the local authorization page of the add-principal flow (the Suomi.fi mandate
 * service in production): `holder` may choose `principal`, and choosing answers the fixed
 * authorization `code` (the `obo_code` of the return). The identity contract answers that code
 * declaratively: `POST /oauth/token` with the code (x-match on `code`) gives the code-exchange
 * token of this choice, and `POST /oauth/get-on-behalf-of-token` with that token (x-match on
 * `accessToken`) the principal's on-behalf-of token (Onni: 400 `principal_too_old`). A test
 * holds the contract and this list together.
 */
export interface Mandate {
  /** The key of the main person who holds the mandate. */
  holder: string;
  /** The key of the person it is for. */
  principal: string;
  /** The authorization code that choosing this person answers. */
  code: string;
}

export const mandates: readonly Mandate[] = [
  { holder: 'mainUser', principal: 'childPrincipal', code: 'Xk3pV9qT2mLw8RzAe7NcY4bH' },
  { holder: 'mainUser', principal: 'teenPrincipal', code: 'Ap9vAGJBYyZhUgd4NFV2WgDC' },
  { holder: 'mainUser', principal: 'tooOldPrincipal', code: 'U6hkgFNHwf5XYeG9oX8zejMi' },
  { holder: 'mainUser', principal: 'newPrincipal', code: 'RtBNKgWuZYCVeo2rMFbgXR2i' },
];

/** The mandates a main person holds, in the order the authorization page lists them. */
export function mandatesOf(holderKey: string): readonly Mandate[] {
  return mandates.filter((mandate) => mandate.holder === holderKey);
}
