// ESLint flat config: type-checked TypeScript rules, React hooks, accessibility, and the import
// boundaries between the areas of src/ (see ../shared/ARCHITECTURE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importPlugin from 'eslint-plugin-import';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { dirname, relative, resolve, sep } from 'node:path';

const areas = [
  'app',
  'api',
  'i18n',
  'auth',
  'patient',
  'shell',
  'ui',
  'my-information',
  'feedback',
  'chat',
  'occupational',
  'analytics',
];

/**
 * What each area of src/ may import from the others (docs/architecture.md). `app` may import
 * every area and none imports it: it injects what the others need (the HTTP layer's settings).
 */
const allowed = {
  api: ['i18n'],
  i18n: [],
  ui: ['i18n'],
  auth: ['api', 'ui', 'i18n'],
  patient: ['auth', 'api', 'ui', 'i18n'],
  shell: ['auth', 'patient', 'api', 'ui', 'i18n'],
  'my-information': ['shell', 'patient', 'api', 'ui', 'i18n'],
  feedback: ['shell', 'patient', 'api', 'ui', 'i18n'],
  chat: ['shell', 'patient', 'api', 'ui', 'i18n'],
  occupational: ['shell', 'patient', 'api', 'ui', 'i18n'],
  analytics: [],
};

const zones = Object.entries(allowed).flatMap(([area, may]) =>
  areas
    .filter((other) => other !== area && !may.includes(other))
    .map((other) => ({
      target: `./src/${area}`,
      from: `./src/${other}`,
      message: `src/${area} may not import from src/${other} (see ARCHITECTURE.md).`,
    })),
);

// mock-server/ plays the world around the app: it shares the app's plain constants (contract
// names, languages, route paths), never a module that runs the app.
zones.push({
  target: './mock-server',
  from: './src',
  except: [
    './api/contracts.ts',
    './auth/paths.ts',
    './i18n/languages.ts',
    './i18n/route-paths.ts',
    './i18n/routes.ts',
  ],
  message: "mock-server may import only the app's plain constants (see ARCHITECTURE.md).",
});

/**
 * An import from another area of src/ goes through that area's entry point: its `index.ts`, or
 * the `index.ts` of one of its folders (a part loaded on its own, such as `patient/forms/`).
 * Inside an area, files import each other freely.
 */
const srcDirectory = resolve(import.meta.dirname, 'src');
const throughIndex = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      notIndex:
        "Import {{target}} through its folder's index.ts: another area's files are its own (see ARCHITECTURE.md).",
    },
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(srcDirectory + sep)) {
      return {};
    }
    const area = relative(srcDirectory, file).split(sep)[0];
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) {
        return;
      }
      const target = resolve(dirname(file), source.value);
      if (!target.startsWith(srcDirectory + sep)) {
        return;
      }
      const parts = relative(srcDirectory, target).split(sep);
      if (parts[0] !== area && parts.at(-1) !== 'index.ts') {
        context.report({ node: source, messageId: 'notIndex', data: { target: source.value } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'packages/*/dist/',
      'generated/',
      // Generated hosting files (npm run hosting:nginx): copies checked against their sources.
      'deploy/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      import: importPlugin,
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      asiointi: { rules: { 'import-through-index': throughIndex } },
    },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: 'error',
      curly: 'error',
      'no-nested-ternary': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name=/^(it|test|describe)$/][property.name='only']",
          message: 'No .only in committed tests.',
        },
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML.',
        },
      ],
      'import/no-restricted-paths': ['error', { zones }],
      // Not import/no-cycle: under the default import/extensions it follows only packages' .js
      // files, never ours, and took a third of ESLint's time; set to follow .ts it takes twice
      // the rest of ESLint.
      'asiointi/import-through-index': 'error',
    },
  },
  {
    // src/auth: exported functions declare their return types.
    files: ['src/auth/**/*.ts', 'src/auth/**/*.tsx'],
    rules: { '@typescript-eslint/explicit-module-boundary-types': 'error' },
  },
  // src/auth's four parts (session/, oidc/, embedded/, ui/) import each other only through their
  // index.ts: `./<part>/` from the top of src/auth, `../<part>/` from inside a part (from the top,
  // `../ui/` is the design system, src/ui).
  ...[
    { files: ['src/auth/*.ts', 'src/auth/*.tsx'], from: '\\./' },
    { files: ['src/auth/*/**/*.ts', 'src/auth/*/**/*.tsx'], from: '\\.\\./' },
  ].map(({ files, from }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${from}(session|oidc|embedded|ui)/(?!index\\.ts$)`,
              message: 'Import another part of src/auth through its index.ts (src/auth/README.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    // Plain JavaScript config files are not part of the TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
