/**
 * A word of q joined by a hyphen to a single letter (docs/api.md, Matching): "e-learning",
 * "x-ray", "k-means" are phrases, their parts adjacent in the name. Read apart, the letter matched
 * any "E" of a name: q=e-learning found "Machine Learning for Retail & E-Commerce".
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { parseQuery } from '../../../src/search/components/query-syntax.js';
import { openSnapshot, type SnapshotIndex, search, searchTermText } from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { readValidRows } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { referenceSearch } from '../reference.js';

const { dir, cleanup } = tempDir('confdir-letter-joined-');
const TODAY = parseIsoDate('2026-12-01')!;
const NAMES = [
  'Machine Learning for Retail & E-Commerce',
  'International Conference on E-Learning',
  'E Learning Summit',
  'X-Ray Imaging Workshop',
  'Ray Tracing X',
  'K-Means and Beyond',
  'COVID-19 Research Forum',
];
let index: SnapshotIndex;
let rows: ValidRow[];

beforeAll(() => {
  const source = join(dir, 'source.sqlite');
  writeSourceFile(
    source,
    NAMES.map((name) => sourceRow({ name })),
  );
  buildSnapshot({ input: source, output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
  rows = readValidRows(source);
});
afterAll(cleanup);

const names = (q: string) => {
  const ids = new Set(
    search(index, { q, limit: 20, offset: 0 }, TODAY).positions.map((p) => index.store.columns.ids[p]!),
  );
  return rows.filter((row) => ids.has(row.id)).map((row) => row.name);
};

describe('a word joined by a hyphen to a single letter', () => {
  it('is a phrase: its parts adjacent in the name', () => {
    expect(names('e-learning')).toEqual(['International Conference on E-Learning', 'E Learning Summit']);
    expect(names('e-commerce')).toEqual(['Machine Learning for Retail & E-Commerce']);
    expect(names('x-ray imaging')).toEqual(['X-Ray Imaging Workshop']);
    expect(names('k-means')).toEqual(['K-Means and Beyond']);
  });

  it('keeps the plain meaning of q for its order and hints, and is reported as a phrase', () => {
    expect(parseQuery('e-learning').syntax).toBe(false);
    const result = search(index, { q: 'e-learning summit', limit: 1, offset: 0 }, TODAY);
    expect(result.searchTerms.map(searchTermText)).toEqual(['"e learning"', 'summit']);
  });

  it('leaves other hyphened words and a stop word joined as they were', () => {
    expect(names('covid-19')).toEqual(['COVID-19 Research Forum']);
    expect(names('learning')).toHaveLength(3);
  });

  it('agrees with the reference', () => {
    for (const q of ['e-learning', 'e-commerce retail', 'x-ray', 'ray x-ray', 'k-means', 'learning e-learning']) {
      const want = referenceSearch(rows, { q, limit: 20, offset: 0 }, TODAY);
      const got = search(index, { q, limit: 20, offset: 0 }, TODAY);
      expect(got.total, q).toBe(want.total);
    }
  });
});
