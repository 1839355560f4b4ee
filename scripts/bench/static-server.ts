// A small static server for the floors of npm run bench, on a spare port: brotli or gzip as the
// portal's serve compresses (so the floors are measured on equal terms), index.html for any route.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const compressors = { br: brotliCompressSync, gzip: gzipSync };

function acceptedEncoding(accepted: string): keyof typeof compressors | null {
  if (/\bbr\b/.test(accepted)) {
    return 'br';
  }
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Serves the files under `root` on http://localhost:<spare port>/. */
export async function serveDirectory(root: string): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const body = (file: string, encoding: 'br' | 'gzip' | null) => {
    const key = `${encoding ?? 'identity'}:${file}`;
    let cached = cache.get(key);
    if (!cached) {
      const raw = readFileSync(file);
      cached = encoding ? compressors[encoding](raw) : raw;
      cache.set(key, cached);
    }
    return cached;
  };
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const candidate = join(root, path);
    const file =
      candidate.startsWith(root + sep) && existsSync(candidate) && statSync(candidate).isFile()
        ? candidate
        : join(root, 'index.html');
    const encoding = acceptedEncoding(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(body(file, encoding));
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port.toString()}/`,
    close: () =>
      new Promise<void>((done) =>
        server.close(() => {
          done();
        }),
      ),
  };
}
