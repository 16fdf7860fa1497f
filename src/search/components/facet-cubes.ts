/**
 * Co-occurrence counts of the facets, two by two: for every pair of facets (A, B) and every pair
 * of values, how many events have both. A result set that one facet's values alone define (no
 * filter, one country, a list of countries, a continent, a topic, a format list, a year...) then
 * has the counts of every other facet as sums of rows, whatever its size, with no pass over its
 * events. An event with several topics or sub-topics is counted under each: the rows of a list of
 * topics would count such an event twice, so only one topic (or sub-topic) is summed so. Built once per snapshot when it loads, in one pass over the columns (about 180 KB at
 * the demo's 151 sub-topics and 199 countries); the continent's counts and the sizes are then
 * summed from the counted pairs.
 */
import type { Store } from '../../store/store.js';
import { runWhole, type Steps } from '../../util/sliced.js';
import type { FacetCubes, FacetTables } from '../index-view.js';
import { FACETS, type FacetName } from '../types.js';

const NONE = 0xffff;
/**
 * Positions in FACETS. countPairs writes the pairs out in this order (topic, subtopic, type,
 * format, country, continent, year); a test compares every cell with a plain count.
 */
const [TOPIC, SUBTOPIC, TYPE, FORMAT, COUNTRY, CONTINENT, YEAR] = [0, 1, 2, 3, 4, 5, 6];

/** Sums of the rows of a rows × cols matrix. */
function rowSums(matrix: Int32Array, rows: number, cols: number): Int32Array {
  const out = new Int32Array(rows);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) out[i]! += matrix[i * cols + j]!;
  return out;
}

/** Sums of the columns of a rows × cols matrix. */
function colSums(matrix: Int32Array, rows: number, cols: number): Int32Array {
  const out = new Int32Array(cols);
  for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) out[j]! += matrix[i * cols + j]!;
  return out;
}

/**
/**
 * The pairs of every facet but continent, in one pass over the columns of positions [from, to)
 * (in start order, so the year advances with them, from the first at each call). Written out pair
 * by pair rather than as a loop over the facets: a generic loop with the values in arrays took
 * 200–300 ms at 1M events, this 23–51 ms, side by side (the build runs while a snapshot loads).
 * An event with several topics or sub-topics counts once under each (k runs from the first value,
 * k = from - 1, through its others in the topic lists).
 */
function countPairs(
  store: Store,
  tables: FacetTables,
  w: number[],
  pairs: Int32Array[][],
  from: number,
  to: number,
): void {
  const { columns, topicLists } = store;
  const { topic, subtopic, type, format, country, end } = columns;
  const { topics: moreT, subtopics: moreS } = topicLists;
  const { yearEndsAt, yearLastDay, undatedFirst, undatedYear } = tables;
  const [p0, p1, p2, p3, p4] = pairs as [Int32Array[], Int32Array[], Int32Array[], Int32Array[], Int32Array[]];
  const [p01, p02, p03, p04, p06] = [p0[1]!, p0[2]!, p0[3]!, p0[4]!, p0[6]!];
  const [p12, p13, p14, p16] = [p1[2]!, p1[3]!, p1[4]!, p1[6]!];
  const [p23, p24, p26, p34, p36, p46] = [p2[3]!, p2[4]!, p2[6]!, p3[4]!, p3[6]!, p4[6]!];
  const [, w1, w2, w3, w4, , w6] = w as [number, number, number, number, number, number, number];
  const lastYear = yearEndsAt.length - 1;
  let year = 0;
  for (let p = from; p < to; p++) {
    const s0 = subtopic[p]!;
    const ty = type[p]!;
    const f = format[p]!;
    const c = country[p]!;
    while (year < lastYear && p >= yearEndsAt[year]!) year++;
    // An undated edition is of the year it names (facet-tables.ts).
    const y =
      p >= undatedFirst ? undatedYear[p - undatedFirst]! : lastYear >= 0 && end[p]! <= yearLastDay[year]! ? year : -1;
    const tFrom = moreT.offsets[p]!;
    const tTo = moreT.offsets[p + 1]!;
    const sFrom = moreS.offsets[p]!;
    const sTo = moreS.offsets[p + 1]!;
    p23[ty * w3 + f]!++;
    if (c !== NONE) {
      p24[ty * w4 + c]!++;
      p34[f * w4 + c]!++;
    }
    if (y >= 0) {
      p26[ty * w6 + y]!++;
      p36[f * w6 + y]!++;
      if (c !== NONE) p46[c * w6 + y]!++;
    }
    for (let k = tFrom - 1; k < tTo; k++) {
      const t = k < tFrom ? topic[p]! : moreT.values[k]!;
      p02[t * w2 + ty]!++;
      p03[t * w3 + f]!++;
      if (c !== NONE) p04[t * w4 + c]!++;
      if (y >= 0) p06[t * w6 + y]!++;
      if (s0 !== NONE) for (let j = sFrom - 1; j < sTo; j++) p01[t * w1 + (j < sFrom ? s0 : moreS.values[j]!)]!++;
    }
    if (s0 === NONE) continue;
    for (let j = sFrom - 1; j < sTo; j++) {
      const s = j < sFrom ? s0 : moreS.values[j]!;
      p12[s * w2 + ty]!++;
      p13[s * w3 + f]!++;
      if (c !== NONE) p14[s * w4 + c]!++;
      if (y >= 0) p16[s * w6 + y]!++;
    }
  }
}

