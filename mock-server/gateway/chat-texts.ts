/**
 * The chat API's catalogue texts in Swedish and English. The contract's examples are written once,
 * in Finnish; the gateway answers chat-v4 in the language of the request's `Accept-Language` by
 * replacing each Finnish text of a topic, keyword, UI category or chat queue with its translation
 * here. A text without a translation stays Finnish (tests/mock-server/chat-texts.test.ts checks
 * that every example text has both).
 */
import { isLanguage, type Language } from '../../src/i18n/languages.ts';
import type { Json } from './memory.ts';

interface Translation {
  sv: string;
  en: string;
}

/** The fields whose text the chat-v4 examples write in Finnish. */
export const translatedFields: readonly string[] = [
  'name',
  'description',
  'publicDescription',
  'priceDescription',
  'disclaimer',
];

/** Finnish text → its Swedish and English. */
export const chatTexts: Readonly<Record<string, Translation>> = {
  // Topics and their keywords.
  Yleislääkäri: { sv: 'Allmänläkare', en: 'General practitioner' },
  'Äkilliset sairaudet, kuten flunssa, virtsatietulehdus ja vatsataudit, sekä reseptien uusiminen ja sairauslomat.':
    {
      sv: 'Akuta sjukdomar som förkylning, urinvägsinfektion och magsjuka samt förnyelse av recept och sjukskrivningar.',
      en: 'Sudden illnesses such as flu, urinary tract infections and stomach bugs, as well as prescription renewals and sick leave.',
    },
  flunssa: { sv: 'förkylning', en: 'flu' },
  kuume: { sv: 'feber', en: 'fever' },
  resepti: { sv: 'recept', en: 'prescription' },
  sairausloma: { sv: 'sjukskrivning', en: 'sick leave' },
  'Lapset ja nuoret': { sv: 'Barn och unga', en: 'Children and young people' },
  'Lasten ja nuorten sairaudet ja terveysneuvonta. Huoltaja voi asioida lapsen puolesta.': {
    sv: 'Barns och ungas sjukdomar och hälsorådgivning. En vårdnadshavare kan sköta ärenden för barnets räkning.',
    en: "Illnesses of children and young people, and health advice. A guardian can act on the child's behalf.",
  },
  korvatulehdus: { sv: 'öroninflammation', en: 'ear infection' },
  'lapsen kuume': { sv: 'barnets feber', en: "child's fever" },
  rokotukset: { sv: 'vaccinationer', en: 'vaccinations' },
  'Mielen hyvinvointi': { sv: 'Psykiskt välbefinnande', en: 'Mental wellbeing' },
  'Tukea stressiin, uupumukseen, ahdistukseen ja univaikeuksiin psykologilta ja mielenterveyshoitajalta.':
    {
      sv: 'Stöd vid stress, utmattning, ångest och sömnsvårigheter av psykolog och psykiatrisk sjukskötare.',
      en: 'Support for stress, exhaustion, anxiety and sleep problems from a psychologist or a mental health nurse.',
    },
  stressi: { sv: 'stress', en: 'stress' },
  uupumus: { sv: 'utmattning', en: 'exhaustion' },
  unettomuus: { sv: 'sömnlöshet', en: 'insomnia' },
  'Suun terveys': { sv: 'Munhälsa', en: 'Oral health' },
  'Hammassärky, ienongelmat ja suuhygienia.': {
    sv: 'Tandvärk, tandköttsproblem och munhygien.',
    en: 'Toothache, gum problems and oral hygiene.',
  },
  hammassärky: { sv: 'tandvärk', en: 'toothache' },
  ienverenvuoto: { sv: 'tandköttsblödning', en: 'bleeding gums' },
  'Iho ja allergiat': { sv: 'Hud och allergier', en: 'Skin and allergies' },
  'Ihottumat, luomet, akne ja allergiaoireet. Voit lähettää lääkärille kuvia ihomuutoksista.': {
    sv: 'Utslag, födelsemärken, akne och allergisymtom. Du kan skicka bilder av hudförändringar till läkaren.',
    en: 'Rashes, moles, acne and allergy symptoms. You can send the doctor photos of skin changes.',
  },
  ihottuma: { sv: 'utslag', en: 'rash' },
  luomi: { sv: 'födelsemärke', en: 'mole' },
  siitepölyallergia: { sv: 'pollenallergi', en: 'pollen allergy' },
  'Tuki- ja liikuntaelimet': { sv: 'Stöd- och rörelseorganen', en: 'Muscles and joints' },
  'Selkä-, niska- ja nivelkivut, urheiluvammat ja fysioterapia.': {
    sv: 'Rygg-, nack- och ledsmärtor, idrottsskador och fysioterapi.',
    en: 'Back, neck and joint pain, sports injuries and physiotherapy.',
  },
  selkäkipu: { sv: 'ryggsmärta', en: 'back pain' },
  niskakipu: { sv: 'nacksmärta', en: 'neck pain' },
  urheiluvamma: { sv: 'idrottsskada', en: 'sports injury' },

  // UI categories.
  Työterveyshuolto: { sv: 'Företagshälsovård', en: 'Occupational health' },
  'Työnantajasi kustantamat työterveyshuollon chatit. Käytettävissä olevat palvelut riippuvat työterveyssopimuksestasi.':
    {
      sv: 'Företagshälsovårdens chattar som din arbetsgivare bekostar. Vilka tjänster du kan använda beror på ditt avtal om företagshälsovård.',
      en: 'Occupational health chats paid for by your employer. The services available to you depend on your occupational health contract.',
    },
  'Työterveysasiakkaana näet työterveyshuollon chatit, kun kirjaudut sisään.': {
    sv: 'Som kund inom företagshälsovården ser du företagshälsovårdens chattar när du loggar in.',
    en: 'As an occupational health customer, you see the occupational health chats when you log in.',
  },
  Yksityisasiakkaat: { sv: 'Privatkunder', en: 'Private customers' },
  'Chatit, joiden hinnan maksat itse verkkomaksulla tai laskulla.': {
    sv: 'Chattar som du själv betalar med nätbetalning eller mot faktura.',
    en: 'Chats you pay for yourself, online or by invoice.',
  },
  'Kirjaudu sisään aloittaaksesi chatin. Maksat palvelun itse hinnaston mukaan.': {
    sv: 'Logga in för att starta en chatt. Du betalar själv för tjänsten enligt prislistan.',
    en: 'Log in to start a chat. You pay for the service yourself according to the price list.',
  },
  Vakuutusasiakkaat: { sv: 'Försäkringskunder', en: 'Insurance customers' },
  'Chatit, joiden kustannukset laskutetaan suoraan vakuutusyhtiöltä, kun olet ottanut suorakorvauksen käyttöön.':
    {
      sv: 'Chattar vars kostnader faktureras direkt av försäkringsbolaget när du har tagit direktersättning i bruk.',
      en: 'Chats whose costs are billed directly to the insurance company once you have enabled direct compensation.',
    },
  'Vakuutusasiakkaana voit ottaa suorakorvauksen käyttöön, kun kirjaudut sisään.': {
    sv: 'Som försäkringskund kan du ta direktersättning i bruk när du loggar in.',
    en: 'As an insurance customer, you can enable direct compensation when you log in.',
  },
  'Kunnan palvelut': { sv: 'Kommunens tjänster', en: 'Municipal services' },
  'Kotikuntasi kustantamat maksuttomat chatit.': {
    sv: 'Avgiftsfria chattar som din hemkommun bekostar.',
    en: 'Free chats paid for by your home municipality.',
  },
  'Kunnan kustantamat chatit ovat kotikunnan asukkaille maksuttomia. Kirjaudu sisään aloittaaksesi chatin.':
    {
      sv: 'Chattar som kommunen bekostar är avgiftsfria för kommunens invånare. Logga in för att starta en chatt.',
      en: 'Chats paid for by the municipality are free for its residents. Log in to start a chat.',
    },

  // Chat queues.
  'Hoitajan palvelupyyntö': {
    sv: 'Serviceförfrågan till sjukskötare',
    en: 'Service request to a nurse',
  },
  'Jätä hoitajalle palvelupyyntö, kun asiasi ei ole kiireellinen. Kuvaile oireesi tai kysymyksesi, niin hoitaja vastaa sinulle viestillä tai soittaa takaisin saman päivän aikana.':
    {
      sv: 'Lämna en serviceförfrågan till en sjukskötare när ditt ärende inte är brådskande. Beskriv dina symtom eller din fråga, så svarar sjukskötaren med ett meddelande eller ringer upp dig samma dag.',
      en: 'Leave a service request for a nurse when your matter is not urgent. Describe your symptoms or your question, and the nurse will reply by message or call you back the same day.',
    },
  'Palvelupyyntö on maksuton. Jos hoitaja ohjaa sinut lääkärin vastaanotolle, käynti laskutetaan hinnaston mukaan.':
    {
      sv: 'Serviceförfrågan är avgiftsfri. Om sjukskötaren hänvisar dig till en läkarmottagning faktureras besöket enligt prislistan.',
      en: "The service request is free of charge. If the nurse refers you to a doctor's appointment, the visit is billed according to the price list.",
    },
  'Soittopyyntö hoitajalle': {
    sv: 'Uppringningsbegäran till sjukskötare',
    en: 'Call-back request to a nurse',
  },
  'Jätä soittopyyntö, niin hoitaja soittaa sinulle arviolta tunnin kuluessa.': {
    sv: 'Lämna en uppringningsbegäran, så ringer sjukskötaren upp dig inom ungefär en timme.',
    en: 'Leave a call-back request and a nurse will call you within about an hour.',
  },
  'Soittopyyntö on maksuton.': {
    sv: 'Uppringningsbegäran är avgiftsfri.',
    en: 'The call-back request is free of charge.',
  },
  'Hoitaja soittaa sinulle Omat tiedot -sivulle tallennettuun puhelinnumeroon. Pidäthän puhelimen lähettyvillä.':
    {
      sv: 'Sjukskötaren ringer dig på telefonnumret som du har sparat på sidan Mina uppgifter. Håll telefonen nära till hands.',
      en: 'The nurse will call the phone number saved on the My information page. Please keep your phone close by.',
    },
  'Vakuutusasiakkaan lääkärichat (If)': {
    sv: 'Läkarchatt för försäkringskunder (If)',
    en: 'Doctor chat for insurance customers (If)',
  },
  'Lääkärin etävastaanotto If-vakuutetuille. Kun olet ottanut suorakorvauksen käyttöön, lasku lähetetään suoraan If Vahinkovakuutukselle, eikä sinun tarvitse hakea korvausta itse.':
    {
      sv: 'Läkarens distansmottagning för dem som är försäkrade hos If. När du har tagit direktersättning i bruk skickas fakturan direkt till If Skadeförsäkring och du behöver inte själv ansöka om ersättning.',
      en: 'A remote doctor’s appointment for people insured with If. Once you have enabled direct compensation, the invoice goes directly to If P&C Insurance and you do not need to claim compensation yourself.',
    },
  'Hinta sisältää lääkärin etävastaanoton ja mahdolliset reseptit. Suorakorvauksessa maksat itse vain vakuutuksesi omavastuun.':
    {
      sv: 'Priset omfattar läkarens distansmottagning och eventuella recept. Med direktersättning betalar du själv endast försäkringens självrisk.',
      en: 'The price includes the remote doctor’s appointment and any prescriptions. With direct compensation you pay only your insurance excess.',
    },
  'Suorakorvaus edellyttää voimassa olevaa If-henkilövakuutusta.': {
    sv: 'Direktersättning förutsätter en giltig personförsäkring hos If.',
    en: 'Direct compensation requires a valid If personal insurance.',
  },
  'Yleislääkärin chat': { sv: 'Allmänläkarens chatt', en: 'General practitioner chat' },
  'Keskustele yleislääkärin kanssa chatissa esimerkiksi flunssaoireista, virtsatietulehduksesta, reseptin uusimisesta tai sairauslomasta. Lääkäri voi tarvittaessa kirjoittaa reseptin tai lähetteen laboratorioon.':
    {
      sv: 'Chatta med en allmänläkare om till exempel förkylningssymtom, urinvägsinfektion, förnyelse av recept eller sjukskrivning. Läkaren kan vid behov skriva ut recept eller en remiss till laboratoriet.',
      en: 'Chat with a general practitioner about, for example, flu symptoms, a urinary tract infection, renewing a prescription or sick leave. The doctor can write a prescription or a laboratory referral if needed.',
    },
  'Hinta sisältää lääkärin etävastaanoton, mahdolliset reseptit ja laboratoriolähetteet. Laboratoriotutkimukset laskutetaan erikseen.':
    {
      sv: 'Priset omfattar läkarens distansmottagning, eventuella recept och laboratorieremisser. Laboratorieundersökningar faktureras separat.',
      en: 'The price includes the remote doctor’s appointment, any prescriptions and laboratory referrals. Laboratory tests are billed separately.',
    },
  'Lastenlääkärin chat': { sv: 'Barnläkarens chatt', en: 'Paediatrician chat' },
  'Lastenlääkäri auttaa alle 16-vuotiaiden lasten äkillisissä sairauksissa, kuten kuumeessa, korvakivussa ja ihottumissa. Huoltaja asioi lapsen puolesta valitsemalla lapsen ennen chatin aloittamista.':
    {
      sv: 'Barnläkaren hjälper barn under 16 år vid akuta sjukdomar som feber, öronvärk och utslag. Vårdnadshavaren sköter ärendet för barnets räkning genom att välja barnet innan chatten startar.',
      en: 'The paediatrician helps children under 16 with sudden illnesses such as fever, earache and rashes. A guardian acts on the child’s behalf by choosing the child before starting the chat.',
    },
  'Hinta sisältää lastenlääkärin etävastaanoton ja mahdolliset reseptit.': {
    sv: 'Priset omfattar barnläkarens distansmottagning och eventuella recept.',
    en: 'The price includes the paediatrician’s remote appointment and any prescriptions.',
  },
  'Jos lapsella on hengitysvaikeuksia tai kouristuksia tai hän on vaikeasti herätettävissä, soita hätänumeroon 112.':
    {
      sv: 'Om barnet har andningssvårigheter eller kramper eller är svårt att väcka, ring nödnumret 112.',
      en: 'If the child has difficulty breathing, has seizures or is hard to wake, call the emergency number 112.',
    },
  'Nuorten terveysneuvonta': {
    sv: 'Hälsorådgivning för unga',
    en: 'Health advice for young people',
  },
  'Maksuton chat 13–17-vuotiaille tamperelaisille nuorille. Kysy terveydenhoitajalta nimettömästi seurusteluun, ehkäisyyn, jaksamiseen tai päihteisiin liittyvistä asioista.':
    {
      sv: 'En avgiftsfri chatt för unga i åldern 13–17 år i Tammerfors. Fråga hälsovårdaren anonymt om relationer, preventivmedel, ork eller rusmedel.',
      en: 'A free chat for young people aged 13–17 living in Tampere. Ask a public health nurse anonymously about relationships, contraception, coping or substance use.',
    },
  'Palvelu on maksuton. Tampereen kaupunki maksaa palvelun.': {
    sv: 'Tjänsten är avgiftsfri. Tammerfors stad betalar för tjänsten.',
    en: 'The service is free of charge. The City of Tampere pays for it.',
  },
  'Psykologin chat': { sv: 'Psykologens chatt', en: 'Psychologist chat' },
  'Psykologi auttaa, kun mieltä painaa stressi, uupumus, ahdistus tai elämänmuutos. Yhdessä mietitte tilanteeseesi sopivat keinot ja tarvittaessa jatkohoidon.':
    {
      sv: 'Psykologen hjälper när stress, utmattning, ångest eller en livsförändring tynger. Tillsammans funderar ni på vad som kan hjälpa i din situation och vid behov på fortsatt vård.',
      en: 'A psychologist helps when stress, exhaustion, anxiety or a change in life weighs on your mind. Together you work out what may help in your situation and, if needed, further care.',
    },
  'Hinta sisältää 30 minuutin keskustelun psykologin kanssa.': {
    sv: 'Priset omfattar ett 30 minuter långt samtal med en psykolog.',
    en: 'The price includes a 30-minute conversation with a psychologist.',
  },
  'Jos olet itsetuhoinen tai välittömässä vaarassa, soita hätänumeroon 112.': {
    sv: 'Om du har självmordstankar eller är i omedelbar fara, ring nödnumret 112.',
    en: 'If you are thinking of harming yourself or are in immediate danger, call the emergency number 112.',
  },
  'Suuhygienistin chat': { sv: 'Munhygienistens chatt', en: 'Dental hygienist chat' },
  'Kysy suuhygienistiltä hampaiden hoidosta, ienverenvuodosta, vihlonnasta tai proteesien puhdistuksesta.':
    {
      sv: 'Fråga munhygienisten om tandvård, tandköttsblödning, ilningar i tänderna eller rengöring av proteser.',
      en: 'Ask a dental hygienist about caring for your teeth, bleeding gums, sensitive teeth or cleaning dentures.',
    },
  'Hinta sisältää suuhygienistin etäneuvonnan. Mahdollinen vastaanottokäynti varataan erikseen.': {
    sv: 'Priset omfattar munhygienistens distansrådgivning. Ett eventuellt mottagningsbesök bokas separat.',
    en: 'The price includes remote advice from a dental hygienist. Any clinic visit is booked separately.',
  },
  'Ihotautilääkärin palvelupyyntö': {
    sv: 'Serviceförfrågan till hudläkare',
    en: 'Service request to a dermatologist',
  },
  'Lähetä ihotautilääkärille kuvia ihomuutoksesta, ihottumasta tai luomesta ja kuvaile oireesi. Lääkäri arvioi kuvat ja vastaa sinulle kahden arkipäivän kuluessa.':
    {
      sv: 'Skicka bilder av en hudförändring, utslag eller ett födelsemärke till en hudläkare och beskriv dina symtom. Läkaren bedömer bilderna och svarar dig inom två vardagar.',
      en: 'Send a dermatologist photos of a skin change, rash or mole and describe your symptoms. The doctor assesses the photos and replies within two working days.',
    },
  'Hinta sisältää ihotautilääkärin arvion ja mahdolliset reseptit.': {
    sv: 'Priset omfattar hudläkarens bedömning och eventuella recept.',
    en: 'The price includes the dermatologist’s assessment and any prescriptions.',
  },
  'Ota kuvat hyvässä valaistuksessa ja lähietäisyydeltä. Jos luomi muuttuu nopeasti tai vuotaa verta, varaa aika vastaanotolle.':
    {
      sv: 'Ta bilderna i bra belysning och på nära håll. Om ett födelsemärke förändras snabbt eller blöder, boka en tid på mottagningen.',
      en: 'Take the photos in good light and close up. If a mole changes quickly or bleeds, book a clinic appointment.',
    },
  'Fysioterapeutin chat': { sv: 'Fysioterapeutens chatt', en: 'Physiotherapist chat' },
  'Kysy fysioterapeutilta selkä-, niska- tai nivelkivuista ja saa ohjeet kotiharjoitteisiin.': {
    sv: 'Fråga en fysioterapeut om rygg-, nack- eller ledsmärtor och få instruktioner för övningar hemma.',
    en: 'Ask a physiotherapist about back, neck or joint pain and get instructions for exercises at home.',
  },
  'Hinta sisältää fysioterapeutin etäneuvonnan ja kirjalliset harjoitusohjeet.': {
    sv: 'Priset omfattar fysioterapeutens distansrådgivning och skriftliga övningsinstruktioner.',
    en: 'The price includes remote advice from a physiotherapist and written exercise instructions.',
  },
  'Työterveyshoitajan chat': {
    sv: 'Företagshälsovårdarens chatt',
    en: 'Occupational health nurse chat',
  },
  'Työterveyshoitaja auttaa äkillisissä sairauksissa, sairauspoissaoloissa ja työkykyyn liittyvissä kysymyksissä. Hoitaja voi tarvittaessa kirjoittaa sairauspoissaolotodistuksen enintään kolmeksi päiväksi.':
    {
      sv: 'Företagshälsovårdaren hjälper vid akuta sjukdomar, sjukfrånvaro och frågor om arbetsförmåga. Vid behov kan hälsovårdaren skriva ett intyg om sjukfrånvaro för högst tre dagar.',
      en: 'The occupational health nurse helps with sudden illnesses, sickness absences and questions about your ability to work. If needed, the nurse can write a sickness absence certificate for up to three days.',
    },
  'Työnantajasi maksaa palvelun työterveyssopimuksen mukaisesti.': {
    sv: 'Din arbetsgivare betalar för tjänsten enligt avtalet om företagshälsovård.',
    en: 'Your employer pays for the service under the occupational health contract.',
  },
  'Työterveyslääkärin chat': {
    sv: 'Företagsläkarens chatt',
    en: 'Occupational health physician chat',
  },
  'Työterveyslääkärin etävastaanotto työterveysasiakkaille: sairauden hoito, reseptit, lähetteet ja sairauspoissaolot sekä työkykyyn liittyvät asiat.':
    {
      sv: 'Företagsläkarens distansmottagning för kunder inom företagshälsovården: vård av sjukdomar, recept, remisser och sjukfrånvaro samt frågor om arbetsförmåga.',
      en: 'Remote reception with an occupational health physician for occupational health customers: treatment of illness, prescriptions, referrals, sickness absences and questions about your ability to work.',
    },
  'Palvelun saatavuus riippuu työnantajasi työterveyssopimuksesta.': {
    sv: 'Om tjänsten är tillgänglig beror på din arbetsgivares avtal om företagshälsovård.',
    en: 'Whether the service is available depends on your employer’s occupational health contract.',
  },
  'Työterveyspsykologin chat': {
    sv: 'Företagspsykologens chatt',
    en: 'Occupational psychologist chat',
  },
  'Työterveyspsykologi auttaa työhön liittyvässä kuormituksessa, stressissä ja jaksamisessa.': {
    sv: 'Företagspsykologen hjälper vid arbetsrelaterad belastning, stress och ork.',
    en: 'The occupational psychologist helps with work-related strain, stress and coping.',
  },
  'Fysioterapeutin etävastaanotto': {
    sv: 'Fysioterapeutens distansmottagning',
    en: 'Physiotherapist’s remote appointment',
  },
  'Fysioterapeuttisi etävastaanotto, johon pääset vastaanotolla saamallasi koodilla. Käykää yhdessä läpi kotiharjoitteiden eteneminen ja sopikaa jatkosta.':
    {
      sv: 'Din fysioterapeuts distansmottagning, som du kommer till med koden du fick på mottagningen. Gå tillsammans igenom hur hemövningarna har gått och kom överens om fortsättningen.',
      en: 'Your physiotherapist’s remote appointment, which you join with the code you were given at the clinic. Go through your home exercises together and agree on what comes next.',
    },
  'Etävastaanotto sisältyy fysioterapeutin kanssa sovittuun hoitojaksoon.': {
    sv: 'Distansmottagningen ingår i den vårdperiod som du har kommit överens om med fysioterapeuten.',
    en: 'The remote appointment is part of the course of treatment agreed with your physiotherapist.',
  },
};

/**
 * The language a chat-v4 answer is written in: the first portal language of `Accept-Language`
 * by its weights (`sv-FI, en;q=0.8` → `sv`), else Finnish.
 */
export function answerLanguage(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().split('-')[0]?.toLowerCase(), weight: Number(q ?? 1), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'fi';
}

/** A chat-v4 answer body with its Finnish catalogue texts in `language`. */
export function translateChatTexts(body: Json, language: Language): Json {
  if (language === 'fi') {
    return body;
  }
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) {
      return value.map(walk);
    }
    if (typeof value !== 'object' || value === null) {
      return value;
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => {
        const translation =
          typeof field === 'string' &&
          translatedFields.includes(key) &&
          Object.hasOwn(chatTexts, field)
            ? chatTexts[field]
            : undefined;
        return [key, translation ? translation[language] : walk(field)];
      }),
    );
  };
  return walk(body);
}
