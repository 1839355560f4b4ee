// The request to confirm the contact information never interrupts a task under way: the symptom
// assessment, its consent step and survey, or a live chat; nor is it on the front page, which
// lists it as a card of its own. Other pages may show it.
import { describe, expect, it } from 'vitest';
import { remindsOn } from '../../src/my-information/contact-confirmation/reminder-pages.ts';

describe('where the contact confirmation reminder shows', () => {
  it.each([
    '/fi/asiointi/chat/jono/2948/oirearvio',
    '/fi/asiointi/chat/jono/2948/oirearvio/suostumus',
    '/fi/asiointi/chat/jono/2948/oirearvio/kysely',
    '/sv/e-tjanster/chatt/ko/2948/symptombedomning/samtycke',
    '/fi/asiointi/chat/jono/2948/vastaanotto',
    '/en/e-services/chat/queue/2948/reception',
    '/fi/asiointi/omat-tiedot',
    '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
    // The front page's "now" section has the request as a card of its own.
    '/fi/asiointi/',
    '/sv/e-tjanster/',
    '/en/e-services/',
  ])('not on %s', (path) => {
    expect(remindsOn(path)).toBe(false);
  });

  it.each([
    '/fi/asiointi/chat',
    '/sv/e-tjanster/chatt',
    '/fi/asiointi/chat/jono/2948',
    '/fi/asiointi/chat/koodi',
  ])('on %s', (path) => {
    expect(remindsOn(path)).toBe(true);
  });
});
