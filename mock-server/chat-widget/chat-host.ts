/**
 * The local chat host (http://localhost:4030/chat-host): the portal's chat host page
 * (scripts/hosting/chat-host.ts, chat-host/chat-host.js) on an origin of its own, as every environment
 * serves it, loading the local widget's `embed2.min.js` with the SRI hash of the exact file the
 * mock gateway serves (docs/chat-vendor.md, "The chat host").
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  chatHostHeaders,
  chatHostScript,
  chatHostScriptHeaders,
  integrityOf,
  renderChatHost,
  type ChatHostSettings,
} from '../../scripts/hosting/chat-host.ts';
import { embedScript } from './chat-widget.ts';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';

export const defaultChatHostPort = 4030;
export const chatHostPath = '/chat-host';

const defaultPortalOrigins = ['http://localhost:5173', 'http://localhost:4173'];

export interface ChatHostOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  portalOrigins?: readonly string[];
  /** The widget's origin (the mock gateway) and its `embed2.min.js`. */
  widgetOrigin?: string;
  scriptUrl?: string;
}

export interface ChatHost {
  url: string;
  close: () => Promise<void>;
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string) {
  res.writeHead(status, { 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export function handleChatHostRequest(
  req: IncomingMessage,
  res: ServerResponse,
  settings: ChatHostSettings,
): void {
  req.resume();
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const plain = {
    'content-type': 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(res, 405, { ...plain, allow: 'GET, HEAD' }, 'Method not allowed');
  } else if (pathname === chatHostPath) {
    const headers = { 'content-type': 'text/html; charset=utf-8', ...chatHostHeaders(settings) };
    send(res, 200, headers, renderChatHost(settings, `${chatHostPath}/chat-host.js`));
  } else if (pathname === `${chatHostPath}/chat-host.js`) {
    const headers = { 'content-type': 'text/javascript; charset=utf-8', ...chatHostScriptHeaders };
    send(res, 200, headers, chatHostScript);
  } else {
    send(res, 404, plain, 'Not found');
  }
}

export async function startChatHost({
  port,
  host = 'localhost',
  portalOrigins = defaultPortalOrigins,
  widgetOrigin = 'http://localhost:4010',
  scriptUrl = 'http://localhost:4010/chat-widget/js/embed2.min.js',
}: ChatHostOptions): Promise<ChatHost> {
  const settings: ChatHostSettings = {
    portalOrigins,
    widgetOrigin,
    scriptUrl,
    integrity: integrityOf(embedScript),
  };
  const server = createServer((req, res) => {
    handleChatHostRequest(req, res, settings);
  });
  const { port: boundPort, urlHost } = await listen(server, port, host);
  return {
    url: `http://${urlHost}:${String(boundPort)}${chatHostPath}`,
    close: () => closeServer(server),
  };
}
