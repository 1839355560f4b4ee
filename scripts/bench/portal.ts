// The portal npm run bench measures: BASE_URL, or the production serve on 4173, started here (and
// stopped at the end) when nothing listens there yet.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '..', '..');
const servePort = 4173;

function listening(port: number): Promise<boolean> {
  return new Promise((answer) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      answer(true);
    });
    socket.once('error', () => {
      answer(false);
    });
  });
}

export interface Portal {
  baseUrl: string;
  /** Stops the serve when this script started it. */
  stop: () => Promise<void>;
}

export async function openPortal(): Promise<Portal> {
  const given = process.env.BASE_URL;
  if (given) {
    return { baseUrl: given.replace(/\/$/, ''), stop: () => Promise.resolve() };
  }
  const baseUrl = `http://localhost:${servePort.toString()}`;
  if (await listening(servePort)) {
    return { baseUrl, stop: () => Promise.resolve() };
  }
  console.info(`Nothing listens on ${servePort.toString()}: starting npm run serve.`);
  const serve = spawn(process.execPath, ['scripts/hosting/serve.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) =>
    serve.once('exit', () => {
      done();
    }),
  );
  for (let attempt = 0; !(await listening(servePort)); attempt += 1) {
    if (attempt === 60 || serve.exitCode !== null) {
      serve.kill('SIGTERM');
      throw new Error('npm run serve did not start (is dist/ built?).');
    }
    await sleep(500);
  }
  return {
    baseUrl,
    stop: async () => {
      serve.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Requests each path once (brotli, as Chromium asks), so no measured run pays for a server's
 * first compression of a file.
 */
export async function warmUp(baseUrl: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await new Promise<void>((done) => {
      get(new URL(path, baseUrl), { headers: { 'Accept-Encoding': 'br, gzip' } }, (response) => {
        response.resume();
        response.once('end', done);
      }).once('error', () => {
        done();
      });
    });
  }
}
