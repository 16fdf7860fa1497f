/**
 * The sections of snapshot format 7 (docs/snapshot-format.md, Ranks, Tracks and Estimates): the
 * ranks of every system, the tracks of editions and the basis of estimated deadlines; compiled from
 * the builder's maps by event id and read back with their checks.
 */
import { SnapshotError, type SectionKind } from '../snapshot/format.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import type { EventRank } from '../source/ranks.js';
import type { EventTrack } from '../source/tracks.js';
import type { ValidRow } from '../source/validate.js';
import { TYPED_ARRAYS } from './layout.js';
import { RANK_SECTIONS } from './rank-sections.js';
import { assembleRanks, compileRanks, type RankTable, writeRanks } from './rank-table.js';
import type { StringColumn } from './string-column.js';
import type { Steps } from '../util/sliced.js';
import {
  basisFits,
  compileEstimateBasis,
  compileTracks,
  ESTIMATE_SECTIONS,
  type EstimateBasis,
  type EstimateSource,
  TRACK_SECTIONS,
  type TrackTable,
  tracksFit,
  writeTracks,
} from './track-table.js';

/** What the builder gives, by event id; each map may be empty. */
export interface AnnexInput {
  ranks: ReadonlyMap<number, readonly EventRank[]>;
  tracks: ReadonlyMap<number, readonly EventTrack[]>;
  estimates: ReadonlyMap<number, EstimateSource>;
}

export interface AnnexParts {
  ranks: RankTable;
  tracks: TrackTable;
  estimateBasis: EstimateBasis;
}

const NO_INPUT: AnnexInput = { ranks: new Map(), tracks: new Map(), estimates: new Map() };

/** Writes the sections of rows already in position order. */
export function writeAnnex(writer: SnapshotWriter, rows: readonly ValidRow[], input: AnnexInput = NO_INPUT): void {
  writeRanks(writer, compileRanks(rows, input.ranks));
  writeTracks(writer, compileTracks(rows, input.tracks), compileEstimateBasis(rows, input.estimates));
}

type Section = (name: string, kind: SectionKind) => Buffer;

/** Reads and checks the sections, in steps (util/sliced.ts): each check reads a column of every event. */
export function* loadAnnex(
  file: string,
  size: number,
  section: Section,
  strings: (name: string) => StringColumn,
): Steps<AnnexParts> {
  const typed = <K extends keyof typeof TYPED_ARRAYS>(name: string, kind: K) => {
    const bytes = section(name, kind);
    const TypedArray = TYPED_ARRAYS[kind];
    return new TypedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength / TypedArray.BYTES_PER_ELEMENT);
  };
  const ranks = yield* assembleRanks(
    size,
    {
      offsets: typed(RANK_SECTIONS.offsets, 'u32'),
      entry: typed(RANK_SECTIONS.entry, 'u16'),
      url: strings(RANK_SECTIONS.url),
      meta: section(RANK_SECTIONS.meta, 'json'),
    },
    section(RANK_SECTIONS.listBytes, 'bytes'),
    typed(RANK_SECTIONS.listOffsets, 'u32'),
  );
  if (ranks === null) throw new SnapshotError(file, 'the ranks are inconsistent');
  yield;
  const tracks: TrackTable = {
    offsets: typed(TRACK_SECTIONS.offsets, 'u32'),
    name: strings(TRACK_SECTIONS.name),
    zones: JSON.parse(section(TRACK_SECTIONS.zones, 'json').toString('utf8')) as string[],
    deadlines: {
      offsets: typed(TRACK_SECTIONS.deadlineOffsets, 'u32'),
      kind: typed(TRACK_SECTIONS.kind, 'u8'),
      round: typed(TRACK_SECTIONS.round, 'u8'),
      zone: typed(TRACK_SECTIONS.zone, 'u16'),
      day: typed(TRACK_SECTIONS.day, 'i32'),
      at: typed(TRACK_SECTIONS.at, 'f64'),
    },
  };
  const estimateBasis: EstimateBasis = {
    position: typed(ESTIMATE_SECTIONS.position, 'u32'),
    offsets: typed(ESTIMATE_SECTIONS.offsets, 'u32'),
    agreeing: typed(ESTIMATE_SECTIONS.agreeing, 'u32'),
    compared: typed(ESTIMATE_SECTIONS.compared, 'u8'),
  };
  yield;
  if (!(yield* tracksFit(tracks, size)) || !basisFits(estimateBasis, size)) {
    throw new SnapshotError(file, 'the tracks or the estimates are inconsistent');
  }
  return { ranks, tracks, estimateBasis };
}
