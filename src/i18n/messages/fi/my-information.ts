/**
 * My information (portal-shell.md §2 "My information", F, NS-24): the page with its sections,
 * the update-contact-information page and the request to confirm the contact information.
 * Finnish is the source. Wired into each catalogue as `myInformation`. The forms' own texts
 * (fields, save states) are in `forms`.
 */
export const myInformationFi = {
  title: 'Omat tiedot',
  intro: 'Täällä näet tietosi ja voit päivittää ne.',
  introPrincipal: 'Näet henkilön {{name}} tiedot, koska asioit hänen puolestaan.',
  sectionsLabel: 'Omat tiedot -sivun osiot',
  loading: 'Ladataan tietoja…',
  notGiven: 'Ei tiedossa',
  contactInfo: {
    title: 'Yhteystiedot',
    name: 'Nimi',
    address: 'Osoite',
    dateOfBirth: 'Syntymäaika',
    verifiedAt: 'Vahvistettu viimeksi',
    update: 'Päivitä yhteystiedot',
    saved: 'Yhteystiedot on tallennettu.',
  },
  confirmation: {
    label: 'Yhteystietojen tarkistus',
    due: 'Ovatko yhteystietosi ajan tasalla? Vahvistit ne viimeksi {{date}}.',
    neverConfirmed: 'Ovatko yhteystietosi ajan tasalla? Et ole vielä vahvistanut niitä.',
    check: 'Tarkista yhteystiedot',
    later: 'Muistuta myöhemmin',
    howTo:
      'Tarkista tiedot ja tallenna ne. Tallentaminen vahvistaa, että tiedot ovat ajan tasalla.',
    confirmAndSave: 'Vahvista ja tallenna',
  },
  familyMembers: {
    title: 'Perheenjäsenet',
    intro: 'Voit asioida näiden henkilöiden puolesta.',
    empty: 'Sinulla ei ole perheenjäseniä, joiden puolesta voisit asioida.',
    actFor: 'Asioi puolesta',
    actingNow: 'Asioit nyt tämän henkilön puolesta.',
    fixed: 'Asioitavan henkilön voi vaihtaa sovelluksen omasta valikosta.',
  },
  kelaCard: {
    title: 'Kela-kortti',
    onFile:
      'Kela-korttisi kuva on tallennettu. Kelan korvaus vähennetään hoitomaksuistasi suoraan.',
    notOnFile:
      'Kela-korttisi kuvaa ei ole tallennettu. Näytä Kela-korttisi seuraavalla käynnilläsi, niin Kelan korvaus vähennetään hoitomaksuistasi suoraan.',
    onFile_principal:
      'Hänen Kela-korttinsa kuva on tallennettu. Kelan korvaus vähennetään hänen hoitomaksuistaan suoraan.',
    notOnFile_principal:
      'Hänen Kela-korttinsa kuvaa ei ole tallennettu. Näytä hänen Kela-korttinsa seuraavalla käynnillä, niin Kelan korvaus vähennetään hänen hoitomaksuistaan suoraan.',
  },
  payments: {
    title: 'Maksut',
    intro: 'Valitse, miten maksat itse maksamasi palvelut.',
    intro_principal: 'Valitse, miten maksat hänen palvelunsa, joita ei korvata muuta kautta.',
    method: 'Maksutapa',
    methods: {
      online: 'Verkkomaksu',
      paper: 'Paperilasku',
      notSet: 'Ei valittu, laskutamme paperilaskulla',
    },
    onlineToggle: 'Maksan verkkomaksulla',
    onlineToggleHint:
      'Verkkomaksulla maksat heti verkkopankissa tai kortilla. Paperilaskusta peritään laskutuslisä.',
    notAllowed: 'Verkkomaksu ei ole käytettävissä tämän henkilön puolesta asioidessa.',
    unavailable: 'Maksupalvelu on tilapäisesti poissa käytöstä. Yritä myöhemmin uudelleen.',
    readOnly: 'Maksutapaa ei voi juuri nyt muuttaa. Yritä myöhemmin uudelleen.',
  },
  insurance: {
    title: 'Vakuutukset',
    intro:
      'Kun suorakorvaus on käytössä, vakuutusyhtiö maksaa hoitosi kulut suoraan meille, eikä sinun tarvitse hakea korvausta itse.',
    loading: 'Ladataan vakuutuksia…',
    empty: 'Sinulla ei ole vakuutuksia, joihin voisi ottaa suorakorvauksen käyttöön.',
    intro_principal:
      'Kun suorakorvaus on käytössä, vakuutusyhtiö maksaa hänen hoitonsa kulut suoraan meille, eikä korvausta tarvitse hakea itse.',
    empty_principal: 'Hänellä ei ole vakuutuksia, joihin voisi ottaa suorakorvauksen käyttöön.',
  },
  consents: {
    title: 'Suostumukset',
    intro:
      'Valitse, mihin annat suostumuksesi, ja tallenna valinnat suostumusten lopussa olevalla painikkeella. Voit muuttaa valintojasi milloin tahansa.',
    intro_principal:
      'Valitse, mihin annat suostumuksen hänen puolestaan, ja tallenna valinnat suostumusten lopussa olevalla painikkeella. Voit muuttaa valintoja milloin tahansa.',
  },
  termsOfUse: {
    title: 'Käyttöehdot',
    accepted: 'Olet hyväksynyt Asioinnin käyttöehdot.',
    notAccepted: 'Et ole vielä hyväksynyt Asioinnin käyttöehtoja.',
    read: 'Lue käyttöehdot',
    accept: 'Hyväksy käyttöehdot',
  },
  updateContactInformation: {
    title: 'Päivitä yhteystiedot',
    intro:
      'Pidä yhteystietosi ajan tasalla, jotta voimme tavoittaa sinut hoitoosi liittyvissä asioissa.',
    introPrincipal:
      'Pidä henkilön {{name}} yhteystiedot ajan tasalla, jotta voimme tavoittaa teidät hänen asioissaan.',
    cancel: 'Peruuta',
  },
} as const;
