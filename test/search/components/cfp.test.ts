/**
 * Calls for papers at an instant (docs/api.md, Calls for papers), differentially: the status of
 * every event, the open set, cfp=open and the next-deadline order (in chunks of the default size and of 64 events,
 * with random filters and offsets) against a plain reference over
 * the demo data, with "now" moved across deadline instants (one second before, at, one after) and
 * across the AoE day boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cfpStatusAt, cfpStatusSets, estimateOrder, submissionCut } from '../../../src/search/components/cfp.js';
import { noDeadlineSet } from '../../../src/search/components/no-deadline.js';
import { buildDeadlineOrder, pageByDeadlineOrder } from '../../../src/search/components/deadline-order.js';
import { ESTIMATED_PAPER } from '../../../src/store/deadline-table.js';
import { RoaringBitmap32 } from '../../../src/util/roaring.js';
import { CFP_STATUSES } from '../../../src/search/types.js';
import { openSnapshot, type SnapshotIndex, search } from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { buildDemoSnapshot, readValidRows, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';
import { join } from 'node:path';
import { buildSnapshot } from '../../../src/builder/index.js';
import { positionOfId } from '../../../src/store/store.js';
import { endOfDay } from '../../../src/search/components/cfp.js';
import { referenceCfpStatus, referenceNextDeadline } from '../reference.js';
import { estimateDeadlines } from '../../../src/builder/estimates.js';
import type { Deadline } from '../../../src/source/deadlines.js';

const { dir, cleanup } = tempDir('confdir-cfp-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let rowAt: ValidRow[];
/** The build's estimated deadlines, by event id. */
let estimated: Map<number, Deadline>;

beforeAll(async () => {
  const { source, snapshot } = await buildDemoSnapshot(dir, 3000);
  index = openSnapshot(snapshot, TODAY);
  const rows = readValidRows(source);
  const byId = new Map(rows.map((row) => [row.id, row]));
  rowAt = Array.from(index.store.columns.ids, (id) => byId.get(id)!);
  estimated = new Map(estimateDeadlines(rows).map(({ id, deadline }) => [id, deadline]));
});

const statusOf = (row: ValidRow, now: number) => referenceCfpStatus(row, now, estimated.get(row.id));
afterAll(cleanup);

/**
 * Moments around random submission deadlines, and around estimated ones (which turn a status from
 * expected to none): one second before, at, half a second and one second after.
 */
function moments(count: number): number[] {
  const random = seededRandom(19);
  const { at } = index.store.submissions;
  const estimates = [...estimated.values()].map((deadline) => deadline.at);
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const instant =
      i % 3 === 2 ? estimates[Math.floor(random() * estimates.length)]! : at[Math.floor(random() * at.length)]!;
    out.push(instant - 1, instant, instant + 0.5, instant + 1);
  }
  return out;
}

const referenceOpen = (now: number) =>
  rowAt.flatMap((row, position) => (statusOf(row, now) === 'open' ? [position] : []));

describe('the estimated deadlines in instant order', () => {
  it('lists every estimated paper deadline once, by instant, then by position', () => {
    const { offsets, kind, at } = index.store.deadlines;
    const want: { at: number; position: number }[] = [];
    for (let position = 0; position < index.store.size; position++) {
      for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
        if (kind[row] === ESTIMATED_PAPER) want.push({ at: at[row]!, position });
      }
    }
    want.sort((a, b) => a.at - b.at || a.position - b.position);
    expect(want.length).toBeGreaterThan(1);
    const order = estimateOrder(index.store);
    expect(Array.from(order.at)).toEqual(want.map((entry) => entry.at));
    expect(Array.from(order.position)).toEqual(want.map((entry) => entry.position));
  });
});

