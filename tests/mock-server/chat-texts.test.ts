import { describe, expect, it } from 'vitest';
import {
  answerLanguage,
  chatTexts,
  translatedFields,
  translateChatTexts,
} from '../../mock-server/gateway/chat-texts.ts';
import type { Json } from '../../mock-server/gateway/memory.ts';
import { contractDocument } from '../support/contract-example.ts';

/** Every text of a translated field in the chat contract's examples (icons' names are ids). */
function exampleTexts(): Set<string> {
  const document = contractDocument('chat-v4') as Json;
  const texts = new Set<string>();
  const walk = (value: Json, inExample: boolean) => {
    if (Array.isArray(value)) {
      value.forEach((item) => {
        walk(item, inExample);
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, field] of Object.entries(value)) {
        if (inExample && typeof field === 'string' && translatedFields.includes(key)) {
          texts.add(field);
        }
        if (key !== 'icon') {
          walk(field, inExample || key === 'value');
        }
      }
    }
  };
  walk(document, false);
  return texts;
}

describe('the chat catalogue in Swedish and English', () => {
  it('has a Swedish and an English text for every Finnish text of the examples', () => {
    const texts = [...exampleTexts()];
    expect(texts).toContain('Yleislääkärin chat');
    const missing = texts.filter((text) => !Object.hasOwn(chatTexts, text));
    expect(missing).toEqual([]);
    for (const text of texts) {
      expect(chatTexts[text]?.sv).not.toBe(text);
      expect(chatTexts[text]?.en).not.toBe(text);
    }
  });

  it('replaces the texts of topics, keywords, categories and queues, and nothing else', () => {
    const queue = {
      id: 3012,
      name: 'Yleislääkärin chat',
      priceDescription:
        'Hinta sisältää lääkärin etävastaanoton, mahdolliset reseptit ja laboratoriolähetteet. Laboratoriotutkimukset laskutetaan erikseen.',
      disclaimer: null,
      siteConfig: 'asiointi-etavastaanotto',
      icon: { name: 'doctor' },
    };
    const topic = { id: 10, name: 'Yleislääkäri', keywords: [{ id: 101, name: 'flunssa' }] };
    expect(translateChatTexts([queue, topic], 'sv')).toEqual([
      {
        ...queue,
        name: 'Allmänläkarens chatt',
        priceDescription:
          'Priset omfattar läkarens distansmottagning, eventuella recept och laboratorieremisser. Laboratorieundersökningar faktureras separat.',
      },
      { ...topic, name: 'Allmänläkare', keywords: [{ id: 101, name: 'förkylning' }] },
    ]);
    expect(translateChatTexts(queue, 'en')).toMatchObject({ name: 'General practitioner chat' });
    expect(translateChatTexts(queue, 'fi')).toEqual(queue);
    expect(translateChatTexts({ name: 'constructor' }, 'en')).toEqual({ name: 'constructor' });
  });

  it('answers in the first portal language of Accept-Language, else Finnish', () => {
    expect(answerLanguage('sv')).toBe('sv');
    expect(answerLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(answerLanguage('de, sv-FI;q=0.5, en;q=0.8')).toBe('en');
    expect(answerLanguage('en;q=0, sv;q=0.1')).toBe('sv');
    expect(answerLanguage('de')).toBe('fi');
    expect(answerLanguage(undefined)).toBe('fi');
  });
});
