/**
 * A venue's CORE and CCF ranks and h5-index for its editions listed without them (src/import/series-ranks.ts,
 * docs/importers.md, Ranks): each takes its series' latest edition's, that edition's rank rows
 * with it; an edition's own rank, and a series of one edition, are left as they are.
 */
import { describe, expect, it } from 'vitest';
import { inheritSeriesRanks } from '../../src/import/series-ranks.js';
import { importedEvent } from './context.js';

const edition = (recordId: string, start: string, core: string | null, ccf: string | null) =>
  importedEvent('ai-deadlines', recordId, {
    series: 'SIGCOMM',
    acronym: `SIGCOMM ${start.slice(0, 4)}`,
    start,
    year: Number(start.slice(0, 4)),
    coreRank: core,
    ccfRank: ccf,
    ranks: [
      ...(core === null ? [] : [{ system: 'CORE', edition: '2023', value: core, sourceUrl: null }]),
      ...(ccf === null ? [] : [{ system: 'CCF', edition: null, value: ccf, sourceUrl: null }]),
    ],
  });

describe("a series' ranks", () => {
  it("give an edition without a system's rank its latest edition's, with its rows", () => {
    const events = [
      edition('sigcomm25', '2025-09-08', 'A*', 'A'),
      edition('sigcomm26', '2026-08-17', 'A', 'A'),
      // The next edition: one tracker gives a CORE rank, none a CCF rank yet.
      edition('sigcomm27', '2027-08-16', 'A*', null),
      importedEvent('ai-deadlines', 'alone', { series: 'NEWCONF', start: '2027-01-01' }),
    ];
    const given = inheritSeriesRanks(events);
    expect(given).toEqual([{ index: 2, system: 'CCF', value: 'A', from: 1 }]);
    expect(events[2]!.ccfRank).toBe('A');
    expect(events[2]!.ranks.filter((rank) => rank.system === 'CCF')).toEqual([
      { system: 'CCF', edition: null, value: 'A', sourceUrl: null },
    ]);
    // Its own CORE rank is kept, though the latest ranked edition before it says another.
    expect(events[1]!.coreRank).toBe('A');
    expect(events[3]!.coreRank).toBeNull();
  });

  it("give an edition without an h5-index its latest edition's row, its own kept", () => {
    const h5 = (value: string) => ({ system: 'h5-index', edition: null, value, sourceUrl: null });
    const aamas = (year: number, ranks: ReturnType<typeof h5>[]) =>
      importedEvent('ai-deadlines', `aamas${year}`, {
        series: 'AAMAS',
        acronym: `AAMAS ${year}`,
        start: `${year}-05-10`,
        year,
        ranks,
      });
    const events = [aamas(2022, [h5('20')]), aamas(2023, [h5('25')]), aamas(2027, []), aamas(2021, [])];
    expect(inheritSeriesRanks(events)).toEqual([
      { index: 2, system: 'h5-index', value: '25', from: 1 },
      { index: 3, system: 'h5-index', value: '25', from: 1 },
    ]);
    expect(events[2]!.ranks).toEqual([h5('25')]);
    expect(events[0]!.ranks).toEqual([h5('20')]);
    expect(events[2]!.coreRank).toBeNull();
  });
});
