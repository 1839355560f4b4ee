// The README is a newcomer's first page and points into docs/: it stays short, and every local
// link of it and of the docs pages reaches a file.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pages = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`),
];

/** The local targets of a page's Markdown links, without their anchors. */
function localLinks(page: string): string[] {
  const text = readFileSync(join(root, page), 'utf8');
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe('the README and docs/', () => {
  it('keep the README under 10 KB', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThan(10 * 1024);
  });

  it('has the README link every page of docs/', () => {
    const linked = new Set(localLinks('README.md'));
    const unlinked = pages
      .filter((page) => page.startsWith('docs/'))
      .filter((page) => !linked.has(page));
    expect(unlinked).toEqual([]);
  });

  it.each(pages)('%s links only to files that exist', (page) => {
    const missing = localLinks(page).filter(
      (target) => !existsSync(resolve(root, dirname(page), target)),
    );
    expect(missing).toEqual([]);
  });
});
