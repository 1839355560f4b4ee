import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contractNames, loadContract } from './load-contracts.ts';

const root = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'asiointi-docs-'));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('npm run docs', () => {
  it('builds one self-contained HTML reference per contract, an index linking them with their versions, and the changelog', () => {
    execFileSync(process.execPath, [join(root, 'scripts/build/build-docs.ts'), out], {
      cwd: root,
      stdio: 'pipe',
    });
    expect(readdirSync(out).sort()).toEqual(
      ['index.html', 'changelog.html', ...contractNames.map((name) => `${name}.html`)].sort(),
    );
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const name of contractNames) {
      const { title, version } = loadContract(name).info as { title: string; version: string };
      expect(index).toContain(`href="${name}.html"`);
      expect(index).toContain(`v${version}`);
      const page = readFileSync(join(out, `${name}.html`), 'utf8');
      expect(page).toContain(title);
      // Redoc is inlined, so the page works offline and behind a firewall.
      expect(page).not.toMatch(/<script[^>]+src="https?:/);
    }
    // The changelog of openapi/CHANGELOG.md: its own page, linked and embedded in the index.
    expect(index).toContain('href="changelog.html"');
    const changelog = readFileSync(join(out, 'changelog.html'), 'utf8');
    for (const page of [index, changelog]) {
      expect(page).toContain(
        '<h2 id="changelog-changelog-of-the-contracts">Changelog of the contracts</h2>',
      );
      expect(page).toContain('<h3 id="changelog-2026-11-25">2026-11-25</h3>');
      expect(page).toContain('<h4 id="changelog-patient-1-1-0">patient 1.1.0</h4>');
    }
  }, 120_000);
});
