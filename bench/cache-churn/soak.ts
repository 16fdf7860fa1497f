/**
 * The soak row of bench:cache-churn (issue 39): one server process with the response cache at its
 * budget, sent `rate` requests a second for `minutes` minutes, in turn a search of the random mix
 * (3,000 distinct searches, repeated: hits) and a search never asked before (a miss, stored, an
 * eviction once the cache is full), every one asking for brotli or gzip, so that the cache keeps
 * compressed bytes too. The server's RSS is recorded every minute; the row gives its growth over the
 * RSS after load as a multiple of the cache's budget.
 */
import autocannon from 'autocannon';
import { startServerProcess } from '../../tools/support/processes.js';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import type { BenchDataset } from '../common/dataset.js';
import { benchKeys } from '../common/keys.js';
import { procMemoryMiB } from '../common/proc.js';
import { randomMix } from '../common/random-mix.js';

export interface SoakOptions {
  dataset: BenchDataset;
  minutes: number;
  rate: number;
  cacheMb: number;
  connections: number;
}

/** Distinct searches: 10 limits (11..20) times 2,000 offsets (0, 50, ..., 99,950): 20,000. */
const DISTINCT = 20_000;

function distinctPath(i: number): string {
  const n = i % DISTINCT;
  return `/api/gpt/conferences?limit=${11 + (n % 10)}&offset=${Math.floor(n / 10) * 50}`;
}

/** Growth as a multiple of the budget; '-' with the cache off (0 MiB). */
function multiple(growth: number, cacheMb: number): string {
  return cacheMb === 0 ? '-' : (growth / cacheMb).toFixed(2);
}

export async function runSoak(options: SoakOptions): Promise<void> {
  const { dataset, minutes, rate, cacheMb, connections } = options;
  const mix = randomMix(openSnapshot(dataset.snapshot), { today: parseIsoDate(dataset.anchor)! }).map((q) => q.path);
  const keys = benchKeys('confdir-bench-soak-');
  const server = await startServerProcess({
    NODE_ENV: 'production',
    SNAPSHOT_PATH: dataset.snapshot,
    KEYS_FILE: keys.keysFile,
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    RESPONSE_CACHE_MB: String(cacheMb),
  });
  const pid = server.child.pid!;
  const samples: { minute: number; rss: number }[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the startup settle, as the churn rows do
    const afterLoad = procMemoryMiB(pid);
    samples.push({ minute: 0, rss: afterLoad });
    const started = Date.now();
    const sampler = setInterval(
      () => samples.push({ minute: Math.round((Date.now() - started) / 60_000), rss: procMemoryMiB(pid) }),
      60_000,
    );
    let i = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      autocannon(
        {
          url: `http://127.0.0.1:${server.port}`,
          headers: { 'x-api-key': keys.key },
          connections,
          overallRate: rate,
          duration: minutes * 60,
          timeout: 10,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const n = i++;
                const path = n % 2 === 0 ? mix[(n / 2) % mix.length]! : distinctPath(n);
                return {
                  ...request,
                  path,
                  headers: { ...request.headers, 'accept-encoding': n % 3 === 0 ? 'gzip' : 'br, gzip' },
                };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
    });
    clearInterval(sampler);
    samples.push({ minute: (Date.now() - started) / 60_000, rss: procMemoryMiB(pid) });
    console.log(
      `cache soak: ${dataset.label} events, RESPONSE_CACHE_MB=${cacheMb}, ${rate} req/s for ${minutes} min (${result.requests.total} requests, ${result.non2xx} non-2xx), half the random mix, half distinct searches, compressed\n`,
    );
    console.log('| minute | RSS MiB | growth over after-load MiB | growth / cache budget |');
    console.log('|---:|---:|---:|---:|');
    for (const { minute, rss } of samples)
      console.log(
        `| ${minute.toFixed(minute % 1 === 0 ? 0 : 1)} | ${rss.toFixed(0)} | ${(rss - afterLoad).toFixed(0)} | ${multiple(rss - afterLoad, cacheMb)} |`,
      );
    const peak = Math.max(...samples.map((s) => s.rss));
    console.log(
      cacheMb === 0
        ? `\npeak growth ${(peak - afterLoad).toFixed(0)} MiB with the cache off`
        : `\npeak growth ${(peak - afterLoad).toFixed(0)} MiB = ${multiple(peak - afterLoad, cacheMb)} x the cache's ${cacheMb} MiB`,
    );
  } finally {
    await server.stop();
    keys.cleanup();
  }
}
