import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  idsIn,
  indexPath,
  renderIndex,
  scanRepository,
  unknownIds,
  type Scan,
} from '../../scripts/requirements/requirements-index.ts';
import { requirements } from '../../scripts/requirements/requirements-catalogue.ts';

const root = resolve(import.meta.dirname, '../..');
// Built from parts so that the scan of this file does not find them.
const id = (prefix: string, number: string): string => `${prefix}-${number}`;

describe('the requirements index', () => {
  const scanned = scanRepository();

  it('knows every id the code and the tests carry (add it to scripts/requirements/requirements-catalogue.ts)', () => {
    expect(unknownIds(scanned)).toEqual([]);
  });

  it('is up to date (run npm run requirements:index and commit docs/requirements.md)', () => {
    expect(readFileSync(resolve(root, indexPath), 'utf8')).toBe(renderIndex(scanned));
  });

  it('sums each id up in one whole line of at most 100 characters', () => {
    for (const [key, summary] of Object.entries(requirements)) {
      expect(summary.length, key).toBeLessThanOrEqual(100);
      expect(summary, key).toMatch(/^[^\n]+[.)]$/);
    }
  });

  it('reads two-digit ids of the catalogue groups, not key sizes or other codes', () => {
    const text = `${id('Q', '51')} ${id('NS', '41')} and ${id('AMB', '31')}; P-256, A-1, UTF-8`;
    expect([...idsIn(text)]).toEqual([id('Q', '51'), id('NS', '41'), id('AMB', '31')]);
  });

  it('names an id the catalogue does not have, with the files that carry it', () => {
    const unknown = id('Q', '99');
    const fixture: Scan = {
      code: new Map([[unknown, new Set(['src/chat/a.ts'])]]),
      tests: new Map([
        [unknown, new Set(['tests/chat/a.test.ts'])],
        [id('K', '21'), new Set(['tests/app/b.test.ts'])],
      ]),
    };
    expect(unknownIds(fixture, { [id('K', '21')]: 'Data fetching timings.' })).toEqual([
      `${unknown} (src/chat/a.ts, tests/chat/a.test.ts)`,
    ]);
  });

  it('lists each id with its summary, files and tests, and the ids no test names', () => {
    const fixture: Scan = {
      code: new Map([
        [id('K', '21'), new Set(['src/app/start/query-client.ts'])],
        [id('P', '17'), new Set(['src/patient/tokens.ts'])],
      ]),
      tests: new Map([[id('K', '21'), new Set(['tests/app/query-client.test.ts'])]]),
    };
    const page = renderIndex(fixture, {
      [id('P', '17')]: 'A failed exchange | uses the main token.',
      [id('K', '21')]: 'Data fetching timings.',
      [id('A', '01')]: 'Nobody names this one.',
    });
    expect(page).toContain(
      `| ${id('K', '21')} | Data fetching timings. | \`src/app/start/query-client.ts\` | \`tests/app/query-client.test.ts\` |`,
    );
    expect(page).toContain(
      `| ${id('P', '17')} | A failed exchange \\| uses the main token. | \`src/patient/tokens.ts\` | — |`,
    );
    expect(page).not.toContain(`| ${id('A', '01')} |`);
    expect(page).toContain(`- **P:** ${id('P', '17')}\n`);
    expect(page).toContain(`- **A:** ${id('A', '01')}\n`);
  });
});
