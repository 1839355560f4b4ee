import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBuild } from '../../scripts/bench/bundle.ts';

const made: string[] = [];
afterEach(() => {
  for (const directory of made.splice(0)) {
    rmSync(directory, { recursive: true, force: true });
  }
});

/** A build in a temporary `dist`: each file's text, and the manifest. */
function fakeBuild(files: Record<string, string>, manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  made.push(dist);
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(join(dist, file), text);
  }
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const gzipKb = (text: string) => gzipSync(text).length / 1024;

describe('measureBuild', () => {
  const files = {
    'assets/entry.js': 'console.log("entry");',
    'assets/app.js': 'export const app = "app";'.repeat(20),
    'assets/button.js': 'export const button = 1;',
    'assets/area.js': 'export const area = "area";'.repeat(10),
    'assets/button.css': '.button { color: red; }'.repeat(10),
    'assets/app.css': '.app { margin: 0; }',
  };
  const manifest = {
    'index.html': { file: 'assets/entry.js', isEntry: true },
    'src/app/start/start.tsx': {
      file: 'assets/app.js',
      isDynamicEntry: true,
      imports: ['_button.js'],
      css: ['assets/app.css', 'assets/button.css'],
    },
    '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
    'src/area.tsx': { file: 'assets/area.js', isDynamicEntry: true, imports: ['_button.js'] },
  };

  it('counts a stylesheet that several first-page chunks list once', () => {
    const sizes = measureBuild(fakeBuild(files, manifest), ['src/app/start/start.tsx']);
    expect(sizes.firstPage.css).toBeCloseTo(
      gzipKb(files['assets/button.css']) + gzipKb(files['assets/app.css']),
      6,
    );
  });

  it('counts the entry and what it always loads as the first page, the rest as lazy', () => {
    const sizes = measureBuild(fakeBuild(files, manifest), ['src/app/start/start.tsx']);
    expect(sizes.firstPage.js).toBeCloseTo(
      gzipKb(files['assets/entry.js']) +
        gzipKb(files['assets/app.js']) +
        gzipKb(files['assets/button.js']),
      6,
    );
    expect(sizes.lazy).toEqual([{ name: 'src/area.tsx', kb: gzipKb(files['assets/area.js']) }]);
  });
});
