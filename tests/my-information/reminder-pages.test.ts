// The request to confirm the contact information never interrupts a task under way: the symptom
// assessment, its consent step and survey, or a live chat; other pages may show it.
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
  ])('not on %s', (path) => {
    expect(remindsOn(path)).toBe(false);
  });

  it.each(['/fi/asiointi/', '/sv/e-tjanster/chatt', '/fi/asiointi/chat/jono/2948'])(
    'on %s',
    (path) => {
      expect(remindsOn(path)).toBe(true);
    },
  );
});
