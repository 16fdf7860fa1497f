/**
 * Tracks and the basis of estimates (docs/snapshot-format.md, Tracks and Estimates): per event, its
 * tracks (name and own deadlines) as a table of rows found by per-event offsets, each track's
 * deadlines a deadline table of its own indexed by track; and, for every event with an estimated
 * deadline, the past editions that agree on its offset and how many were compared.
 */
import type { SnapshotWriter } from '../snapshot/writer.js';
import { DEADLINE_KINDS } from '../source/schema.js';
import type { EventTrack } from '../source/tracks.js';
import type { ValidRow } from '../source/validate.js';
import type { DeadlineTable } from './deadline-table.js';
import { allBelow } from '../util/checks-in-steps.js';
import type { Steps } from '../util/sliced.js';
import { StringColumn } from './string-column.js';

/** Every track of every event: event p's are rows offsets[p] .. offsets[p + 1] - 1. */
export interface TrackTable {
  readonly offsets: Uint32Array;
  readonly name: StringColumn;
  /** Track t's deadlines: rows deadlines.offsets[t] .. offsets[t + 1] - 1, kinds of DEADLINE_KINDS. */
  readonly deadlines: DeadlineTable;
  /** The zones deadlines.zone indexes. */
  readonly zones: readonly string[];
}

/** The estimates' basis: for the events at `position` (ascending), the ids agreeing and the count compared. */
export interface EstimateBasis {
  readonly position: Uint32Array;
  readonly offsets: Uint32Array;
  readonly agreeing: Uint32Array;
  readonly compared: Uint8Array;
}

/** What an estimate is drawn from, as the builder gives it (src/builder/estimates.ts). */
export interface EstimateSource {
  agreeing: readonly number[];
  compared: number;
}

/** How sure an estimate is: from how many of the past editions compared agree on its offset. */
export const ESTIMATE_CONFIDENCES = ['low', 'medium', 'high'] as const;
export type EstimateConfidence = (typeof ESTIMATE_CONFIDENCES)[number];

/** high: three or more editions agree; medium: two; low: one (the edition it is drawn from alone). */
export function confidenceOfCount(agreeing: number): EstimateConfidence {
  return agreeing >= 3 ? 'high' : agreeing === 2 ? 'medium' : 'low';
}

export const TRACK_SECTIONS = {
  offsets: 'tracks.offsets',
  name: 'tracks.name',
  zones: 'tracks.zones',
  deadlineOffsets: 'tracks.deadlines.offsets',
  kind: 'tracks.deadlines.kind',
  round: 'tracks.deadlines.round',
  zone: 'tracks.deadlines.zone',
  day: 'tracks.deadlines.day',
  at: 'tracks.deadlines.at',
} as const;

export const ESTIMATE_SECTIONS = {
  position: 'estimates.position',
  offsets: 'estimates.offsets',
  agreeing: 'estimates.agreeing',
  compared: 'estimates.compared',
} as const satisfies Record<keyof EstimateBasis, string>;

/** The track table of rows in position order; `given` the tracks of event_tracks by id. */
export function compileTracks(
  rows: readonly ValidRow[],
  given: ReadonlyMap<number, readonly EventTrack[]>,
): TrackTable {
  const offsets = new Uint32Array(rows.length + 1);
  const tracks: EventTrack[] = [];
  rows.forEach((row, position) => {
    for (const track of given.get(row.id) ?? []) tracks.push(track);
    offsets[position + 1] = tracks.length;
  });
  const deadlineOffsets = new Uint32Array(tracks.length + 1);
  tracks.forEach((track, t) => {
    deadlineOffsets[t + 1] = deadlineOffsets[t]! + track.deadlines.length;
  });
  const count = deadlineOffsets[tracks.length]!;
  const deadlines = {
    offsets: deadlineOffsets,
    kind: new Uint8Array(count),
    round: new Uint8Array(count),
    zone: new Uint16Array(count),
    day: new Int32Array(count),
    at: new Float64Array(count),
  };
  const zones = new Map<string, number>();
  let at = 0;
  for (const track of tracks) {
    for (const deadline of track.deadlines) {
      let zone = zones.get(deadline.zone);
      if (zone === undefined) zones.set(deadline.zone, (zone = zones.size));
      deadlines.kind[at] = DEADLINE_KINDS.indexOf(deadline.kind);
      deadlines.round[at] = deadline.round;
      deadlines.zone[at] = zone;
      deadlines.day[at] = deadline.day;
      deadlines.at[at++] = deadline.at;
    }
  }
  return { offsets, name: StringColumn.from(tracks.map((t) => t.name)), deadlines, zones: [...zones.keys()] };
}

