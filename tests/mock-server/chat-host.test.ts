/**
 * The local chat host (mock-server/chat-widget/chat-host.ts, scripts/hosting/chat-host.ts): its page loads the
 * pinned widget script with the SRI hash of the exact file the widget origin serves, has no
 * inline script, and may be framed by the portal's origins only.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatHost, type ChatHost } from '../../mock-server/chat-widget/chat-host.ts';

let host: ChatHost;
beforeAll(async () => {
  host = await startChatHost({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await host.close();
});

const embed = readFileSync(join(import.meta.dirname, '../../mock-server/chat-widget/embed2.js'));

describe('the local chat host', () => {
  it('serves the host page with the SRI-pinned widget script and a strict CSP', async () => {
    const response = await fetch(host.url);
    expect(response.status).toBe(200);
    const page = await response.text();
    const config = JSON.parse(
      /<script type="application\/json" id="chat-host-config">(.*?)<\/script>/s.exec(page)?.[1] ??
        '{}',
    ) as Record<string, unknown>;
    expect(config).toEqual({
      portalOrigins: ['http://localhost:5173', 'http://localhost:4173'],
      widgetOrigin: 'http://localhost:4010',
      scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
      integrity: `sha384-${createHash('sha384').update(embed).digest('base64')}`,
    });
    // Only the JSON block and the host script: no inline script.
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page).toContain('<script src="/chat-host/chat-host.js" defer></script>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:4010/chat-widget/js/embed2.min.js;");
    expect(csp).toContain('frame-ancestors http://localhost:5173 http://localhost:4173');
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves its script and nothing else', async () => {
    const script = await fetch(`${host.url}/chat-host.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain('NinchatAsyncInit');
    expect((await fetch(`${host.url}/other`)).status).toBe(404);
  });
});

describe('the deployed chat host files', () => {
  it('are the page at /chat-host and its script, for the environment’s pinned widget script', async () => {
    const { chatHostFiles } = await import('../../scripts/hosting/chat-host.ts');
    const files = chatHostFiles({
      portalOrigins: ['https://asiointi.example'],
      widgetOrigin: 'https://chat-widget.asiointi.example',
      scriptUrl: 'https://chat-widget.asiointi.example/js/embed2.min.js',
      integrity: 'sha384-pinned',
    });
    expect(Object.keys(files)).toEqual(['chat-host/index.html', 'chat-host/chat-host.js']);
    expect(files['chat-host/index.html']).toContain(
      '<script src="/chat-host/chat-host.js" defer></script>',
    );
    expect(files['chat-host/index.html']).toContain('"integrity":"sha384-pinned"');
  });
});
