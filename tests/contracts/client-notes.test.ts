import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextRefreshDelay } from '../../src/chat/appointment-time.ts';
import { deviceInfoOf } from '../../src/chat/session/device-info.ts';
import { statusPollIntervalMs } from '../../src/chat/use-chat-queues.ts';
import { loadContract, openapiDir, operationsOf, type JsonObject } from './load-contracts.ts';

// What chat-v4 tells backend teams about the portal (`x-client-notes`) is what the portal does:
// each statement is read here next to its counterpart in the code.

const chat = operationsOf('chat-v4', loadContract('chat-v4'));
const operation = (method: string, path: string): JsonObject => {
  const found = chat.find((op) => op.method === method && op.path === path);
  if (found === undefined) {
    throw new Error(`chat-v4 has no ${method} ${path}`);
  }
  return found.operation;
};
const notes = (node: JsonObject): string => {
  const text = node['x-client-notes'];
  return typeof text === 'string' ? text : '';
};

describe('deviceInfo of get-secure-metadata', () => {
  const parameters = operation('post', '/person/chats/{id}/get-secure-metadata')
    .parameters as JsonObject[];
  const deviceInfo = parameters.find((p) => p.name === 'deviceInfo') ?? {};
  const examples = deviceInfo.examples as Record<string, { value: string }>;
  const userAgents: Record<string, readonly ['web' | 'embedded', string]> = {
    webDesktop: [
      'web',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ],
    // An Android web view, as the native app embeds the portal.
    embeddedMobile: [
      'embedded',
      'Mozilla/5.0 (Linux; Android 15; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/131.0.6778.135 Mobile Safari/537.36',
    ],
  };

  it('says the browser is sent in both modes, never the native app’s version', () => {
    expect(notes(deviceInfo)).toMatch(/user agent in both modes/);
    expect(JSON.stringify(deviceInfo)).not.toMatch(/host app version|app version>/);
  });

  it.each(Object.entries(userAgents))('example %s is what the portal sends', (name, agent) => {
    const [mode, userAgent] = agent;
    expect(examples[name]?.value).toBe(deviceInfoOf(mode, userAgent));
  });
});

describe('the appointment refresh', () => {
  const list = notes(operation('get', '/person/appointments'));
  const one = notes(operation('get', '/person/appointments/{id}'));

  it('is the list’s, 1000 ms after the soonest chat opening, none beyond two days', () => {
    expect(list).toMatch(/fetches this list again 1000 ms after the soonest `chatOpenTime`/);
    expect(list).toMatch(/more than two days away/);
    const now = Date.parse('2026-11-23T09:55:00+02:00');
    const opens = (ms: number) => ({ chatOpenTime: new Date(now + ms).toISOString() });
    expect(nextRefreshDelay([opens(600_000), opens(300_000)], now)).toBe(301_000);
    expect(nextRefreshDelay([opens(2 * 24 * 60 * 60 * 1000)], now)).toBeNull();
  });

  it('never re-fetches one appointment on a timer', () => {
    expect(one).toMatch(/never again on a timer/);
    const route = readFileSync(
      join(openapiDir, '../src/chat/appointments/appointment-session-route.tsx'),
      'utf8',
    );
    expect(route).not.toMatch(/appointment-time|setTimeout|refetchInterval/);
    const contract = readFileSync(join(openapiDir, 'chat-v4.yaml'), 'utf8');
    expect(contract).not.toMatch(/re-fetches the appointment|fetches the appointment again/);
  });
});

describe('the queue status poll', () => {
  it('is as often as the contract tells backends to size for', () => {
    const note = notes(operation('get', '/chat-queues-status'));
    expect(note).toMatch(/polls every 15000 ms while the page is visible/);
    expect(statusPollIntervalMs).toBe(15000);
  });
});
