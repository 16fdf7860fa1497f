/**
 * npm run bench:cache -- [--seconds N]
 * The response cache's hit and miss latency over HTTP on loopback, against one server process on
 * the 1M snapshot (limits off, cache on): the same search again and again (hits), and searches
 * that differ by offset, each asked once (misses: computed, then stored). One connection, so the
 * latencies are those of one request at a time (autocannon), and the server's CPU per request.
 */
import { startServerProcess } from '../../tools/support/processes.js';
import { ensureBenchData } from '../common/data.js';
import { BENCH_SNAPSHOT } from '../common/dataset.js';
import { runLoad, summarize, type LoadSummary } from '../common/http-load.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';

const { seconds } = benchOptions('npm run bench:cache -- [--seconds N]', {
  seconds: { type: 'whole', min: 1, max: 600, default: 5, description: 'seconds per measurement' },
});
const SEARCH = '/api/gpt/conferences?country=India&topic=Computer+Science&limit=10';
const MISS_PATHS = 200_000; // far more than one connection can ask in the run: none repeats

await ensureBenchData(() => {});
const { keysFile, key, cleanup } = benchKeys('confdir-bench-cache-');
const server = await startServerProcess({
  NODE_ENV: 'production',
  SNAPSHOT_PATH: BENCH_SNAPSHOT,
  KEYS_FILE: keysFile,
  LOG_LEVEL: 'warn',
  RATE_LIMITS: 'off',
  RESPONSE_CACHE_MB: '256',
});
const headers = { 'x-api-key': key };
const measure = async (name: string, paths: string[]): Promise<LoadSummary> => {
  const latencies: number[] = [];
  const pids = () => [server.child.pid!];
  const run = await runLoad({ port: server.port, paths, headers, pids }, seconds, 1, latencies);
  return summarize(name, [run], latencies);
};
let rows: LoadSummary[];
try {
  await runLoad({ port: server.port, paths: [SEARCH], headers }, 2, 1); // warm-up; stores SEARCH
  const misses = Array.from({ length: MISS_PATHS }, (_, offset) => `${SEARCH}&offset=${offset + 1}`);
  rows = [
    await measure('cache hit (same search)', [SEARCH]),
    await measure('cache miss (new search each time)', misses),
  ];
} finally {
  await server.stop();
  cleanup();
}
console.log(`response cache over HTTP, 1M events, 1 connection, ${seconds} s each\n`);
console.log('| request | requests | p50 ms | p99 ms | server CPU µs/req |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.requests} | ${row.p50.toFixed(3)} | ${row.p99.toFixed(3)} | ${row.cpuPerRequest?.toFixed(1) ?? '–'} |`,
  );
