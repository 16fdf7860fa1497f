/**
 * The store's edition and deadline accessors (src/store/edition-index.ts, src/store/deadline-table.ts)
 * over a small hand-made source: acronyms, series, ranks, deadlines and their lookups.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { deadlinesOf, submissionSpan } from '../../src/store/deadline-table.js';
import {
  acronymOrAliasPositions,
  acronymPositions,
  bareAcronymOf,
  rankPositions,
  ranksOf,
  seriesKeys,
  seriesOf,
  seriesPositions,
  venuePositions,
} from '../../src/store/edition-index.js';
import { loadStore, positionOfId, type Store } from '../../src/store/index.js';
import { NO_DAY } from '../../src/store/layout.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { builderHarness } from '../builder/harness.js';
import { type DeadlineInput, sourceRow } from '../fixtures/source.js';

const { path, sourceWith } = builderHarness();
let store: Store;
const at = (iso: string) => Date.parse(iso) / 1000;
const day = (iso: string) => parseIsoDate(iso)!;
const position = (id: number) => positionOfId(store, id);

const ROWS = [
  sourceRow({
    id: 1,
    acronym: 'ICML 2026',
    start_date: '2026-07-10',
    end_date: '2026-07-12',
    core_rank: 'A*',
    ccf_rank: 'A',
  }),
  sourceRow({ id: 2, acronym: 'ICML-2027', start_date: '2027-07-12', end_date: '2027-07-15', core_rank: 'a*' }),
  sourceRow({ id: 3, acronym: 'ICMLQC 2027', start_date: '2027-05-01', end_date: '2027-05-02', core_rank: 'B' }),
  sourceRow({ id: 4, acronym: 'Neurips 2026', series: 'NeurIPS', start_date: '2026-12-01', end_date: '2026-12-05' }),
  sourceRow({ id: 5, acronym: "NeurIPS'27", series: 'NeurIPS', start_date: '2027-12-01', end_date: '2027-12-05' }),
  sourceRow({ id: 6, acronym: 'NeurIPS 2028', start_date: '2028-12-01', end_date: '2028-12-05', ccf_rank: 'A' }),
  sourceRow({ id: 7, series: 'Euro S&P', start_date: '2027-04-01', end_date: '2027-04-03', ccf_rank: 'B' }),
  sourceRow({ id: 8, submission_deadline: '2027-01-15', start_date: '2027-03-01', end_date: '2027-03-02' }),
  sourceRow({ id: 9, start_date: '2027-03-01', end_date: '2027-03-02' }),
  // An acronym no edition writes without its organisation's name, and one that another does.
  sourceRow({ id: 10, acronym: 'ACM EC 2026', start_date: '2026-07-06', end_date: '2026-07-10' }),
  sourceRow({ id: 11, acronym: 'IEEE VR 2027', start_date: '2027-03-06', end_date: '2027-03-10' }),
  sourceRow({ id: 12, acronym: 'VR 2025', start_date: '2025-03-06', end_date: '2025-03-10' }),
];

const DEADLINES: DeadlineInput[] = [
  { event_id: 1, kind: 'abstract', due: '2026-01-23' },
  { event_id: 1, kind: 'paper', due: '2026-01-30', timezone: 'AoE' },
  { event_id: 1, kind: 'notification', due: '2026-05-01', timezone: 'UTC' },
  { event_id: 2, kind: 'paper', round: 1, due: '2027-01-28T12:00', timezone: 'Europe/London' },
  { event_id: 2, kind: 'abstract', round: 2, due: '2027-02-20T23:59', timezone: 'UTC+08:00' },
  { event_id: 2, kind: 'paper', round: 2, due: '2027-02-27', timezone: 'America/New_York' },
  { event_id: 2, kind: 'camera_ready', due: '2027-06-01', timezone: 'Europe/Berlin' },
];

beforeAll(() => {
  const output = path('editions.snapshot');
  buildSnapshot({ input: sourceWith(ROWS, undefined, DEADLINES), output });
  store = loadStore(output);
});

describe('acronyms', () => {
  it('are stored bare, in the spelling most events use', () => {
    expect(bareAcronymOf(store, position(1))).toBe('ICML');
    expect(bareAcronymOf(store, position(2))).toBe('ICML');
    expect(bareAcronymOf(store, position(3))).toBe('ICMLQC');
    expect(bareAcronymOf(store, position(4))).toBe('NeurIPS');
    expect(bareAcronymOf(store, position(7))).toBeNull();
    expect(store.columns.acronym.get(position(2))).toBe('ICML-2027');
  });

  it('find their events exactly, in any case, in position order', () => {
    expect(Array.from(acronymPositions(store, 'icml'))).toEqual([position(1), position(2)]);
    expect(Array.from(acronymPositions(store, 'ICMLQC'))).toEqual([position(3)]);
    expect(Array.from(acronymPositions(store, 'NEURIPS'))).toEqual([position(4), position(5), position(6)]);
    expect(acronymPositions(store, 'ICM')).toHaveLength(0);
    expect(acronymPositions(store, 'zzz')).toHaveLength(0);
  });

  it("find an organisation's acronym by the acronym after its name, when no edition has that alone", () => {
    // "like EC or WINE": EC was left unread, though ACM EC 2026 is the venue meant.
    expect(Array.from(venuePositions(store, 'ec'))).toEqual([position(10)]);
    expect(Array.from(venuePositions(store, 'ACM EC'))).toEqual([position(10)]);
    expect(Array.from(venuePositions(store, 'VR'))).toEqual([position(12)]);
    expect(venuePositions(store, 'ACM')).toHaveLength(0);
    // Not as a term of q ("security" is no acronym of USENIX Security): the exact tier is the acronym's alone.
    expect(acronymOrAliasPositions(store, 'ec')).toHaveLength(0);
  });
});

describe('series', () => {
  it('are the series column folded, else the bare acronym folded', () => {
    expect(seriesOf(store, position(4))).toBe('neurips');
    expect(seriesOf(store, position(6))).toBe('neurips');
    expect(seriesOf(store, position(1))).toBe('icml');
    expect(seriesOf(store, position(7))).toBe('euro-s&p');
    expect(seriesOf(store, position(8))).toBeNull();
    expect(seriesKeys(store)).toEqual(['acm-ec', 'euro-s&p', 'icml', 'icmlqc', 'ieee-vr', 'neurips', 'vr']);
  });

  it('find their editions, by key in any case', () => {
    expect(Array.from(seriesPositions(store, 'NeurIPS'))).toEqual([position(4), position(5), position(6)]);
    expect(Array.from(seriesPositions(store, 'euro s&p'))).toEqual([position(7)]);
    expect(seriesPositions(store, 'icm')).toHaveLength(0);
  });
});

describe('ranks', () => {
  it('are read in any case, null when unranked', () => {
    expect(ranksOf(store, position(1))).toEqual({ core: 'A*', ccf: 'A' });
    expect(ranksOf(store, position(2))).toEqual({ core: 'A*', ccf: null });
    expect(ranksOf(store, position(9))).toEqual({ core: null, ccf: null });
  });

  it('find their events on each scale', () => {
    expect(rankPositions(store, 'core', 'a*')!.toArray()).toEqual([position(1), position(2)].sort((a, b) => a - b));
    expect(rankPositions(store, 'core', 'B')!.toArray()).toEqual([position(3)]);
    expect(rankPositions(store, 'ccf', 'A')!.toArray()).toEqual([position(1), position(6)].sort((a, b) => a - b));
    expect(rankPositions(store, 'ccf', 'A*')).toBeNull();
    expect(rankPositions(store, 'core', 'A+')).toBeNull();
  });
});

describe('deadlines', () => {
  it('are UTC instants beside kind, round, local date and zone, in instant order', () => {
    expect(deadlinesOf(store, position(1))).toEqual([
      {
        kind: 'abstract',
        round: 1,
        at: at('2026-01-24T11:59:59Z'),
        day: day('2026-01-23'),
        zone: 'AoE',
        estimated: false,
      },
      {
        kind: 'paper',
        round: 1,
        at: at('2026-01-31T11:59:59Z'),
        day: day('2026-01-30'),
        zone: 'AoE',
        estimated: false,
      },
      {
        kind: 'notification',
        round: 1,
        at: at('2026-05-01T23:59:59Z'),
        day: day('2026-05-01'),
        zone: 'UTC',
        estimated: false,
      },
    ]);
    expect(deadlinesOf(store, position(2))).toEqual([
      {
        kind: 'paper',
        round: 1,
        at: at('2027-01-28T12:00:00Z'),
        day: day('2027-01-28'),
        zone: 'Europe/London',
        estimated: false,
      },
      {
        kind: 'abstract',
        round: 2,
        at: at('2027-02-20T15:59:00Z'),
        day: day('2027-02-20'),
        zone: 'UTC+08:00',
        estimated: false,
      },
      {
        kind: 'paper',
        round: 2,
        at: at('2027-02-28T04:59:59Z'),
        day: day('2027-02-27'),
        zone: 'America/New_York',
        estimated: false,
      },
      {
        kind: 'camera_ready',
        round: 1,
        at: at('2027-06-01T21:59:59Z'),
        day: day('2027-06-01'),
        zone: 'Europe/Berlin',
        estimated: false,
      },
    ]);
  });

  it('read submission_deadline as a paper deadline, round 1, AoE', () => {
    expect(deadlinesOf(store, position(8))).toEqual([
      {
        kind: 'paper',
        round: 1,
        at: at('2027-01-16T11:59:59Z'),
        day: day('2027-01-15'),
        zone: 'AoE',
        estimated: false,
      },
    ]);
    expect(deadlinesOf(store, position(9))).toEqual([]);
  });

  it('keep the date of the last submission deadline in the v2 deadline column', () => {
    expect(store.columns.deadline[position(1)]).toBe(day('2026-01-30'));
    expect(store.columns.deadline[position(2)]).toBe(day('2027-02-27'));
    expect(store.columns.deadline[position(8)]).toBe(day('2027-01-15'));
    expect(store.columns.deadline[position(9)]).toBe(NO_DAY);
  });

  it('span the first and last submission instant of an event', () => {
    expect(submissionSpan(store, position(2))).toEqual({
      first: at('2027-01-28T12:00:00Z'),
      last: at('2027-02-28T04:59:59Z'),
    });
    expect(submissionSpan(store, position(9))).toBeNull();
  });

  it('list every submission deadline in (instant, position) order, in buckets of their events', () => {
    const expected = [1, 2, 8]
      .flatMap((id) => deadlinesOf(store, position(id)).map((deadline) => ({ ...deadline, position: position(id) })))
      .filter((deadline) => deadline.kind === 'abstract' || deadline.kind === 'paper')
      .sort((a, b) => a.at - b.at || a.position - b.position);
    expect(Array.from(store.submissions.at)).toEqual(expected.map((deadline) => deadline.at));
    expect(Array.from(store.submissions.position)).toEqual(expected.map((deadline) => deadline.position));
    const bounds = store.meta.submissionBounds;
    expect(bounds[0]).toBe(0);
    expect(bounds.at(-1)).toBe(expected.length);
    for (const [bucket, list] of store.lists.submission.entries()) {
      const positions = new Set(store.submissions.position.subarray(bounds[bucket], bounds[bucket + 1]));
      expect(list.toArray()).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
