/**
 * Every facet at facet_size=100 (all 13, the widest facets a search takes): the fixed mix's shapes
 * in turn, each iteration the next shape, on its first page (the facet cache emptied before each
 * search, as after a swap or for a new search) and on a next page (the counts kept). The first
 * page is also timed by hand in CPU time per shape, against the target: on a shared machine a
 * row's p99 of wall time is mostly the wait for a core.
 */
import { cpuUsage } from 'node:process';
import type { Bench } from 'tinybench';
import { REQUEST_FACETS, search, type SearchFilters, type SnapshotIndex } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import { QUERY_MIX } from '../common/queries.js';
import { median } from '../common/stats.js';

/** Target (1M): the first page of every shape of the mix with every facet at facet_size=100, median CPU ms. */
export const EVERY_FACET_FIRST_PAGE_MS = 5;

const FIRST = 'every facet at facet_size=100, first page (the mix in turn)';
const NEXT = 'every facet at facet_size=100, next page (the mix in turn)';
const ROUNDS = 7;

const everyFacet = (filters: SearchFilters): SearchFilters => ({
  ...filters,
  facets: [...REQUEST_FACETS],
  facetSize: 100,
});

/** Adds the two rows; their totals are the mix's summed. */
export function addEveryFacetTasks(bench: Bench, index: SnapshotIndex, today: Day, totals: Map<string, number>): void {
  const shapes = QUERY_MIX.map((shape) => everyFacet(shape.filters));
  const total = shapes.reduce((sum, filters) => sum + search(index, filters, today).total, 0);
  totals.set(FIRST, total);
  totals.set(NEXT, total);
  let first = 0;
  bench.add(FIRST, () => {
    index.caches.facets.clear();
    search(index, shapes[first++ % shapes.length]!, today);
  });
  let next = 0;
  bench.add(NEXT, () => {
    const filters = shapes[next++ % shapes.length]!;
    search(index, { ...filters, offset: filters.offset + filters.limit }, today);
  });
}

const cpuMs = (): number => {
  const { user, system } = cpuUsage();
  return (user + system) / 1000;
};

/**
 * The first page's CPU per shape, the median of ROUNDS: before each, the plain search runs (its
 * sets cached, as a client's first search would leave them) and the facet cache is emptied.
 */
export function timeEveryFacet(index: SnapshotIndex, today: Day): string {
  const rows = QUERY_MIX.map((shape) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      search(index, shape.filters, today);
      index.caches.facets.clear();
      const start = cpuMs();
      search(index, everyFacet(shape.filters), today);
      times.push(cpuMs() - start);
    }
    return { name: shape.name, ms: median(times) };
  }).sort((a, b) => b.ms - a.ms);
  const worst = rows[0]!;
  const mean = rows.reduce((sum, row) => sum + row.ms, 0) / rows.length;
  return [
    `every facet at facet_size=100, first page, CPU per shape (median of ${ROUNDS}): mean ${mean.toFixed(2)} ms; ` +
      `costliest: ${rows
        .slice(0, 5)
        .map((row) => `${row.name} ${row.ms.toFixed(2)}`)
        .join(', ')} ms`,
    `costliest shape: ${worst.ms.toFixed(2)} ms (target <= ${EVERY_FACET_FIRST_PAGE_MS} ms): ${worst.ms <= EVERY_FACET_FIRST_PAGE_MS ? 'met' : 'NOT met'}`,
  ].join('\n');
}
