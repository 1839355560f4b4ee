import type { Catalogue } from './catalogue.ts';

/**
 * Occupational health on the chat front page and the HTIA pre-questionnaire (001 §2 › Occupational
 * health, O-02…O-05, E-48). Finnish is the source. Wired into each catalogue as `occupational`.
 */
export const occupationalFi = {
  section: {
    title: 'Työterveys',
    loading: 'Ladataan työterveyden palveluja',
    startSelfTriage: {
      link: 'Aloita oirearvio',
      description:
        'Vastaa muutamaan kysymykseen oireistasi, niin ohjaamme sinut sopivaan työterveyden palveluun.',
    },
    booking: {
      link: 'Varaa aika työterveyteen',
      description: 'Työterveyshuoltosi ohjeiden mukaan varaat ajan ajanvarauksessa.',
    },
    chatList: {
      link: 'Työterveyden chatit',
      description: 'Asioi työterveyshoitajan, -lääkärin tai -psykologin kanssa chatissa.',
    },
    visitor: {
      link: 'Kirjaudu ja siirry työterveyden chatteihin',
      description: 'Työterveysasiakkaana näet työterveyden chatit, kun kirjaudut sisään.',
    },
  },
  errors: {
    // E-48: the spec's `main.occupational.error`.
    loadFailed: 'Työterveyden palvelujen lataaminen epäonnistui.',
  },
  selfTriage: {
    backToChat: 'Takaisin etävastaanottoon',
    onlyForOneself:
      'Oirearvion voit tehdä vain omista oireistasi. Kun asioit toisen puolesta, vaihda ensin asioimaan omissa asioissasi.',
    checking: 'Tarkistetaan, onko oirearvio käytettävissäsi',
    survey: {
      title: 'Oirearvio',
      lead: 'Vastaa kysymyksiin oireistasi. Vastauksesi välittyvät ammattilaiselle, kun chat alkaa.',
      frameTitle: 'Oirearvion kysymykset',
      loading: 'Ladataan oirearviota',
      cancel: 'Keskeytä oirearvio ja palaa chattiin',
    },
    failureTitle: 'Oirearvio ei onnistunut',
    // E-50: the spec's `occupational.selfTriage.failure`.
    failure:
      'Oirearviota ei valitettavasti voitu ladata tai se keskeytyi. Yritä uudelleen, tai palaa chattiin ja aloita se ilman oirearviota.',
    tryAgain: 'Yritä uudelleen',
    backToQueue: 'Takaisin chattiin',
    intro: {
      title: 'Oirearvio ennen chattia',
      lead: 'Oirearviossa kerrot oireistasi ennen kuin aloitat chatin työterveyden ammattilaisen kanssa. Vastaustesi perusteella saat suosituksen sinulle sopivasta palvelusta.',
      howTitle: 'Näin oirearvio etenee',
      steps: {
        consent: 'Annat suostumuksen vastaustesi käsittelyyn.',
        questions: 'Vastaat kysymyksiin oireistasi. Se vie muutaman minuutin.',
        chat: 'Saat suosituksen, ja ammattilainen näkee vastauksesi, kun chat alkaa.',
      },
      emergency: 'Jos tarvitset kiireellistä apua, soita hätänumeroon 112.',
      next: 'Seuraava',
    },
    consent: {
      title: 'Suostumus oirearvioon',
      text: 'Oirearvion vastaukset tallennetaan potilastietoihisi, ja työterveyshuoltosi ammattilaiset käyttävät niitä hoitosi suunnitteluun.',
      withdraw: 'Voit keskeyttää oirearvion milloin tahansa.',
      checkbox: 'Annan suostumukseni oirearvion vastausten käsittelyyn',
      error: 'Anna suostumus, jotta voit jatkaa oirearvioon.',
      continue: 'Jatka oirearvioon',
      back: 'Edellinen',
    },
  },
};

