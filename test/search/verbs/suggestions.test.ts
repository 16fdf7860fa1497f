/** Zero-result suggestions (docs/api.md, Suggestions). */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { CORRECTION_WORK, suggestQueries } from '../../../src/search/verbs/suggestions.js';
import { openSnapshot, type SearchFilters, type SnapshotIndex, search } from '../../../src/search/index.js';
import { withScratch } from '../../../src/search/components/scratch-sets.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { WorkBudget } from '../../../src/util/work-budget.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-corrections-');
const TODAY = parseIsoDate('2026-11-21')!;
let index: SnapshotIndex;

const NAMES: [string, string][] = [
  ['Machine Learning Days', 'Germany'],
  ['Machine Learning Summit', 'France'],
  ['Applied Machine Learning', 'Germany'],
  ['Deep Learning Workshop', 'Germany'],
  ['Quantum Computing Forum', 'Japan'],
  ['Learning Analytics Conference', 'France'],
  ['Marine Biology Meeting', 'Spain'],
];

beforeAll(() => {
  const rows = NAMES.map(([name, country], i) => sourceRow({ id: i + 1, name, country }));
  writeSourceFile(join(dir, 'source.sqlite'), rows);
  buildSnapshot({ input: join(dir, 'source.sqlite'), output: join(dir, 'events.snapshot') });
  index = openSnapshot(join(dir, 'events.snapshot'));
});
afterAll(cleanup);

const find = (filters: Partial<SearchFilters>) => search(index, { limit: 10, offset: 0, ...filters }, TODAY);

describe('suggestions', () => {
  it('correct misspelt words to the query that finds events, with its total', () => {
    const result = find({ q: 'machin lerning' });
    expect(result.total).toBe(0);
    // "machine learning" also finds "Deep Learning Workshop" (the synonym table: ML finds deep learning).
    expect(result.suggestions?.[0]).toEqual({ q: 'machine learning', total: 4 });
  });

  it('count under the same filters', () => {
    expect(find({ q: 'machin lerning', countries: ['Germany'] }).suggestions?.[0]).toEqual({
      q: 'machine learning',
      total: 3,
    });
    expect(find({ q: 'quantm', countries: ['Japan'] }).suggestions).toEqual([{ q: 'quantum', total: 1 }]);
  });

  it('are absent for a query that finds events, and when nothing close finds any', () => {
    expect(find({ q: 'machine learning' }).suggestions).toBeUndefined();
    expect(find({ q: 'xyzzyq' }).suggestions).toBeUndefined();
    expect(find({ q: 'quantm', countries: ['France'] }).suggestions).toBeUndefined();
  });

  it('allow one edit below six characters and two from six on, at most three, best total first', () => {
    expect(find({ q: 'quntm' }).suggestions).toBeUndefined();
    expect(find({ q: 'biolgy' }).suggestions).toEqual([{ q: 'biology', total: 1 }]);
    const many = find({ q: 'learnin deap' }).suggestions ?? [];
    expect(many.length).toBeLessThanOrEqual(3);
    expect([...many].sort((a, b) => b.total - a.total)).toEqual(many);
  });
});

describe('the work of suggestions', () => {
  const filters = (q: string): SearchFilters => ({ q, limit: 10, offset: 0 });

  it('is paid from one budget per search, and stops plainly when it is spent', () => {
    const full = new WorkBudget(CORRECTION_WORK);
    expect(suggestQueries(index, filters('machin lerning'), TODAY, full)).toEqual([
      { q: 'machine learning', total: 4 },
    ]);
    expect(full.spent).toBeGreaterThan(0);
    expect(full.exhausted).toBe(false);
    // Enough for the first word only: the second gets no correction, so there is no suggestion.
    const first = new WorkBudget(CORRECTION_WORK);
    suggestQueries(index, filters('machin'), TODAY, first);
    const short = new WorkBudget(first.spent + 1);
    expect(suggestQueries(index, filters('machin lerning'), TODAY, short)).toEqual([]);
    expect(short.exhausted).toBe(true);
  });

  it('costs nothing for words no term of the data can be close to, however long once folded', () => {
    for (const q of ['㌖'.repeat(200), 'ﬃ'.repeat(200), 'x'.repeat(40), `${'q'.repeat(30)} machin`]) {
      const budget = new WorkBudget(CORRECTION_WORK);
      expect(suggestQueries(index, filters(q), TODAY, budget), q.slice(0, 10)).toEqual([]);
      expect(budget.spent, q.slice(0, 10)).toBe(0);
      expect(find({ q }).suggestions).toBeUndefined();
    }
  });
});

describe('the words respelt, from the events of the other filters', () => {
  const filters = (q: string): SearchFilters => ({ q, countries: ['Germany'], limit: 10, offset: 0 });
  /** The suggestions with and without the other filters' events, and the work each took. */
  function both(q: string, events: RoaringBitmap32 | null) {
    const plainBudget = new WorkBudget(CORRECTION_WORK);
    const plain = suggestQueries(index, filters(q), TODAY, plainBudget);
    return withScratch((take) => {
      const budget = new WorkBudget(CORRECTION_WORK);
      const found = suggestQueries(index, filters(q), TODAY, budget, { events, take });
      return { plain, plainWork: plainBudget.spent, found, work: budget.spent };
    });
  }
  const inGermany = () => new RoaringBitmap32(index.store.lists.country[index.countryByName.get('Germany')!]!);

  it('are none, and cost no lookup, when the other filters find nothing', () => {
    const { plain, found, work } = both('machin lerning', new RoaringBitmap32());
    expect(found).toEqual([]);
    expect(work).toBe(0);
    expect(plain).not.toEqual([]);
  });

  it('are none when the words that match find none of those events', () => {
    // "quantum" is only in Japan: no respelling of "lerning" beside it finds an event in Germany.
    const { plain, found, work } = both('quantum lerning', inGermany());
    expect(found).toEqual(plain);
    expect(found).toEqual([]);
    expect(work).toBeLessThan(both('lerning', inGermany()).work);
  });

  it('give the same suggestions, looking up only the words without which the others find some', () => {
    // Both words match; "learning" beside "quantum" finds no event in Germany, "quantum" beside "learning" does.
    const find = vi.spyOn(index.fuzzy(), 'find');
    const looked = (from: number) => find.mock.calls.slice(from).map(([term]) => term);
    const plain = suggestQueries(index, filters('quantum learning'), TODAY);
    expect(looked(0)).toEqual(['quantum', 'learning']);
    const calls = find.mock.calls.length;
    const found = withScratch((take) =>
      suggestQueries(index, filters('quantum learning'), TODAY, new WorkBudget(CORRECTION_WORK), {
        events: inGermany(),
        take,
      }),
    );
    expect(found).toEqual(plain);
    expect(looked(calls)).toEqual(['quantum']);
    find.mockRestore();
  });
});
