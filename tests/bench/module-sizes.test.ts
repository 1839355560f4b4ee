import { describe, expect, it } from 'vitest';
import { moduleGroup, sizesByGroup } from '../../scripts/bench/module-sizes.ts';

const root = '/work/portal';

describe('moduleGroup', () => {
  it('names a package by its name, a scoped one with its scope', () => {
    expect(moduleGroup(`${root}/node_modules/react-dom/cjs/react-dom.production.js`, root)).toBe(
      'react-dom',
    );
    expect(
      moduleGroup(`${root}/node_modules/@tanstack/query-core/build/modern/query.js`, root),
    ).toBe('@tanstack/query-core');
  });

  it('names a nested package by the innermost one', () => {
    expect(
      moduleGroup(`${root}/node_modules/react-router/node_modules/cookie/dist/index.js`, root),
    ).toBe('cookie');
  });

  it('names the project’s own code by its folder two levels down, a top-level file by its folder', () => {
    expect(moduleGroup(`${root}/src/shell/header/header.tsx`, root)).toBe('src/shell');
    expect(moduleGroup(`${root}/generated/patient/model/address.zod.ts`, root)).toBe(
      'generated/patient',
    );
    expect(moduleGroup(`${root}/src/main.tsx`, root)).toBe('src');
  });

  it('puts virtual modules and Vite’s helpers under other', () => {
    expect(moduleGroup('\0vite/preload-helper.js', root)).toBe('other');
    expect(moduleGroup('/elsewhere/file.js', root)).toBe('other');
  });
});

describe('sizesByGroup', () => {
  it('shares each chunk’s gzip size out by rendered length, largest group first', () => {
    const sizes = {
      'assets/a.js': {
        [`${root}/node_modules/react-dom/index.js`]: 300,
        [`${root}/src/shell/header.tsx`]: 100,
      },
      'assets/b.js': {
        [`${root}/src/shell/footer.tsx`]: 50,
        [`${root}/src/ui/button.tsx`]: 50,
        [`${root}/src/ui/unused.ts`]: 0,
      },
    };
    expect(
      sizesByGroup(
        sizes,
        [
          { file: 'assets/a.js', gzipKb: 8 },
          { file: 'assets/b.js', gzipKb: 2 },
        ],
        root,
      ),
    ).toEqual([
      { group: 'react-dom', kb: 6 },
      { group: 'src/shell', kb: 3 },
      { group: 'src/ui', kb: 1 },
    ]);
  });

  it('counts only the chunks asked for, and a chunk it has no modules for as nothing', () => {
    const sizes = { 'assets/a.js': { [`${root}/src/app/start.tsx`]: 10 } };
    expect(sizesByGroup(sizes, [{ file: 'assets/missing.js', gzipKb: 5 }], root)).toEqual([]);
  });
});
