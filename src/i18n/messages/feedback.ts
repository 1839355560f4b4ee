import type { Catalogue } from './catalogue.ts';

/**
 * The feedback dialog (portal-shell.md §4 "Feedback form", B-02…B-17, E-04). Finnish is the
 * source. Wired into each catalogue as `feedback`.
 */
export const feedbackFi = {
  titles: {
    nps: 'Suosittelisitko meitä?',
    ces: 'Kerro kokemuksestasi',
    open: 'Anna palautetta',
  },
  questions: {
    nps: 'Kuinka todennäköisesti suosittelisit Terveyspalvelu Kaikua ystävällesi tai kollegallesi?',
    ces: 'Kuinka helppoa asiasi hoitaminen oli?',
  },
  npsScale: {
    low: '0 = en lainkaan todennäköisesti',
    high: '10 = erittäin todennäköisesti',
  },
  cesScale: {
    veryDifficult: 'Erittäin vaikeaa',
    difficult: 'Melko vaikeaa',
    neutral: 'Ei helppoa eikä vaikeaa',
    easy: 'Melko helppoa',
    veryEasy: 'Erittäin helppoa',
  },
  scoreSent: 'Kiitos arviostasi! Voit vielä kertoa lisää, jos haluat.',
  comment: 'Kerro lisää (vapaaehtoinen)',
  openComment: 'Palautteesi',
  openIntro: 'Kerro, mikä toimi ja mitä voisimme parantaa. Luemme jokaisen palautteen.',
  personalData:
    'Älä kirjoita palautteeseen henkilötietoja, kuten nimeä, henkilötunnusta tai puhelinnumeroa. Emme vastaa palautteisiin.',
  commentRequired: 'Kirjoita palautteesi ennen lähettämistä.',
  send: 'Lähetä',
  sending: 'Lähetetään…',
  failed: 'Palautteen lähettäminen epäonnistui.',
  thanks: 'Kiitos vastauksestasi!',
  close: 'Sulje',
} as const;

export const feedbackSv: Catalogue['feedback'] = {
  titles: {
    nps: 'Skulle du rekommendera oss?',
    ces: 'Berätta om din upplevelse',
    open: 'Ge respons',
  },
  questions: {
    nps: 'Hur sannolikt är det att du skulle rekommendera Terveyspalvelu Kaiku till en vän eller kollega?',
    ces: 'Hur lätt var det att sköta ditt ärende?',
  },
  npsScale: {
    low: '0 = inte alls sannolikt',
    high: '10 = mycket sannolikt',
  },
  cesScale: {
    veryDifficult: 'Mycket svårt',
    difficult: 'Ganska svårt',
    neutral: 'Varken lätt eller svårt',
    easy: 'Ganska lätt',
    veryEasy: 'Mycket lätt',
  },
  scoreSent: 'Tack för ditt betyg! Du kan berätta mer om du vill.',
  comment: 'Berätta mer (frivilligt)',
  openComment: 'Din respons',
  openIntro: 'Berätta vad som fungerade och vad vi kunde förbättra. Vi läser varje respons.',
  personalData:
    'Skriv inga personuppgifter i responsen, till exempel namn, personbeteckning eller telefonnummer. Vi svarar inte på responsen.',
  commentRequired: 'Skriv din respons innan du skickar den.',
  send: 'Skicka',
  sending: 'Skickas…',
  failed: 'Det gick inte att skicka responsen.',
  thanks: 'Tack för ditt svar!',
  close: 'Stäng',
};

export const feedbackEn: Catalogue['feedback'] = {
  titles: {
    nps: 'Would you recommend us?',
    ces: 'Tell us about your experience',
    open: 'Give feedback',
  },
  questions: {
    nps: 'How likely are you to recommend Terveyspalvelu Kaiku to a friend or colleague?',
    ces: 'How easy was it to take care of your matter?',
  },
  npsScale: {
    low: '0 = not at all likely',
    high: '10 = extremely likely',
  },
  cesScale: {
    veryDifficult: 'Very difficult',
    difficult: 'Fairly difficult',
    neutral: 'Neither easy nor difficult',
    easy: 'Fairly easy',
    veryEasy: 'Very easy',
  },
  scoreSent: 'Thank you for your rating! You can tell us more if you like.',
  comment: 'Tell us more (optional)',
  openComment: 'Your feedback',
  openIntro: 'Tell us what worked and what we could improve. We read every message.',
  personalData:
    'Do not include personal data in your feedback, such as your name, personal identity code or phone number. We do not reply to feedback.',
  commentRequired: 'Write your feedback before sending it.',
  send: 'Send',
  sending: 'Sending…',
  failed: 'Failed to send the feedback.',
  thanks: 'Thank you for your response!',
  close: 'Close',
};
