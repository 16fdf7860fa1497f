/**
 * The edition that stands for each series in similar_to (docs/api.md, Similar events), read
 * straight from the rows rather than through the reference evaluation: without time filters, each
 * series once, by its next edition not ended on the day, else its latest; the day's set built
 * again on a later day; with time filters, the first edition within them; and the counts of the
 * answer, those of the events listed.
 */
import { describe, expect, it } from 'vitest';
import { type SearchFilters, search } from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { similarTo } from '../reference-similar.js';

const demo = useDemoIndex(3000);

const idsOf = (positions: readonly number[]) => positions.map((p) => demo.index.store.columns.ids[p]!);
const listed = (filters: Partial<SearchFilters>, today = demo.today) =>
  idsOf(search(demo.index, { limit: 100_000, offset: 0, ...filters } as SearchFilters, today).positions).map(
    (id) => demo.rows.find((row) => row.id === id)!,
  );
const editionsOf = (row: ValidRow) => demo.rows.filter((other) => other.series === row.series);
const byStart = (a: ValidRow, b: ValidRow) => a.start - b.start || a.id - b.id;

/** References whose candidates hold several editions of some series: the first 12, found once. */
let found: ValidRow[] | undefined;
function references(): ValidRow[] {
  if (found) return found;
  found = [];
  for (const row of demo.rows) {
    const like = demo.rows.filter((other) => other.series !== null && similarTo(demo.rows, row.id).like(other));
    if (new Set(like.map((other) => other.series)).size < like.length) found.push(row);
    if (found.length === 12) break;
  }
  return found;
}

describe('without time filters', () => {
  it('lists each series once, by its next edition not ended on the day, else its latest', () => {
    let ahead = 0;
    let latest = 0;
    for (const reference of references()) {
      const rows = listed({ similarTo: reference.id });
      const series = rows.filter((row) => row.series !== null).map((row) => row.series);
      expect(new Set(series).size).toBe(series.length);
      for (const row of rows.filter((r) => r.series !== null)) {
        const notEnded = editionsOf(row)
          .filter((other) => other.end >= demo.today)
          .sort(byStart);
        if (notEnded.length > 0) {
          expect(row).toBe(notEnded[0]);
          ahead++;
        } else {
          expect(row.start).toBe(Math.max(...editionsOf(row).map((other) => other.start)));
          latest++;
        }
      }
    }
    expect(ahead).toBeGreaterThan(10);
    expect(latest).toBeGreaterThan(10);
  });

  it('takes the next edition once the one before has ended, on a later day', () => {
    // A series with an edition not ended today and a later one, both like some reference.
    const next = (row: ValidRow, day: number) =>
      editionsOf(row)
        .filter((other) => other.end >= day)
        .sort(byStart)[0];
    const row = demo.rows.find((r) => {
      if (r.series === null || r.end < demo.today || r.end > demo.today + 400 || next(r, demo.today) !== r)
        return false;
      return next(r, r.end + 1) !== undefined;
    })!;
    const later = row.end + 1;
    const following = next(row, later)!;
    const positionOf = (of: ValidRow) => demo.index.store.columns.ids.indexOf(of.id);
    expect(demo.index.seriesEditions(demo.today).has(positionOf(row))).toBe(true);
    expect(demo.index.seriesEditions(demo.today).has(positionOf(following))).toBe(false);
    expect(demo.index.seriesEditions(later).has(positionOf(row))).toBe(false);
    expect(demo.index.seriesEditions(later).has(positionOf(following))).toBe(true);
  });
});

describe('with time filters', () => {
  it('lists each series once, by its first edition within them, in date order', () => {
    let several = 0;
    for (const reference of references()) {
      const from = demo.today - 3 * 365;
      const to = demo.today + 3 * 365;
      const rows = listed({ similarTo: reference.id, from, to });
      const series = rows.filter((row) => row.series !== null).map((row) => row.series);
      expect(new Set(series).size).toBe(series.length);
      for (const row of rows.filter((r) => r.series !== null)) {
        const within = editionsOf(row)
          .filter((other) => other.start >= from && other.end <= to)
          .sort(byStart);
        expect(row).toBe(within[0]);
        if (within.length > 1) several++;
      }
    }
    expect(several).toBeGreaterThan(10);
  });
});

describe('the counts', () => {
  it('are those of the events listed: the total, and a facet of one value per event', () => {
    for (const reference of references()) {
      for (const extra of [{}, { year: 2027 }, { deadlineFrom: demo.today, deadlineTo: demo.today + 200 }]) {
        const filters = { similarTo: reference.id, ...extra };
        const counted = search(
          demo.index,
          { ...filters, limit: 0, offset: 0, facets: ['type', 'format'] } as SearchFilters,
          demo.today,
        );
        const rows = listed(filters);
        expect(counted.total).toBe(rows.length);
        for (const facet of ['type', 'format'] as const) {
          const values = rows.map((row) => (facet === 'type' ? row.type : row.format));
          const want = Object.fromEntries([...new Set(values)].map((v) => [v, values.filter((x) => x === v).length]));
          const got = Object.fromEntries(
            counted.facets![facet]!.map(({ value, count }) => [value.toLowerCase(), count]),
          );
          expect(got).toEqual(Object.fromEntries(Object.entries(want).map(([k, v]) => [k.toLowerCase(), v])));
        }
      }
    }
  });
});
