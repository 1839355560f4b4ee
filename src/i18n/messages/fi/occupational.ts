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
