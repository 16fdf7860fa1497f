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
