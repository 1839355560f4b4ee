import type { Catalogue } from './catalogue.ts';

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
  },
  payments: {
    title: 'Maksut',
    intro: 'Valitse, miten maksat itse maksamasi palvelut.',
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
  },
  consents: {
    title: 'Suostumukset',
    intro:
      'Valitse, mihin annat suostumuksesi. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
  },
  termsOfUse: {
    title: 'Käyttöehdot',
    accepted: 'Olet hyväksynyt asioinnin käyttöehdot.',
    notAccepted: 'Et ole vielä hyväksynyt asioinnin käyttöehtoja.',
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

export const myInformationSv: Catalogue['myInformation'] = {
  title: 'Mina uppgifter',
  intro: 'Här ser du dina uppgifter och kan uppdatera dem.',
  introPrincipal: 'Du ser uppgifterna för {{name}} eftersom du sköter ärenden för hen.',
  sectionsLabel: 'Avsnitten på sidan Mina uppgifter',
  loading: 'Uppgifterna laddas…',
  notGiven: 'Inte känt',
  contactInfo: {
    title: 'Kontaktuppgifter',
    name: 'Namn',
    address: 'Adress',
    dateOfBirth: 'Födelsedatum',
    verifiedAt: 'Senast bekräftade',
    update: 'Uppdatera kontaktuppgifterna',
    saved: 'Kontaktuppgifterna har sparats.',
  },
  confirmation: {
    label: 'Kontroll av kontaktuppgifterna',
    due: 'Är dina kontaktuppgifter aktuella? Du bekräftade dem senast {{date}}.',
    neverConfirmed: 'Är dina kontaktuppgifter aktuella? Du har inte bekräftat dem ännu.',
    check: 'Kontrollera kontaktuppgifterna',
    later: 'Påminn mig senare',
    howTo: 'Kontrollera uppgifterna och spara dem. När du sparar bekräftar du att de är aktuella.',
    confirmAndSave: 'Bekräfta och spara',
  },
  familyMembers: {
    title: 'Familjemedlemmar',
    intro: 'Du kan sköta ärenden för de här personerna.',
    empty: 'Du har inga familjemedlemmar som du kan sköta ärenden för.',
    actFor: 'Sköt ärenden för',
    actingNow: 'Du sköter nu ärenden för den här personen.',
    fixed: 'Du kan byta person i appens egen meny.',
  },
  kelaCard: {
    title: 'FPA-kort',
    onFile:
      'En bild av ditt FPA-kort har sparats. FPA-ersättningen dras av direkt från dina vårdavgifter.',
    notOnFile:
      'Ingen bild av ditt FPA-kort har sparats. Visa ditt FPA-kort vid nästa besök, så dras FPA-ersättningen av direkt från dina vårdavgifter.',
  },
  payments: {
    title: 'Betalningar',
    intro: 'Välj hur du betalar de tjänster som du betalar själv.',
    method: 'Betalningssätt',
    methods: {
      online: 'Webbetalning',
      paper: 'Pappersfaktura',
      notSet: 'Inte valt, vi fakturerar med pappersfaktura',
    },
    onlineToggle: 'Jag betalar med webbetalning',
    onlineToggleHint:
      'Med webbetalning betalar du direkt i nätbanken eller med kort. För en pappersfaktura tas en faktureringsavgift ut.',
    notAllowed: 'Webbetalning är inte tillgänglig när du sköter ärenden för den här personen.',
    unavailable: 'Betaltjänsten är tillfälligt ur bruk. Försök igen senare.',
    readOnly: 'Betalningssättet kan inte ändras just nu. Försök igen senare.',
  },
  insurance: {
    title: 'Försäkringar',
    intro:
      'När direktersättning är i bruk betalar försäkringsbolaget kostnaderna för din vård direkt till oss, och du behöver inte själv ansöka om ersättning.',
    loading: 'Försäkringarna laddas…',
    empty: 'Du har inga försäkringar för vilka direktersättning kan tas i bruk.',
  },
  consents: {
    title: 'Samtycken',
    intro: 'Välj vad du ger ditt samtycke till. Spara valen för varje ämne med ämnets egen knapp.',
  },
  termsOfUse: {
    title: 'Användarvillkor',
    accepted: 'Du har godkänt användarvillkoren för e-tjänsterna.',
    notAccepted: 'Du har inte ännu godkänt användarvillkoren för e-tjänsterna.',
    read: 'Läs användarvillkoren',
    accept: 'Godkänn användarvillkoren',
  },
  updateContactInformation: {
    title: 'Uppdatera kontaktuppgifterna',
    intro: 'Håll dina kontaktuppgifter aktuella så att vi kan nå dig i frågor som gäller din vård.',
    introPrincipal:
      'Håll kontaktuppgifterna för {{name}} aktuella så att vi kan nå er i frågor som gäller hen.',
    cancel: 'Avbryt',
  },
};

export const myInformationEn: Catalogue['myInformation'] = {
  title: 'My information',
  intro: 'Here you can see your information and update it.',
  introPrincipal: 'You see the information of {{name}} because you are acting on their behalf.',
  sectionsLabel: 'Sections of My information',
  loading: 'Loading information…',
  notGiven: 'Not known',
  contactInfo: {
    title: 'Contact information',
    name: 'Name',
    address: 'Address',
    dateOfBirth: 'Date of birth',
    verifiedAt: 'Last confirmed',
    update: 'Update contact information',
    saved: 'Your contact information has been saved.',
  },
  confirmation: {
    label: 'Checking your contact information',
    due: 'Is your contact information up to date? You last confirmed it on {{date}}.',
    neverConfirmed: 'Is your contact information up to date? You have not confirmed it yet.',
    check: 'Check contact information',
    later: 'Remind me later',
    howTo: 'Check the information and save it. Saving confirms that it is up to date.',
    confirmAndSave: 'Confirm and save',
  },
  familyMembers: {
    title: 'Family members',
    intro: 'You can act on behalf of these people.',
    empty: 'You have no family members you could act on behalf of.',
    actFor: 'Act on behalf',
    actingNow: 'You are now acting on behalf of this person.',
    fixed: "You can change the person in the app's own menu.",
  },
  kelaCard: {
    title: 'Kela card',
    onFile:
      'An image of your Kela card is on file. The Kela reimbursement is deducted from your fees directly.',
    notOnFile:
      'No image of your Kela card is on file. Show your Kela card at your next visit, and the Kela reimbursement will be deducted from your fees directly.',
  },
  payments: {
    title: 'Payments',
    intro: 'Choose how you pay for the services you pay for yourself.',
    method: 'Payment method',
    methods: {
      online: 'Online payment',
      paper: 'Paper invoice',
      notSet: 'Not chosen, we send a paper invoice',
    },
    onlineToggle: 'I pay online',
    onlineToggleHint:
      'With online payment you pay at once in your online bank or by card. A paper invoice has an invoicing fee.',
    notAllowed: 'Online payment is not available when you act on behalf of this person.',
    unavailable: 'The payment service is temporarily unavailable. Please try again later.',
    readOnly: 'The payment method cannot be changed right now. Please try again later.',
  },
  insurance: {
    title: 'Insurance',
    intro:
      'With direct compensation, the insurance company pays the costs of your care directly to us, and you do not need to claim them yourself.',
    loading: 'Loading insurance…',
    empty: 'You have no insurance for which direct compensation could be enabled.',
  },
  consents: {
    title: 'Consents',
    intro: 'Choose what you consent to. Save the choices of each topic with its own button.',
  },
  termsOfUse: {
    title: 'Terms of use',
    accepted: 'You have accepted the terms of use of the e-services.',
    notAccepted: 'You have not yet accepted the terms of use of the e-services.',
    read: 'Read the terms of use',
    accept: 'Accept the terms of use',
  },
  updateContactInformation: {
    title: 'Update contact information',
    intro: 'Keep your contact information up to date so that we can reach you about your care.',
    introPrincipal:
      'Keep the contact information of {{name}} up to date so that we can reach you about their care.',
    cancel: 'Cancel',
  },
};
