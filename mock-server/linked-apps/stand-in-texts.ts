/**
 * The words of the local stand-in pages of the separate applications the portal links to (my
 * events, payments, messages and the visit page) in Finnish, Swedish and English.
 */
import type { Language } from '../personas.ts';

/** The separate applications the mock stack stands in for. */
export const standInApplications = ['myEvents', 'payments', 'messages', 'visits'] as const;

export type StandInApplication = (typeof standInApplications)[number];

export interface StandInApplicationTexts {
  /** The application's name, as the portal's menu names it. */
  title: string;
  /** What the real application is for. */
  lead: string;
  /** What a patient does there, a few items. */
  features: readonly string[];
}

export interface StandInTexts {
  testOnlyTitle: string;
  testOnlyText: (application: string) => string;
  featuresHeading: string;
  /** The visit page: the appointment's web code. */
  webCode: string;
  back: string;
  applications: Record<StandInApplication, StandInApplicationTexts>;
}

export const standInTexts: Record<Language, StandInTexts> = {
  fi: {
    testOnlyTitle: 'Paikallinen sijaissivu.',
    testOnlyText: (application) =>
      `Tämä sivu on paikallisen testiympäristön sijainen erilliselle sovellukselle ${application}. Muissa ympäristöissä linkki vie sovelluksen omaan osoitteeseen.`,
    featuresHeading: 'Sovelluksessa potilas voi',
    webCode: 'Käynnin tunnus',
    back: 'Takaisin asiointiin',
    applications: {
      myEvents: {
        title: 'Omat tapahtumat',
        lead: 'Omat tapahtumat kokoaa potilaan käynnit ja hoidon vaiheet yhteen paikkaan.',
        features: [
          'katsoa tulevat ja menneet käynnit',
          'lukea käyntien yhteenvedot ja hoito-ohjeet',
          'nähdä laboratoriotulokset ja lähetteet',
        ],
      },
      payments: {
        title: 'Maksut',
        lead: 'Maksut-sovelluksessa potilas hoitaa käyntiensä laskut.',
        features: [
          'katsoa avoimet ja maksetut laskut',
          'maksaa laskun verkkopankissa tai kortilla',
          'pyytää maksuaikaa',
        ],
      },
      messages: {
        title: 'Viestit',
        lead: 'Viestit-sovelluksessa potilas asioi hoitohenkilökunnan kanssa kirjallisesti.',
        features: [
          'lukea hoitajan ja lääkärin viestit',
          'vastata viestiin ja liittää kuvan',
          'aloittaa uuden viestiketjun',
        ],
      },
      visits: {
        title: 'Vastaanottokäynti',
        lead: 'Käyntisivulta potilas liittyy varattuun videovastaanottoon.',
        features: [
          'tarkistaa käynnin ajan ja ammattilaisen',
          'testata kameran ja mikrofonin',
          'liittyä videovastaanotolle',
        ],
      },
    },
  },
  sv: {
    testOnlyTitle: 'Lokal ersättningssida.',
    testOnlyText: (application) =>
      `Den här sidan står i den lokala testmiljön i stället för den separata applikationen ${application}. I andra miljöer leder länken till applikationens egen adress.`,
    featuresHeading: 'I applikationen kan patienten',
    webCode: 'Besökets kod',
    back: 'Tillbaka till e-tjänsterna',
    applications: {
      myEvents: {
        title: 'Mina händelser',
        lead: 'Mina händelser samlar patientens besök och vårdens skeden på ett ställe.',
        features: [
          'se kommande och tidigare besök',
          'läsa sammanfattningar av besöken och vårdanvisningar',
          'se laboratorieresultat och remisser',
        ],
      },
      payments: {
        title: 'Betalningar',
        lead: 'I applikationen Betalningar sköter patienten fakturorna för sina besök.',
        features: [
          'se öppna och betalda fakturor',
          'betala en faktura i nätbanken eller med kort',
          'be om betalningstid',
        ],
      },
      messages: {
        title: 'Meddelanden',
        lead: 'I applikationen Meddelanden kommunicerar patienten skriftligt med vårdpersonalen.',
        features: [
          'läsa meddelanden från skötare och läkare',
          'svara på ett meddelande och bifoga en bild',
          'inleda en ny meddelandetråd',
        ],
      },
      visits: {
        title: 'Mottagningsbesök',
        lead: 'På besökssidan ansluter patienten till en bokad videomottagning.',
        features: [
          'kontrollera besökets tid och yrkespersonen',
          'testa kameran och mikrofonen',
          'ansluta till videomottagningen',
        ],
      },
    },
  },
  en: {
    testOnlyTitle: 'Local stand-in page.',
    testOnlyText: (application) =>
      `In the local test environment this page stands in for the separate application ${application}. In other environments the link leads to the application's own address.`,
    featuresHeading: 'In the application the patient can',
    webCode: 'Visit code',
    back: 'Back to e-services',
    applications: {
      myEvents: {
        title: 'My events',
        lead: 'My events brings the patient’s visits and the stages of their care together.',
        features: [
          'see upcoming and past visits',
          'read visit summaries and care instructions',
          'see laboratory results and referrals',
        ],
      },
      payments: {
        title: 'Payments',
        lead: 'In Payments the patient takes care of the invoices for their visits.',
        features: [
          'see open and paid invoices',
          'pay an invoice through online banking or by card',
          'ask for more time to pay',
        ],
      },
      messages: {
        title: 'Messages',
        lead: 'In Messages the patient corresponds with the care staff in writing.',
        features: [
          'read messages from nurses and doctors',
          'reply to a message and attach a photo',
          'start a new conversation',
        ],
      },
      visits: {
        title: 'Appointment visit',
        lead: 'From the visit page the patient joins a booked video appointment.',
        features: [
          'check the time of the visit and the professional',
          'test the camera and microphone',
          'join the video appointment',
        ],
      },
    },
  },
};
