/**
 * Which events have not ended on a day, as the upcoming order reads it (docs/api.md, Order).
 * Positions are in (start, id) order with the events whose dates are not known yet last, so the
 * events from the first that starts on the day have not ended, those before the edge (the longest
 * duration before the day) have, and in the edge the end date decides. An undated event has not
 * ended unless the year it names is before the day's: "CBT 2023", dates never given, is over.
 */
import type { Store } from '../../store/store.js';
import { type Day, dateParts } from '../../util/dates.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import { firstStartAtOrAfter } from './columns.js';

export interface DaySplit {
  today: Day;
  edgeStart: number;
  futureStart: number;
  /** The first undated position. */
  undatedFirst: number;
  /** The undated events whose edition year is before the day's (frozen; usually empty). */
  undatedPast: RoaringBitmap32;
}

export function daySplit(store: Pick<Store, 'columns' | 'meta' | 'undated'>, today: Day): DaySplit {
  const { start } = store.columns;
  const { first, year } = store.undated;
  const thisYear = dateParts(today).year;
  const undatedPast = new RoaringBitmap32();
  for (let i = 0; i < year.length; i++) if (year[i]! !== 0 && year[i]! < thisYear) undatedPast.add(first + i);
  return {
    today,
    edgeStart: firstStartAtOrAfter(start, today - store.meta.maxDuration),
    futureStart: firstStartAtOrAfter(start, today),
    undatedFirst: first,
    undatedPast: undatedPast.freeze(),
  };
}

/** Whether the event at `position` has not ended on the split's day. */
export function notOver(end: Int32Array, split: DaySplit, position: number): boolean {
  if (position >= split.futureStart) return position < split.undatedFirst || !split.undatedPast.has(position);
  return position >= split.edgeStart && end[position]! >= split.today;
}
