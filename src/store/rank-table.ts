/**
 * Ranks of every system (docs/snapshot-format.md, Ranks): per event, its ranks as a table of rows
 * found by per-event offsets (most events have none: their two offsets are equal), each an entry of
 * a short list of (system, edition, value) and the ranking's URL; and one posting list per filter
 * key ("CORE:A*", and with an edition "CORE2023:A*"), for rank= and the rank facet.
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { type EventRank, RANK_SCALES, type RankSystem, rankKey } from '../source/ranks.js';
import type { ValidRow } from '../source/validate.js';
import { allBelow, ascending } from '../util/checks-in-steps.js';
import { BitmapTable, RoaringBitmap32 } from '../util/roaring.js';
import type { Steps } from '../util/sliced.js';
import { RANK_SECTIONS } from './rank-sections.js';
import { StringColumn } from './string-column.js';

/** A distinct (system, edition, value) of the ranks table. */
export interface RankEntry {
  system: RankSystem;
  edition: number | null;
  value: string;
}

/** Every rank of every event: event p's are rows offsets[p] .. offsets[p + 1] - 1. */
export interface RankTable {
  readonly offsets: Uint32Array;
  /** Index into entries. */
  readonly entry: Uint16Array;
  /** The ranking's URL; empty when not given. */
  readonly url: StringColumn;
  readonly entries: readonly RankEntry[];
  /** The filter keys, sorted, and the events of each. */
  readonly keys: readonly string[];
  readonly lists: readonly RoaringBitmap32[];
}

/**
 * The ranks of a row: those of event_ranks, then the core_rank and ccf_rank columns as ranks of no
 * edition, unless a rank of that system and value is there already.
 */
function ranksOfRow(row: ValidRow, given: readonly EventRank[] | undefined): EventRank[] {
  const ranks = given ? [...given] : [];
  const column = (system: RankSystem, value: string | null) => {
    if (value !== null && !ranks.some((rank) => rank.system === system && rank.value === value))
      ranks.push({ system, edition: null, value, url: null });
  };
  column('CORE', row.coreRank);
  column('CCF', row.ccfRank);
  return ranks;
}

/** The rank table of rows in position order; `given` the ranks of event_ranks by id. */
export function compileRanks(rows: readonly ValidRow[], given: ReadonlyMap<number, readonly EventRank[]>): RankTable {
  const offsets = new Uint32Array(rows.length + 1);
  const entryIndex = new Map<string, number>();
  const entries: RankEntry[] = [];
  const entryOf: number[] = [];
  const urls: string[] = [];
  const positionsOf = new Map<string, number[]>();
  const add = (key: string, position: number) => {
    const list = positionsOf.get(key);
    if (!list) positionsOf.set(key, [position]);
    else if (list[list.length - 1] !== position) list.push(position);
  };
  rows.forEach((row, position) => {
    const ranks =
      given.has(row.id) || row.coreRank !== null || row.ccfRank !== null ? ranksOfRow(row, given.get(row.id)) : [];
    for (const { system, edition, value, url } of ranks) {
      const id = `${system}|${edition}|${value}`;
      let at = entryIndex.get(id);
      if (at === undefined) entryIndex.set(id, (at = entries.push({ system, edition, value }) - 1));
      entryOf.push(at);
      urls.push(url ?? '');
      add(rankKey(system, value), position);
      if (edition !== null) add(rankKey(system, value, edition), position);
    }
    offsets[position + 1] = entryOf.length;
  });
  if (entries.length > 0xffff) throw new Error('too many distinct ranks');
  const keys = [...positionsOf.keys()].sort();
  const lists = keys.map((key) => {
    const list = new RoaringBitmap32(positionsOf.get(key)!);
    list.runOptimize();
    return list;
  });
  return { offsets, entry: Uint16Array.from(entryOf), url: StringColumn.from(urls), entries, keys, lists };
}

export function writeRanks(writer: SnapshotWriter, table: RankTable): void {
  writer.add(RANK_SECTIONS.offsets, table.offsets);
  writer.add(RANK_SECTIONS.entry, table.entry);
  writer.add(`${RANK_SECTIONS.url}.bytes`, table.url.bytes, 'bytes');
  writer.add(`${RANK_SECTIONS.url}.offsets`, table.url.offsets);
  writer.add(RANK_SECTIONS.meta, Buffer.from(JSON.stringify({ entries: table.entries, keys: table.keys })), 'json');
  const serialized = table.lists.map((list) => list.serialize('portable'));
  const offsets = new Uint32Array(serialized.length + 1);
  for (const [i, bytes] of serialized.entries()) offsets[i + 1] = offsets[i]! + bytes.byteLength;
  writer.add(RANK_SECTIONS.listBytes, Buffer.concat(serialized), 'bytes');
  writer.add(RANK_SECTIONS.listOffsets, offsets);
}

/**
 * The parts of a rank table as read from a file, checked against each other; null when they do not
 * fit. In steps (util/sliced.ts): the checks of the offsets and of the entries walk a value per
 * event and per rank, one step of 8-16 ms at 1M events when they ran at once.
 */
export function* assembleRanks(
  size: number,
  parts: { offsets: Uint32Array; entry: Uint16Array; url: StringColumn; meta: Buffer },
  listBytes: Buffer,
  listOffsets: Uint32Array,
): Steps<RankTable | null> {
  const { entries, keys } = JSON.parse(parts.meta.toString('utf8')) as { entries: RankEntry[]; keys: string[] };
  const rows = parts.entry.length;
  const { offsets } = parts;
  if (offsets.length !== size + 1 || offsets[size] !== rows || parts.url.length !== rows) return null;
  if (listOffsets.length !== keys.length + 1 || listOffsets[keys.length] !== listBytes.byteLength) return null;
  if (!(yield* ascending(offsets))) return null;
  if (!(yield* allBelow(parts.entry, entries.length))) return null;
  if (!entries.every((entry) => entry.system in RANK_SCALES)) return null;
  const table = new BitmapTable(listBytes, listOffsets);
  if (!keys.every((_, i) => table.fits(i))) return null;
  const lists = keys.map((_, i) => table.view(i));
  return { offsets, entry: parts.entry, url: parts.url, entries, keys, lists };
}
