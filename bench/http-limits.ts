/**
 * npm run bench:limits -- [--seconds N] [--connections N] [--rounds N]
 * The rate limiter's overhead, measured with autocannon on loopback against one server process
 * on the pinned 1M snapshot: the same search with limits off, with the in-memory store and with
 * Redis, in one run. Plan limits are raised so that no request is refused (a refused request is
 * cheaper and would flatter the limiter).
 */
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createKey } from '../src/auth/index.js';
import { findBinary, startRedis, startServerProcess } from '../test/fixtures/servers.js';
import { tempDir } from '../test/fixtures/source.js';
import { ensureBenchData } from './data.js';
import { BENCH_SNAPSHOT } from './dataset.js';

const { values } = parseArgs({ options: { seconds: { type: 'string' }, connections: { type: 'string' }, rounds: { type: 'string' } } });
const seconds = Number(values.seconds ?? 5);
const connections = Number(values.connections ?? 10);
const PATH = '/api/gpt/conferences?country=India&topic=Computer+Science&limit=10';

await ensureBenchData(() => {});
const { dir, cleanup } = tempDir('confdir-bench-limits-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
const redisBinary = findBinary('redis-server');
const redis = redisBinary ? await startRedis(redisBinary) : undefined;

const base = {
  NODE_ENV: 'production', SNAPSHOT_PATH: BENCH_SNAPSHOT, KEYS_FILE: keysFile, LOG_LEVEL: 'warn',
  PLAN_PRO_PER_MINUTE: '1000000', PLAN_PRO_PER_DAY: '100000000',
};
const setups: [string, Record<string, string>][] = [
  ['limits off', { ...base, RATE_LIMITS: 'off' }],
  ['memory store', { ...base }],
  ...(redis ? [['Redis store', { ...base, REDIS_URL: redis.url }] as [string, Record<string, string>]] : []),
];

interface Row { name: string; rps: number; p50: number; p99: number; non2xx: number; total: number }
const rounds = Number(values.rounds ?? 3);
const runs = new Map<string, Row[]>();
const servers = await Promise.all(setups.map(([, env]) => startServerProcess(env)));
try {
  for (const index of setups.keys()) {
    const url = `http://127.0.0.1:${servers[index]!.port}${PATH}`;
    await autocannon({ url, connections, duration: 2, headers: { 'x-api-key': key } }); // warm-up
  }
  // Rounds interleave the setups, so a noisy moment on the machine does not land on one setup only.
  for (let round = 0; round < rounds; round++) {
    for (const [index, [name]] of setups.entries()) {
      const url = `http://127.0.0.1:${servers[index]!.port}${PATH}`;
      const result = await autocannon({ url, connections, duration: seconds, headers: { 'x-api-key': key } });
      const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors, total: result.requests.total };
      runs.set(name, [...(runs.get(name) ?? []), row]);
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
  cleanup();
}
/** The round with the median throughput, per setup. */
const rows = setups.map(([name]) => {
  const sorted = [...runs.get(name)!].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
});

console.log(`HTTP limiter overhead: GET ${PATH}, ${connections} connections, median of ${rounds} interleaved rounds of ${seconds} s, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}\n`);
console.log('| setup | req/s | p50 ms | p99 ms | requests | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.total} | ${row.non2xx} |`);
const off = rows[0]!.rps;
for (const row of rows.slice(1)) console.log(`${row.name}: ${(row.rps / off * 100).toFixed(1)}% of the req/s with limits off`);
if (!redis) console.log('\nredis-server not installed: the Redis row was not measured');
