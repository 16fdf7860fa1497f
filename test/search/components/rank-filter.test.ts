/**
 * Ranks of every system (docs/api.md, Ranks): rank= against the plain reference over the demo rows
 * (any edition, one edition, h5-index thresholds, lists), the rank facet's counts, and the ranks an
 * item shows, in the source's order then the core_rank and ccf_rank columns.
 */
import { describe, expect, it } from 'vitest';
import { detailJson, itemJson } from '../../../src/api/views/event-writers.js';
import { search } from '../../../src/search/index.js';
import { positionOfId } from '../../../src/store/store.js';
import { useDemoIndex } from '../../fixtures/demo-snapshot.js';
import { referenceMatches, referenceRanks } from '../reference.js';

const demo = useDemoIndex(3000);

const total = (ranks: string[]) => search(demo.index, { limit: 0, offset: 0, ranks }, demo.today, demo.now).total;
const expected = (ranks: string[]) =>
  referenceMatches(demo.rows, { limit: 0, offset: 0, ranks }, demo.today, demo.known, demo.now).length;

describe('rank=', () => {
  it('finds the events of every rank key the demo rows have, alone and in lists', () => {
    const keys = [...new Set(demo.rows.flatMap(referenceRanks))].sort();
    const systems = new Set(keys.map((key) => key.replace(/\d{4}:.*$|:.*$/, '')));
    expect([...systems].sort()).toEqual(['CAAI', 'CCF', 'CORE', 'ERA', 'THCPL', 'h5-index']);
    expect(keys.some((key) => key.startsWith('CORE2023:'))).toBe(true);
    for (const key of keys) expect(total([key]), key).toBe(expected([key]));
    expect(total(['CORE:A*', 'CCF:A'])).toBe(expected(['CORE:A*', 'CCF:A']));
    expect(total(['CORE:A*', 'CCF:A'])).toBeGreaterThan(total(['CORE:A*']));
  });

  it('reads h5-index:N as N or more, and a rank no event has as none', () => {
    for (const least of [1, 20, 40, 60]) expect(total([`h5-index:${least}`])).toBe(expected([`h5-index:${least}`]));
    expect(total(['h5-index:20'])).toBeGreaterThan(total(['h5-index:40']));
    expect(total(['CORE1999:A'])).toBe(0);
  });

  it('finds with CORE:X every event core_rank=X finds', () => {
    for (const rank of ['A*', 'A', 'B', 'C'] as const) {
      const byColumn = search(demo.index, { limit: 0, offset: 0, coreRanks: [rank] }, demo.today, demo.now).total;
      expect(total([`CORE:${rank}`])).toBeGreaterThanOrEqual(byColumn);
      expect(byColumn).toBeGreaterThan(0);
    }
  });

  it('counts the ranks of the scaled systems, without their edition, in the rank facet', () => {
    const { facets } = search(demo.index, { limit: 0, offset: 0, facets: ['rank'] }, demo.today, demo.now);
    const counted = facets!.rank!;
    expect(counted.length).toBeGreaterThan(5);
    for (const { value, count } of counted) {
      expect(value).toMatch(/^(CORE|CCF|THCPL|CAAI|ERA):[A-C]\*?$/);
      expect(count, value).toBe(expected([value]));
    }
  });
});

describe('the ranks an event shows', () => {
  it('lists its ranks in the item and the detail, and omits the field for an event without', () => {
    let shown = 0;
    for (const row of demo.rows.slice(0, 600)) {
      const position = positionOfId(demo.index.store, row.id);
      const item = JSON.parse(itemJson(demo.index.itemWriter(), position, demo.now));
      const detail = JSON.parse(detailJson(demo.index.itemWriter(), position, demo.now));
      const keys = referenceRanks(row);
      if (keys.length === 0) {
        expect(item.ranks).toBeUndefined();
        expect(detail.ranks).toBeUndefined();
        continue;
      }
      shown++;
      const listed = (item.ranks as { system: string; edition: string | null; value: string }[]).flatMap((r) => [
        `${r.system}:${r.value}`,
        ...(r.edition === null ? [] : [`${r.system}${r.edition}:${r.value}`]),
      ]);
      expect(listed).toEqual(keys);
      expect(detail.ranks).toEqual(item.ranks);
    }
    expect(shown).toBeGreaterThan(0);
  });
});
