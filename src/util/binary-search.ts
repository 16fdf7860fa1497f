/** Index of the first element of the sorted `items` that is >= key (items.length if none). */
export function lowerBound<T extends number | string>(items: ArrayLike<T>, key: T): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element of the sorted `items` that is > key (items.length if none). */
export function upperBound(items: ArrayLike<number>, key: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]! <= key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
