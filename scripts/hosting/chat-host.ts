// The chat host page: a small static page on an origin of its own that runs the vendor's
// `embed2.min.js` inside a frame of the portal, so the vendor's script never runs in the
// portal's origin (docs/chat-vendor.md, "The chat host"). The page is one HTML file and
// chat-host/chat-host.js; its configuration is a JSON block (data, not script), and its CSP
// allows only its own script, the pinned widget script and framing by the portal's origins.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EnvironmentConfig, EnvironmentName } from '../../src/app/config/environments.ts';

/** What one environment's chat host page needs to know. */
export interface ChatHostSettings {
  /** The portal's origins: the page's only frame ancestors and message partners. */
  portalOrigins: readonly string[];
  /** The widget's origin: the only one whose frame's events are relayed. */
  widgetOrigin: string;
  /** The pinned `embed2.min.js` (a versioned path where the vendor has one). */
  scriptUrl: string;
  /** Its Subresource Integrity hash (`sha384-…`). */
  integrity: string;
}

/** The host page's script, served next to it as `chat-host.js`. */
export const chatHostScript = readFileSync(
  new URL('../../chat-host/chat-host.js', import.meta.url),
  'utf8',
);

/** A Subresource Integrity value of a script's exact bytes. */
export const integrityOf = (content: string | Buffer): string =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

const jsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page: the widget's container, the configuration as data, and the host script. */
export function renderChatHost(settings: ChatHostSettings, scriptPath: string): string {
  return `<!DOCTYPE html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat</title>
<script type="application/json" id="chat-host-config">${jsonForHtml(settings)}</script>
<script src="${scriptPath}" defer></script>
</head>
<body>
<div id="ninchat-session"></div>
</body>
</html>
`;
}

/** The page's headers: its own script and the pinned widget script, framed by the portal only. */
export function chatHostHeaders(settings: ChatHostSettings): Record<string, string> {
  const widget = new URL(settings.widgetOrigin).origin;
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src 'self' ${new URL(settings.scriptUrl).href}`,
      `style-src ${widget}`,
      `img-src ${widget} data:`,
      `connect-src ${widget}`,
      `frame-src ${widget}`,
      "form-action 'none'",
      "base-uri 'none'",
      `frame-ancestors ${settings.portalOrigins.join(' ') || "'none'"}`,
    ].join('; '),
    'Permissions-Policy': `camera=(self "${widget}"), microphone=(self "${widget}")`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** The environments with a deployment of their own; `local` is the mock stack's chat host. */
export type DeployedEnvironmentName = Exclude<EnvironmentName, 'local'>;

/** The headers of the page's script (`/chat-host/chat-host.js`). */
export const chatHostScriptHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * PROPOSAL (the spec names no portal host): each deployed environment's portal origins, the chat
 * host's only frame ancestors. prod is the identity contract's example origin.
 */
export const deployedPortalOrigins: Readonly<Record<DeployedEnvironmentName, readonly string[]>> = {
  dev: ['https://dev.asiointi.example'],
  test: ['https://test.asiointi.example'],
  stg: ['https://stg.asiointi.example'],
  prod: ['https://asiointi.example'],
};

/**
 * The SRI hash of each deployed environment's widget script. Ninchat documents only the
 * unversioned `https://ninchat.com/js/embed2.min.js`, which changes under the same URL and so
 * cannot take a hash: empty until an environment serves a fixed copy (its `scriptUrl` then names
 * the copy and this its hash).
 */
export const deployedScriptIntegrity: Readonly<Record<DeployedEnvironmentName, string>> = {
  dev: '',
  test: '',
  stg: '',
  prod: '',
};

/** A deployed environment's chat host settings (`config` is that environment's). */
export function deployedChatHost(
  name: DeployedEnvironmentName,
  config: EnvironmentConfig,
): ChatHostSettings {
  return {
    portalOrigins: deployedPortalOrigins[name],
    widgetOrigin: config.chatWidget.origin,
    scriptUrl: config.chatWidget.scriptUrl,
    integrity: deployedScriptIntegrity[name],
  };
}

/** Where the page loads its script on the chat host's origin. */
export const chatHostScriptPath = '/chat-host/chat-host.js';

/** The one file of the chat host that differs by environment: the page with its settings. */
export function chatHostPage(settings: ChatHostSettings): Record<string, string> {
  return { 'chat-host/index.html': renderChatHost(settings, chatHostScriptPath) };
}

/** The files a deployment serves on the chat host's origin: the page at `/chat-host`. */
export function chatHostFiles(settings: ChatHostSettings): Record<string, string> {
  return { ...chatHostPage(settings), 'chat-host/chat-host.js': chatHostScript };
}

// `node scripts/hosting/chat-host.ts <environment> <out-dir> [<portal-origin>…] [--script-url <url>]
// [--integrity sha384-…]`: writes the environment's chat host files and prints the headers its
// server must send. The options serve a hosted fixed copy of the widget script with its hash;
// without them the environment's own settings apply (what npm run hosting:nginx generates).
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { parseArgs } = await import('node:util');
  const { environments } = await import('../../src/app/config/environments.ts');
  const usage =
    'Usage: node scripts/hosting/chat-host.ts <dev|test|stg|prod> <out-dir> [<portal-origin>…] [--script-url <url>] [--integrity sha384-…]';
  const { values, positionals } = parseArgs({
    options: { 'script-url': { type: 'string' }, integrity: { type: 'string' } },
    allowPositionals: true,
  });
  const [name = '', outDir = '', ...portalOrigins] = positionals;
  if (!(name in deployedPortalOrigins) || !outDir) {
    console.error(usage);
    process.exit(2);
  }
  const environment = name as DeployedEnvironmentName;
  const defaults = deployedChatHost(environment, environments[environment]);
  const settings: ChatHostSettings = {
    portalOrigins:
      portalOrigins.length === 0
        ? defaults.portalOrigins
        : portalOrigins.map((origin) => new URL(origin).origin),
    widgetOrigin: defaults.widgetOrigin,
    scriptUrl: values['script-url'] ?? defaults.scriptUrl,
    integrity: values.integrity ?? defaults.integrity,
  };
  for (const [relative, content] of Object.entries(chatHostFiles(settings))) {
    const file = path.join(outDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    console.info(`Wrote ${file}`);
  }
  for (const [header, value] of Object.entries(chatHostHeaders(settings))) {
    console.info(`${header}: ${value}`);
  }
}
