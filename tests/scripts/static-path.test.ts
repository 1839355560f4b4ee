import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticTarget } from '../../scripts/hosting/static-path.ts';

// A build directory beside a sibling whose name starts the same (`dist-secret`).
const parent = mkdtempSync(join(tmpdir(), 'asiointi-serve-'));
const root = join(parent, 'dist');

beforeAll(() => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'assets', 'main-abc123.js'), '');
  mkdirSync(join(root, 'fi', 'asiointi'), { recursive: true });
  writeFileSync(join(root, 'fi', 'asiointi', 'index.html'), '<!doctype html><h1>Etusivu</h1>');
  mkdirSync(join(parent, 'dist-secret'));
  writeFileSync(join(parent, 'dist-secret', 'key.txt'), 'secret');
  writeFileSync(join(parent, 'outside.txt'), 'outside');
});

describe('the production serve’s static paths', () => {
  it('serves a file of the build', () => {
    expect(staticTarget(root, '/assets/main-abc123.js?v=1')).toEqual({
      kind: 'file',
      file: join(root, 'assets', 'main-abc123.js'),
    });
  });

  it('answers a prerendered public page with its own HTML, with or without the last slash', () => {
    const page = { kind: 'file', file: join(root, 'fi', 'asiointi', 'index.html') };
    expect(staticTarget(root, '/fi/asiointi/')).toEqual(page);
    expect(staticTarget(root, '/fi/asiointi')).toEqual(page);
    expect(staticTarget(root, '/fi/asiointi/?env=test')).toEqual(page);
    // The root is the app's page (index.html), not a prerendered one.
    expect(staticTarget(root, '/')).toEqual({ kind: 'app' });
  });

  it('answers a route of the app with the app, and a missing asset with 404', () => {
    expect(staticTarget(root, '/fi/asiointi/chat')).toEqual({ kind: 'app' });
    expect(staticTarget(root, '/assets/gone-000.js')).toEqual({ kind: 'notFound' });
  });

  it.each([
    ['a lone percent sign', '/%'],
    ['a broken escape', '/fi/%E0%A4%A'],
    ['an encoded parent step', '/..%2foutside.txt'],
    ['an encoded parent step deeper', '/assets/..%2f..%2foutside.txt'],
    ['a backslash parent step', '/..%5coutside.txt'],
    ['an encoded NUL', '/index.html%00.js'],
    ['a sibling directory with the same prefix', '/..%2fdist-secret/key.txt'],
  ])('refuses %s with 400 and never leaves the build', (_name, url) => {
    expect(staticTarget(root, url)).toEqual({ kind: 'badRequest' });
  });
});
