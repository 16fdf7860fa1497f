/**
 * npm run bench:warm-steps [-- --quick]
 *
 * The warm builds' steps at the data set's size: loads the bench snapshot, builds its index the way
 * a swap does (the same steps, run here at once), and prints each build's time and its longest
 * step, the longest it holds a serving thread at once (index.builds()). Target: no step over 50 ms
 * at 1M. Needs `npm run bench:data` first (or the 100k set with --quick).
 */
import { loadavg } from 'node:os';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotIndex } from '../../src/search/index.js';
import { loadStore } from '../../src/store/index.js';
import { runWhole } from '../../src/util/sliced.js';
import { benchDataset, BENCH_EVENTS } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';

const options = benchOptions('npm run bench:warm-steps [-- --quick]', {
  quick: { type: 'flag', description: '100k events' },
});
const { snapshot } = benchDataset(options.quick ? 100_000 : BENCH_EVENTS);
const store = loadStore(snapshot);
const index = runWhole(SnapshotIndex.steps(store, new CountryResolver(loadCountries())));
const builds = Object.entries(index.builds());
console.log(`snapshot ${snapshot} (${store.size} events)`);
console.log(
  `${'build'.padEnd(20)} ${'total ms'.padStart(9)} ${'longest step ms'.padStart(16)} ${'its CPU ms'.padStart(11)}`,
);
for (const [name, build] of builds) {
  const cells = [build.ms, build.longestStepMs, build.longestStepCpuMs].map((ms) => ms.toFixed(1));
  console.log(`${name.padEnd(20)} ${cells[0]!.padStart(9)} ${cells[1]!.padStart(16)} ${cells[2]!.padStart(11)}`);
}
const [worst, record] = builds.reduce((a, b) => (b[1].longestStepCpuMs > a[1].longestStepCpuMs ? b : a));
console.log(
  `longest step: ${worst} ${record.longestStepCpuMs.toFixed(1)} ms of CPU, ${record.longestStepMs.toFixed(1)} ms of wall time (target <= 50 ms); load average ${loadavg()[0]!.toFixed(2)}`,
);
