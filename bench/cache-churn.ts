/**
 * npm run bench:cache-churn -- [--seconds N] [--connections N] [--cache-mb N]
 * The response cache's memory under churn: one server process on the pinned 1M snapshot (limits
 * off), and autocannon on loopback sending searches that are all different (every request a new
 * limit/offset pair, so every answer is computed and stored, and the cache evicts all the time).
 * The server's RSS is sampled every 250 ms. Run with the cache at its budget and with the cache
 * off, one after the other: the cache's growth over the RSS after load should stay within twice
 * its budget.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey } from '../src/auth/index.js';
import { startServerProcess } from '../tools/support/processes.js';
import { tempDir } from '../tools/support/temp-dir.js';
import { ensureBenchData } from './data.js';
import { BENCH_SNAPSHOT } from './dataset.js';

const { values } = parseArgs({
  options: { seconds: { type: 'string' }, connections: { type: 'string' }, 'cache-mb': { type: 'string' } },
});
const seconds = Number(values.seconds ?? 60);
const connections = Number(values.connections ?? 10);
const cacheMb = Number(values['cache-mb'] ?? 64);
/** Distinct searches: 10 limits (41..50) times 20,000 offsets (0, 50, ..., 999,950). */
const DISTINCT = 200_000;

/** The i-th search: no two of the first DISTINCT are alike. */
function searchPath(i: number): string {
  const n = i % DISTINCT;
  return `/api/gpt/conferences?limit=${41 + (n % 10)}&offset=${Math.floor(n / 10) * 50}`;
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS'));
  return Number(/(\d+) kB/.exec(line ?? '')?.[1] ?? 0) / 1024;
}

interface ChurnRow {
  name: string;
  afterLoad: number;
  peak: number;
  end: number;
  requests: number;
  rps: number;
  non2xx: number;
}

async function churn(name: string, mb: number, keysFile: string, key: string): Promise<ChurnRow> {
  const server = await startServerProcess({
    NODE_ENV: 'production',
    SNAPSHOT_PATH: BENCH_SNAPSHOT,
    KEYS_FILE: keysFile,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    RESPONSE_CACHE_MB: String(mb),
  });
  const pid = server.child.pid!;
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the startup settle
    const afterLoad = rssMiB(pid);
    let peak = afterLoad;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 250);
    let next = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${server.port}`,
          headers: { 'x-api-key': key },
          connections,
          duration: seconds,
          timeout: 10,
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: searchPath(next++) }) }],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
    clearInterval(sampler);
    const end = rssMiB(pid);
    peak = Math.max(peak, end);
    if (next > DISTINCT)
      console.log(`${name}: ${next} requests, more than ${DISTINCT} distinct searches; some repeated`);
    return {
      name,
      afterLoad,
      peak,
      end,
      requests: result.requests.total,
      rps: result.requests.average,
      non2xx: result.non2xx,
    };
  } finally {
    await server.stop();
  }
}

await ensureBenchData(() => {});
const { dir, cleanup } = tempDir('confdir-bench-churn-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
let rows: ChurnRow[];
try {
  rows = [await churn(`cache ${cacheMb} MiB`, cacheMb, keysFile, key), await churn('cache off', 0, keysFile, key)];
} finally {
  cleanup();
}

console.log(
  `response cache under churn: 1M events, every search distinct, ${connections} connections, ${seconds} s per setup, ${cpus()[0]?.model ?? 'cpu'} x${cpus().length}\n`,
);
console.log('| setup | RSS after load MiB | peak RSS MiB | growth MiB | RSS at end MiB | requests | req/s | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.name} | ${row.afterLoad.toFixed(0)} | ${row.peak.toFixed(0)} | ${(row.peak - row.afterLoad).toFixed(0)} | ${row.end.toFixed(0)} | ${row.requests} | ${row.rps.toFixed(0)} | ${row.non2xx} |`,
  );
const growth = rows[0]!.peak - rows[0]!.afterLoad;
const bound = 2 * cacheMb;
console.log(
  `\ncache ${cacheMb} MiB: growth ${growth.toFixed(0)} MiB, bound 2 x ${cacheMb} = ${bound} MiB: ${growth <= bound ? 'met' : 'NOT met'}`,
);
