/**
 * Editions (docs/snapshot-format.md, Acronyms and series; Ranks): each event's bare acronym, series
 * key and CORE and CCF ranks, and the lookups the search asks: acronym to events (exact, any case),
 * series to events, rank to events.
 */
import { acronymKey, ORGANISATIONS, seriesKey } from '../source/acronym.js';
import { CCF_RANKS, CORE_RANKS, type CcfRank, type CoreRank } from '../source/schema.js';
import type { ValidRow } from '../source/validate.js';
import { RoaringBitmap32 } from '../util/roaring.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { compileKeyPositions, KeyCollector, type KeyIndex, positionsOfKey } from './key-index.js';
import { type SeriesData, seriesOfAlias } from './series-data.js';
import { type Columns, NONE_U8, NONE_U32 } from './layout.js';
import { StringColumn } from './string-column.js';

/** The acronym and series lookups of a loaded store. */
export interface EditionIndex {
  /** Folded bare acronyms to events. */
  readonly acronyms: KeyIndex;
  /** The bare acronym shown for each key of `acronyms`. */
  readonly spellings: StringColumn;
  /** Series keys to events; the keys are the list of series. */
  readonly series: KeyIndex;
}

/** The keys of the events' acronyms and series, collected from rows in position order. */
export interface EditionKeys {
  acronyms: ReturnType<KeyCollector['finish']>;
  /** The key index of each bare acronym as written (a million rows write a few thousand). */
  acronymIndex: Map<string, number>;
  series: ReturnType<KeyCollector['finish']>;
}

export function collectEditionKeys(rows: readonly ValidRow[]): EditionKeys {
  // Counted per spelling first: folding each distinct spelling once, not each row's.
  const spellings = new Map<string, number>();
  const series = new KeyCollector();
  for (const row of rows) {
    const bare = row.bareAcronym;
    if (bare !== null) spellings.set(bare, (spellings.get(bare) ?? 0) + 1);
    if (row.series !== null) series.add(row.series);
  }
  const acronyms = new KeyCollector();
  for (const [spelling, count] of spellings) acronyms.add(acronymKey(spelling), spelling, count);
  const finished = acronyms.finish();
  const acronymIndex = new Map<string, number>();
  for (const spelling of spellings.keys()) acronymIndex.set(spelling, finished.indexOf.get(acronymKey(spelling))!);
  return { acronyms: finished, acronymIndex, series: series.finish() };
}

/** How a row fills the edition columns. */
export function editionEncoders(keys: EditionKeys) {
  return {
    bareAcronym: (row: ValidRow) => (row.bareAcronym === null ? NONE_U32 : keys.acronymIndex.get(row.bareAcronym)!),
    series: (row: ValidRow) => (row.series === null ? NONE_U32 : keys.series.indexOf.get(row.series)!),
    coreRank: (row: ValidRow) => (row.coreRank === null ? NONE_U8 : CORE_RANKS.indexOf(row.coreRank)),
    ccfRank: (row: ValidRow) => (row.ccfRank === null ? NONE_U8 : CCF_RANKS.indexOf(row.ccfRank)),
  };
}

/** Writes the acronym and series lookups (the columns are written with the other columns). */
export function writeEditionIndex(writer: SnapshotWriter, columns: Columns, keys: EditionKeys): void {
  const write = (name: string, strings: readonly string[]) => {
    const column = StringColumn.from(strings);
    writer.add(`${name}.bytes`, column.bytes, 'bytes');
    writer.add(`${name}.offsets`, column.offsets);
  };
  const acronyms = compileKeyPositions(columns.bareAcronym, keys.acronyms.keys.length);
  write('keys.acronym', keys.acronyms.keys);
  write('dict.acronym', keys.acronyms.spellings);
  writer.add('acronyms.offsets', acronyms.offsets);
  writer.add('acronyms.positions', acronyms.positions);
  const series = compileKeyPositions(columns.series, keys.series.keys.length);
  write('keys.series', keys.series.keys);
  writer.add('series.offsets', series.offsets);
  writer.add('series.positions', series.positions);
}

/** What the accessors read. */
interface EditionSource {
  readonly columns: Pick<Columns, 'bareAcronym' | 'series' | 'coreRank' | 'ccfRank'>;
  readonly editions: EditionIndex;
  readonly lists: { readonly coreRank: RoaringBitmap32[]; readonly ccfRank: RoaringBitmap32[] };
}

/** The bare acronym of the event at a position ("ICML"), or null. */
export function bareAcronymOf(store: EditionSource, position: number): string | null {
  const key = store.columns.bareAcronym[position]!;
  return key === NONE_U32 ? null : store.editions.spellings.get(key);
}

/** The series key of the event at a position ("icml"), or null. */
export function seriesOf(store: EditionSource, position: number): string | null {
  const key = store.columns.series[position]!;
  return key === NONE_U32 ? null : store.editions.series.keys.get(key);
}

/** The CORE and CCF ranks of the event at a position, null when unranked. */
export function ranksOf(store: EditionSource, position: number): { core: CoreRank | null; ccf: CcfRank | null } {
  const core = store.columns.coreRank[position]!;
  const ccf = store.columns.ccfRank[position]!;
  return { core: core === NONE_U8 ? null : CORE_RANKS[core]!, ccf: ccf === NONE_U8 ? null : CCF_RANKS[ccf]! };
}

