/**
 * npm run bench:cache-churn -- [--seconds N] [--connections N] [--cache-mb N] [--quick] [--soak-minutes N] [--rate N] [--entry-cost]
 * The response cache's memory under churn: one server process on the pinned 1M snapshot (limits
 * off), and autocannon on loopback sending searches that are all different (every request a new
 * limit/offset pair, so every answer is computed and stored, and the cache evicts all the time).
 * The server's RSS is sampled every 250 ms. Run with the cache at its budget and with the cache
 * off, one after the other: the cache's growth over the RSS after load should stay within twice
 * its budget.
 *
 * --soak-minutes N: the soak row instead (soak.ts): one server with the cache at its budget for N
 * minutes at --rate requests a second, the random mix and distinct searches in turn, compressed
 * (Accept-Encoding: br, gzip), its RSS recorded every minute. --quick: the 100k data set.
 *
 * --entry-cost: in this process, no server: what the cache's entries hold beside what they are
 * charged (entry-cost.ts).
 */
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { startServerProcess } from '../../tools/support/processes.js';
import { cpuBetween, readCpu } from '../common/cpu.js';
import { type BenchKeys, benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { benchData } from '../common/prologue.js';
import { procMemoryMiB } from '../common/proc.js';
import { runEntryCost } from './entry-cost.js';
import { runSoak } from './soak.js';

const {
  seconds,
  connections,
  'cache-mb': cacheMb,
  quick,
  'soak-minutes': soakMinutes,
  rate,
  'entry-cost': entryCost,
} = benchOptions(
  'npm run bench:cache-churn -- [--seconds N] [--connections N] [--cache-mb N] [--quick] [--soak-minutes N] [--rate N] [--entry-cost]',
  {
    seconds: { type: 'whole', min: 1, max: 3600, default: 60, description: 'seconds per setup' },
    connections: { type: 'whole', min: 1, max: 1000, default: 10, description: 'autocannon connections' },
    'cache-mb': {
      type: 'whole',
      min: 0,
      max: 100_000,
      default: 64,
      description: 'response cache budget, MiB (0, the cache off: only with --soak-minutes, the baseline)',
    },
    quick: { type: 'flag', description: '100k events' },
    'soak-minutes': {
      type: 'whole',
      min: 0,
      max: 1440,
      default: 0,
      description: 'the soak row for N minutes (0: the churn rows)',
    },
    rate: { type: 'whole', min: 1, max: 100_000, default: 40, description: 'soak: requests a second' },
    'entry-cost': { type: 'flag', description: "what the cache's entries hold beside their charge (no server)" },
  },
);
/** Distinct searches: 10 limits (41..50) times 20,000 offsets (0, 50, ..., 999,950). */
const DISTINCT = 200_000;

/** The i-th search: no two of the first DISTINCT are alike. */
function searchPath(i: number): string {
  const n = i % DISTINCT;
  return `/api/gpt/conferences?limit=${41 + (n % 10)}&offset=${Math.floor(n / 10) * 50}`;
}

interface ChurnRow {
  name: string;
  afterLoad: number;
  peak: number;
  end: number;
  requests: number;
  rps: number;
  non2xx: number;
  /** Server CPU µs per request over the load. */
  cpuPerRequest: number;
}

/** Distinct searches on every connection for `seconds`; `next` counts the searches asked. */
function distinctLoad(port: number, key: string, next: { value: number }): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        headers: { 'x-api-key': key },
        connections,
        duration: seconds,
        timeout: 10,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: searchPath(next.value++) }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
}

async function churn(name: string, mb: number, keys: BenchKeys): Promise<ChurnRow> {
  const server = await startServerProcess({
    NODE_ENV: 'production',
    SNAPSHOT_PATH: dataset.snapshot,
    KEYS_FILE: keys.keysFile,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    RESPONSE_CACHE_MB: String(mb),
  });
  const pid = server.child.pid!;
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the startup settle
    const afterLoad = procMemoryMiB(pid);
    let peak = afterLoad;
    const sampler = setInterval(() => (peak = Math.max(peak, procMemoryMiB(pid))), 250);
    const next = { value: 0 };
    const cpuBefore = readCpu([pid]);
    const result = await distinctLoad(server.port, keys.key, next);
    const cpuMicros = cpuBetween(cpuBefore, readCpu([pid]));
    clearInterval(sampler);
    const end = procMemoryMiB(pid);
    peak = Math.max(peak, end);
    if (next.value > DISTINCT)
      console.log(`${name}: ${next.value} requests, more than ${DISTINCT} distinct searches; some repeated`);
    return {
      name,
      afterLoad,
      peak,
      end,
      requests: result.requests.total,
      rps: result.requests.average,
      non2xx: result.non2xx,
      cpuPerRequest: cpuMicros / result.requests.total,
    };
  } finally {
    await server.stop();
  }
}

if (entryCost) {
  await runEntryCost();
  process.exit(0);
}
if (cacheMb === 0 && soakMinutes === 0) {
  console.error('--cache-mb 0 (the cache off) is for the soak row only: the churn rows run the cache off already');
  process.exit(2);
}
const dataset = await benchData({ quick });
if (soakMinutes > 0) {
  await runSoak({ dataset, minutes: soakMinutes, rate, cacheMb, connections });
  process.exit(0);
}
const keys = benchKeys('confdir-bench-churn-');
let rows: ChurnRow[];
try {
  rows = [await churn(`cache ${cacheMb} MiB`, cacheMb, keys), await churn('cache off', 0, keys)];
} finally {
  keys.cleanup();
}

console.log(
  `response cache under churn: ${dataset.label} events, every search distinct, ${connections} connections, ${seconds} s per setup, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}\n`,
);
console.log(
  '| setup | RSS after load MiB | peak RSS MiB | growth MiB | RSS at end MiB | requests | req/s | server CPU µs/req | non-2xx |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.afterLoad.toFixed(0)} | ${row.peak.toFixed(0)} | ${(row.peak - row.afterLoad).toFixed(0)} | ${row.end.toFixed(0)} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.cpuPerRequest.toFixed(1)} | ${row.non2xx} |`,
  );
const growth = rows[0]!.peak - rows[0]!.afterLoad;
const bound = 2 * cacheMb;
console.log(
  `\ncache ${cacheMb} MiB: growth ${growth.toFixed(0)} MiB, bound 2 x ${cacheMb} = ${bound} MiB: ${growth <= bound ? 'met' : 'NOT met'}`,
);
