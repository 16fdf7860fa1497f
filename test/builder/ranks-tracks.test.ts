/** The tables event_ranks and event_tracks (docs/source-format.md, Ranks and Tracks) as the builder reads them. */
import { describe, expect, it } from 'vitest';
import { search } from '../../src/search/index.js';
import { openSnapshot } from '../../src/search/index.js';
import { detailJson } from '../../src/api/views/event-writers.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { positionOfId } from '../../src/store/store.js';
import { sourceRow } from '../fixtures/source.js';
import { builderHarness, problemsOf } from './harness.js';

const { buildReport, sourceWith, path } = builderHarness();

describe('event_ranks', () => {
  it('keeps the ranks of known systems on their scales, and leaves out the others with rank_unknown', () => {
    const row = sourceRow({ core_rank: 'A' });
    const tables = {
      event_ranks: [
        { event_id: row.id, system: 'ICORE2026', value: 'a*', url: 'https://portal.core.edu.au/conf-ranks/1/' },
        { event_id: row.id, system: 'thcpl', value: 'A' },
        { event_id: row.id, system: 'h5', edition: '2025', value: '87' },
        { event_id: row.id, system: 'THCPL', value: 'C' },
        { event_id: row.id, system: 'Scimago', value: 'Q1' },
        { event_id: row.id, system: 'CCF', edition: 'soon', value: 'A' },
        // A ranking's address as long as a website may be is one; longer, no ranking's page.
        { event_id: row.id, system: 'CAAI', value: 'B', url: `https://example.org/${'a'.repeat(1_980)}` },
        { event_id: row.id, system: 'ERA', value: 'B', url: `https://example.org/${'a'.repeat(1_981)}` },
      ],
    };
    const report = buildReport([row], { tables });
    expect(problemsOf(report, 'rank_unknown').map((p) => [p.column, p.value])).toEqual([
      ['event_ranks.value', 'C'],
      ['event_ranks.system', 'Scimago'],
      ['event_ranks.edition', 'soon'],
      ['event_ranks.url', `https://example.org/${'a'.repeat(20)}…`],
    ]);
    const output = path('ranks.snapshot');
    buildSnapshot({ input: sourceWith([row], undefined, undefined, tables), output });
    const index = openSnapshot(output);
    const detail = JSON.parse(detailJson(index.itemWriter(), positionOfId(index.store, row.id as number)));
    expect(detail.rank).toEqual({ core: 'A', ccf: null });
    expect(detail.ranks).toEqual([
      { system: 'CORE', edition: '2026', value: 'A*', source_url: 'https://portal.core.edu.au/conf-ranks/1/' },
      { system: 'THCPL', edition: null, value: 'A', source_url: null },
      { system: 'h5-index', edition: '2025', value: '87', source_url: null },
      { system: 'CAAI', edition: null, value: 'B', source_url: `https://example.org/${'a'.repeat(1_980)}` },
      { system: 'CORE', edition: null, value: 'A', source_url: null },
    ]);
    const total = (ranks: string[]) => search(index, { limit: 0, offset: 0, ranks }, 20_000).total;
    expect([total(['CORE2026:A*']), total(['CORE2023:A*']), total(['CORE:A']), total(['h5-index:80'])]).toEqual([
      1, 0, 1, 1,
    ]);
  });

  it('counts a rank of no edition once, as the rank of that system and value with an edition, its address kept', () => {
    // AAAI as two merged trackers gave it: CORE A* of no edition, and of 2026; the h5-index undated only.
    const row = sourceRow({ core_rank: 'A*' });
    const url = 'https://portal.core.edu.au/conf-ranks/1629/';
    const tables = {
      event_ranks: [
        { event_id: row.id, system: 'CORE', value: 'A*', url },
        { event_id: row.id, system: 'h5-index', value: '220' },
        { event_id: row.id, system: 'CORE', edition: '2026', value: 'A*' },
        { event_id: row.id, system: 'CORE', edition: '2023', value: 'A' },
      ],
    };
    const output = path('twins.snapshot');
    buildSnapshot({ input: sourceWith([row], undefined, undefined, tables), output });
    const index = openSnapshot(output);
    const detail = JSON.parse(detailJson(index.itemWriter(), positionOfId(index.store, row.id as number)));
    expect(detail.ranks).toEqual([
      { system: 'h5-index', edition: null, value: '220', source_url: null },
      { system: 'CORE', edition: '2026', value: 'A*', source_url: url },
      { system: 'CORE', edition: '2023', value: 'A', source_url: null },
    ]);
    const total = (ranks: string[]) => search(index, { limit: 0, offset: 0, ranks }, 20_000).total;
    expect([total(['CORE:A*']), total(['CORE2026:A*']), total(['CORE:A'])]).toEqual([1, 1, 1]);
  });
});

describe('event_tracks', () => {
  it('reads each track with its deadlines, and refuses an event whose track row is not a deadline', () => {
    const good = sourceRow({ start_date: '2027-06-01', end_date: '2027-06-03' });
    const bad = sourceRow({ start_date: '2027-06-01', end_date: '2027-06-03' });
    const tables = {
      event_tracks: [
        { event_id: good.id, track: 'Industry Track', kind: 'paper', due: '2027-02-01', timezone: 'AoE' },
        { event_id: good.id, track: 'industry track', kind: 'notification', due: '2027-03-01' },
        { event_id: good.id, track: 'Demos' },
        { event_id: bad.id, track: 'Short Papers', kind: 'paper', due: '2027-02-30' },
      ],
    };
    const report = buildReport([good, bad], { tables });
    expect(report.invalidRows).toBe(1);
    expect(problemsOf(report, 'due_invalid').map((p) => p.id)).toEqual([bad.id]);
    const output = path('tracks.snapshot');
    buildSnapshot({ input: sourceWith([good], undefined, undefined, tables), output, skipInvalid: true });
    const index = openSnapshot(output);
    const detail = JSON.parse(detailJson(index.itemWriter(), positionOfId(index.store, good.id as number)));
    expect(detail.tracks).toEqual([
      {
        name: 'Industry Track',
        deadlines: [
          { kind: 'paper', round: 1, at: '2027-02-02T11:59:59Z', date: '2027-02-01', timezone: 'AoE' },
          { kind: 'notification', round: 1, at: '2027-03-02T11:59:59Z', date: '2027-03-01', timezone: 'AoE' },
        ],
      },
      { name: 'Demos', deadlines: [] },
    ]);
    expect(detail.deadlines).toEqual([]);
  });
});
