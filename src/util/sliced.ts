/**
 * Long synchronous work written as a generator that yields where it may pause (between bitmaps,
 * between runs of a loop), so that one definition runs two ways: whole, at once (tools, tests, a
 * server's start before it listens), or in slices of a few milliseconds with the event loop
 * turning in between (a snapshot loaded while the process serves). A yield costs a generator
 * resumption, so work yields every few hundred microseconds of itself and the driver decides when
 * a slice is long enough to hand the loop back.
 */

/** Work that pauses at each yield and returns T at its end. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end at once. */
export function runWhole<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * How long a slice may run before the event loop gets a turn, in ms. A turn waits for the slice
 * plus the requests that are ready (under load, a batch of them takes 10 to 20 ms), so the slice is
 * kept below a batch; a shorter one only makes the load take longer.
 */
export const SLICE_MS = 5;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs the steps in slices of about `sliceMs` (a step may overrun it by its own length), giving the
 * event loop a turn (setImmediate: pending I/O and timers run first) between slices, and before the
 * first: the caller may have spent its own turn already (a swap's first slice ran in the turn that
 * received the worker's read, with the collection that the read's memory set off: one 38 ms wait
 * under the profiler).
 */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  for (;;) {
    await turn();
    const until = performance.now() + sliceMs;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
  }
}

/** Values sorted by one native sort between two pauses; longer arrays are sorted in runs, then merged. */
const SORT_RUN = 1 << 15;

/**
 * `values` sorted ascending (as TypedArray.prototype.sort sorts them), in steps: runs of SORT_RUN
 * sorted natively, then merged two by two. One native sort of 250,000 doubles takes about 25 ms,
 * which no step may. Sorts `values` in place and may return it or a new array.
 */
export function sortInSteps(values: Float64Array<ArrayBuffer>): Steps<Float64Array<ArrayBuffer>> {
  return runsMerged(values, SORT_RUN, (part) => part.sort(), mergeRuns);
}

/** Indexes sorted by one comparator sort between two pauses, then merged (see orderInSteps). */
const ORDER_RUN = 1 << 13;

/**
 * The indexes 0..keys.length-1 in ascending order of their keys, ties in index order (a stable
 * argsort), in steps: runs of `run` indexes sorted natively with a comparator, then merged two by
 * two. Written here because no library sorts a permutation in pauses; a comparator sort of 200,000
 * indexes holds a thread about 30 ms.
 */
export function orderInSteps(keys: Float64Array, run = ORDER_RUN): Steps<Uint32Array<ArrayBuffer>> {
  const indexes = new Uint32Array(keys.length);
  for (let i = 0; i < indexes.length; i++) indexes[i] = i;
  return runsMerged(
    indexes,
    run,
    (part) => part.sort((a, b) => keys[a]! - keys[b]! || a - b),
    (from, to, low, middle, high) => mergeIndexRuns(keys, from, to, low, middle, high),
  );
}

/** Strings sorted by one native sort between two pauses (a sort of 11,000 short keys took 4-8 ms). */
const STRING_RUN = 1 << 11;

/**
 * `values` sorted in JavaScript's string order (as Array.prototype.sort sorts them), in steps:
 * runs of `run` sorted natively, then merged two by two, a pause after each run and each merge.
 * Returns a new array.
 */
export function* sortStringsInSteps(values: readonly string[], run = STRING_RUN): Steps<string[]> {
  const n = values.length;
  let from: string[] = [];
  for (let low = 0; low < n; low += run) {
    from.push(...values.slice(low, Math.min(n, low + run)).sort());
    yield;
  }
  let to = new Array<string>(n);
  for (let width = run; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      const middle = Math.min(n, low + width);
      const high = Math.min(n, low + 2 * width);
      let a = low;
      let b = middle;
      for (let at = low; at < high; at++)
        to[at] = a < middle && (b >= high || from[a]! <= from[b]!) ? from[a++]! : from[b++]!;
      yield;
    }
    [from, to] = [to, from];
  }
  return from;
}

/** Merges the sorted runs from[low, middle) and from[middle, high) into to[low, high). */
type Merge<A> = (from: A, to: A, low: number, middle: number, high: number) => void;

/**
 * `values` in runs of `run` sorted by `sortRun`, then merged two by two by `merge`, a pause after
 * each run and each merge. Sorts in place and may return a new array. The merges stay one loop per
 * element type, their comparison inline: a comparison passed as a function made the spelling
 * index's sort about 40% slower.
 */
function* runsMerged<A extends Float64Array<ArrayBuffer> | Uint32Array<ArrayBuffer>>(
  values: A,
  run: number,
  sortRun: (part: A) => void,
  merge: Merge<A>,
): Steps<A> {
  const n = values.length;
  for (let low = 0; low < n; low += run) {
    sortRun(values.subarray(low, Math.min(n, low + run)) as A);
    yield;
  }
  let from = values;
  let to = new (values.constructor as new (length: number) => A)(n);
  for (let width = run; width < n; width *= 2) {
    for (let low = 0; low < n; low += 2 * width) {
      merge(from, to, low, Math.min(n, low + width), Math.min(n, low + 2 * width));
      yield;
    }
    [from, to] = [to, from];
  }
  return from;
}

const mergeRuns: Merge<Float64Array<ArrayBuffer>> = (from, to, low, middle, high) => {
  let a = low;
  let b = middle;
  for (let at = low; at < high; at++) {
    if (a < middle && (b >= high || from[a]! <= from[b]!)) to[at] = from[a++]!;
    else to[at] = from[b++]!;
  }
};

/** mergeRuns of indexes ordered by their keys. */
function mergeIndexRuns(
  keys: Float64Array,
  from: Uint32Array,
  to: Uint32Array,
  low: number,
  middle: number,
  high: number,
): void {
  let a = low;
  let b = middle;
  for (let at = low; at < high; at++) {
    // Ties take the left run first: its indexes are the smaller ones, so the order stays stable.
    if (a < middle && (b >= high || keys[from[a]!]! <= keys[from[b]!]!)) to[at] = from[a++]!;
    else to[at] = from[b++]!;
  }
}
