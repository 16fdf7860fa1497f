/**
 * Deadlines as instants (docs/snapshot-format.md, Deadlines): every deadline of every event in one
 * table of columns, an event's rows one after the other in (instant, kind, round) order, found by
 * per-event offsets; and the submission deadlines (abstract and paper) of all events in one order
 * of (instant, position), with buckets of it as posting lists, for the next deadline after any
 * "now" and for ranges of dates without a scan.
 */
import { type Deadline, isSubmission } from '../source/deadlines.js';
import { DEADLINE_KINDS, type DeadlineKind } from '../source/schema.js';
import type { ValidRow } from '../source/validate.js';
import type { Day } from '../util/dates.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import type { SnapshotWriter } from '../snapshot/writer.js';

/** Every deadline, by event: event p's rows are offsets[p] .. offsets[p + 1] - 1. */
export interface DeadlineTable {
  readonly offsets: Uint32Array;
  /** Index into meta.deadlineKinds. */
  readonly kind: Uint8Array;
  readonly round: Uint8Array;
  /** Index into meta.zones. */
  readonly zone: Uint16Array;
  /** The date in the deadline's own zone, a day number. */
  readonly day: Int32Array;
  /** The UTC instant, seconds since 1970-01-01T00:00:00Z. */
  readonly at: Float64Array;
}

/** The submission deadlines of all events sorted by (instant, position). */
export interface SubmissionOrder {
  readonly at: Float64Array;
  readonly position: Uint32Array;
}

/** The section names of the table's columns, one definition for the writer and the loader. */
export const DEADLINE_SECTIONS = {
  offsets: 'deadlines.offsets',
  kind: 'deadlines.kind',
  round: 'deadlines.round',
  zone: 'deadlines.zone',
  day: 'deadlines.day',
  at: 'deadlines.at',
} as const satisfies Record<keyof DeadlineTable, string>;
export const SUBMISSION_SECTIONS = {
  at: 'submissions.at',
  position: 'submissions.position',
} as const satisfies Record<keyof SubmissionOrder, string>;

/**
 * The kinds the deadlines.kind section indexes (meta.deadlineKinds): the source's, then a paper
 * deadline estimated from the series' earlier editions (docs/source-format.md, Estimated
 * deadlines). An estimated deadline has a kind of its own so that nothing that reads submission
 * deadlines (calls for papers, the submission order, the deadline filters) ever takes it for one.
 */
export const STORED_DEADLINE_KINDS = [...DEADLINE_KINDS, 'estimated_paper'] as const;
/** The kind index of an estimated paper deadline. */
export const ESTIMATED_PAPER = DEADLINE_KINDS.length;

/** 1 for the kinds of submission deadline (abstract, paper), by kind index. */
const SUBMISSION_KIND = Uint8Array.from(STORED_DEADLINE_KINDS, (kind) =>
  kind === 'abstract' || kind === 'paper' ? 1 : 0,
);

/** At most this many submission buckets; fewer for small data, so that a bucket holds at least MIN_BUCKET deadlines. */
export const MAX_BUCKETS = 512;
export const MIN_BUCKET = 64;

export interface CompiledDeadlines {
  table: DeadlineTable;
  submissions: SubmissionOrder;
  zones: string[];
  /** Buckets of the submission order: their events, and where each starts in it (count + 1 bounds). */
  buckets: RoaringBitmap32[];
  bounds: number[];
}

/** A row's deadlines with its estimated one (if any) in instant order, each with its kind index. */
function* rowDeadlines(row: ValidRow, estimated: Deadline | undefined): Generator<[Deadline, number]> {
  let pending = estimated;
  for (const deadline of row.deadlines) {
    if (pending && pending.at < deadline.at) {
      yield [pending, ESTIMATED_PAPER];
      pending = undefined;
    }
    yield [deadline, DEADLINE_KINDS.indexOf(deadline.kind)];
  }
  if (pending) yield [pending, ESTIMATED_PAPER];
}

/**
 * The table and the submission order of rows already in position order; `estimated` gives the
 * estimated paper deadline of an event by id (never in the submission order).
 */
