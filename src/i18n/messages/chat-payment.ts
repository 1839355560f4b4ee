import type { Catalogue } from './catalogue.ts';

/**
 * The chat service's online-payment toggle (Q-32…Q-35, E-37) and direct compensation (Q-29…Q-31,
 * E-39, E-40, Q-08). Finnish is the source. Wired into each catalogue as `chat.onlinePayment` and
 * `chat.directCompensation`.
 */
export const onlinePaymentFi = {
  title: 'Verkkomaksu',
  toggle: 'Maksan verkkomaksulla',
  toggleHint: 'Maksat etävastaanoton heti sen jälkeen verkkopankissa tai kortilla.',
  warningLabel: 'Huomio',
  paperInvoiceFeeWarning:
    'Saat laskun paperilaskuna, ja siitä peritään laskutuslisä. Verkkomaksulla vältät lisän.',
  notAllowed:
    'Verkkomaksu ei ole käytettävissä tämän henkilön puolesta asioidessa, joten lasku lähetetään paperilaskuna.',
  readOnly: 'Maksutapaa ei voi juuri nyt muuttaa. Yritä myöhemmin uudelleen.',
  unavailable: 'Verkkomaksu ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
  loadError: 'Maksutapaa ei voitu tarkistaa.',
  retry: 'Yritä uudelleen',
  paymentUpdate: {
    enabled: 'Verkkomaksu on otettu käyttöön.',
    disabled: 'Verkkomaksu on poistettu käytöstä. Saat jatkossa paperilaskun.',
    error: 'Maksutavan tallentaminen ei onnistunut.',
  },
} as const;

export const onlinePaymentSv: Catalogue['chat']['onlinePayment'] = {
  title: 'Webbetalning',
  toggle: 'Jag betalar med webbetalning',
  toggleHint: 'Du betalar distansmottagningen direkt efteråt i nätbanken eller med kort.',
  warningLabel: 'Observera',
  paperInvoiceFeeWarning:
    'Du får fakturan som pappersfaktura, och för den tas en faktureringsavgift ut. Med webbetalning slipper du avgiften.',
  notAllowed:
    'Webbetalning är inte tillgänglig när du sköter ärenden för den här personen, så fakturan skickas som pappersfaktura.',
  readOnly: 'Betalningssättet kan inte ändras just nu. Försök igen senare.',
  unavailable: 'Webbetalning är inte tillgänglig just nu. Försök igen senare.',
  loadError: 'Betalningssättet kunde inte kontrolleras.',
  retry: 'Försök igen',
  paymentUpdate: {
    enabled: 'Webbetalning har tagits i bruk.',
    disabled: 'Webbetalning har tagits ur bruk. I fortsättningen får du en pappersfaktura.',
    error: 'Det gick inte att spara betalningssättet.',
  },
};

export const onlinePaymentEn: Catalogue['chat']['onlinePayment'] = {
  title: 'Online payment',
  toggle: 'I pay online',
  toggleHint: 'You pay for the remote appointment right after it in your online bank or by card.',
  warningLabel: 'Note',
  paperInvoiceFeeWarning:
    'You will get a paper invoice, which has an invoicing fee. With online payment you avoid the fee.',
  notAllowed:
    'Online payment is not available when you act on behalf of this person, so the invoice is sent on paper.',
  readOnly: 'The payment method cannot be changed right now. Please try again later.',
  unavailable: 'Online payment is not available right now. Please try again later.',
  loadError: 'The payment method could not be checked.',
  retry: 'Try again',
  paymentUpdate: {
    enabled: 'Online payment is now on.',
    disabled: 'Online payment is now off. You will get paper invoices from now on.',
    error: 'The payment method could not be saved.',
  },
};

