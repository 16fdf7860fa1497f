/**
 * sort=deadline with deadline_from (docs/api.md, Order), differentially: pages of random matches
 * against a plain reference over the demo data, at moments across deadline instants and days across
 * the deadlines' range, each event ranked by its own deadlines and found on a walk of the order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageByDeadlineFrom } from '../../../src/search/components/deadline-from-order.js';
import { openSnapshot, type SnapshotIndex, search } from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';
import { referenceNextDeadline } from '../reference.js';

const { dir, cleanup } = tempDir('confdir-deadline-from-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let rowAt: ValidRow[];

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  index = openSnapshot(snapshot, TODAY);
  const byId = new Map(readValidRows(source).map((row) => [row.id, row]));
  rowAt = Array.from(index.store.columns.ids, (id) => byId.get(id)!);
});
afterAll(cleanup);

/** The reference order of `matches`: first deadline at `now` dated `from` or later, then the rest by position. */
function referenceOrder(matches: readonly number[], from: number, now: number): number[] {
  const key = (position: number) => referenceNextDeadline(rowAt[position]!, now, from);
  return [...matches].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
    return x - y || a - b;
  });
}

/** Ranked each; walked with `has` alone; marked at once; marked after a few deadlines. */
const WAYS = [
  { ranked: Number.POSITIVE_INFINITY, unmarked: 0 },
  { ranked: 0, unmarked: Number.POSITIVE_INFINITY },
  { ranked: 0, unmarked: 0 },
  { ranked: 0, unmarked: 40 },
];

describe('the order of deadlines from a day', () => {
  it('pages random matches as the reference does, ranked each and walked every way, for days and moments across the deadlines', () => {
    const random = seededRandom(68);
    const { at } = index.store.submissions;
    const all = Array.from({ length: index.store.size }, (_, position) => position);
    for (let draw = 0; draw < 40; draw++) {
      const now = at[Math.floor(random() * at.length)]! + [-1, 0, 1][draw % 3]!;
      const from = Math.floor(at[Math.floor(random() * at.length)]! / 86_400) + (draw % 2);
      const density = [0.02, 0.2, 0.7, 1][draw % 4]!;
      const members = all.filter(() => random() < density);
      const matches = new RoaringBitmap32(members);
      const want = referenceOrder(members, from, now);
      const ahead = want.filter((p) => referenceNextDeadline(rowAt[p]!, now, from) !== null).length;
      expect(ahead, `draw ${draw}`).toBeLessThanOrEqual(want.length);
      const offset = Math.floor(random() * (want.length + 5));
      const limit = 1 + Math.floor(random() * 80);
      for (const ways of WAYS) {
        const page = pageByDeadlineFrom(index, matches, { from, now }, offset, limit, ways);
        expect(page, `draw ${draw}, ${JSON.stringify(ways)}`).toEqual(want.slice(offset, offset + limit));
        expect(pageByDeadlineFrom(index, matches, { from, now }, 0, want.length, ways)).toEqual(want);
      }
    }
  });

  it('puts a call whose round before the day is ahead by its round from the day on (search, deadline window)', () => {
    const now = (TODAY + 0.5) * 86_400;
    // An event with two submission deadlines ahead, a day apart or more: from the later one's day
    // on, the earlier one no longer orders it.
    const position = rowAt.findIndex((row) => {
      const days = [...row.deadlines].filter((d) => (d.kind === 'abstract' || d.kind === 'paper') && d.at >= now);
      return days.length >= 2 && days[days.length - 1]!.day > days[0]!.day;
    });
    expect(position).toBeGreaterThanOrEqual(0);
    const row = rowAt[position]!;
    const later = [...row.deadlines].filter((d) => d.kind === 'abstract' || d.kind === 'paper').at(-1)!;
    const found = search(
      index,
      { limit: 3000, offset: 0, sort: 'deadline', deadlineFrom: later.day, deadlineTo: later.day + 400 },
      TODAY,
      now,
    );
    expect(found.positions.length).toBe(found.total);
    expect(found.positions).toContain(position);
    expect(found.positions).toEqual(referenceOrder(found.positions, later.day, now));
  });
});
