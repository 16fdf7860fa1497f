/** Binary searches over the start-date column, which is sorted by position. */

/** First position whose start day is >= day. */
export function firstStartAtOrAfter(start: Int32Array, day: number): number {
  let lo = 0;
  let hi = start.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (start[mid]! < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position whose start day is > day. */
export function firstStartAfter(start: Int32Array, day: number): number {
  return firstStartAtOrAfter(start, day + 1);
}
