/**
 * What a snapshot knows of each series (docs/snapshot-format.md, Aliases and acceptance rates): its
 * other names (DBLP keys, acronym spellings, full and former names), an index from each alias
 * folded to its series, and the acceptance rates of its editions by year. Per series of keys.series,
 * as offsets into rows, like the deadline table's per event.
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { acronymKey } from '../source/acronym.js';
import type { AcceptanceRate, SeriesAlias } from '../source/series-tables.js';
import { ALIAS_KINDS, type AliasKind } from '../source/tables.js';
import { KeyCollector, type KeyIndex, positionsOfKey } from './key-index.js';
import { NONE_U32 } from './layout.js';
import { StringColumn } from './string-column.js';
import { SortedStrings } from '../util/sorted-strings.js';

export interface SeriesAliases {
  /** Series s's aliases are rows offsets[s] .. offsets[s + 1] - 1. */
  readonly offsets: Uint32Array;
  readonly alias: StringColumn;
  /** Index into meta.aliasKinds. */
  readonly kind: Uint8Array;
}

export interface SeriesRates {
  /** Series s's rates are rows offsets[s] .. offsets[s + 1] - 1, by year ascending. */
  readonly offsets: Uint32Array;
  readonly year: Uint16Array;
  /** NONE_U32 when not given. */
  readonly submitted: Uint32Array;
  readonly accepted: Uint32Array;
  /** 0 to 1. */
  readonly rate: Float64Array;
  /** Where the figures come from; empty when not given. */
  readonly source: StringColumn;
}

export interface SeriesData {
  readonly aliases: SeriesAliases;
  /** Every alias folded as an acronym is (acronymKey), to the series indexes it names, in `positions`. */
  readonly aliasIndex: KeyIndex;
  readonly rates: SeriesRates;
}

export const SERIES_SECTIONS = {
  aliasOffsets: 'aliases.offsets',
  alias: 'aliases.alias',
  aliasKind: 'aliases.kind',
  aliasKeys: 'keys.alias',
  aliasKeyOffsets: 'aliasKeys.offsets',
  aliasKeySeries: 'aliasKeys.series',
  rateOffsets: 'rates.offsets',
  rateYear: 'rates.year',
  rateSubmitted: 'rates.submitted',
  rateAccepted: 'rates.accepted',
  rateRate: 'rates.rate',
  rateSource: 'rates.source',
} as const;

/** The per-series offsets of lists given by key, for the sorted `series` keys. */
function offsetsOf<T>(series: readonly string[], byKey: ReadonlyMap<string, readonly T[]>): Uint32Array {
  const offsets = new Uint32Array(series.length + 1);
  for (const [s, key] of series.entries()) offsets[s + 1] = offsets[s]! + (byKey.get(key)?.length ?? 0);
  return offsets;
}

/** The alias index: each alias's acronym key to the series that have it. */
function aliasIndexOf(series: readonly string[], aliases: ReadonlyMap<string, readonly SeriesAlias[]>): KeyIndex {
  const bySeries = new Map<string, Set<number>>();
  for (const [s, key] of series.entries()) {
    for (const { alias } of aliases.get(key) ?? []) {
      const folded = acronymKey(alias);
      const set = bySeries.get(folded) ?? new Set<number>();
      bySeries.set(folded, set.add(s));
    }
  }
  const collector = new KeyCollector();
  for (const key of bySeries.keys()) collector.add(key);
  const { keys } = collector.finish();
  const offsets = new Uint32Array(keys.length + 1);
  const lists = keys.map((key) => [...bySeries.get(key)!].sort((a, b) => a - b));
  for (const [k, list] of lists.entries()) offsets[k + 1] = offsets[k]! + list.length;
  return { keys: SortedStrings.of(keys), offsets, positions: Uint32Array.from(lists.flat()) };
}

