import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The name of the fake build's one hashed asset (Vite's `<name>-<8-character hash>.<ext>`). */
export const hashedAsset = 'assets/index-Dq5pGFAi.js';

/**
 * A small stand-in for `dist/` at `root`: the page, a hashed and an unhashed asset, and Vite's
 * manifest, and a prerendered public page: one file of each kind the hosting rules tell apart.
 */
export function writeFakeDist(root: string): void {
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Asiointi</title>');
  writeFileSync(join(root, hashedAsset), 'export {};');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Asiointi"}');
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, '.vite', 'modules.json'), '{}');
  mkdirSync(join(root, 'fi', 'asiointi', 'tunnistaminen', 'kirjaudu-sisaan'), { recursive: true });
  writeFileSync(
    join(root, 'fi', 'asiointi', 'tunnistaminen', 'kirjaudu-sisaan', 'index.html'),
    '<!doctype html><title>Kirjaudu sisään</title>',
  );
  writeFileSync(
    join(root, 'fi', 'asiointi', 'index.html'),
    '<!doctype html><title>Etusivu</title>',
  );
}
