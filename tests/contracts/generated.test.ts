import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

describe('generated/', () => {
  it('is exactly what the contracts produce (run npm run generate and commit)', () => {
    let output = '';
    let failed = false;
    try {
      output = execFileSync(process.execPath, [resolve(root, 'scripts/generate.ts'), '--check'], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failed = true;
      output = String((error as { stderr?: unknown }).stderr);
    }
    expect(failed, output).toBe(false);
    expect(output).toContain('generated/ is up to date');
  }, 120_000);
});
