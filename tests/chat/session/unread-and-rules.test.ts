// Q-44…Q-46: the unread count, the title and favicon, the leave rule, the device info. Pure.
import { describe, expect, it } from 'vitest';
import { deviceInfoOf } from '../../../src/chat/session/device-info.ts';
import { leavesThePage } from '../../../src/chat/session/leave-rules.ts';
import {
  badgeFaviconUrl,
  isAttentive,
  titleWithUnread,
  unreadAfterMessage,
} from '../../../src/chat/session/unread.ts';

describe('unread messages', () => {
  it('counts a message only while the patient is not looking, and clears when they are', () => {
    expect(unreadAfterMessage(0, false)).toBe(1);
    expect(unreadAfterMessage(1, false)).toBe(2);
    expect(unreadAfterMessage(2, true)).toBe(0);
  });

  it('is attentive only when visible and focused', () => {
    expect(isAttentive({ visibilityState: 'visible', hasFocus: () => true })).toBe(true);
    expect(isAttentive({ visibilityState: 'hidden', hasFocus: () => true })).toBe(false);
    expect(isAttentive({ visibilityState: 'visible', hasFocus: () => false })).toBe(false);
  });

  it('puts the count in front of the title, and nothing when none', () => {
    expect(titleWithUnread('Yleislääkäri', 0)).toBe('Yleislääkäri');
    expect(titleWithUnread('Yleislääkäri', 2)).toBe('(2) Yleislääkäri');
    expect(titleWithUnread('Yleislääkäri', 120)).toBe('(99+) Yleislääkäri');
  });

  it('draws the badge favicon as an SVG data URL with the count', () => {
    const url = badgeFaviconUrl(3);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>3</text>');
    expect(decodeURIComponent(badgeFaviconUrl(12))).toContain('>9+</text>');
  });
});

describe('leave warning', () => {
  it('asks when the path changes, not for a query or hash on the same page', () => {
    const session = '/fi/asiointi/chat/jono/3012/vastaanotto';
    expect(leavesThePage(session, '/fi/asiointi/chat')).toBe(true);
    expect(leavesThePage(session, session)).toBe(false);
  });
});

describe('deviceInfoOf (NS-16)', () => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  it('says mode, device and browser as the contract pattern wants', () => {
    expect(deviceInfoOf('web', chrome)).toBe('web;desktop;Chrome 156');
    expect(deviceInfoOf('web', iphone)).toBe('web;mobile;Safari 18');
    expect(deviceInfoOf('embedded', chrome)).toBe('embedded;mobile;Chrome 156');
    expect(deviceInfoOf('web', 'x'.repeat(100))).toMatch(
      /^(web|embedded);(mobile|desktop);.{1,64}$/,
    );
  });
});
