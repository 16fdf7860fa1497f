/** Binary searches over the start-date column, which is sorted by position. */
import { lowerBound } from '../../util/binary-search.js';

/** First position whose start day is >= day. */
export function firstStartAtOrAfter(start: Int32Array, day: number): number {
  return lowerBound(start, day);
}

/** First position whose start day is > day. */
export function firstStartAfter(start: Int32Array, day: number): number {
  return lowerBound(start, day + 1);
}
