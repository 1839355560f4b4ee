/**
 * The accessibility statement (Act on the Provision of Digital Services 306/2019, §15): what the
 * service is, how well it meets WCAG 2.1 AA, what is not accessible and why, how it was assessed,
 * how to give feedback and where to turn if the answer does not satisfy. Finnish is the source.
 * Proposal: the wording, the assessment and its date are ours; the supervisory authority and its
 * address need the provider's legal review before publishing (docs/accessibility.md, "The accessibility statement").
 */
export const accessibilityStatementFi = {
  title: 'Saavutettavuusseloste',
  intro:
    'Tämä saavutettavuusseloste koskee Terveyspalvelu Kaikun Asiointi-palvelua: etävastaanottoa, omia tietoja ja niihin liittyviä sivuja. Seloste on laadittu digitaalisten palvelujen tarjoamisesta annetun lain (306/2019) mukaisesti.',
  status: {
    title: 'Saavutettavuuden tila',
    text: 'Asiointi täyttää osittain WCAG 2.1 -ohjeiston AA-tason saavutettavuusvaatimukset. Puutteet koskevat muiden toimittajien sisältöä, joka näytetään palvelussa kehyksessä.',
  },
  nonAccessible: {
    title: 'Sisältö, joka ei ole saavutettavaa',
    intro:
      'Seuraavat osat tuottaa toinen toimittaja. Emme ole voineet varmistaa niiden saavutettavuutta kokonaan:',
    chat: 'Etävastaanoton chat-ikkuna. Jos et pysty käyttämään sitä, voit hoitaa asiasi myös puhelimitse.',
    survey: 'Työterveyden oirearvion kysely. Jos kysely ei toimi sinulle, soita asiakaspalveluun.',
    helpGuide: 'Etävastaanoton ohje, joka avautuu chatin aikana.',
  },
  assessment: {
    title: 'Miten saavutettavuutta on arvioitu',
    text: 'Olemme arvioineet palvelun itse. Jokainen sivu ja ikkuna tarkistetaan automaattisesti (axe, WCAG 2.1 AA) jokaisen muutoksen yhteydessä, ja palvelua on testattu näppäimistöllä sekä suurennetulla tekstillä.',
    prepared: 'Seloste on laadittu 25.11.2026 ja päivitetty viimeksi 25.11.2026.',
  },
  feedback: {
    title: 'Anna palautetta saavutettavuudesta',
    text: 'Huomasitko saavutettavuuspuutteen? Kerro siitä meille, niin korjaamme sen.',
    reply:
      'Kun haluat vastauksen, ota yhteyttä asiakaspalveluun puhelimitse {{phone}} tai yhteydenottolomakkeella. Vastaamme 14 päivän kuluessa.',
    contactForm: 'Siirry yhteydenottolomakkeeseen',
    anonymous:
      'Voit antaa palautetta myös nimettömästi palauteikkunassa. Nimettömään palautteeseen emme voi vastata.',
    button: 'Anna nimetöntä palautetta',
  },
  enforcement: {
    title: 'Valvontaviranomainen',
    text: 'Jos huomaat palvelussa saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole tyytyväinen vastaukseen tai et saa vastausta kahden viikon kuluessa, voit tehdä ilmoituksen saavutettavuuden valvontaviranomaiselle.',
    link: 'Saavutettavuusvaatimukset.fi: näin teet ilmoituksen',
  },
} as const;
