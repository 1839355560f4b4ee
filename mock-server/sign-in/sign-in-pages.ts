/**
 * The HTML of the test bank: identification-method chooser, persona list, sign-out, signed-out
 * and error pages. Self-contained (styles inline, no external resources: the network is
 * closed) and accessible: `lang`, one `h1`, a legend for each group of choices, visible focus,
 * contrast of at least 7:1, one column that works from 360 px up. Every interpolated value goes
 * through `escapeHtml`.
 */
import type { Language, Persona } from '../personas.ts';
import { signInTexts } from './sign-in-texts.ts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** `1986-04-12` → `12.04.1986`, the Finnish way of writing a date. */
export function formatBirthDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}.${month}.${year}` : isoDate;
}

/** The look of the local pages (the test bank inlines it; the authorization page serves it). */
export const pageStyles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:100%;line-height:1.5;color:#1b1b1b;background:#f3f4f6}
body{margin:0;padding:1rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem;background:#fff;border:1px solid #c8ccd2;border-radius:.5rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
p{margin:0 0 1rem}
.note{padding:.75rem 1rem;margin:0 0 1.5rem;background:#fff5d6;border-left:.375rem solid #8a5a00;border-radius:.25rem}
fieldset{border:0;margin:0 0 1.5rem;padding:0;min-width:0}
legend{font-size:1.25rem;font-weight:700;padding:0;margin:0 0 .75rem}
ul{list-style:none;margin:0;padding:0}
li{margin:0 0 .75rem}
.choice{display:block;width:100%;padding:.75rem 1rem;font:inherit;text-align:left;color:#1b1b1b;background:#fff;border:2px solid #1f4e8c;border-radius:.5rem;cursor:pointer;text-decoration:none;overflow-wrap:anywhere}
.choice:hover{background:#e8f0fb}
.choice-name{display:block;font-weight:700;font-size:1.125rem;color:#1f4e8c}
.choice-detail{display:block;color:#3d3d3d}
.secondary{display:inline-block;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#1f4e8c;background:#fff;border:2px solid #1f4e8c;border-radius:.5rem;cursor:pointer}
.secondary:hover{background:#e8f0fb}
.primary{display:inline-block;min-height:2.75rem;padding:.5rem 1rem;font:inherit;font-weight:600;color:#fff;background:#1f4e8c;border:2px solid #1f4e8c;border-radius:.5rem;cursor:pointer}
a:focus-visible,button:focus-visible{outline:3px solid #1b1b1b;outline-offset:3px;box-shadow:0 0 0 3px #fff}
dl{margin:0 0 1rem}
dt{font-weight:700}
dd{margin:0 0 .5rem;overflow-wrap:anywhere}
@media (min-width:48rem){body{padding:3rem 1rem}main{padding:2rem 2.5rem}h1{font-size:2rem}}
`;

function page(lang: Language, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${pageStyles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function interactionPath(uid: string, suffix = ''): string {
  return escapeHtml(`/interaction/${encodeURIComponent(uid)}${suffix}`);
}

function testOnlyNote(lang: Language): string {
  const t = signInTexts[lang];
  return `<p class="note"><strong>${escapeHtml(t.testOnlyTitle)}</strong> ${escapeHtml(t.testOnlyText)}</p>`;
}

function cancelForm(lang: Language, uid: string): string {
  return `<form method="post" action="${interactionPath(uid, '/abort')}">
<button type="submit" class="secondary">${escapeHtml(signInTexts[lang].cancel)}</button>
</form>`;
}

/**
 * One person of a local page's list (the test bank, the authorization page): a submit button
 * named `field` whose value is the person's key, with their name, birth date and description.
 */
export function personChoice(
  field: string,
  person: Persona,
  lang: Language,
  birthDateLabel: string,
): string {
  return `<li><button type="submit" name="${field}" value="${escapeHtml(person.key)}" class="choice">
<span class="choice-name">${escapeHtml(`${person.givenNames} ${person.lastName}`)}</span>
<span class="choice-detail">${escapeHtml(`${birthDateLabel} ${formatBirthDate(person.birthdate)}`)}</span>
<span class="choice-detail">${escapeHtml(person.description[lang])}</span>
</button></li>`;
}

/** The test bank's list of persons: each one a submit button of one form. */
export function renderPersonaPage(lang: Language, uid: string, people: readonly Persona[]): string {
  const t = signInTexts[lang];
  const items = people
    .map((person) => personChoice('persona', person, lang, t.birthDate))
    .join('\n');
  return page(
    lang,
    t.personasTitle,
    `<h1>${escapeHtml(t.bankName)}</h1>
${testOnlyNote(lang)}
<form method="post" action="${interactionPath(uid, '/login')}">
<fieldset>
<legend>${escapeHtml(t.personasLegend)}</legend>
<ul>
${items}
</ul>
</fieldset>
</form>
${cancelForm(lang, uid)}`,
  );
}

/** "Choose an identification method": the test bank is the only enabled one. */
export function renderChooserPage(lang: Language, uid: string): string {
  const t = signInTexts[lang];
  return page(
    lang,
    t.chooserTitle,
    `<h1>${escapeHtml(t.chooserTitle)}</h1>
<p>${escapeHtml(t.chooserIntro)}</p>
<nav aria-label="${escapeHtml(t.chooserLegend)}">
<ul>
<li><a class="choice" href="${interactionPath(uid, '?method=fakebank')}">
<span class="choice-name">${escapeHtml(t.bankName)}</span>
<span class="choice-detail">${escapeHtml(t.fakebankDescription)}</span>
</a></li>
</ul>
</nav>
${cancelForm(lang, uid)}`,
  );
}

/**
 * RP-initiated sign-out: no confirmation click. `form` is oidc-provider's own form (its action
 * and anti-forgery secret, markup built by the library); the hidden `logout=yes` ends the whole
 * session, the script submits at once and the button stays for browsers without scripts.
 */
export function renderLogoutPage(lang: Language, form: string): string {
  const t = signInTexts[lang];
  return page(
    lang,
    t.logoutTitle,
    `<h1>${escapeHtml(t.logoutTitle)}</h1>
<p>${escapeHtml(t.logoutText)}</p>
${form}
<input type="hidden" form="op.logoutForm" name="logout" value="yes">
<button type="submit" form="op.logoutForm" class="primary">${escapeHtml(t.logoutButton)}</button>
<script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

/** Shown only when a sign-out names no post_logout_redirect_uri. */
export function renderLoggedOutPage(lang: Language): string {
  const t = signInTexts[lang];
  return page(
    lang,
    t.loggedOutTitle,
    `<h1>${escapeHtml(t.loggedOutTitle)}</h1>
<p>${escapeHtml(t.loggedOutText)}</p>`,
  );
}

/** An error that cannot be sent back to the app (e.g. an unregistered redirect_uri). */
export function renderErrorPage(
  lang: Language,
  error: string,
  description: string | undefined,
  expired = false,
): string {
  const t = signInTexts[lang];
  const intro = expired ? `<p>${escapeHtml(t.interactionExpired)}</p>\n` : '';
  const details =
    description === undefined
      ? ''
      : `<dt>${escapeHtml(t.errorDescription)}</dt><dd>${escapeHtml(description)}</dd>`;
  return page(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
${intro}<dl><dt>${escapeHtml(t.errorCode)}</dt><dd>${escapeHtml(error)}</dd>${details}</dl>
<p>${escapeHtml(t.errorReturn)}</p>`,
  );
}