/** The events whose bare acronym is this one, in any case ("icml" finds ICML, never ICMLQC). */
export function acronymPositions(store: EditionSource, acronym: string): Uint32Array {
  return positionsOfKey(store.editions.acronyms, acronymKey(acronym));
}

/** What the alias lookups read: the series index and the aliases of the series. */
type AliasSource = { readonly editions: EditionIndex; readonly seriesData: SeriesData };

/**
 * The events of the series that have an alias of this acronym key (an alias folded as an acronym:
 * "kdd" of SIGKDD's DBLP key, "nips" of NeurIPS's former name), ascending.
 */
export function aliasPositions(store: AliasSource, key: string): Uint32Array {
  const { series } = store.editions;
  const lists = Array.from(seriesOfAlias(store.seriesData, key), (s) =>
    series.positions.subarray(series.offsets[s]!, series.offsets[s + 1]!),
  );
  if (lists.length <= 1) return lists[0] ?? new Uint32Array(0);
  const merged = new Uint32Array(lists.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of lists) {
    merged.set(list, at);
    at += list.length;
  }
  return merged.sort();
}

/**
 * The events an acronym names (`acronym=`): acronymOrAliasPositions, else those whose bare acronym
 * is it after an organisation's name ("EC" finds ACM EC 2026, no edition or alias naming EC alone).
 */
export function venuePositions(store: EditionSource & AliasSource, acronym: string): Uint32Array {
  const found = acronymOrAliasPositions(store, acronym);
  return found.length > 0 ? found : organisedPositions(store, acronymKey(acronym));
}

/**
 * The events whose bare acronym is this one, whose series is keyed by it, or whose series has it
 * as an alias, ascending, each once: "CCS" finds ACM CCS 2026, of the series ccs.
 */
export function acronymOrAliasPositions(store: EditionSource & AliasSource, acronym: string): Uint32Array {
  const key = acronymKey(acronym);
  const lists = [acronymPositions(store, key), seriesPositions(store, key), aliasPositions(store, key)].filter(
    (list) => list.length > 0,
  );
  if (lists.length <= 1) return lists[0] ?? new Uint32Array(0);
  // Bitmaps, not a Set of numbers: an acronym's own editions and its series' are mostly the same
  // events, and this runs for every acronym a search or its relevance order reads.
  return RoaringBitmap32.orMany(lists.map((list) => new RoaringBitmap32(list))).toUint32Array();
}

/**
 * Per acronym index, the keys written after an organisation's name by what follows the name
 * ("ec" to "acm ec"; of several, the first organisation's), built at its first lookup: one pass
 * over each organisation's run of the sorted keys, where trying every organisation's spelling at
 * each lookup cost a quarter of a long hostile question's reading.
 */
const ORGANISED = new WeakMap<KeyIndex, Map<string, number>>();

function organisedKeys(index: KeyIndex): Map<string, number> {
  let found = ORGANISED.get(index);
  if (found !== undefined) return found;
  found = new Map();
  for (const organisation of ORGANISATIONS) {
    const prefix = `${organisation} `;
    const from = index.keys.prefixStart(prefix);
    for (let at = from, end = index.keys.prefixEnd(prefix, from); at < end; at++) {
      const rest = index.keys.get(at).slice(prefix.length);
      if (!found.has(rest)) found.set(rest, at);
    }
  }
  ORGANISED.set(index, found);
  return found;
}

/** The events whose bare acronym is `key` after an organisation's name ("ec": ACM EC), the first organisation's. */
function organisedPositions(store: EditionSource, key: string): Uint32Array {
  const { acronyms } = store.editions;
  const at = organisedKeys(acronyms).get(key);
  return at === undefined
    ? new Uint32Array(0)
    : acronyms.positions.subarray(acronyms.offsets[at]!, acronyms.offsets[at + 1]!);
}

/** The events of a series, by its key in any case ("ICML" finds the series icml). */
export function seriesPositions(store: EditionSource, series: string): Uint32Array {
  return positionsOfKey(store.editions.series, seriesKey(series) ?? '');
}

/**
 * The events whose series has an acceptance rate (the connector's selective venues), ascending:
 * no index holds rates, so one pass over the series column, which the search caches.
 */
export function ratedPositions(store: {
  readonly columns: Pick<Columns, 'series'>;
  readonly seriesData: SeriesData;
}): Uint32Array {
  const { series } = store.columns;
  const { offsets } = store.seriesData.rates;
  const rated: number[] = [];
  for (let position = 0; position < series.length; position++) {
    const key = series[position]!;
    if (key !== NONE_U32 && offsets[key + 1]! > offsets[key]!) rated.push(position);
  }
  return Uint32Array.from(rated);
}

/** Every series key, sorted, decoded (for the suggestions of an unknown series). */
export function seriesKeys(store: EditionSource): readonly string[] {
  return store.editions.series.keys.toArray();
}

/** The events of a rank on its scale ("A*" of CORE), or null when the rank is not on the scale. */
export function rankPositions(store: EditionSource, scale: 'core' | 'ccf', rank: string): RoaringBitmap32 | null {
  const ranks: readonly string[] = scale === 'core' ? CORE_RANKS : CCF_RANKS;
  const index = ranks.indexOf(rank.trim().toUpperCase());
  if (index === -1) return null;
  return (scale === 'core' ? store.lists.coreRank : store.lists.ccfRank)[index]!;
}
