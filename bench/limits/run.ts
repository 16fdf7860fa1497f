/**
 * npm run bench:limits -- [--seconds N] [--connections N] [--rounds N]
 * The rate limiter's overhead, measured with autocannon on loopback (well below the framework's
 * ceiling, where a Node loader can still keep up) against server processes on
 * the pinned 1M snapshot: the same search with limits off, with the in-memory store, with Redis,
 * and with a hung Redis (a second redis-server, stopped with SIGSTOP after the warm-up: it keeps
 * its connections and answers nothing), in one run. Plan limits are raised so that no request is
 * refused (a refused request is cheaper and would flatter the limiter), and the response cache is
 * off, so that every request is a real search. Each setup also reports the server's CPU per request.
 */
import { cpus } from 'node:os';
import {
  findBinary,
  type RedisServer,
  startRedis,
  startServerProcess,
  waitFor,
} from '../../tools/support/processes.js';
import { type LoadRun, type LoadSummary, runLoad, summarize } from '../common/http-load.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';

const { seconds, connections, rounds } = benchOptions(
  'npm run bench:limits -- [--seconds N] [--connections N] [--rounds N]',
  {
    seconds: { type: 'whole', min: 1, max: 600, default: 5, description: 'seconds per round' },
    connections: { type: 'whole', min: 1, max: 1000, default: 10, description: 'autocannon connections' },
    rounds: { type: 'whole', min: 1, max: 100, default: 3, description: 'interleaved rounds per setup' },
  },
);
const PATH = '/api/gpt/conferences?country=India&topic=Computer+Science&limit=10';

/** The setups: their names and server environments (the Redis ones only when both Redis servers run). */
function limiterSetups(
  snapshot: string,
  keysFile: string,
  redis?: RedisServer,
  hung?: RedisServer,
): [string, Record<string, string>][] {
  const base = {
    NODE_ENV: 'production',
    SNAPSHOT_PATH: snapshot,
    KEYS_FILE: keysFile,
    LOG_LEVEL: 'warn',
    RESPONSE_CACHE_MB: '0',
    PLAN_PRO_PER_MINUTE: '1000000',
    PLAN_PRO_PER_DAY: '100000000',
  };
  return [
    ['limits off', { ...base, RATE_LIMITS: 'off' }],
    ['memory store', { ...base }],
    ...(redis && hung
      ? ([
          ['Redis store', { ...base, REDIS_URL: redis.url }],
          ['Redis hung (SIGSTOP)', { ...base, REDIS_URL: hung.url }],
        ] as [string, Record<string, string>][])
      : []),
  ];
}

function printReport(rows: readonly LoadSummary[], hungIndex: number | null): void {
  console.log(
    `HTTP limiter overhead: GET ${PATH}, response cache off, ${connections} connections, median of ${rounds} interleaved rounds of ${seconds} s, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}\n`,
  );
  console.log('| setup | req/s (autocannon) | server CPU µs/req | p50 ms | p99 ms | requests | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.name} | ${row.rps.toFixed(0)} | ${row.cpuPerRequest?.toFixed(1) ?? '–'} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ${row.requests} | ${row.non2xx + row.errors} |`,
    );
  const off = rows[0]!.rps;
  for (const row of rows.slice(1))
    console.log(`${row.name}: ${((row.rps / off) * 100).toFixed(1)}% of the req/s with limits off`);
  if (hungIndex !== null) {
    const ratio = rows[hungIndex]!.rps / rows[hungIndex - 1]!.rps;
    console.log(
      `Redis hung: ${(ratio * 100).toFixed(1)}% of the req/s with Redis up (target at least 80%: ${ratio >= 0.8 ? 'met' : 'NOT met'})`,
    );
  } else console.log('\nredis-server not installed: the Redis rows were not measured');
}

const { snapshot } = await benchData();
const { keysFile, key, cleanup } = benchKeys('confdir-bench-limits-');
const redisBinary = findBinary('redis-server');
const redis = redisBinary ? await startRedis(redisBinary) : undefined;
const hung = redisBinary ? await startRedis(redisBinary) : undefined;
const setups = limiterSetups(snapshot, keysFile, redis, hung);
const HUNG = setups.length - 1;

const runs = setups.map((): { rounds: LoadRun[]; latencies: number[] } => ({ rounds: [], latencies: [] }));
const servers = await Promise.all(setups.map(([, env]) => startServerProcess(env)));
const target = (index: number) => ({
  port: servers[index]!.port,
  paths: [PATH],
  headers: { 'x-api-key': key },
  pids: () => [servers[index]!.child.pid!],
});
let rows: LoadSummary[];
const redisUp = async (port: number): Promise<boolean> =>
  ((await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as { redis?: string }).redis === 'up';
try {
  if (hung) await waitFor(() => redisUp(servers[HUNG]!.port), 10_000, 'the Redis link of the hung setup');
  for (const index of setups.keys()) await runLoad(target(index), 2, connections); // warm-up
  hung?.pause();
  // Rounds interleave the setups, so a noisy moment on the machine does not land on one setup only.
  for (let round = 0; round < rounds; round++) {
    for (const index of setups.keys())
      runs[index]!.rounds.push(await runLoad(target(index), seconds, connections, runs[index]!.latencies));
  }
  rows = setups.map(([name], index) => summarize(name, runs[index]!.rounds, runs[index]!.latencies));
} finally {
  hung?.resume();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([redis?.stop(), hung?.stop()]);
  cleanup();
}
printReport(rows, hung ? HUNG : null);
