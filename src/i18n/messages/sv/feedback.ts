import type { Catalogue } from '../catalogue.ts';

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
    'Skriv inga personuppgifter i responsen, till exempel namn, personbeteckning eller telefonnummer. Responsen är anonym, så vi svarar inte på den. Om du vill ha svar, kontakta kundtjänsten.',
  commentRequired: 'Skriv din respons innan du skickar den.',
  send: 'Skicka',
  sending: 'Skickas…',
  failed: 'Det gick inte att skicka responsen.',
  thanks: 'Tack för ditt svar!',
  close: 'Stäng',
};
