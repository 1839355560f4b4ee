// and C-05: the chat model from a queue as received.
import { describe, expect, it } from 'vitest';
import {
  customerTypeOf,
  formattedPrice,
  isPaidByTheUser,
  shortenedDescription,
  withStatuses,
} from '../../src/chat/index.ts';

describe('customerTypeOf (Q-22)', () => {
  it.each([
    ['CUSTOMER', 'occupationalHealthcare'],
    ['ORDERABLE', 'privateCustomer'],
    ['INSURANCE', 'insurance'],
    ['MUNICIPAL', 'municipal'],
    ['PUBLIC', 'other'],
    ['customer', 'other'],
    ['', 'other'],
  ])('%j → %s', (category, type) => {
    expect(customerTypeOf(category)).toBe(type);
  });

  it('makes only private customers pay themselves', () => {
    expect(isPaidByTheUser('ORDERABLE')).toBe(true);
    for (const category of ['CUSTOMER', 'INSURANCE', 'MUNICIPAL', 'OTHER']) {
      expect(isPaidByTheUser(category)).toBe(false);
    }
  });
});

describe('formattedPrice (Q-16)', () => {
  it('shows the price with a euro sign in the UI language', () => {
    expect(formattedPrice(40, 'fi')).toBe('40,00\u00a0€');
    expect(formattedPrice(39.9, 'sv')).toBe('39,90\u00a0€');
    expect(formattedPrice(40, 'en')).toBe('€40.00');
  });

  it('is free (null) with no price or 0', () => {
    expect(formattedPrice(null, 'fi')).toBeNull();
    expect(formattedPrice(undefined, 'fi')).toBeNull();
    expect(formattedPrice(0, 'fi')).toBeNull();
  });
});

describe('shortenedDescription (Q-14)', () => {
  it('leaves a description of 120 characters or fewer whole', () => {
    expect(shortenedDescription('a'.repeat(120))).toBeNull();
    expect(shortenedDescription('Lyhyt kuvaus.')).toBeNull();
  });

  it('shortens a longer one to its first 120 characters with an ellipsis', () => {
    const text = `${'Lääkäri '.repeat(15)}ja hoitaja vastaavat.`;
    const short = shortenedDescription(text);
    expect(short).toBe(`${text.slice(0, 120).trimEnd()}…`);
    expect(Array.from(short ?? '').length).toBeLessThanOrEqual(121);
  });

  it('cuts at the last word boundary within 120 characters, never in a word', () => {
    // 107 characters of whole words, then a word that crosses the 120th character.
    const words = `${'Etävastaanotto '.repeat(7)}ja`;
    const text = `${words} terveydenhoitajan vastaanotto jatkuu.`;
    expect(Array.from(text).length).toBeGreaterThan(120);
    const short = shortenedDescription(text) ?? '';
    expect(short).toBe(`${words}…`);
    expect(Array.from(short.slice(0, -1)).length).toBeLessThanOrEqual(120);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text.charAt(short.length - 1)).toBe(' ');
  });

  it('drops a separator left at the end: “word, …” reads “word…”', () => {
    const text = `${'sana '.repeat(22)}loppu, ${'x'.repeat(10)} y`;
    expect(shortenedDescription(text)).toBe(`${'sana '.repeat(22)}loppu…`);
  });

  it('cuts a single word longer than 120 characters at 120', () => {
    expect(shortenedDescription('a'.repeat(130))).toBe(`${'a'.repeat(120)}…`);
  });

  it('counts characters, not UTF-16 units, so no emoji is cut in half', () => {
    const text = '🙂'.repeat(121);
    expect(shortenedDescription(text)).toBe(`${'🙂'.repeat(120)}…`);
  });
});

describe('withStatuses (C-05, Q-59)', () => {
  const queues = [
    { id: 2948, open: true, length: 3, estimatedWaitPeriod: 600, name: 'Yleislääkäri' },
    { id: 2950, open: false, length: 0, estimatedWaitPeriod: null, name: 'Soittopyyntö' },
    { id: 2, open: true, length: 1, estimatedWaitPeriod: 300, name: 'Vakuutus' },
  ];

  it('takes each queue’s entry, skips length -1 and keeps queues without an entry', () => {
    const next = withStatuses(queues, [
      { queueId: 2948, open: true, length: 7, estimatedWaitPeriod: 1900 },
      { queueId: 2950, open: true, length: -1, estimatedWaitPeriod: 60 },
      { queueId: 9999, open: true, length: 1, estimatedWaitPeriod: 60 },
    ]);
    expect(next).toEqual([
      { id: 2948, open: true, length: 7, estimatedWaitPeriod: 1900, name: 'Yleislääkäri' },
      queues[1],
      queues[2],
    ]);
  });

  it('reads an absent estimate as none known', () => {
    const [first] = withStatuses(queues, [{ queueId: 2948, open: true, length: 2 }]);
    expect(first?.estimatedWaitPeriod).toBeNull();
  });
});