export const occupationalSv: Catalogue['occupational'] = {
  section: {
    title: 'Företagshälsovård',
    loading: 'Företagshälsovårdens tjänster laddas',
    startSelfTriage: {
      link: 'Starta symtombedömningen',
      description:
        'Svara på några frågor om dina symtom, så hänvisar vi dig till rätt tjänst inom företagshälsovården.',
    },
    booking: {
      link: 'Boka tid till företagshälsovården',
      description: 'Enligt företagshälsovårdens anvisningar bokar du tid i tidsbokningen.',
    },
    chatList: {
      link: 'Företagshälsovårdens chattar',
      description: 'Chatta med företagshälsovårdaren, -läkaren eller -psykologen.',
    },
    visitor: {
      link: 'Logga in och gå till företagshälsovårdens chattar',
      description: 'Som kund hos företagshälsovården ser du dess chattar när du har loggat in.',
    },
  },
  errors: {
    loadFailed: 'Det gick inte att ladda företagshälsovårdens tjänster.',
  },
  selfTriage: {
    backToChat: 'Tillbaka till distansmottagningen',
    onlyForOneself:
      'Du kan göra symtombedömningen endast om dina egna symtom. När du sköter ärenden för någon annan, byt först till dina egna ärenden.',
    checking: 'Vi kontrollerar om symtombedömningen är tillgänglig för dig',
    survey: {
      title: 'Symtombedömning',
      lead: 'Svara på frågorna om dina symtom. Yrkespersonen får dina svar när chatten börjar.',
      frameTitle: 'Frågorna i symtombedömningen',
      loading: 'Symtombedömningen laddas',
      cancel: 'Avbryt symtombedömningen och gå tillbaka till chatten',
    },
    failureTitle: 'Symtombedömningen misslyckades',
    failure:
      'Symtombedömningen kunde tyvärr inte laddas eller avbröts. Försök igen, eller gå tillbaka till chatten och starta den utan symtombedömning.',
    tryAgain: 'Försök igen',
    backToQueue: 'Tillbaka till chatten',
    intro: {
      title: 'Symtombedömning före chatten',
      lead: 'I symtombedömningen berättar du om dina symtom innan du chattar med en yrkesperson inom företagshälsovården. Utifrån dina svar får du en rekommendation om en tjänst som passar dig.',
      howTitle: 'Så här går symtombedömningen till',
      steps: {
        consent: 'Du ger ditt samtycke till att dina svar behandlas.',
        questions: 'Du svarar på frågor om dina symtom. Det tar några minuter.',
        chat: 'Du får en rekommendation, och yrkespersonen ser dina svar när chatten börjar.',
      },
      emergency: 'Om du behöver brådskande hjälp, ring nödnumret 112.',
      next: 'Nästa',
    },
    consent: {
      title: 'Samtycke till symtombedömningen',
      text: 'Svaren i symtombedömningen sparas i dina patientuppgifter, och yrkespersonerna inom din företagshälsovård använder dem för att planera din vård.',
      withdraw: 'Du kan avbryta symtombedömningen när som helst.',
      checkbox: 'Jag samtycker till att svaren i symtombedömningen behandlas',
      error: 'Ge ditt samtycke för att fortsätta till symtombedömningen.',
      continue: 'Fortsätt till symtombedömningen',
      back: 'Föregående',
    },
  },
};

export const occupationalEn: Catalogue['occupational'] = {
  section: {
    title: 'Occupational health',
    loading: 'Loading occupational health services',
    startSelfTriage: {
      link: 'Start the symptom assessment',
      description:
        'Answer a few questions about your symptoms and we will guide you to the right occupational health service.',
    },
    booking: {
      link: 'Book an occupational health appointment',
      description: 'As your occupational health care instructs, you book an appointment online.',
    },
    chatList: {
      link: 'Occupational health chats',
      description: 'Chat with an occupational health nurse, doctor or psychologist.',
    },
    visitor: {
      link: 'Log in to see the occupational health chats',
      description: 'As an occupational health customer, you see its chats once you have logged in.',
    },
  },
  errors: {
    loadFailed: 'The occupational health services could not be loaded.',
  },
  selfTriage: {
    backToChat: 'Back to remote reception',
    onlyForOneself:
      'You can do the symptom assessment only for your own symptoms. While you act on behalf of someone else, switch back to your own matters first.',
    checking: 'Checking whether the symptom assessment is available to you',
    survey: {
      title: 'Symptom assessment',
      lead: 'Answer the questions about your symptoms. The professional gets your answers when the chat starts.',
      frameTitle: 'Symptom assessment questions',
      loading: 'Loading the symptom assessment',
      cancel: 'Stop the symptom assessment and go back to the chat',
    },
    failureTitle: 'The symptom assessment did not work',
    failure:
      'Unfortunately the symptom assessment could not be loaded or it stopped. Try again, or go back to the chat and start it without the symptom assessment.',
    tryAgain: 'Try again',
    backToQueue: 'Back to the chat',
    intro: {
      title: 'Symptom assessment before the chat',
      lead: 'In the symptom assessment you tell us about your symptoms before you chat with an occupational health professional. Based on your answers you get a recommendation of a service that suits you.',
      howTitle: 'How the symptom assessment works',
      steps: {
        consent: 'You consent to the processing of your answers.',
        questions: 'You answer questions about your symptoms. It takes a few minutes.',
        chat: 'You get a recommendation, and the professional sees your answers when the chat starts.',
      },
      emergency: 'If you need urgent help, call the emergency number 112.',
      next: 'Next',
    },
    consent: {
      title: 'Consent to the symptom assessment',
      text: 'Your answers to the symptom assessment are saved in your patient records, and the professionals of your occupational health care use them to plan your care.',
      withdraw: 'You can stop the symptom assessment at any time.',
      checkbox: 'I consent to the processing of my symptom assessment answers',
      error: 'Give your consent to continue to the symptom assessment.',
      continue: 'Continue to the symptom assessment',
      back: 'Previous',
    },
  },
};
