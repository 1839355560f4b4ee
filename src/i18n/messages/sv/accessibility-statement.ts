import type { Catalogue } from '../catalogue.ts';

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
    text: 'Har du upptäckt en brist i tillgängligheten? Berätta för oss så åtgärdar vi den.',
    reply:
      'Om du vill ha svar, kontakta kundtjänsten per telefon på {{phone}} eller med kontaktformuläret. Vi svarar inom 14 dagar.',
    contactForm: 'Gå till kontaktformuläret',
    anonymous:
      'Du kan också ge respons anonymt i responsfönstret. På anonym respons kan vi inte svara.',
    button: 'Ge anonym respons',
  },
  enforcement: {
    title: 'Tillsynsmyndighet',
    text: 'Om du upptäcker tillgänglighetsproblem i tjänsten, ge först respons till oss. Om du inte är nöjd med svaret eller inte får något svar inom två veckor kan du göra en anmälan till tillsynsmyndigheten för tillgänglighet.',
    link: 'Webbtillganglighet.fi: så gör du en anmälan',
  },
};
