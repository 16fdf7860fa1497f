/** The change log a build writes against the snapshot it replaces (docs/snapshot-format.md, Change log). */
import { describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { changeEntry, type ChangeEntry } from '../../src/store/change-table.js';
import { loadStore } from '../../src/store/index.js';
import { snapshotVersion } from '../../src/snapshot/format.js';
import { type DeadlineInput, type RowInput, sourceRow } from '../fixtures/source.js';
import { builderHarness } from './harness.js';

const { path, sourceWith } = builderHarness();

function build(rows: RowInput[], deadlines: DeadlineInput[], at: string, previous?: string, window?: number) {
  const output = path('out.snapshot');
  buildSnapshot({
    input: sourceWith(rows, undefined, deadlines, {
      event_sources: [{ event_id: other.id, name: 'ccf-deadlines', record_id: 'other' }],
    }),
    output,
    now: new Date(at),
    knownPlaces: false,
    ...(previous ? { previous } : {}),
    ...(window ? { changeWindowDays: window } : {}),
  });
  return output;
}

function changesOf(file: string): ChangeEntry[] {
  const { changes } = loadStore(file);
  return Array.from({ length: changes.event.length }, (_, at) => changeEntry(changes, at));
}

const a2025 = sourceRow({ series: 'icml', start_date: '2025-07-13', end_date: '2025-07-19' });
const a2026 = sourceRow({ series: 'icml', start_date: '2026-07-06', end_date: '2026-07-11' });
const other = sourceRow({ start_date: '2026-09-01', end_date: '2026-09-03' });
const gone = sourceRow();
const paper = (id: unknown, due: string): DeadlineInput => ({
  event_id: id as number,
  kind: 'paper',
  due,
  timezone: 'UTC',
});

describe('the change log', () => {
  const first = build(
    [a2025, a2026, other, gone],
    [paper(a2025.id, '2025-01-30T23:59'), paper(other.id, '2026-05-01T12:00')],
    '2026-06-01T00:00:00Z',
  );
  const moved = { ...other, start_date: '2026-09-08', end_date: '2026-09-10', city: 'Munich' };
  const added = sourceRow({ start_date: '2027-01-01', end_date: '2027-01-02' });
  const second = build(
    [a2025, a2026, moved, added],
    [paper(a2025.id, '2025-01-30T23:59'), paper(a2026.id, '2026-02-01T23:59'), paper(other.id, '2026-05-08T12:00')],
    '2026-06-10T00:00:00Z',
    first,
  );

  it('records per edition what changed, with the values before and after, and the first source', () => {
    const byKind = (kind: string) => changesOf(second).filter((change) => change.kind === kind);
    expect(byKind('deadline_announced')).toEqual([
      expect.objectContaining({
        build: 0,
        event: a2026.id,
        before: '2026-01-23T23:59:00Z',
        after: '2026-02-01T23:59:00Z',
      }),
    ]);
    expect(byKind('deadline_extended')).toEqual([
      expect.objectContaining({
        event: other.id,
        source: 'ccf-deadlines',
        before: '2026-05-01T12:00:00Z',
        after: '2026-05-08T12:00:00Z',
      }),
    ]);
    expect(byKind('dates_changed')).toEqual([
      expect.objectContaining({ event: other.id, before: '2026-09-01/2026-09-03', after: '2026-09-08/2026-09-10' }),
    ]);
    expect(byKind('place_changed')).toEqual([
      expect.objectContaining({ event: other.id, before: 'Berlin, Germany', after: 'Munich, Germany' }),
    ]);
    expect(byKind('edition_added')).toEqual([
      expect.objectContaining({ event: added.id, before: '', after: '2027-01-01/2027-01-02' }),
    ]);
    expect(byKind('edition_removed')).toEqual([expect.objectContaining({ event: gone.id, after: '' })]);
    expect(changesOf(second)).toHaveLength(6);
    expect(changesOf(first)).toEqual([]);
  });

  it('carries the log forward through a build that changes nothing, under the earlier build version', () => {
    const third = build(
      [a2025, a2026, moved, added],
      [paper(a2025.id, '2025-01-30T23:59'), paper(a2026.id, '2026-02-01T23:59'), paper(other.id, '2026-05-08T12:00')],
      '2026-06-20T00:00:00Z',
      second,
    );
    const carried = changesOf(third);
    expect(carried.map(({ build, ...rest }) => ({ ...rest, build: build - 1 }))).toEqual(changesOf(second));
    const { changes } = loadStore(third);
    expect(changes.builds.map((b) => b.builtAt)).toEqual([
      '2026-06-20T00:00:00.000Z',
      '2026-06-10T00:00:00.000Z',
      '2026-06-01T00:00:00.000Z',
    ]);
    expect(changes.builds[1]!.version).toBe(snapshotVersion(loadStore(second)));
  });

  it('drops the changes of builds older than the window', () => {
    const later = build(
      [a2025, a2026, moved, added],
      [paper(a2025.id, '2025-01-30T23:59'), paper(a2026.id, '2026-02-01T23:59'), paper(other.id, '2026-05-08T12:00')],
      '2026-07-20T00:00:00Z',
      second,
      30,
    );
    expect(changesOf(later)).toEqual([]);
    expect(loadStore(later).changes.builds).toHaveLength(1);
  });
});

describe('what the change log compares', () => {
  // ACML 2021 and 2023 as two public trackers write them (ccfddl/ccf-deadlines, and
  // Linyxus/pl-deadlines before it dropped them): one deadline at 23:59 and at 23:59:59, one
  // website with and without its trailing slash, one city in two alphabets' letters.
  const acml21 = sourceRow({ acronym: 'ACML 2021', start_date: '2021-11-17', end_date: '2021-11-19' });
  const acml23 = sourceRow({ acronym: 'ACML 2023', start_date: '2023-11-11', end_date: '2023-11-14' });
  const due = (id: unknown, at: string): DeadlineInput => ({
    event_id: id as number,
    kind: 'paper',
    due: at,
    timezone: 'UTC-7',
  });
  const plain = (rows: RowInput[], deadlines: DeadlineInput[], at: string, previous?: string) => {
    const output = path(`spelt-${at.slice(0, 10)}.snapshot`);
    buildSnapshot({
      input: sourceWith(rows, undefined, deadlines),
      output,
      now: new Date(at),
      knownPlaces: false,
      ...(previous ? { previous } : {}),
    });
    return output;
  };
  const first = plain(
    [
      { ...acml21, website: 'http://www.acml-conf.org/2021' },
      { ...acml23, city: 'Istanbul', country: 'Turkey' },
    ],
    [due(acml21.id, '2021-06-25T23:59:00'), due(acml23.id, '2023-06-23T23:59:00')],
    '2026-08-13T00:00:00Z',
  );

  it('logs nothing for a deadline a minute or less apart, a website or a city written another way', () => {
    const second = plain(
      [
        { ...acml21, website: 'https://acml-conf.org/2021/' },
        { ...acml23, city: 'İstanbul', country: 'Turkey' },
      ],
      [due(acml21.id, '2021-06-25T23:59:59'), due(acml23.id, '2023-06-24T00:00:00')],
      '2026-08-20T00:00:00Z',
      first,
    );
    expect(changesOf(second)).toEqual([]);
  });

  it('logs a deadline moved by more than a minute, and a website whose path changed', () => {
    const second = plain(
      [
        { ...acml21, website: 'http://www.acml-conf.org/2021/index.html' },
        { ...acml23, city: 'Istanbul', country: 'Turkey' },
      ],
      [due(acml21.id, '2021-06-26T00:01:00'), due(acml23.id, '2023-06-23T23:59:00')],
      '2026-08-20T00:00:00Z',
      first,
    );
    expect(changesOf(second).map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      {
        kind: 'website_changed',
        before: 'http://www.acml-conf.org/2021',
        after: 'http://www.acml-conf.org/2021/index.html',
      },
      { kind: 'deadline_extended', before: '2021-06-26T06:59:00Z', after: '2021-06-26T07:01:00Z' },
    ]);
  });
});