export function compileDeadlines(
  rows: readonly ValidRow[],
  estimated: ReadonlyMap<number, Deadline> = new Map(),
): CompiledDeadlines {
  const offsets = new Uint32Array(rows.length + 1);
  for (let position = 0; position < rows.length; position++) {
    const row = rows[position]!;
    offsets[position + 1] = offsets[position]! + row.deadlines.length + (estimated.has(row.id) ? 1 : 0);
  }
  const size = offsets[rows.length]!;
  const table = {
    offsets,
    kind: new Uint8Array(size),
    round: new Uint8Array(size),
    zone: new Uint16Array(size),
    day: new Int32Array(size),
    at: new Float64Array(size),
  };
  const zoneIndex = new Map<string, number>();
  const submissionRows = new Uint32Array(size);
  const positionOfRow = new Uint32Array(size);
  let next = 0;
  for (let position = 0; position < rows.length; position++) {
    let at = offsets[position]!;
    const row = rows[position]!;
    for (const [deadline, kind] of rowDeadlines(row, estimated.get(row.id))) {
      let zone = zoneIndex.get(deadline.zone);
      if (zone === undefined) zoneIndex.set(deadline.zone, (zone = zoneIndex.size));
      table.kind[at] = kind;
      table.round[at] = deadline.round;
      table.zone[at] = zone;
      table.day[at] = deadline.day;
      table.at[at] = deadline.at;
      positionOfRow[at] = position;
      if (kind !== ESTIMATED_PAPER && isSubmission(deadline)) submissionRows[next++] = at;
      at++;
    }
  }
  if (zoneIndex.size > 0xffff) throw new Error('too many time zones');
  const order = sortByInstant(submissionRows.subarray(0, next), table.at);
  const submissions = {
    at: Float64Array.from(order, (row) => table.at[row]!),
    position: Uint32Array.from(order, (row) => positionOfRow[row]!),
  };
  return { table, submissions, zones: [...zoneIndex.keys()], ...submissionBuckets(submissions.position) };
}

/**
 * Table rows (in position order) sorted by instant, ties kept in position order. When every
 * (instant − earliest) × count + index fits in a double's 53 bits (a million events over a few
 * decades does), each row is one number and the array sorts natively, without a comparator (a
 * tenth of the time); else by a stable sort with one.
 */
export function sortByInstant(rows: Uint32Array, at: Float64Array): Uint32Array {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    min = Math.min(min, at[row]!);
    max = Math.max(max, at[row]!);
  }
  const count = rows.length;
  if (count === 0 || (max - min + 1) * count >= Number.MAX_SAFE_INTEGER) {
    return Uint32Array.from(Array.from(rows).sort((a, b) => at[a]! - at[b]!));
  }
  const keys = Float64Array.from(rows, (row, index) => (at[row]! - min) * count + index);
  keys.sort();
  return Uint32Array.from(keys, (key) => rows[key % count]!);
}

/** Consecutive runs of the submission order of about equal size, each as the bitmap of its events. */
function submissionBuckets(positions: Uint32Array): { buckets: RoaringBitmap32[]; bounds: number[] } {
  const count = Math.max(1, Math.min(MAX_BUCKETS, Math.floor(positions.length / MIN_BUCKET)));
  const bounds = Array.from({ length: count + 1 }, (_, bucket) => Math.floor((bucket * positions.length) / count));
  const buckets = bounds.slice(0, -1).map((from, bucket) => {
    const list = new RoaringBitmap32(positions.subarray(from, bounds[bucket + 1]));
    list.runOptimize();
    list.shrinkToFit();
    return list;
  });
  return { buckets, bounds };
}

export function writeDeadlines(writer: SnapshotWriter, compiled: CompiledDeadlines): void {
  for (const [name, section] of Object.entries(DEADLINE_SECTIONS)) {
    writer.add(section, compiled.table[name as keyof DeadlineTable]);
  }
  writer.add(SUBMISSION_SECTIONS.at, compiled.submissions.at);
  writer.add(SUBMISSION_SECTIONS.position, compiled.submissions.position);
}

/** One deadline of an event, decoded. */
export interface StoredDeadline {
  /** An estimated deadline is a paper deadline, `estimated`. */
  kind: DeadlineKind;
  /** Estimated from the series' earlier editions, not announced. */
  estimated: boolean;
  round: number;
  /** Seconds since the epoch, UTC. */
  at: number;
  /** The local date in its zone. */
  day: Day;
  zone: string;
}

/** What the accessors read: a loaded store or the builder's compiled table. */
interface DeadlineSource {
  deadlines: DeadlineTable;
  meta: { zones: readonly string[] };
}

/** The deadlines of the event at a position, in (instant, kind, round) order. */
export function deadlinesOf(store: DeadlineSource, position: number): StoredDeadline[] {
  const { deadlines: table, meta } = store;
  const out: StoredDeadline[] = [];
  for (let row = table.offsets[position]!; row < table.offsets[position + 1]!; row++) {
    const kind = table.kind[row]!;
    out.push({
      kind: kind === ESTIMATED_PAPER ? 'paper' : DEADLINE_KINDS[kind]!,
      estimated: kind === ESTIMATED_PAPER,
      round: table.round[row]!,
      at: table.at[row]!,
      day: table.day[row]!,
      zone: meta.zones[table.zone[row]!]!,
    });
  }
  return out;
}

/** The first and last submission (abstract or paper) instants of an event, or null when it has none. */
export function submissionSpan(store: DeadlineSource, position: number): { first: number; last: number } | null {
  const { offsets, kind, at } = store.deadlines;
  let first = Number.NaN;
  let last = Number.NaN;
  for (let row = offsets[position]!; row < offsets[position + 1]!; row++) {
    if (SUBMISSION_KIND[kind[row]!] === 0) continue;
    if (Number.isNaN(first)) first = at[row]!;
    last = at[row]!;
  }
  return Number.isNaN(first) ? null : { first, last };
}
