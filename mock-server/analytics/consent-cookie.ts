/**
 * The `CookieConsent` cookie in which the local consent stand-in (cookiebot-stand-in.js) keeps a
 * patient's decision, as Cookiebot does: here a patient who has refused statistics. Set on a
 * browser context, the consent dialog stays closed, so that it covers no page of a test, a
 * benchmark or a screenshot that is about something else.
 */
export function statisticsRefusedCookie(url: string): {
  name: string;
  value: string;
  url: string;
} {
  const refused = { preferences: false, statistics: false, marketing: false, method: 'explicit' };
  return { name: 'CookieConsent', value: encodeURIComponent(JSON.stringify(refused)), url };
}
