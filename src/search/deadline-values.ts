/**
 * The deadline, rank, series and edition values of an event as JS values (docs/api.md, Event item
 * and Event detail), for the answers that are objects: beside the JSON writer of the same values
 * (deadline-json.ts, annex-json.ts), each pair in one row of the API's event table. The other
 * editions and what an estimate is drawn from are read here only, and the JSON writer writes what
 * these give.
 */
import { CCF_RANKS, CORE_RANKS, DEADLINE_KINDS } from '../source/schema.js';
import { type DeadlineTable, ESTIMATED_PAPER, STORED_DEADLINE_KINDS } from '../store/deadline-table.js';
import { seriesOf, seriesPositions } from '../store/edition-index.js';
import { NONE_U8, NONE_U32 } from '../store/layout.js';
import type { Store } from '../store/store.js';
import { confidenceOfCount, type EstimateConfidence } from '../store/track-table.js';
import { lowerBound } from '../util/binary-search.js';
import { formatIsoDate, formatIsoInstant } from '../util/dates.js';
import { formatZonedInstant } from '../util/local-time.js';
import { cfpStatusAt } from './components/cfp.js';
import { cutText } from './long-values.js';
import { acceptanceRateOf, editionYear } from './series-json.js';

/** At most this many other editions in a detail, newest first. */
const EDITIONS_MAX = 50;

const ABSTRACT = DEADLINE_KINDS.indexOf('abstract');
const PAPER = DEADLINE_KINDS.indexOf('paper');
/** The kind a stored kind is shown as (an estimated paper deadline is a paper deadline). */
const KIND_SHOWN = STORED_DEADLINE_KINDS.map((kind) => (kind === 'estimated_paper' ? 'paper' : kind));

/** A deadline's instant as every deadline shows it; `at_local` only with a zone asked for (tz). */
export interface InstantValue {
  at: string;
  at_local?: string;
  date: string;
  timezone: string;
}

/** One row of a deadline table: its kind and round, then its instant. */
export type DeadlineRowValue = { kind: string; round: number } & InstantValue;

/** What an estimated deadline is drawn from (docs/api.md, Estimated deadlines). */
export interface EstimateValue {
  from: number[];
  compared: number;
  confidence: EstimateConfidence;
}

/** An event's deadline: a row, whether it is estimated and, for an estimated one, what it is drawn from. */
export type EventDeadlineValue = DeadlineRowValue & { estimated: boolean; estimate?: EstimateValue };

/** Another edition of the event's series, as the detail lists it. */
export interface EditionValue {
  id: number;
  name: string;
  year: number | null;
  dates: { start: string | null; end: string | null };
  acceptance_rate: number | null;
}

/** A day as "YYYY-MM-DD" (the item values' cache). */
type IsoDate = (day: number) => string;

/** The row's instant, in its zone and, with `localZone`, in that one too. */
function instantOf(table: DeadlineTable, row: number, zones: readonly string[], isoDate: IsoDate, localZone?: string) {
  const at = table.at[row]!;
  return {
    at: formatIsoInstant(at),
    ...(localZone === undefined ? {} : { at_local: formatZonedInstant(at, localZone) }),
    date: isoDate(table.day[row]!),
    timezone: zones[table.zone[row]!]!,
  };
}

/** One row of a deadline table (an event's or a track's). */
function rowValue(
  table: DeadlineTable,
  row: number,
  zones: readonly string[],
  isoDate: IsoDate,
  localZone?: string,
): DeadlineRowValue {
  return {
    kind: KIND_SHOWN[table.kind[row]!]!,
    round: table.round[row]!,
    ...instantOf(table, row, zones, isoDate, localZone),
  };
}

/** What the estimated deadline of the event at `p` is drawn from; undefined when it has none. */
export function estimateOf(store: Pick<Store, 'estimateBasis'>, p: number): EstimateValue | undefined {
  const { position, offsets, agreeing, compared } = store.estimateBasis;
  const at = lowerBound(position, p);
  if (at >= position.length || position[at] !== p) return undefined;
  const from = Array.from(agreeing.subarray(offsets[at]!, offsets[at + 1]!));
  return { from, compared: compared[at]!, confidence: confidenceOfCount(from.length) };
}

/**
 * The first `count` positions of a series' editions (ascending: dated by start, then undated by
 * id), newest first: by year, the undated editions first of their year and those of no year first
 * of all, the dated ones by start descending. The undated are the last positions: grouped by year
 * in one pass (years are few), then merged with the dated ones read from the end.
 */
function newestFirst(store: Store, positions: Uint32Array, count: number): number[] {
  const firstUndated = lowerBound(positions, store.undated.first);
  const byYear = new Map<number, number[]>();
  for (const position of positions.subarray(firstUndated)) {
    const year = editionYear(store, position) ?? Number.POSITIVE_INFINITY;
    const group = byYear.get(year);
    if (group) group.push(position);
    else byYear.set(year, [position]);
  }
  const out: number[] = [];
  let dated = firstUndated - 1;
  const datedYear = () => editionYear(store, positions[dated]!)!;
  for (const year of [...byYear.keys()].sort((a, b) => b - a)) {
    while (dated >= 0 && out.length < count && datedYear() > year) out.push(positions[dated--]!);
    for (const position of byYear.get(year)!) if (out.length < count) out.push(position);
  }
  while (dated >= 0 && out.length < count) out.push(positions[dated--]!);
  return out;
}

/**
 * The other events of the series of the event at `p`, newest first (newestFirst), at most
 * EDITIONS_MAX, each with its year's acceptance rate.
 */
