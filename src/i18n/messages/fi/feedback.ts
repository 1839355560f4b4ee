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
    'Älä kirjoita palautteeseen henkilötietoja, kuten nimeä, henkilötunnusta tai puhelinnumeroa. Palaute on nimetöntä, joten emme vastaa siihen. Jos haluat vastauksen, ota yhteyttä asiakaspalveluun.',
  commentRequired: 'Kirjoita palautteesi ennen lähettämistä.',
  send: 'Lähetä',
  sending: 'Lähetetään…',
  failed: 'Palautteen lähettäminen epäonnistui.',
  thanks: 'Kiitos vastauksestasi!',
  close: 'Sulje',
} as const;
