// English calls the chat service by one name, as the page itself does: "Remote reception" in the
// service menu, on the front page's card and on the page, never also "Remote appointments".
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/messages/en.ts';

describe('the chat service’s English name', () => {
  it('is “Remote reception” in the menu, on the front page and on the page', () => {
    expect(en.chat.title).toBe('Remote reception');
    expect(en.header.serviceMenu.chat).toBe('Remote reception');
    expect(en.frontPage.services.chat.title).toBe('Remote reception');
    expect(JSON.stringify(en)).not.toMatch(/remote appointments?/i);
  });
});
