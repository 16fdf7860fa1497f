/**
 * npm run bench:warm-steps [-- --quick]
 *
 * Every step of a load at the data set's size, the longest a serving thread is held at once during
 * a swap: reads the bench snapshot in a worker thread as a server does, then runs the store's steps
 * and the index's (the same steps a swap runs in slices, run here one after the other) and times
 * each. Prints each warm build's time and longest step (index.builds()), then the load's steps: how
 * many, the longest by wall and by CPU time, and the five longest, each with its part and number
 * ("index #335": the index's 335th step). Target: no step over 10 ms of CPU at 1M,
 * so that a slice (5 ms, util/sliced.ts) overruns by little. The data set is made when
 * missing (--quick: the 100k set).
 */
import { loadavg } from 'node:os';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { SnapshotIndex } from '../../src/search/index.js';
import { threadCpuMs } from '../../src/search/warm-builds.js';
import { readSnapshotOffThread } from '../../src/snapshot/reader.js';
import { storeSteps } from '../../src/store/load.js';
import type { Steps } from '../../src/util/sliced.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';

const TARGET_CPU_MS = 10;

const options = benchOptions('npm run bench:warm-steps [-- --quick]', {
  quick: { type: 'flag', description: '100k events' },
});

interface Step {
  part: 'store' | 'index';
  /** 1 for the part's first step. */
  number: number;
  ms: number;
  cpuMs: number;
}

/** Runs `steps` to their end, one after the other, timing each. */
function timedSteps<T>(part: Step['part'], steps: Steps<T>, into: Step[]): T {
  for (let number = 1; ; number++) {
    const wall = performance.now();
    const cpu = threadCpuMs();
    const step = steps.next();
    into.push({ part, number, ms: performance.now() - wall, cpuMs: threadCpuMs() - cpu });
    if (step.done) return step.value;
  }
}

const { snapshot } = await benchData(options, console.error);
const countries = new CountryResolver(loadCountries());
const raw = await readSnapshotOffThread(snapshot);
const steps: Step[] = [];
const store = timedSteps('store', storeSteps(snapshot, raw), steps);
const index = timedSteps('index', SnapshotIndex.steps(store, countries), steps);
const builds = Object.entries(index.builds());

console.log(`snapshot ${snapshot} (${store.size} events)`);
console.log(
  `${'build'.padEnd(20)} ${'total ms'.padStart(9)} ${'longest step ms'.padStart(16)} ${'its CPU ms'.padStart(11)}`,
);
for (const [name, build] of builds) {
  const cells = [build.ms, build.longestStepMs, build.longestStepCpuMs].map((ms) => ms.toFixed(1));
  console.log(`${name.padEnd(20)} ${cells[0]!.padStart(9)} ${cells[1]!.padStart(16)} ${cells[2]!.padStart(11)}`);
}

const named = (step: Step) => `${step.part} #${step.number}`;
const byCpu = [...steps].sort((a, b) => b.cpuMs - a.cpuMs);
const longestWall = steps.reduce((a, b) => (b.ms > a.ms ? b : a));
const totals = (part: Step['part']) => {
  const of = steps.filter((step) => step.part === part);
  return `${part} ${of.length} steps, ${of.reduce((sum, step) => sum + step.cpuMs, 0).toFixed(1)} ms of CPU`;
};
console.log(`\nthe load's steps: ${totals('store')}; ${totals('index')}`);
console.log(
  `five longest by CPU: ${byCpu
    .slice(0, 5)
    .map((step) => `${named(step)} ${step.cpuMs.toFixed(1)} ms (wall ${step.ms.toFixed(1)})`)
    .join(', ')}`,
);
console.log(`steps over 5 ms of CPU: ${steps.filter((step) => step.cpuMs > 5).length}`);
const worst = byCpu[0]!;
console.log(
  `longest step: ${named(worst)} ${worst.cpuMs.toFixed(1)} ms of CPU (target <= ${TARGET_CPU_MS} ms: ${
    worst.cpuMs <= TARGET_CPU_MS ? 'met' : 'not met'
  }), longest by wall time ${longestWall.ms.toFixed(1)} ms (${named(longestWall)}); load average ${loadavg()[0]!.toFixed(2)}`,
);
