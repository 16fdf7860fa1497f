/**
 * npm run bench:load -- [--snapshot FILE]
 * Time to load a snapshot as the server does (verify and deserialize the file, then the warm
 * builds: facet tables and cubes, spelling index and the other per-snapshot structures), each
 * warm build's time, the process's memory after the load, and the first facet search and the
 * first zero-result search after it beside a second run of each (they should cost the same: the
 * load built everything). Targets at 1M events: loaded in at most 2 s, RSS at most 700 MB.
 */
import { loadavg } from 'node:os';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { FACETS, type SearchFilters, SnapshotIndex, search } from '../../src/search/index.js';
import { loadStore } from '../../src/store/index.js';
import { todayUtc } from '../../src/util/dates.js';
import { BENCH_SNAPSHOT } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';

const options = benchOptions('npm run bench:load -- [--snapshot FILE]', {
  snapshot: { type: 'text', default: BENCH_SNAPSHOT, description: 'the snapshot to load' },
});
const file = options.snapshot;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const rssBefore = process.memoryUsage().rss;
const cpuBefore = process.cpuUsage();
const started = performance.now();
const store = loadStore(file);
const storeMs = performance.now() - started;
const today = todayUtc();
const index = new SnapshotIndex(store, new CountryResolver(loadCountries()), today);
const loadMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
global.gc?.();
const memory = process.memoryUsage();

/** Engine time of one search, in ms. */
function timed(filters: Partial<SearchFilters>): { ms: number; total: number } {
  const start = performance.now();
  const result = search(index, { limit: 10, offset: 0, ...filters }, today);
  return { ms: performance.now() - start, total: result.total };
}

const facetSearch: Partial<SearchFilters> = { countries: ['Germany'], facets: [...FACETS] };
const misspelt: Partial<SearchFilters> = { q: 'lerning mashine' };
const firstFacets = timed(facetSearch);
const firstMisspelt = timed(misspelt);
const againFacets = timed({ ...facetSearch, countries: ['France'] });
const againMisspelt = timed({ q: 'mashine lernin' });
const builds = Object.entries(index.builds());
const lookupsMs = loadMs - storeMs - builds.reduce((sum, [, build]) => sum + build.ms, 0);

console.log(`snapshot      ${file} (${store.size} events)`);
console.log(`load time     ${ms(loadMs)} with the warm builds (target <= 2000 ms)`);
// On a shared machine the wall time grows with the other work; the CPU time much less.
console.log(`  CPU time              ${ms((cpu.user + cpu.system) / 1000)} (user and system, every thread)`);
console.log(`  verify + deserialize  ${ms(storeMs)}`);
for (const [name, build] of builds) console.log(`  ${name.padEnd(21)} ${build.ms.toFixed(1)} ms`);
console.log(`  ${'countries, listings'.padEnd(21)} ${ms(lookupsMs)}`);
console.log(`RSS           ${mib(memory.rss)} after load, ${mib(rssBefore)} before (target <= 700 MB)`);
console.log(
  `heap used     ${mib(memory.heapUsed)}, external ${mib(memory.external)}, array buffers ${mib(memory.arrayBuffers)}`,
);
console.log(
  `first facet search (country + all facets) ${firstFacets.ms.toFixed(1)} ms, another country ${againFacets.ms.toFixed(1)} ms`,
);
console.log(
  `first zero-result search (${firstMisspelt.total} found) ${firstMisspelt.ms.toFixed(1)} ms, another ${againMisspelt.ms.toFixed(1)} ms`,
);
const machineLoad = loadavg().map((value) => value.toFixed(2));
console.log(`load average  ${machineLoad.join(' / ')} (1 / 5 / 15 min; other work on the machine shows here)`);