export const directCompensationFi = {
  title: 'Suorakorvaus',
  principalTitle: 'Suorakorvaus lapselle',
  intro:
    'Kun suorakorvaus on käytössä, vakuutusyhtiö maksaa hoidon kulut suoraan meille, eikä korvausta tarvitse hakea itse.',
  enablingStep: {
    title: 'Ota suorakorvaus käyttöön',
    description:
      'Ota suorakorvaus käyttöön jokaiselle vakuutukselle. Sen jälkeen pääset vakuutusyhtiön asiakkaiden chattiin.',
    descriptionForPrincipal:
      'Otat suorakorvauksen käyttöön henkilölle {{name}}. Ota se käyttöön jokaiselle vakuutukselle. Sen jälkeen pääset vakuutusyhtiön asiakkaiden chattiin.',
    listLabel: 'Vakuutukset',
    loading: 'Ladataan vakuutuksia…',
    empty: 'Vakuutuksia, joihin voisi ottaa suorakorvauksen käyttöön, ei löytynyt.',
    disabled: 'Ota suorakorvaus käyttöön, jotta voit jatkaa.',
    getError: 'Vakuutuksia ei voitu ladata.',
    updateError: 'Valintaa ei voitu tallentaa.',
    saved: 'Valinta on tallennettu.',
    retry: 'Yritä uudelleen',
    next: 'Seuraava',
    cancel: 'Peruuta',
    close: 'Sulje',
  },
  principalSelection: {
    intro: 'Valitse ensin lapsi, jonka puolesta otat suorakorvauksen käyttöön.',
    chosen:
      'Asioit nyt henkilön {{name}} puolesta. Jatka suorakorvauksen käyttöönottoon tai valitse toinen henkilö.',
    choose: 'Valitse henkilö',
    continue: 'Jatka suorakorvaukseen',
    continueFor: 'Ota suorakorvaus käyttöön henkilölle {{name}}',
    forYourself: 'Ota suorakorvaus käyttöön itsellesi',
  },
  interrupted: {
    title: 'Suorakorvauksen käyttöönotto jäi kesken',
    description:
      'Suorakorvausta ei otettu käyttöön. Voit aloittaa käyttöönoton uudelleen milloin tahansa.',
    restart: 'Ota suorakorvaus käyttöön',
  },
} as const;

export const directCompensationSv: Catalogue['chat']['directCompensation'] = {
  title: 'Direktersättning',
  principalTitle: 'Direktersättning för ett barn',
  intro:
    'När direktersättning är i bruk betalar försäkringsbolaget vårdkostnaderna direkt till oss, och ersättningen behöver inte sökas själv.',
  enablingStep: {
    title: 'Ta direktersättning i bruk',
    description:
      'Ta direktersättning i bruk för varje försäkring. Sedan kommer du till chatten för försäkringsbolagets kunder.',
    descriptionForPrincipal:
      'Du tar direktersättning i bruk för {{name}}. Ta den i bruk för varje försäkring. Sedan kommer du till chatten för försäkringsbolagets kunder.',
    listLabel: 'Försäkringar',
    loading: 'Försäkringarna laddas…',
    empty: 'Inga försäkringar för vilka direktersättning kan tas i bruk hittades.',
    disabled: 'Ta direktersättning i bruk för att fortsätta.',
    getError: 'Försäkringarna kunde inte laddas.',
    updateError: 'Valet kunde inte sparas.',
    saved: 'Valet har sparats.',
    retry: 'Försök igen',
    next: 'Nästa',
    cancel: 'Avbryt',
    close: 'Stäng',
  },
  principalSelection: {
    intro: 'Välj först det barn för vilket du tar direktersättning i bruk.',
    chosen:
      'Du sköter nu ärenden för {{name}}. Fortsätt till direktersättningen eller välj en annan person.',
    choose: 'Välj person',
    continue: 'Fortsätt till direktersättning',
    continueFor: 'Ta direktersättning i bruk för {{name}}',
    forYourself: 'Ta direktersättning i bruk för dig själv',
  },
  interrupted: {
    title: 'Direktersättningen togs inte i bruk',
    description: 'Ibruktagandet av direktersättning avbröts. Du kan börja om när som helst.',
    restart: 'Ta direktersättning i bruk',
  },
};

export const directCompensationEn: Catalogue['chat']['directCompensation'] = {
  title: 'Direct compensation',
  principalTitle: 'Direct compensation for a child',
  intro:
    'With direct compensation, the insurance company pays the costs of care directly to us, and no claim needs to be made.',
  enablingStep: {
    title: 'Enable direct compensation',
    description:
      'Enable direct compensation for every insurance. You then go on to the chat for the insurance company’s customers.',
    descriptionForPrincipal:
      'You are enabling direct compensation for {{name}}. Enable it for every insurance. You then go on to the chat for the insurance company’s customers.',
    listLabel: 'Insurance',
    loading: 'Loading insurance…',
    empty: 'No insurance was found for which direct compensation could be enabled.',
    disabled: 'Enable direct compensation to continue.',
    getError: 'The insurance could not be loaded.',
    updateError: 'The choice could not be saved.',
    saved: 'The choice has been saved.',
    retry: 'Try again',
    next: 'Next',
    cancel: 'Cancel',
    close: 'Close',
  },
  principalSelection: {
    intro: 'First choose the child for whom you enable direct compensation.',
    chosen:
      'You are now acting on behalf of {{name}}. Continue to direct compensation or choose another person.',
    choose: 'Choose a person',
    continue: 'Continue to direct compensation',
    continueFor: 'Enable direct compensation for {{name}}',
    forYourself: 'Enable direct compensation for yourself',
  },
  interrupted: {
    title: 'Enabling direct compensation was not finished',
    description: 'Direct compensation was not enabled. You can start again at any time.',
    restart: 'Enable direct compensation',
  },
};
