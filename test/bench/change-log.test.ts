/**
 * The change-log scenario's week of edits (bench/change-log/week.ts): the counts of each kind, the
 * dates it moves, and, built against the snapshot before it, a log that names exactly the editions
 * edited, each edit as the change it is.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyWeek,
  cityKey,
  EDIT_KINDS,
  EDIT_MIX,
  editCounts,
  shiftDue,
  type WeekEdits,
} from '../../bench/change-log/week.js';
import { logBytes, loggedChanges } from '../../bench/change-log/measure.js';
import { buildSnapshot } from '../../src/builder/index.js';
import { CHANGE_KINDS } from '../../src/store/change-table.js';
import { loadStore } from '../../src/store/load.js';
import { buildDemoSnapshot } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

describe('a week of edits', () => {
  it('counts each kind by the mix, adding up to the edits', () => {
    expect(Object.values(EDIT_MIX).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 9);
    for (const edits of [1, 7, 100, 60_001]) {
      const counts = editCounts(edits);
      expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(edits);
      for (const kind of EDIT_KINDS) expect(Math.abs(counts[kind] - edits * EDIT_MIX[kind])).toBeLessThan(1);
    }
  });

  it('tells cities apart as the builder reads them, so that a move is to another city', () => {
    expect(cityKey('Nice, France')).toBe(cityKey('Nice'));
    expect(cityKey('San Antonio, TX')).toBe(cityKey('san antonio'));
    expect(cityKey('São Paulo')).toBe(cityKey('Sao Paulo'));
    expect(cityKey('Lyon')).not.toBe(cityKey('Nice'));
  });

  it('moves a date or a due time by whole days, keeping its time', () => {
    expect(shiftDue('2027-02-26T23:59', 3)).toBe('2027-03-01T23:59');
    expect(shiftDue('2027-01-03', -7)).toBe('2026-12-27');
    expect(shiftDue('2028-02-28 12:00:00', 1)).toBe('2028-02-29 12:00:00');
  });
});

describe('a week built against the snapshot before it', () => {
  const { dir, cleanup } = tempDir('confdir-bench-change-log-');
  const source = join(dir, 'week.sqlite');
  const output = join(dir, 'week.snapshot');
  let week: WeekEdits;
  const EDITS = 200;

  beforeAll(async () => {
    const base = await buildDemoSnapshot(dir, 3000);
    copyFileSync(base.source, source);
    week = applyWeek(source, EDITS, 7);
    buildSnapshot({ input: source, output, previous: base.snapshot, now: new Date('2026-11-28T00:00:00Z') });
  });
  afterAll(cleanup);

  it('edits each edition once, as many of each kind as the mix asks', () => {
    const ids = EDIT_KINDS.flatMap((kind) => week.edited[kind]);
    expect(new Set(ids).size).toBe(ids.length);
    const counts = editCounts(EDITS);
    for (const kind of EDIT_KINDS) expect(week.edited[kind], kind).toHaveLength(counts[kind]);
  });

  it('is logged as the change each edit is, and nothing else', () => {
    const { changes } = loadStore(output);
    const kinds = new Map<number, string[]>();
    for (let at = 0; at < changes.event.length; at++) {
      const id = changes.event[at]!;
      kinds.set(id, [...(kinds.get(id) ?? []), CHANGE_KINDS[changes.kind[at]!]!]);
    }
    const expected: Record<(typeof EDIT_KINDS)[number], readonly string[]> = {
      extended: ['deadline_extended'],
      moved_earlier: ['deadline_moved_earlier'],
      announced: ['deadline_announced', 'deadline_added'],
      deadline_dropped: ['deadline_removed'],
      dates_moved: ['dates_changed'],
      place_moved: ['place_changed'],
      website_moved: ['website_changed'],
      added: ['edition_added'],
      gone: ['edition_removed'],
    };
    for (const kind of EDIT_KINDS) {
      for (const id of week.edited[kind]) {
        const logged = kinds.get(id) ?? [];
        expect(logged, `${kind} ${id}`).toHaveLength(1);
        expect(expected[kind], `${kind} ${id}`).toContain(logged[0]);
      }
    }
    expect(kinds.size).toBe(EDITS);
    expect(loggedChanges(output)).toMatchObject({ total: EDITS, own: EDITS, builds: 2 });
    const bytes = logBytes(output);
    expect(bytes.logBytes).toBe(Object.values(bytes.sections).reduce((sum, size) => sum + size, 0));
    expect(bytes.sections['changes.event']).toBeGreaterThanOrEqual(4 * EDITS);
  });
});
