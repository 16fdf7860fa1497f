/**
 * npm run bench:load -- [--snapshot FILE]
 * Time to load and verify a snapshot, and the process's memory after the load.
 * Targets at 1M events: loaded in at most 2 s, RSS at most 700 MB.
 */
import { loadStore } from '../../src/store/index.js';
import { BENCH_SNAPSHOT } from '../common/dataset.js';
import { benchOptions } from '../common/options.js';

const options = benchOptions('npm run bench:load -- [--snapshot FILE]', {
  snapshot: { type: 'text', default: BENCH_SNAPSHOT, description: 'the snapshot to load' },
});
const file = options.snapshot;
const rssBefore = process.memoryUsage().rss;
const started = performance.now();
const store = loadStore(file);
const loadMs = performance.now() - started;
global.gc?.();
const memory = process.memoryUsage();
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
console.log(`snapshot      ${file} (${store.size} events)`);
console.log(`load time     ${loadMs.toFixed(0)} ms (target <= 2000 ms)`);
console.log(`RSS           ${mib(memory.rss)} after load, ${mib(rssBefore)} before (target <= 700 MB)`);
console.log(
  `heap used     ${mib(memory.heapUsed)}, external ${mib(memory.external)}, array buffers ${mib(memory.arrayBuffers)}`,
);
