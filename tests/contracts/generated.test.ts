import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zodModule } from '../../codegen.config.ts';
import { contractNames } from '../../src/api/index.ts';

const root = resolve(import.meta.dirname, '../..');

describe('generated/', () => {
  it('is exactly what the contracts produce (run npm run generate and commit)', () => {
    let output = '';
    let failed = false;
    try {
      output = execFileSync(
        process.execPath,
        [resolve(root, 'scripts/build/generate.ts'), '--check'],
        {
          cwd: root,
          encoding: 'utf8',
          stdio: 'pipe',
        },
      );
    } catch (error) {
      failed = true;
      output = String((error as { stderr?: unknown }).stderr);
    }
    expect(failed, output).toBe(false);
    expect(output).toContain('generated/ is up to date');
  }, 120_000);

  /** The text of every TypeScript file generated for `contract`. */
  const generatedSources = (contract: (typeof contractNames)[number]): string[] => {
    const dir = join(root, 'generated', contract);
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(dir, file), 'utf8'));
  };

  // A contract's schemas, hooks and operation table use one zod API, the one codegen.config.ts
  // chooses: a Zod Mini contract that brought classic zod along (e.g. through its operation
  // table's `zod.array`) would put all of zod back on the pages that call it.
  it.each(contractNames)('%s imports only the zod API it is generated with', (contract) => {
    const sources = new Set(
      generatedSources(contract).flatMap((text) =>
        [...text.matchAll(/from '(zod[^']*)'/g)].map((match) => match[1]),
      ),
    );
    expect([...sources]).toEqual([zodModule(contract)]);
  });

  // The schemas' descriptions are comments (scripts/build/describe-as-comment.ts): a `describe` call
  // builds its schema again at run time and ships the contract's prose. A form of the
  // call orval might write that the step does not know fails here.
  it.each(contractNames)('%s builds no schema description at run time', (contract) => {
    const calls = generatedSources(contract).flatMap(
      (text) => text.match(/.*\bdescribe\s*\(.*/g) ?? [],
    );
    expect(calls).toEqual([]);
  });
});
