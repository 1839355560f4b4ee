// The ESLint rule that another area of src/ is imported through an index.ts, run on
// its own with ESLint's Linter: which imports it reports and which it lets through.
import { resolve } from 'node:path';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';

interface ConfigEntry {
  plugins?: Record<string, { rules?: Record<string, Rule.RuleModule> }>;
}

const root = resolve(import.meta.dirname, '..', '..');
// A path in a variable: the config is plain JavaScript, outside the TypeScript project.
const configPath = resolve(root, 'eslint.config.js');
const config = ((await import(configPath)) as { default: ConfigEntry[] }).default;
const rule = config.find((entry) => entry.plugins?.asiointi)?.plugins?.asiointi?.rules?.[
  'import-through-index'
];

function problems(code: string, file: string): string[] {
  if (!rule) {
    throw new Error('eslint.config.js has no asiointi/import-through-index rule');
  }
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts'],
          plugins: { asiointi: { rules: { 'import-through-index': rule } } },
          rules: { 'asiointi/import-through-index': 'error' },
        },
      ],
      { filename: resolve(root, file) },
    )
    .map((message) => message.message);
}

describe('imports from another area of src/', () => {
  it('are reported when they reach past the area’s index.ts', () => {
    expect(problems("import { x } from '../i18n/routes.ts';", 'src/chat/chat-model.ts')).toEqual([
      "Import ../i18n/routes.ts through its folder's index.ts: another area's files are its own (see ARCHITECTURE.md).",
    ]);
    expect(
      problems(
        "export { y } from '../../../shell/pages/login-page.tsx';",
        'src/app/routes/areas/x.ts',
      ),
    ).toHaveLength(1);
    expect(
      problems("const m = import('../ui/gallery/gallery.tsx');", 'src/app/router.ts'),
    ).toHaveLength(1);
  });

  it('pass through an index.ts of the area or of one of its folders', () => {
    expect(problems("import { x } from '../i18n/index.ts';", 'src/chat/chat-model.ts')).toEqual([]);
    expect(
      problems("import { x } from '../patient/forms/index.ts';", 'src/chat/chat-model.ts'),
    ).toEqual([]);
  });

  it('leave the area’s own files, generated code and packages alone', () => {
    expect(problems("import { x } from './wait-time.ts';", 'src/chat/chat-model.ts')).toEqual([]);
    expect(
      problems("import { x } from '../../generated/chat-v4/chat-v4.ts';", 'src/chat/x.ts'),
    ).toEqual([]);
    expect(problems("import { z } from 'zod';", 'src/chat/x.ts')).toEqual([]);
    expect(problems("import { x } from '../src/i18n/routes.ts';", 'scripts/x.ts')).toEqual([]);
  });
});
