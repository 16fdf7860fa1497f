/**
 * The compact row of each event: the fixed-size values a search's list item shows (and a page's
 * decoded records read), side by side in one cache line of 64 bytes, where the columns hold each in
 * its own array. An item written from the columns read about 20 arrays, each a cache line (and at
 * a million events a TLB entry) of its own at a scattered position; from its row, it reads one line
 * for all of them (the texts' bytes, the lists and the deadlines stay where they are).
 *
 * Built from the loaded columns when a snapshot loads (search/warm-builds.ts), not stored in the
 * snapshot: the columns stay the one stored form, so the file's format does not change. At a
 * million events the rows take 64 MB.
 */
import { runWhole, type Steps } from '../util/sliced.js';
import type { Columns } from './layout.js';

/** 32-bit slots per row: 16, 64 bytes, one cache line. */
export const ROW_SLOTS = 16;

/** Each slot of a row: what it holds. Days are i32 day numbers (NO_DAY included) read back with `| 0`. */
export const SLOT = {
  id: 0,
  /** The name's bytes in columns.name: [nameStart, nameEnd). */
  nameStart: 1,
  nameEnd: 2,
  /** type | format << 8 | precision << 16 | coreRank << 24 (u8 each). */
  kinds: 3,
  /** topic | subtopic << 16 (u16 each). */
  topics: 4,
  start: 5,
  end: 6,
  deadline: 7,
  city: 8,
  /** country | ccfRank << 16 (u16, u8). */
  country: 9,
  venue: 10,
  organizer: 11,
  /** The website's bytes in columns.website: [websiteStart, websiteEnd). */
  websiteStart: 12,
  websiteEnd: 13,
  bareAcronym: 14,
  series: 15,
} as const;

/** The columns a row is made from. */
export type RowColumns = Pick<
  Columns,
  | 'ids'
  | 'name'
  | 'type'
  | 'format'
  | 'precision'
  | 'coreRank'
  | 'ccfRank'
  | 'topic'
  | 'subtopic'
  | 'start'
  | 'end'
  | 'deadline'
  | 'city'
  | 'country'
  | 'venue'
  | 'organizer'
  | 'website'
  | 'bareAcronym'
  | 'series'
>;

/** Writes the row of the event at `p` into `rows` from slot `at` on. */
function fillRow(c: RowColumns, p: number, rows: Uint32Array, at: number): void {
  rows[at + SLOT.id] = c.ids[p]!;
  rows[at + SLOT.nameStart] = c.name.offsets[p]!;
  rows[at + SLOT.nameEnd] = c.name.offsets[p + 1]!;
  rows[at + SLOT.kinds] = c.type[p]! | (c.format[p]! << 8) | (c.precision[p]! << 16) | (c.coreRank[p]! << 24);
  rows[at + SLOT.topics] = c.topic[p]! | (c.subtopic[p]! << 16);
  rows[at + SLOT.start] = c.start[p]!;
  rows[at + SLOT.end] = c.end[p]!;
  rows[at + SLOT.deadline] = c.deadline[p]!;
  rows[at + SLOT.city] = c.city[p]!;
  rows[at + SLOT.country] = c.country[p]! | (c.ccfRank[p]! << 16);
  rows[at + SLOT.venue] = c.venue[p]!;
  rows[at + SLOT.organizer] = c.organizer[p]!;
  rows[at + SLOT.websiteStart] = c.website.offsets[p]!;
  rows[at + SLOT.websiteEnd] = c.website.offsets[p + 1]!;
  rows[at + SLOT.bareAcronym] = c.bareAcronym[p]!;
  rows[at + SLOT.series] = c.series[p]!;
}

/** Rows filled between two pauses, as many as the other warm builds take positions per step. */
const ROWS_PER_STEP = 1 << 14;

/**
 * The rows of `size` events, ROW_SLOTS slots each (the row of position p starts at p * ROW_SLOTS),
 * in steps. A row shares a cache line with no other when the buffer starts at a 64-byte boundary:
 * a large buffer's memory comes from the system allocator, which aligns large blocks to pages (not
 * checked here; a row off the boundary spans two lines, still fewer than the columns' 20).
 */
export function* itemRowSteps(columns: RowColumns, size: number): Steps<Uint32Array> {
  const rows = new Uint32Array(size * ROW_SLOTS);
  for (let from = 0; from < size; from += ROWS_PER_STEP) {
    const until = Math.min(size, from + ROWS_PER_STEP);
    for (let p = from; p < until; p++) fillRow(columns, p, rows, p * ROW_SLOTS);
    yield;
  }
  return rows;
}

/** Every row of a store's events at once (tools and tests; a loading snapshot makes them in steps). */
export function itemRows(store: { readonly columns: RowColumns; readonly size: number }): Uint32Array {
  return runWhole(itemRowSteps(store.columns, store.size));
}

/** The row of one event, made from the columns (for a store without rows, as the builder's). */
export function rowOf(columns: RowColumns, p: number): Uint32Array {
  const row = new Uint32Array(ROW_SLOTS);
  fillRow(columns, p, row, 0);
  return row;
}