/** The basis of the estimates of rows in position order; `given` by id. */
export function compileEstimateBasis(
  rows: readonly ValidRow[],
  given: ReadonlyMap<number, EstimateSource>,
): EstimateBasis {
  const positions: number[] = [];
  const offsets = [0];
  const agreeing: number[] = [];
  const compared: number[] = [];
  rows.forEach((row, position) => {
    const basis = given.get(row.id);
    if (!basis) return;
    positions.push(position);
    agreeing.push(...basis.agreeing);
    offsets.push(agreeing.length);
    compared.push(Math.min(basis.compared, 0xff));
  });
  return {
    position: Uint32Array.from(positions),
    offsets: Uint32Array.from(offsets),
    agreeing: Uint32Array.from(agreeing),
    compared: Uint8Array.from(compared),
  };
}

export function writeTracks(writer: SnapshotWriter, tracks: TrackTable, basis: EstimateBasis): void {
  writer.add(TRACK_SECTIONS.offsets, tracks.offsets);
  writer.add(`${TRACK_SECTIONS.name}.bytes`, tracks.name.bytes, 'bytes');
  writer.add(`${TRACK_SECTIONS.name}.offsets`, tracks.name.offsets);
  writer.add(TRACK_SECTIONS.zones, Buffer.from(JSON.stringify(tracks.zones)), 'json');
  const { deadlines } = tracks;
  writer.add(TRACK_SECTIONS.deadlineOffsets, deadlines.offsets);
  writer.add(TRACK_SECTIONS.kind, deadlines.kind);
  writer.add(TRACK_SECTIONS.round, deadlines.round);
  writer.add(TRACK_SECTIONS.zone, deadlines.zone);
  writer.add(TRACK_SECTIONS.day, deadlines.day);
  writer.add(TRACK_SECTIONS.at, deadlines.at);
  for (const [name, section] of Object.entries(ESTIMATE_SECTIONS))
    writer.add(section, basis[name as keyof EstimateBasis]);
}

/** Whether a track table fits `size` events; in steps, a pause every 65,536 deadlines checked. */
export function* tracksFit(tracks: TrackTable, size: number): Steps<boolean> {
  const { offsets, name, deadlines, zones } = tracks;
  const count = name.length;
  const rows = deadlines.offsets[count];
  if (offsets.length !== size + 1 || offsets[size] !== count || deadlines.offsets.length !== count + 1) return false;
  const columns = [deadlines.kind, deadlines.round, deadlines.zone, deadlines.day, deadlines.at];
  if (columns.some((column) => column.length !== rows)) return false;
  return (yield* allBelow(deadlines.zone, zones.length)) && (yield* allBelow(deadlines.kind, DEADLINE_KINDS.length));
}

/** Whether an estimate basis fits `size` events. */
export function basisFits(basis: EstimateBasis, size: number): boolean {
  const n = basis.position.length;
  return (
    basis.offsets.length === n + 1 &&
    basis.offsets[n] === basis.agreeing.length &&
    basis.compared.length === n &&
    basis.position.every((p, i) => p < size && (i === 0 || p > basis.position[i - 1]!))
  );
}
