import type { Catalogue } from './catalogue.ts';

/**
 * The accessibility statement (Act on the Provision of Digital Services 306/2019, §15): what the
 * service is, how well it meets WCAG 2.1 AA, what is not accessible and why, how it was assessed,
 * how to give feedback and where to turn if the answer does not satisfy. Finnish is the source.
 * Proposal: the wording, the assessment and its date are ours; the supervisory authority and its
 * address need the provider's legal review before publishing (README, "Accessibility statement").
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
    text: 'Huomasitko saavutettavuuspuutteen? Kerro siitä meille, niin korjaamme sen. Vastaamme 14 päivän kuluessa.',
    button: 'Anna palautetta',
    phone: 'Voit myös soittaa asiakaspalveluun {{phone}}.',
  },
  enforcement: {
    title: 'Valvontaviranomainen',
    text: 'Jos huomaat palvelussa saavutettavuusongelmia, anna ensin palautetta meille. Jos et ole tyytyväinen vastaukseen tai et saa vastausta kahden viikon kuluessa, voit tehdä ilmoituksen saavutettavuuden valvontaviranomaiselle.',
    link: 'Saavutettavuusvaatimukset.fi: näin teet ilmoituksen',
  },
} as const;

export const accessibilityStatementSv: Catalogue['accessibilityStatement'] = {
  title: 'Tillgänglighetsutlåtande',
  intro:
    'Detta tillgänglighetsutlåtande gäller Terveyspalvelu Kaikus tjänst Asiointi: distansmottagningen, mina uppgifter och sidorna kring dem. Utlåtandet har utarbetats enligt lagen om tillhandahållande av digitala tjänster (306/2019).',
  status: {
    title: 'Tillgänglighetsstatus',
    text: 'Asiointi uppfyller delvis kraven på nivå AA i riktlinjerna WCAG 2.1. Bristerna gäller innehåll från andra leverantörer som visas i en ram i tjänsten.',
  },
  nonAccessible: {
    title: 'Innehåll som inte är tillgängligt',
    intro:
      'Följande delar tillhandahålls av en annan leverantör. Vi har inte kunnat säkerställa deras tillgänglighet helt:',
    chat: 'Distansmottagningens chattfönster. Om du inte kan använda det kan du också sköta ärendet per telefon.',
    survey:
      'Företagshälsovårdens symptombedömning. Om enkäten inte fungerar för dig, ring kundtjänsten.',
    helpGuide: 'Anvisningarna för distansmottagningen som öppnas under chatten.',
  },
  assessment: {
    title: 'Hur tillgängligheten har bedömts',
    text: 'Vi har själva bedömt tjänsten. Varje sida och dialogruta kontrolleras automatiskt (axe, WCAG 2.1 AA) vid varje ändring, och tjänsten har testats med tangentbord och förstorad text.',
    prepared: 'Utlåtandet utarbetades 25.11.2026 och uppdaterades senast 25.11.2026.',
  },
  feedback: {
    title: 'Ge respons om tillgängligheten',
    text: 'Har du upptäckt en brist i tillgängligheten? Berätta för oss så åtgärdar vi den. Vi svarar inom 14 dagar.',
    button: 'Ge respons',
    phone: 'Du kan också ringa kundtjänsten på {{phone}}.',
  },
  enforcement: {
    title: 'Tillsynsmyndighet',
    text: 'Om du upptäcker tillgänglighetsproblem i tjänsten, ge först respons till oss. Om du inte är nöjd med svaret eller inte får något svar inom två veckor kan du göra en anmälan till tillsynsmyndigheten för tillgänglighet.',
    link: 'Webbtillganglighet.fi: så gör du en anmälan',
  },
};

export const accessibilityStatementEn: Catalogue['accessibilityStatement'] = {
  title: 'Accessibility statement',
  intro:
    'This accessibility statement applies to the Asiointi service of Terveyspalvelu Kaiku: remote reception, my information and the pages around them. It has been prepared under the Act on the Provision of Digital Services (306/2019).',
  status: {
    title: 'Compliance status',
    text: 'Asiointi partially meets the level AA requirements of the WCAG 2.1 guidelines. The gaps concern content from other providers that the service shows in a frame.',
  },
  nonAccessible: {
    title: 'Content that is not accessible',
    intro:
      'The following parts are provided by another supplier. We have not been able to ensure their accessibility fully:',
    chat: 'The chat window of remote reception. If you cannot use it, you can also take care of your matter by phone.',
    survey:
      'The symptom assessment survey of occupational health. If the survey does not work for you, call customer service.',
    helpGuide: 'The remote reception guide that opens during the chat.',
  },
  assessment: {
    title: 'How accessibility was assessed',
    text: 'We have assessed the service ourselves. Every page and dialog is checked automatically (axe, WCAG 2.1 AA) with every change, and the service has been tested with the keyboard and with enlarged text.',
    prepared:
      'This statement was prepared on 25 November 2026 and last updated on 25 November 2026.',
  },
  feedback: {
    title: 'Give feedback on accessibility',
    text: 'Did you notice an accessibility gap? Tell us and we will fix it. We reply within 14 days.',
    button: 'Give feedback',
    phone: 'You can also call customer service on {{phone}}.',
  },
  enforcement: {
    title: 'Supervisory authority',
    text: 'If you notice accessibility problems in the service, first give feedback to us. If you are not satisfied with the reply or get no reply within two weeks, you can report it to the supervisory authority for accessibility.',
    link: 'Webaccessibility.fi: how to report',
  },
};
