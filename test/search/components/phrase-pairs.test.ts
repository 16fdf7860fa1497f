/**
 * The phrase pairs (src/search/components/phrase-pairs.ts): for every two terms that follow each
 * other in a name, exactly the events whose names have them so, against a scan of every name's
 * terms; a phrase of two words answered from them without a check of the names, a longer one
 * checked only on the names holding all its pairs, both as the scan finds them.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { openSnapshot, SnapshotIndex } from '../../../src/search/index.js';
import { STORED_SECTIONS } from '../../../src/search/stored-builds.js';
import { CountryResolver, loadCountries } from '../../../src/reference/countries.js';
import { loadStore } from '../../../src/store/load.js';
import { planClauses } from '../../../src/search/components/query-plan.js';
import { search } from '../../../src/search/index.js';
import { STOP_WORDS } from '../../../src/text/stopwords.js';
import { terms } from '../../../src/text/terms.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const demo = useDemoIndex(2000);
const { dir, cleanup } = tempDir('confdir-phrase-pairs-');
afterAll(cleanup);

/** Per "first second" pair of terms that follow each other in a name: the positions, ascending. */
function scannedPairs(): Map<string, number[]> {
  const { store } = demo.index;
  const found = new Map<string, number[]>();
  for (let position = 0; position < store.size; position++) {
    const words = terms(store.columns.name.get(position));
    for (let i = 0; i + 1 < words.length; i++) {
      const key = `${words[i]} ${words[i + 1]}`;
      const list = found.get(key) ?? [];
      if (list.at(-1) !== position) list.push(position);
      found.set(key, list);
    }
  }
  return found;
}

/** The positions whose names' terms hold `words` one after the other. */
function scannedPhrase(words: readonly string[]): number[] {
  const { store } = demo.index;
  const found: number[] = [];
  for (let position = 0; position < store.size; position++) {
    const own = terms(store.columns.name.get(position));
    for (let i = 0; i + words.length <= own.length; i++) {
      if (words.every((word, k) => own[i + k] === word)) {
        found.push(position);
        break;
      }
    }
  }
  return found;
}

describe('the phrase pairs', () => {
  it('hold for every two terms that follow each other in a name exactly the events that have them so', () => {
    const pairs = demo.index.phrasePairs()!;
    const scanned = scannedPairs();
    expect(scanned.size).toBeGreaterThan(500);
    for (const [key, positions] of scanned) {
      const [first, second] = key.split(' ') as [string, string];
      expect(pairs.events(first, second).toArray(), key).toEqual(positions);
    }
    expect(pairs.events('conference', 'zzzz').isEmpty).toBe(true);
    expect(pairs.events('on', 'conference').toArray()).toEqual(scanned.get('on conference') ?? []);
  });

  it('are read from the file a list at a time when the load leaves them there, the same lists', () => {
    const store = loadStore(demo.index.store.file, { detailOnDiskFrom: 0 });
    const stored = store.stored.get(STORED_SECTIONS.phrasePairBytes)!;
    expect(stored.bytes.byteLength).toBe(0);
    expect(stored.onDisk!.length).toBe(demo.index.store.stored.get(STORED_SECTIONS.phrasePairBytes)!.bytes.byteLength);
    const fromDisk = new SnapshotIndex(store, new CountryResolver(loadCountries())).phrasePairs()!;
    const scanned = scannedPairs();
    for (const [key, positions] of scanned) {
      const [first, second] = key.split(' ') as [string, string];
      expect(fromDisk.events(first, second).toArray(), key).toEqual(positions);
    }
    expect(fromDisk.allPairs(['conference', 'on']).toArray()).toEqual(scanned.get('conference on') ?? []);
  });

  it('answer a phrase of two words without a check of the names, and a longer one as the names have it', () => {
    const { index, today } = demo;
    const random = seededRandom(5);
    let checked = 0;
    let found = 0;
    for (let i = 0; i < 150; i++) {
      const own = terms(index.store.columns.name.get(Math.floor(random() * index.size)));
      const length = 2 + Math.floor(random() * 3);
      if (own.length < length) continue;
      const from = Math.floor(random() * (own.length - length + 1));
      const words = own.slice(from, from + length);
      // Every third phrase in another order, which most names do not have.
      if (i % 3 === 0) words.reverse();
      const q = `"${words.join(' ')}"`;
      // A phrase of stop words alone is dropped from q (docs/api.md, Query syntax).
      if (words.every((word) => STOP_WORDS.has(word))) continue;
      const [clause] = planClauses(index, q);
      if (words.length === 2) expect(clause!.check, q).toBeUndefined();
      const result = search(index, { q, limit: 2000, offset: 0 }, today);
      const want = scannedPhrase(words);
      expect(result.total, q).toBe(want.length);
      expect(
        [...result.positions].sort((a, b) => a - b),
        q,
      ).toEqual(want);
      checked++;
      if (want.length > 0) found++;
    }
    expect(checked).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(60);
  });

  it('check a longer phrase whose pairs a name has apart, and find it only where they run together', () => {
    const input = join(dir, 'apart.sqlite');
    const output = join(dir, 'apart.snapshot');
    const names = [
      'Data Science Methods Workshop',
      'Methods of Data Science and Science Methods',
      'Science Methods for Data',
      'Data Science Seminar',
    ];
    writeSourceFile(
      input,
      names.map((name, i) => sourceRow({ id: i + 1, name })),
    );
    buildSnapshot({ input, output, knownPlaces: false });
    const index = openSnapshot(output);
    const found = (q: string) =>
      search(index, { q, limit: 10, offset: 0 }, demo.today).positions.map((p) => index.store.columns.ids[p]);
    expect(index.phrasePairs()!.allPairs(['data', 'science', 'methods']).size).toBe(2);
    expect(found('"data science methods"')).toEqual([1]);
    expect(found('"data science"').sort()).toEqual([1, 2, 4]);
    expect(found('"science data"')).toEqual([]);
  });
});