describe('calls for papers at an instant', () => {
  it('has demo data with every status around the anchor', () => {
    const now = (TODAY + 0.5) * 86_400;
    const statuses = new Set(rowAt.map((row) => statusOf(row, now)));
    expect([...statuses].sort()).toEqual(['abstract_closed', 'closed', 'expected', 'none', 'open']);
  });

  it('gives every event the reference status, and the reference open set, across deadline instants', () => {
    for (const now of moments(12)) {
      for (let position = 0; position < rowAt.length; position++) {
        expect(cfpStatusAt(index.store, position, now), `${position} at ${now}`).toBe(statusOf(rowAt[position]!, now));
      }
      const blocks = index.submissionBlocks();
      const sets = cfpStatusSets(index.store, now, {
        withoutDeadline: noDeadlineSet(index.store, blocks),
        estimates: estimateOrder(index.store),
        blocks,
      });
      expect(Array.from(sets.open), `at ${now}`).toEqual(referenceOpen(now));
      expect(Array.from(index.cfpStatuses(now).open)).toEqual(referenceOpen(now));
      for (const status of CFP_STATUSES) {
        const want = rowAt.flatMap((row, position) => (statusOf(row, now) === status ? [position] : []));
        expect(Array.from(sets[status]), `${status} at ${now}`).toEqual(want);
      }
    }
  });

  it('orders by the next submission deadline at now, in pages, as the reference does', () => {
    const random = seededRandom(24);
    for (const now of moments(4)) {
      const next = (position: number) => referenceNextDeadline(rowAt[position]!, now);
      const want = rowAt
        .map((_, position) => position)
        .sort((a, b) => {
          const x = next(a);
          const y = next(b);
          if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
          return x - y || a - b;
        });
      for (const chunkSize of [8192, 64]) {
        const order = buildDeadlineOrder(index.store, submissionCut(index.store, now), chunkSize);
        const paged: number[] = [];
        for (let offset = 0; offset < want.length; offset += 250) {
          paged.push(...pageByDeadlineOrder(order, null, offset, 250));
        }
        expect(paged).toEqual(want);
        const open = index.cfpStatuses(now).open;
        expect(pageByDeadlineOrder(order, open, 0, open.size)).toEqual(want.filter((p) => open.has(p)));
        for (let draw = 0; draw < 20; draw++) {
          const density = [0.01, 0.1, 0.5, 0.9][draw % 4]!;
          const matches = new RoaringBitmap32(want.filter(() => random() < density));
          const wanted = want.filter((p) => matches.has(p));
          const offset = Math.floor(random() * (wanted.length + 5));
          const limit = 1 + Math.floor(random() * 60);
          expect(pageByDeadlineOrder(order, matches, offset, limit), `${chunkSize} ${offset}`).toEqual(
            wanted.slice(offset, offset + limit),
          );
        }
      }
      expect(search(index, { limit: 40, offset: 7, sort: 'deadline' }, TODAY, now).positions).toEqual(
        want.slice(7, 47),
      );
    }
  });

  it('keeps a deadline at 23:59:59 AoE open at 11:00 UTC the next day, and closes it after 11:59:59 UTC', () => {
    const elevenAfter = (day: number) => (day + 1) * 86_400 + 11 * 3600;
    const endOfDayAoe = (d: { kind: string; zone: string; at: number }) =>
      d.kind === 'paper' && d.zone === 'AoE' && d.at % 86_400 === 43_199;
    const aoe = rowAt.findIndex((row) =>
      [...row.deadlines].some((d) => endOfDayAoe(d) && referenceCfpStatus(row, elevenAfter(d.day)) === 'open'),
    );
    expect(aoe).toBeGreaterThanOrEqual(0);
    const row = rowAt[aoe]!;
    const paper = [...row.deadlines].find(
      (d) => endOfDayAoe(d) && referenceCfpStatus(row, elevenAfter(d.day)) === 'open',
    )!;
    // The local date's 23:59:59 at UTC−12 is 11:59:59 UTC on the next day.
    expect(paper.at).toBe(elevenAfter(paper.day) + 59 * 60 + 59);
    const eleven = elevenAfter(paper.day);
    expect(cfpStatusAt(index.store, aoe, eleven)).toBe('open');
    expect(index.cfpStatuses(eleven).open.has(aoe)).toBe(true);
    const found = search(index, { limit: 3000, offset: 0, cfp: 'open' }, paper.day + 1, eleven).positions;
    expect(found).toContain(aoe);
    expect(cfpStatusAt(index.store, aoe, paper.at)).toBe('open');
    expect(cfpStatusAt(index.store, aoe, paper.at + 1)).toBe(referenceCfpStatus(row, paper.at + 1));
  });

  it('gives an event whose abstract is due after its paper one status in the item, the facet and cfp=open', () => {
    // Paper 2026-06-01 AoE, abstract 2027-06-01 AoE: at the anchor the paper deadline has passed.
    const file = join(dir, 'abstract-after-paper.sqlite');
    const late = sourceRow();
    const plain = sourceRow();
    writeSourceFile(file, [late, plain], undefined, [
      { event_id: late.id as number, kind: 'paper', due: '2026-06-01' },
      { event_id: late.id as number, kind: 'abstract', due: '2027-06-01' },
      { event_id: plain.id as number, kind: 'paper', due: '2027-06-01' },
    ]);
    const built = join(dir, 'abstract-after-paper.snapshot');
    buildSnapshot({ input: file, output: built });
    const small = openSnapshot(built, TODAY);
    const now = endOfDay(TODAY);
    const position = positionOfId(small.store, late.id as number);
    expect(cfpStatusAt(small.store, position, now)).toBe('closed');
    const facet = search(small, { limit: 10, offset: 0, facets: ['cfp_status'] }, TODAY, now).facets?.cfp_status;
    expect(facet).toEqual([
      { value: 'closed', count: 1 },
      { value: 'open', count: 1 },
    ]);
    expect(search(small, { limit: 10, offset: 0, cfp: 'open' }, TODAY, now).total).toBe(1);
  });
});
