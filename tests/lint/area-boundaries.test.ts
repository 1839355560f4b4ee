// The areas of src/ import only the areas eslint.config.js allows them (docs/architecture.md):
// the config's import/no-restricted-paths zones, run with ESLint's Linter on an import.
import { resolve } from 'node:path';
import { Linter } from 'eslint';
import importPlugin from 'eslint-plugin-import';
import { describe, expect, it } from 'vitest';

interface ConfigEntry {
  rules?: Record<string, unknown>;
}

const root = resolve(import.meta.dirname, '..', '..');
// A path in a variable: the config is plain JavaScript, outside the TypeScript project.
const configPath = resolve(root, 'eslint.config.js');
const config = ((await import(configPath)) as { default: ConfigEntry[] }).default;
const zonesRule = config.find((entry) => entry.rules?.['import/no-restricted-paths'])?.rules?.[
  'import/no-restricted-paths'
];

function problems(code: string, file: string): string[] {
  if (zonesRule === undefined) {
    throw new Error('eslint.config.js sets no import/no-restricted-paths');
  }
  const linter = new Linter({ configType: 'flat', cwd: root });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.ts', '**/*.tsx'],
          plugins: { import: importPlugin },
          settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
          rules: { 'import/no-restricted-paths': zonesRule as Linter.RuleEntry },
        },
      ],
      { filename: resolve(root, file) },
    )
    .map((message) => message.message);
}

describe('the boundaries between the areas of src/', () => {
  it('keep src/api from importing src/app, which injects its settings instead', () => {
    expect(
      problems("import { environments } from '../app/config/index.ts';", 'src/api/http.ts'),
    ).toEqual([
      'Unexpected path "../app/config/index.ts" imported in restricted zone. ' +
        'src/api may not import from src/app (see ARCHITECTURE.md).',
    ]);
  });

  it('let src/app import src/api and src/api import src/i18n', () => {
    expect(
      problems("import { http } from '../../api/index.ts';", 'src/app/start/start.tsx'),
    ).toEqual([]);
    expect(problems("import { languages } from '../i18n/index.ts';", 'src/api/http.ts')).toEqual(
      [],
    );
  });
});

// src/auth's parts import each other through their index.ts; its top may still reach src/ui's.
const authPartsRules = config.filter((entry) => entry.rules?.['no-restricted-imports']);

function authProblems(code: string, file: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  return linter
    .verify(code, authPartsRules as Linter.Config[], { filename: resolve(root, file) })
    .map((message) => message.message);
}

describe('the parts of src/auth', () => {
  const throughIndex = 'Import another part of src/auth through its index.ts (src/auth/README.md).';

  it('import another part only through its index.ts, from the top and from inside a part', () => {
    expect(
      authProblems("import { x } from './session/session-core.ts';", 'src/auth/create-auth.ts'),
    ).toEqual([expect.stringContaining(throughIndex)]);
    expect(
      authProblems("import { x } from '../session/session-core.ts';", 'src/auth/ui/provider.tsx'),
    ).toEqual([expect.stringContaining(throughIndex)]);
    expect(
      authProblems("import { x } from '../session/index.ts';", 'src/auth/ui/provider.tsx'),
    ).toEqual([]);
  });

  it('let the top of src/auth import a folder of the design system (src/ui), which is no part', () => {
    expect(
      authProblems(
        "import { nextTask } from '../ui/scheduling/index.ts';",
        'src/auth/visitor-session.ts',
      ),
    ).toEqual([]);
  });
});

describe('the boundary of mock-server/', () => {
  it('lets it take the app’s plain constants', () => {
    expect(
      problems(
        "import { languages } from '../../src/i18n/languages.ts';",
        'mock-server/sign-in/x.ts',
      ),
    ).toEqual([]);
    expect(
      problems("import { contractNames } from '../src/api/contracts.ts';", 'mock-server/x.ts'),
    ).toEqual([]);
  });

  it('keeps it from the modules that run the app', () => {
    expect(
      problems("import { i18n } from '../../src/i18n/index.ts';", 'mock-server/gateway/x.ts'),
    ).toEqual([expect.stringContaining("mock-server may import only the app's plain constants")]);
    expect(
      problems("import { Button } from '../src/ui/index.ts';", 'mock-server/x.ts'),
    ).toHaveLength(1);
  });
});
