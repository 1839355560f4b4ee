// The local symptoms survey's texts in fi, sv and en (the survey vendor's own, not the portal's).
import type { Language } from '../personas.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface SurveyTexts {
  title: string;
  waiting: string;
  notEmbedded: string;
  /** `{gender}` and `{age}` from the Init message. */
  who: string;
  genders: { M: string; N: string };
  /** `{n}` and `{total}`. */
  progress: string;
  chooseOne: string;
  mainSymptom: { question: string; choices: Choice[] };
  duration: { question: string; choices: Choice[] };
  fever: { question: string; choices: Choice[] };
  severity: { question: string; hint: string; placeholder: string; choices: Choice[] };
  details: { label: string };
  summary: { title: string; noDetails: string };
  next: string;
  previous: string;
  submit: string;
  cancel: string;
  done: string;
  failed: string;
  testTools: { title: string; text: string; fail: string };
}

export const surveyTexts: Record<Language, SurveyTexts> = {
  fi: {
    title: 'Oirekysely',
    waiting: 'Avataan kyselyä…',
    notEmbedded: 'Tämä oirekysely avautuu vain Asiointi-palvelun kautta.',
    who: 'Kysymykset on valittu sinulle: {gender}, {age} vuotta.',
    genders: { M: 'mies', N: 'nainen' },
    progress: 'Kysymys {n}/{total}',
    chooseOne: 'Valitse yksi vaihtoehto.',
    mainSymptom: {
      question: 'Mikä on pääasiallinen oireesi?',
      choices: [
        { value: 'respiratory', label: 'Hengitystieoireet (yskä, nuha, kurkkukipu)' },
        { value: 'stomach', label: 'Vatsaoireet (pahoinvointi, ripuli, vatsakipu)' },
        { value: 'musculoskeletal', label: 'Tuki- ja liikuntaelinoireet (selkä, niska, nivelet)' },
        { value: 'headache', label: 'Päänsärky tai huimaus' },
        { value: 'mood', label: 'Mieliala, uupumus tai unettomuus' },
        { value: 'other', label: 'Jokin muu oire' },
      ],
    },
    duration: {
      question: 'Kuinka kauan oireet ovat kestäneet?',
      choices: [
        { value: 'under3days', label: 'Alle 3 päivää' },
        { value: '3to7days', label: '3–7 päivää' },
        { value: '1to4weeks', label: '1–4 viikkoa' },
        { value: 'over4weeks', label: 'Yli 4 viikkoa' },
      ],
    },
    fever: {
      question: 'Onko sinulla kuumetta?',
      choices: [
        { value: 'high', label: 'Kyllä, yli 38 °C' },
        { value: 'mild', label: 'Lievästi koholla (37,5–38 °C)' },
        { value: 'none', label: 'Ei kuumetta' },
        { value: 'unknown', label: 'En ole mitannut' },
      ],
    },
    severity: {
      question: 'Kuinka paljon oireet haittaavat työntekoasi?',
      hint: 'Valitse vaihtoehto, joka kuvaa tilannettasi parhaiten.',
      placeholder: 'Valitse',
      choices: [
        { value: 'mild', label: 'Vähän – pystyn tekemään työni' },
        { value: 'moderate', label: 'Kohtalaisesti – työnteko on vaikeaa' },
        { value: 'severe', label: 'Paljon – en pysty tekemään töitä' },
      ],
    },
    details: { label: 'Kerro halutessasi lisää oireistasi (vapaaehtoinen)' },
    summary: { title: 'Tarkista vastauksesi', noDetails: 'Ei lisätietoja' },
    next: 'Seuraava',
    previous: 'Edellinen',
    submit: 'Lähetä vastaukset',
    cancel: 'Keskeytä kysely',
    done: 'Kiitos! Vastauksesi on lähetetty, ja siirryt chattiin.',
    failed: 'Kysely keskeytyi virheen vuoksi.',
    testTools: {
      title: 'Paikallinen testikysely',
      text: 'Tämä kysely on kehitysympäristön jäljitelmä. Virhetilanteen voi kokeilla tästä.',
      fail: 'Simuloi palveluvirhe',
    },
  },
  sv: {
    title: 'Symtomenkät',
    waiting: 'Enkäten öppnas…',
    notEmbedded: 'Den här symtomenkäten öppnas endast via tjänsten Asiointi.',
    who: 'Frågorna har valts för dig: {gender}, {age} år.',
    genders: { M: 'man', N: 'kvinna' },
    progress: 'Fråga {n}/{total}',
    chooseOne: 'Välj ett alternativ.',
    mainSymptom: {
      question: 'Vilket är ditt huvudsakliga symtom?',
      choices: [
        { value: 'respiratory', label: 'Luftvägssymtom (hosta, snuva, halsont)' },
        { value: 'stomach', label: 'Magsymtom (illamående, diarré, magsmärta)' },
        { value: 'musculoskeletal', label: 'Stöd- och rörelseorganen (rygg, nacke, leder)' },
        { value: 'headache', label: 'Huvudvärk eller yrsel' },
        { value: 'mood', label: 'Humör, utmattning eller sömnlöshet' },
        { value: 'other', label: 'Något annat symtom' },
      ],
    },
    duration: {
      question: 'Hur länge har symtomen varat?',
      choices: [
        { value: 'under3days', label: 'Under 3 dagar' },
        { value: '3to7days', label: '3–7 dagar' },
        { value: '1to4weeks', label: '1–4 veckor' },
        { value: 'over4weeks', label: 'Över 4 veckor' },
      ],
    },
    fever: {
      question: 'Har du feber?',
      choices: [
        { value: 'high', label: 'Ja, över 38 °C' },
        { value: 'mild', label: 'Lätt förhöjd (37,5–38 °C)' },
        { value: 'none', label: 'Ingen feber' },
        { value: 'unknown', label: 'Jag har inte mätt' },
      ],
    },
    severity: {
      question: 'Hur mycket stör symtomen ditt arbete?',
      hint: 'Välj det alternativ som bäst beskriver din situation.',
      placeholder: 'Välj',
      choices: [
        { value: 'mild', label: 'Lite – jag kan arbeta' },
        { value: 'moderate', label: 'Måttligt – det är svårt att arbeta' },
        { value: 'severe', label: 'Mycket – jag kan inte arbeta' },
      ],
    },
    details: { label: 'Berätta gärna mer om dina symtom (frivilligt)' },
    summary: { title: 'Kontrollera dina svar', noDetails: 'Inga tilläggsuppgifter' },
    next: 'Nästa',
    previous: 'Föregående',
    submit: 'Skicka svaren',
    cancel: 'Avbryt enkäten',
    done: 'Tack! Dina svar har skickats och du går vidare till chatten.',
    failed: 'Enkäten avbröts på grund av ett fel.',
    testTools: {
      title: 'Lokal testenkät',
      text: 'Den här enkäten är en imitation i utvecklingsmiljön. Du kan prova ett fel här.',
      fail: 'Simulera ett tjänstefel',
    },
  },
  en: {
    title: 'Symptom survey',
    waiting: 'Opening the survey…',
    notEmbedded: 'This symptom survey opens only through the Asiointi service.',
    who: 'The questions are chosen for you: {gender}, {age} years.',
    genders: { M: 'male', N: 'female' },
    progress: 'Question {n}/{total}',
    chooseOne: 'Choose one option.',
    mainSymptom: {
      question: 'What is your main symptom?',
      choices: [
        { value: 'respiratory', label: 'Respiratory symptoms (cough, runny nose, sore throat)' },
        { value: 'stomach', label: 'Stomach symptoms (nausea, diarrhoea, stomach ache)' },
        { value: 'musculoskeletal', label: 'Musculoskeletal symptoms (back, neck, joints)' },
        { value: 'headache', label: 'Headache or dizziness' },
        { value: 'mood', label: 'Mood, exhaustion or sleeplessness' },
        { value: 'other', label: 'Some other symptom' },
      ],
    },
    duration: {
      question: 'How long have you had the symptoms?',
      choices: [
        { value: 'under3days', label: 'Less than 3 days' },
        { value: '3to7days', label: '3–7 days' },
        { value: '1to4weeks', label: '1–4 weeks' },
        { value: 'over4weeks', label: 'More than 4 weeks' },
      ],
    },
    fever: {
      question: 'Do you have a fever?',
      choices: [
        { value: 'high', label: 'Yes, over 38 °C' },
        { value: 'mild', label: 'Slightly raised (37.5–38 °C)' },
        { value: 'none', label: 'No fever' },
        { value: 'unknown', label: 'I have not measured it' },
      ],
    },
    severity: {
      question: 'How much do the symptoms affect your work?',
      hint: 'Choose the option that best describes your situation.',
      placeholder: 'Choose',
      choices: [
        { value: 'mild', label: 'A little – I can do my work' },
        { value: 'moderate', label: 'Moderately – working is difficult' },
        { value: 'severe', label: 'A lot – I cannot work' },
      ],
    },
    details: { label: 'Tell us more about your symptoms if you like (optional)' },
    summary: { title: 'Check your answers', noDetails: 'No further details' },
    next: 'Next',
    previous: 'Previous',
    submit: 'Send the answers',
    cancel: 'Stop the survey',
    done: 'Thank you! Your answers have been sent and you go on to the chat.',
    failed: 'The survey stopped because of an error.',
    testTools: {
      title: 'Local test survey',
      text: 'This survey is a stand-in of the development environment. You can try a failure here.',
      fail: 'Simulate a service failure',
    },
  },
};
