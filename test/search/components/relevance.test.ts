/**
 * sort=relevance's second and third parts (docs/api.md, Order): after the exact acronyms and
 * series, the events whose name holds q's words as a phrase, then those filed first under the
 * field q names, differentially against the reference on questions made of words that stand side
 * by side in the data's names and of fields' names.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, type SearchFilters, type SnapshotIndex, search } from '../../../src/search/index.js';
import { namePhrases, namePhraseSet } from '../../../src/search/components/relevance.js';
import { endOfDay } from '../../../src/search/components/cfp.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { terms } from '../../../src/text/terms.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { referenceSearch } from '../reference.js';

const { dir, cleanup } = tempDir('confdir-relevance-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
const NOW = endOfDay(TODAY);
let index: SnapshotIndex;
let rows: ValidRow[];

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  index = openSnapshot(snapshot, TODAY);
  rows = readValidRows(source);
});
afterAll(cleanup);

const idsOf = (positions: readonly number[]) => positions.map((p) => index.store.columns.ids[p]!);

/** A q of one, two or three words side by side in a name, sometimes reversed or plural. */
function phraseQuery(random: () => number, row: ValidRow): string {
  const words = terms(row.name);
  // One word: no phrase, the default order after the acronyms.
  const length = random() < 0.1 ? 1 : random() < 0.7 ? 2 : 3;
  const at = Math.floor(random() * Math.max(1, words.length - length + 1));
  const run = words.slice(at, at + length);
  const roll = random();
  if (roll < 0.15) return [...run].reverse().join(' ');
  if (roll < 0.3) return `${run.join(' ')}s`;
  return run.join(' ');
}

describe('sort=relevance: a name holding q as a phrase', () => {
  it('orders as the reference does: acronyms, then names with the phrase, then the rest', () => {
    const random = seededRandom(2027);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    let moved = 0;
    for (let i = 0; i < 200; i++) {
      const q =
        random() < 0.15 ? pick(['nlp', 'ml', 'ai', 'hci', 'machine learning']) : phraseQuery(random, pick(rows));
      const f: SearchFilters = {
        q,
        sort: 'relevance',
        limit: 1 + Math.floor(random() * 20),
        offset: 0,
        ...(random() < 0.2 ? { year: 2027 } : {}),
        ...(random() < 0.2 ? { type: 'conference' as const } : {}),
      };
      const total = referenceSearch(rows, f, TODAY, () => [], NOW).total;
      f.offset = Math.floor(random() * Math.min(total + 2, 30));
      const want = referenceSearch(rows, f, TODAY, () => [], NOW);
      const got = search(index, f, TODAY);
      expect({ total: got.total, ids: idsOf(got.positions) }, JSON.stringify(f)).toEqual(want);
      const plain = referenceSearch(rows, { ...f, sort: undefined }, TODAY, () => [], NOW);
      if (JSON.stringify(plain.ids) !== JSON.stringify(want.ids)) moved++;
    }
    // Enough questions where the phrase moved events ahead of the default order.
    expect(moved).toBeGreaterThan(40);
  });

  it('reads a plain q of two words or more as its words, and a term of the synonym table as its expressions too', () => {
    expect(namePhrases('computer vision and pattern recognition')).toEqual([
      ['computer', 'vision', 'and', 'pattern', 'recognition'],
    ]);
    expect(namePhrases('NLP')).toContainEqual(['natural', 'language', 'processing']);
    expect(namePhrases('security')).toEqual([]);
    expect(namePhrases('"computer vision"')).toEqual([]);
    expect(namePhrases('computer vision -robotics')).toEqual([]);
  });

  it('finds no such event in a snapshot built without the phrase pairs', () => {
    const withoutPairs = { store: index.store, caches: index.caches, phrasePairs: () => undefined };
    expect(namePhraseSet(withoutPairs, 'machine learning').size).toBe(0);
    expect(namePhraseSet(index, 'machine learning').size).toBeGreaterThan(0);
  });

  it('reads a q of two words naming a field as that field, not as an acronym beside a word', () => {
    const input = join(dir, 'field-words.sqlite');
    const output = join(dir, 'field-words.snapshot');
    writeSourceFile(input, [
      sourceRow({
        id: 1,
        acronym: 'DATA 2027',
        name: 'Conference on Data Science, Text Mining and Analytics',
        sub_topic: 'Data Science',
      }),
      sourceRow({ id: 2, acronym: 'KDD 2027', name: 'Conference on Knowledge Discovery', sub_topic: 'Data Mining' }),
      sourceRow({ id: 3, acronym: 'CHI 2027', name: 'Conference on Human Factors', sub_topic: 'HCI' }),
    ]);
    buildSnapshot({ input, output, knownPlaces: false });
    const small = openSnapshot(output, TODAY);
    const first = (q: string) =>
      search(small, { q, sort: 'relevance', limit: 1, offset: 0 }, TODAY).positions.map(
        (p) => small.store.columns.ids[p],
      );
    // "data mining" is the field Data Mining: KDD, filed under it, before DATA.
    expect(first('data mining')).toEqual([2]);
    // One word, or words that name no field, still read the acronym.
    expect(first('data')).toEqual([1]);
    expect(first('conference data')).toEqual([1]);
  });
});