export function editionsOf(store: Store, p: number): EditionValue[] {
  const series = seriesOf(store, p);
  if (series === null) return [];
  const { ids, name, start, end } = store.columns;
  const list: EditionValue[] = [];
  // One more than shown: the event itself is among them.
  for (const other of newestFirst(store, seriesPositions(store, series), EDITIONS_MAX + 1)) {
    if (list.length === EDITIONS_MAX) break;
    if (other === p) continue;
    const dated = other < store.undated.first;
    list.push({
      id: ids[other]!,
      name: cutText(name.get(other), 'name'),
      year: editionYear(store, other),
      dates: dated
        ? { start: formatIsoDate(start[other]!), end: formatIsoDate(end[other]!) }
        : { start: null, end: null },
      acceptance_rate: acceptanceRateOf(store, other),
    });
  }
  return list;
}

/** The values of the event table's edition fields and of the annex, for the events of one store. */
export class DeadlineValues {
  constructor(
    private readonly store: Store,
    private readonly isoDate: IsoDate,
  ) {}

  bareAcronym(p: number): string | null {
    const key = this.store.columns.bareAcronym[p]!;
    return key === NONE_U32 ? null : this.store.editions.spellings.get(key);
  }

  series(p: number): string | null {
    return seriesOf(this.store, p);
  }

  coreRank(p: number): string | null {
    const rank = this.store.columns.coreRank[p]!;
    return rank === NONE_U8 ? null : CORE_RANKS[rank]!;
  }

  ccfRank(p: number): string | null {
    const rank = this.store.columns.ccfRank[p]!;
    return rank === NONE_U8 ? null : CCF_RANKS[rank]!;
  }

  cfpStatus(p: number, now: number): string {
    return cfpStatusAt(this.store, p, now);
  }

  /** As EditionValues.nextDeadline: the earliest abstract or paper deadline not passed, else the estimated one. */
  nextDeadline(
    p: number,
    now: number,
    localZone?: string,
  ): (InstantValue & { kind: string; estimated: boolean }) | null {
    const { deadlines: table, meta } = this.store;
    const { offsets, kind, at } = table;
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      const rowKind = kind[row]!;
      if ((rowKind !== ABSTRACT && rowKind !== PAPER && rowKind !== ESTIMATED_PAPER) || at[row]! < now) continue;
      const instant = instantOf(table, row, meta.zones, this.isoDate, localZone);
      return { kind: KIND_SHOWN[rowKind]!, ...instant, estimated: rowKind === ESTIMATED_PAPER };
    }
    return null;
  }

  /** Every deadline, in (instant, kind, round) order; with `zone`, each instant also in that zone. */
  deadlines(p: number, zone?: string): EventDeadlineValue[] {
    const { deadlines: table, meta } = this.store;
    const list: EventDeadlineValue[] = [];
    for (let row = table.offsets[p]!; row < table.offsets[p + 1]!; row++) {
      const value = rowValue(table, row, meta.zones, this.isoDate, zone);
      if (table.kind[row] !== ESTIMATED_PAPER) list.push({ ...value, estimated: false });
      else {
        const estimate = estimateOf(this.store, p);
        list.push({ ...value, estimated: true, ...(estimate === undefined ? {} : { estimate }) });
      }
    }
    return list;
  }

  editions(p: number): EditionValue[] {
    return editionsOf(this.store, p);
  }

  /**
   * The year and the announced paper deadlines' dates (each once, in order) of the latest edition
   * of the series of the event at `p` of an earlier year that has any: what a question of a
   * deadline not known yet hears of the last one. Undefined when none of the EDITIONS_MAX newest has.
   */
  lastPaperDeadlines(p: number): { year: number; dates: string[] } | undefined {
    const series = seriesOf(this.store, p);
    const own = editionYear(this.store, p);
    if (series === null || own === null) return undefined;
    const { offsets, kind, day } = this.store.deadlines;
    for (const other of newestFirst(this.store, seriesPositions(this.store, series), EDITIONS_MAX)) {
      const year = editionYear(this.store, other);
      if (year === null || year >= own) continue;
      const days = new Set<number>();
      for (let row = offsets[other]!; row < offsets[other + 1]!; row++) if (kind[row] === PAPER) days.add(day[row]!);
      if (days.size > 0) return { year, dates: [...days].sort((a, b) => a - b).map(this.isoDate) };
    }
    return undefined;
  }

  /** Whether the event has ranks, tracks: what the item and the detail show only when it has. */
  hasRanks(p: number): boolean {
    const { offsets } = this.store.ranks;
    return offsets[p]! !== offsets[p + 1]!;
  }

  hasTracks(p: number): boolean {
    const { offsets } = this.store.tracks;
    return offsets[p]! !== offsets[p + 1]!;
  }

  /** Every rank of the event, in the order the source gives them. */
  ranks(p: number): { system: string; edition: string | null; value: string; source_url: string | null }[] {
    const { offsets, entries, entry, url } = this.store.ranks;
    const list = [];
    for (let row = offsets[p]!; row < offsets[p + 1]!; row++) {
      const { system, edition, value } = entries[entry[row]!]!;
      const link = url.get(row);
      list.push({ system, edition: edition === null ? null : String(edition), value, source_url: link || null });
    }
    return list;
  }

  /** Every track of the event, each deadline as in the detail; with `zone`, at_local too. */
  tracks(p: number, zone?: string): { name: string; deadlines: DeadlineRowValue[] }[] {
    const { offsets, name, deadlines, zones } = this.store.tracks;
    const list = [];
    for (let track = offsets[p]!; track < offsets[p + 1]!; track++) {
      const rows: DeadlineRowValue[] = [];
      for (let row = deadlines.offsets[track]!; row < deadlines.offsets[track + 1]!; row++) {
        rows.push(rowValue(deadlines, row, zones, this.isoDate, zone));
      }
      list.push({ name: name.get(track), deadlines: rows });
    }
    return list;
  }
}
