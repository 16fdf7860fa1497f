/**
 * What an event carries beyond its columns (docs/snapshot-format.md, Sources and undated events):
 * the sources its data comes from (name, the record's id there, its URL), and the edition year of
 * each event whose dates are not known yet. The date precision and the date of the last check are
 * numeric columns of the columns table (layout.ts).
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { undatedEditionYear } from '../source/edition-year.js';
import { UNDATED, type ValidRow } from '../source/validate.js';
import { lowerBound } from '../util/binary-search.js';
import { allBelow, ascending } from '../util/checks-in-steps.js';
import type { Steps } from '../util/sliced.js';
import { StringColumn } from './string-column.js';

/** The sources of every event: event p's are rows offsets[p] .. offsets[p + 1] - 1. */
export interface SourceTable {
  readonly offsets: Uint32Array;
  /** Index into meta.sourceNames. */
  readonly name: Uint16Array;
  /** The record's id in its source ("aaai27"); empty when not given. */
  readonly record: StringColumn;
  /** The record's URL; empty when not given. */
  readonly url: StringColumn;
}

/** The events whose dates are not known yet: positions first .. size - 1, and each one's edition year. */
export interface UndatedEvents {
  readonly first: number;
  /** Per undated event (position - first): its edition year (its acronym's, name's, record ids' or deadlines'), 0 when none. */
  readonly year: Uint16Array;
}

export const EXTRA_SECTIONS = {
  sourceOffsets: 'sources.offsets',
  sourceName: 'sources.name',
  sourceRecord: 'sources.record',
  sourceUrl: 'sources.url',
  undatedYear: 'undated.year',
} as const;

/** The sources of rows in position order, and the source names they index. */
export function compileSources(rows: readonly ValidRow[]): { table: SourceTable; names: string[] } {
  const offsets = new Uint32Array(rows.length + 1);
  const entries = rows.flatMap((row) => row.extras?.sources ?? []);
  const names: string[] = [];
  const nameIndex = new Map<string, number>();
  const name = Uint16Array.from(entries, (source) => {
    let at = nameIndex.get(source.name);
    if (at === undefined) nameIndex.set(source.name, (at = names.push(source.name) - 1));
    return at;
  });
  if (names.length > 0xffff) throw new Error('too many source names');
  for (let position = 0; position < rows.length; position++) {
    offsets[position + 1] = offsets[position]! + (rows[position]!.extras?.sources.length ?? 0);
  }
  const record = StringColumn.of(entries.length, (at) => entries[at]!.recordId ?? '');
  const url = StringColumn.of(entries.length, (at) => entries[at]!.url ?? '');
  return { table: { offsets, name, record, url }, names };
}

/** The edition year of an undated row (source/edition-year.ts); 0 when nothing it is known by names one. */
export function editionYear(row: ValidRow): number {
  const paperDays = [...row.deadlines].filter((deadline) => deadline.kind === 'paper').map(({ day }) => day);
  const recordIds = (row.extras?.sources ?? []).map((source) => source.recordId);
  return undatedEditionYear({ acronym: row.acronym, name: row.name, recordIds, paperDays }) ?? 0;
}

/** The edition years of the undated rows, which come last in position order. */
export function compileUndatedYears(rows: readonly ValidRow[]): Uint16Array {
  const first = rows.findIndex((row) => row.start === UNDATED);
  return first < 0 ? new Uint16Array(0) : Uint16Array.from(rows.slice(first), editionYear);
}

export function writeEventExtras(writer: SnapshotWriter, sources: SourceTable, undatedYears: Uint16Array): void {
  const strings = (name: string, column: StringColumn) => {
    writer.add(`${name}.bytes`, column.bytes, 'bytes');
    writer.add(`${name}.offsets`, column.offsets);
  };
  writer.add(EXTRA_SECTIONS.sourceOffsets, sources.offsets);
  writer.add(EXTRA_SECTIONS.sourceName, sources.name);
  strings(EXTRA_SECTIONS.sourceRecord, sources.record);
  strings(EXTRA_SECTIONS.sourceUrl, sources.url);
  writer.add(EXTRA_SECTIONS.undatedYear, undatedYears);
}

/** The undated events of a start column (UNDATED sorts last), with their years; null when they do not fit. */
export function undatedEvents(start: Int32Array, year: Uint16Array): UndatedEvents | null {
  const first = lowerBound(start, UNDATED);
  return start.length - first === year.length ? { first, year } : null;
}

/** Whether a source table fits `size` events and `names` source names, in steps (util/checks-in-steps.ts). */
export function* sourcesFit(sources: SourceTable, size: number, names: number): Steps<boolean> {
  const { offsets, name, record, url } = sources;
  const rows = name.length;
  if (offsets.length !== size + 1 || offsets[size] !== rows || record.length !== rows || url.length !== rows)
    return false;
  return (yield* ascending(offsets)) && (yield* allBelow(name, names));
}
