import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { moduleSideEffects, runForEffect } from '../../scripts/build/module-side-effects.ts';

const root = join(import.meta.dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * Top-level statements that do something when the module is evaluated: not a definition, and
 * not a component's import of its own stylesheet. An index.ts defines nothing of its own, so a
 * bare import there (`import './tokens.css'`) is for its effect; so is one of a script.
 */
function effects(file: string): string[] {
  const index = file.endsWith(`${sep}index.ts`);
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return source.statements
    .filter(
      (statement) =>
        !(
          (ts.isImportDeclaration(statement) &&
            (statement.importClause !== undefined ||
              (!index &&
                ts.isStringLiteral(statement.moduleSpecifier) &&
                statement.moduleSpecifier.text.endsWith('.css')))) ||
          ts.isImportEqualsDeclaration(statement) ||
          ts.isExportDeclaration(statement) ||
          ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement) ||
          ts.isVariableStatement(statement) ||
          ts.isEmptyStatement(statement)
        ),
    )
    .map((statement) => statement.getText(source).split('\n')[0] ?? '');
}

describe('modules the build may leave out (scripts/build/module-side-effects.ts)', () => {
  const files = sourceFiles(join(root, 'src'));

  it('names exactly the modules of src/ that do something at the top level', () => {
    // A new module with a top-level statement (a registration, a polyfill, `if (…) {…}`) would
    // be left out of a chunk that uses none of its exports: add it to runForEffect instead.
    const effectful = files
      .filter((file) => effects(file).length > 0)
      .map((file) => relative(root, file).replaceAll('\\', '/'));
    expect(effectful.sort()).toEqual([...runForEffect].sort());
  });

  it('names modules that exist', () => {
    const paths = files.map((file) => relative(root, file).replaceAll('\\', '/'));
    for (const file of runForEffect) {
      expect(paths).toContain(file);
    }
  });

  it('keeps those, libraries and stylesheets; leaves out our other modules (the design system’s components too) and zod models', () => {
    expect(moduleSideEffects(join(root, 'src/app/start/start.tsx'))).toBe(true);
    expect(moduleSideEffects(join(root, 'src/api/zod-jitless.ts').replaceAll('/', '\\'))).toBe(
      true,
    );
    expect(moduleSideEffects(join(root, 'node_modules/i18next/dist/esm/i18next.js'))).toBe(true);
    expect(moduleSideEffects(join(root, 'src/shell/shell-layout.css'))).toBe(true);
    expect(moduleSideEffects(join(root, 'src/ui/index.ts'))).toBe(true);
    expect(moduleSideEffects(join(root, 'src/ui/dialog.tsx'))).toBe(false);
    expect(moduleSideEffects(join(root, 'src/patient/principal-selection-modal.tsx'))).toBe(false);
    expect(moduleSideEffects(join(root, 'src/auth/login-event.ts').replaceAll('/', '\\'))).toBe(
      false,
    );
    // Only the project's own src/: a package's sources are the package's to declare.
    expect(moduleSideEffects(join(root, 'node_modules/some-package/src/index.ts'))).toBe(true);
    expect(moduleSideEffects(join(root, 'generated/patient/model/profile.zod.ts'))).toBe(false);
    expect(moduleSideEffects(join(root, 'generated/patient/patient.ts'))).toBe(true);
  });

  it('has the design system’s index bring every stylesheet of src/ui/, and no component its own', () => {
    // A component left out of a chunk would otherwise take its stylesheet with it, or bring it
    // after an area's that overrides it.
    const ui = join(root, 'src', 'ui');
    const stylesheets = readdirSync(ui).filter((name) => name.endsWith('.css'));
    const index = readFileSync(join(ui, 'index.ts'), 'utf8');
    const imported = [...index.matchAll(/^import '\.\/([\w-]+\.css)';$/gm)].map((m) => m[1]);
    expect([...imported].sort()).toEqual([...stylesheets].sort());
    const components = readdirSync(ui)
      .filter((name) => /\.tsx?$/.test(name) && name !== 'index.ts')
      .map((name) => join(ui, name));
    for (const file of components) {
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(/^import '.*\.css';$/m);
    }
  });
});
