import type { Catalogue } from '../catalogue.ts';

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
    none: {
      title: 'Direktersättningen togs inte i bruk',
      description: 'Ibruktagandet av direktersättning avbröts. Du kan börja om när som helst.',
      restart: 'Ta direktersättning i bruk',
    },
    some: {
      title: 'Ibruktagandet av direktersättning blev på hälft',
      description:
        'Direktersättning har tagits i bruk för en del av försäkringarna. Ta den i bruk för alla försäkringar, så kommer du till försäkringsbolagets kundchatt.',
      restart: 'Fortsätt ta direktersättning i bruk',
    },
    all: {
      title: 'Direktersättning har tagits i bruk',
      description:
        'Direktersättning är nu i bruk, men du har ännu inte gått vidare till försäkringsbolagets kundchatt.',
      restart: 'Gå till försäkringsbolagets kundchatt',
    },
  },
};