/** The series data of the sorted series keys, from the builder's tables of series (source/series-tables.ts). */
export function compileSeriesData(
  series: readonly string[],
  aliases: ReadonlyMap<string, readonly SeriesAlias[]>,
  rates: ReadonlyMap<string, readonly AcceptanceRate[]>,
): SeriesData {
  const aliasRows = series.flatMap((key) => aliases.get(key) ?? []);
  const rateRows = series.flatMap((key) => rates.get(key) ?? []);
  const count = (value: number | null) => (value === null ? NONE_U32 : value);
  return {
    aliases: {
      offsets: offsetsOf(series, aliases),
      alias: StringColumn.from(aliasRows.map((row) => row.alias)),
      kind: Uint8Array.from(aliasRows, (row) => ALIAS_KINDS.indexOf(row.kind)),
    },
    aliasIndex: aliasIndexOf(series, aliases),
    rates: {
      offsets: offsetsOf(series, rates),
      year: Uint16Array.from(rateRows, (row) => row.year),
      submitted: Uint32Array.from(rateRows, (row) => count(row.submitted)),
      accepted: Uint32Array.from(rateRows, (row) => count(row.accepted)),
      rate: Float64Array.from(rateRows, (row) => row.rate),
      source: StringColumn.from(rateRows.map((row) => row.source ?? '')),
    },
  };
}

export function writeSeriesData(writer: SnapshotWriter, data: SeriesData): void {
  const strings = (name: string, column: { bytes: Uint8Array; offsets: Uint32Array }) => {
    writer.add(`${name}.bytes`, column.bytes, 'bytes');
    writer.add(`${name}.offsets`, column.offsets);
  };
  const { aliases, aliasIndex, rates } = data;
  writer.add(SERIES_SECTIONS.aliasOffsets, aliases.offsets);
  strings(SERIES_SECTIONS.alias, aliases.alias);
  writer.add(SERIES_SECTIONS.aliasKind, aliases.kind);
  strings(SERIES_SECTIONS.aliasKeys, aliasIndex.keys);
  writer.add(SERIES_SECTIONS.aliasKeyOffsets, aliasIndex.offsets);
  writer.add(SERIES_SECTIONS.aliasKeySeries, aliasIndex.positions);
  writer.add(SERIES_SECTIONS.rateOffsets, rates.offsets);
  writer.add(SERIES_SECTIONS.rateYear, rates.year);
  writer.add(SERIES_SECTIONS.rateSubmitted, rates.submitted);
  writer.add(SERIES_SECTIONS.rateAccepted, rates.accepted);
  writer.add(SERIES_SECTIONS.rateRate, rates.rate);
  strings(SERIES_SECTIONS.rateSource, rates.source);
}

/** Whether the series data fits `series` series keys. */
export function seriesDataFits(data: SeriesData, series: number): boolean {
  const { aliases, aliasIndex, rates } = data;
  const rows = (offsets: Uint32Array, length: number) =>
    offsets.length === series + 1 && offsets[0] === 0 && offsets[series] === length;
  return (
    rows(aliases.offsets, aliases.alias.length) &&
    aliases.kind.length === aliases.alias.length &&
    aliasIndex.offsets.length === aliasIndex.keys.length + 1 &&
    aliasIndex.offsets[aliasIndex.keys.length] === aliasIndex.positions.length &&
    aliasIndex.positions.every((s) => s < series) &&
    rows(rates.offsets, rates.year.length) &&
    [rates.submitted, rates.accepted, rates.rate, rates.source].every((column) => column.length === rates.year.length)
  );
}

/** One alias of a series. */
export interface StoredAlias {
  alias: string;
  kind: AliasKind;
}

/** The aliases of series `s` (index into keys.series), in the order the source gave them. */
export function aliasesOf(data: SeriesData, s: number): StoredAlias[] {
  const out: StoredAlias[] = [];
  for (let row = data.aliases.offsets[s]!; row < data.aliases.offsets[s + 1]!; row++) {
    out.push({ alias: data.aliases.alias.get(row), kind: ALIAS_KINDS[data.aliases.kind[row]!]! });
  }
  return out;
}

/** The series (indexes into keys.series) that have an alias of this acronym key. */
export function seriesOfAlias(data: SeriesData, key: string): Uint32Array {
  return positionsOfKey(data.aliasIndex, key);
}

/** The row of series `s`'s rate for `year` in `rates`, or -1. */
export function rateRow(rates: SeriesRates, s: number, year: number): number {
  for (let row = rates.offsets[s]!; row < rates.offsets[s + 1]!; row++) if (rates.year[row] === year) return row;
  return -1;
}
