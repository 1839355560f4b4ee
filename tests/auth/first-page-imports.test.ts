// Issue #14: nothing that src/auth/index.ts imports at run time reaches oidc-client-ts (nor its
// jwt-decode): the library is only imported dynamically. Type-only imports are erased; an
// `import { type X }` is not (verbatimModuleSyntax keeps it as `import {}`), so it counts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The modules each file imports at run time (static imports and re-exports). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    }
  }
  return found;
}

/** Every package the entry reaches through static run-time imports, with one path to each. */
function reachedPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, path: string[]) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) {
          packages.set(specifier, [...path, specifier]);
        }
        continue;
      }
      const target = resolve(dirname(file), specifier);
      if (/\.tsx?$/.test(target) && existsSync(target)) {
        visit(target, [...path, relative(root, target)]);
      }
    }
  };
  visit(entry, [relative(root, entry)]);
  return packages;
}

describe("the first page's imports of src/auth", () => {
  const reached = reachedPackages(resolve(root, 'src/auth/index.ts'));

  it('never reach oidc-client-ts nor jwt-decode', () => {
    expect(reached.get('oidc-client-ts')).toBeUndefined();
    expect(reached.get('jwt-decode')).toBeUndefined();
  });

  it('see packages at all (the walk follows the imports)', () => {
    expect(reached.has('react')).toBe(true);
  });

  it('would see the library if the oidc index exported its adapter again', () => {
    const adapter = reachedPackages(resolve(root, 'src/auth/oidc/oidc-auth-client.ts'));
    expect(adapter.get('oidc-client-ts')).toBeDefined();
  });
});
