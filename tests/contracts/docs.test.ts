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
  it('builds one self-contained HTML reference per contract and an index linking them', () => {
    execFileSync(process.execPath, [join(root, 'scripts/build-docs.ts'), out], {
      cwd: root,
      stdio: 'pipe',
    });
    expect(readdirSync(out).sort()).toEqual(
      ['index.html', ...contractNames.map((name) => `${name}.html`)].sort(),
    );
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    for (const name of contractNames) {
      const title = (loadContract(name).info as { title: string }).title;
      expect(index).toContain(`href="${name}.html"`);
      const page = readFileSync(join(out, `${name}.html`), 'utf8');
      expect(page).toContain(title);
      // Redoc is inlined, so the page works offline and behind a firewall.
      expect(page).not.toMatch(/<script[^>]+src="https?:/);
    }
  }, 120_000);
});