/** The continent's pairs, summed from the country's: each country has one continent. */
function addContinentPairs(tables: FacetTables, w: number[], pairs: Int32Array[][], countries: Int32Array): void {
  const { continentOf } = tables;
  const [wc, wk, wy] = [w[COUNTRY]!, w[CONTINENT]!, w[YEAR]!];
  for (let c = 0; c < wc; c++) {
    const k = continentOf[c]!;
    if (k < 0) continue;
    for (let a = 0; a < COUNTRY; a++) {
      const from = pairs[a]![COUNTRY]!;
      const to = pairs[a]![CONTINENT]!;
      for (let v = 0; v < w[a]!; v++) to[v * wk + k]! += from[v * wc + c]!;
    }
    pairs[COUNTRY]![CONTINENT]![c * wk + k] = countries[c]!;
    const years = pairs[COUNTRY]![YEAR]!;
    const continentYears = pairs[CONTINENT]![YEAR]!;
    for (let y = 0; y < wy; y++) continentYears[k * wy + y]! += years[c * wy + y]!;
  }
}

/**
 * Positions counted between two pauses: a few milliseconds' work. The first steps run before the
 * code is optimized, several times slower: with 65,536 positions the longest step took 29.6 ms of
 * CPU at 1M events (bench:warm-steps), hence a quarter of that.
 */
const POSITIONS_PER_STEP = 1 << 14;

export function buildFacetCubes(store: Store, tables: FacetTables): FacetCubes {
  return runWhole(facetCubeSteps(store, tables));
}

/** Each facet's number of values, in FACETS order. */
function widths(tables: FacetTables): number[] {
  return FACETS.map((name) => tables.byFacet[name].names.length);
}

/** The lengths of the cubes' pairs, pairs[a][b] for a < b in FACETS order (the others are empty). */
export function pairLengths(tables: FacetTables): number[][] {
  const w = widths(tables);
  return FACETS.map((_, a) => FACETS.map((__, b) => (a < b ? w[a]! * w[b]! : 0)));
}

/** buildFacetCubes in steps (util/sliced.ts): the pass over the columns a run of positions at a time. */
export function* facetCubeSteps(store: Store, tables: FacetTables): Steps<FacetCubes> {
  const w = widths(tables);
  const pairs = pairLengths(tables).map((row) => row.map((length) => new Int32Array(length)));
  for (let from = 0; from < store.size; from += POSITIONS_PER_STEP) {
    countPairs(store, tables, w, pairs, from, Math.min(store.size, from + POSITIONS_PER_STEP));
    yield;
  }
  addContinentPairs(tables, w, pairs, colSums(pairs[TYPE]![COUNTRY]!, w[TYPE]!, w[COUNTRY]!));
  return cubesOfPairs(tables, pairs);
}

/**
 * The cubes of their pairs, every pair counted (the continents' too): the facets' sizes are sums of
 * the pairs'. Every event has one type and one format (and a topic or more): the pairs with the type
 * hold every size, the type's own from the (type, format) pairs.
 */
export function cubesOfPairs(tables: FacetTables, pairs: Int32Array[][]): FacetCubes {
  const w = widths(tables);
  const byType = (a: number) => pairs[a]![TYPE]!;
  const ofType = (b: number) => pairs[TYPE]![b]!;
  const country = colSums(ofType(COUNTRY), w[TYPE]!, w[COUNTRY]!);
  const continent = new Int32Array(w[CONTINENT]!);
  for (let c = 0; c < country.length; c++)
    if (tables.continentOf[c]! >= 0) continent[tables.continentOf[c]!]! += country[c]!;
  const sizes: FacetCubes['sizes'] = {
    topic: rowSums(byType(TOPIC), w[TOPIC]!, w[TYPE]!),
    subtopic: rowSums(byType(SUBTOPIC), w[SUBTOPIC]!, w[TYPE]!),
    type: rowSums(ofType(FORMAT), w[TYPE]!, w[FORMAT]!),
    format: colSums(ofType(FORMAT), w[TYPE]!, w[FORMAT]!),
    country,
    continent,
    year: colSums(ofType(YEAR), w[TYPE]!, w[YEAR]!),
  };
  return { sizes, pairs };
}

/**
 * Counts of facet `b` over the events whose value of facet `a` is one of `values`: exact when an
 * event has one value of `a` (type, format, country, continent, year), or when `values` is one
 * value (facets/scope.ts asks nothing else).
 */
export function cubeCounts(cubes: FacetCubes, a: FacetName, values: readonly number[], b: FacetName): Int32Array {
  const ia = FACETS.indexOf(a);
  const ib = FACETS.indexOf(b);
  const width = cubes.sizes[b].length;
  const out = new Int32Array(width);
  if (ia === ib) {
    for (const v of values) out[v] = cubes.sizes[a][v]!;
    return out;
  }
  const lengthA = cubes.sizes[a].length;
  for (const v of values) {
    for (let j = 0; j < width; j++) {
      out[j]! += ia < ib ? cubes.pairs[ia]![ib]![v * width + j]! : cubes.pairs[ib]![ia]![j * lengthA + v]!;
    }
  }
  return out;
}
