/**
 * The live chat session page (Q-42…Q-51) and the "session ended" modal. Finnish is the
 * source. The spec gives no wording: every text here is our choice (Proposal). Wired into each
 * catalogue as `chat.session`.
 */
export const chatSessionFi = {
  loading: 'Chattia avataan…',
  status: {
    loading: 'Yhdistetään chattiin',
    inQueue: 'Olet jonossa. Asiantuntija liittyy keskusteluun pian.',
    inQueuePosition: 'Olet jonossa, sijaintisi jonossa: {{position}}.',
    inChat: 'Keskustelu asiantuntijan kanssa on käynnissä.',
  },
  frameTitle: 'Chat-ikkuna: {{name}}',
  help: {
    open: 'Ohje',
    title: 'Etävastaanoton ohje',
    frameTitle: 'Etävastaanoton ohje',
    close: 'Sulje ohje',
  },
  failure: {
    title: 'Etävastaanotto ei onnistunut',
    text: 'Chat-yhteyttä ei saatu muodostettua, tai se katkesi. Yritä hetken kuluttua uudelleen.',
    urgent: 'Jos asiasi on kiireellinen, soita asiakaspalveluun {{phone}}.',
    retry: 'Yritä uudelleen',
    back: 'Takaisin etävastaanottoon',
  },
  elsewhere: {
    title: 'Chat on auki toisessa välilehdessä',
    text: 'Tämä chat on jo auki toisessa selaimen välilehdessä, eikä sitä avata kahdesti. Voit jatkaa sitä siellä tai siirtää sen tähän välilehteen, jolloin se sulkeutuu toisesta.',
    movedTitle: 'Chat siirtyi toiseen välilehteen',
    moved:
      'Chat avattiin toisessa välilehdessä, joten se suljettiin tästä välilehdestä. Voit siirtää sen takaisin tähän välilehteen.',
    otherChatTitle: 'Toinen chat on auki',
    otherChat:
      'Sinulla on toinen chat auki toisessa selaimen välilehdessä. Voit aloittaa uuden chatin, kun se on päättynyt.',
    takeOver: 'Jatka chattia tässä välilehdessä',
  },
  leave: {
    title: 'Poistutko chatista?',
    text: 'Chat on vielä käynnissä. Jos poistut, paikkasi jonossa tai keskustelu asiantuntijan kanssa voi päättyä.',
    stay: 'Jää chattiin',
    leave: 'Poistu chatista',
  },
  ended: {
    title: 'Etävastaanotto on päättynyt',
    thanks: 'Kiitos käynnistä. Keskustelu on päättynyt ({{name}}).',
    myEvents: 'Yhteenvedon sekä mahdolliset reseptit ja lähetteet löydät {{link}}.',
    myEventsLink: 'Omista tapahtumista',
    payment:
      'Maksa etävastaanotto verkkomaksulla, jos valitsit sen. Muuten saat laskun kotiisi tai verkkopankkiisi.',
    billing: {
      online: 'Etävastaanoton maksu veloitetaan verkkomaksuna valitsemallasi maksutavalla.',
      paper:
        'Etävastaanotosta lähetetään sinulle paperilasku postitse. Paperilaskusta peritään laskutuslisä.',
    },
    frontPage: 'Etävastaanoton etusivulle',
    booking: 'Varaa aika',
    close: 'Sulje',
  },
} as const;
