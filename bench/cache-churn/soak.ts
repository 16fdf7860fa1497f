/**
 * The soak row of bench:cache-churn (issue 39): one server process with the response cache at its
 * budget (or off, `--cache-mb 0`, the baseline), started as production starts it (its V8 flags,
 * bench/common/server.ts) and measured from ready, sent `rate` requests a second for `minutes`
 * minutes, in turn a search of the random mix (3,000 distinct searches, repeated: hits) and a
 * search never asked before (a miss, stored, an eviction once the cache is full), every one asking
 * for brotli or gzip, so that the cache keeps compressed bytes too. Every minute it records the
 * server's RSS, and from its /metrics the JS heap (used and reserved) and the memory outside it
 * (external: Buffers and other native memory V8 is told of); the row gives the RSS's growth over
 * the RSS at ready as a multiple of the cache's budget.
 */
import autocannon from 'autocannon';
import { openSnapshot } from '../../src/search/index.js';
import { parseIsoDate } from '../../src/util/dates.js';
import type { BenchDataset } from '../common/dataset.js';
import { benchKeys } from '../common/keys.js';
import { promValue } from '../common/metrics.js';
import { procMemoryMiB } from '../common/proc.js';
import { randomMix } from '../common/random-mix.js';
import { startBenchServer } from '../common/server.js';

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

interface Sample {
  minute: number;
  /** MiB, from /proc. */
  rss: number;
  /** MiB, from the server's /metrics (prom-client's default metrics). */
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** The server's RSS now and its memory by kind as its /metrics gives it. */
async function sample(pid: number, metricsPort: number, minute: number): Promise<Sample> {
  const rss = procMemoryMiB(pid);
  const text = await (
    await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) })
  ).text();
  const mib = (name: string) => promValue(text, name) / 2 ** 20;
  return {
    minute,
    rss,
    heapUsed: mib('nodejs_heap_size_used_bytes'),
    heapTotal: mib('nodejs_heap_size_total_bytes'),
    external: mib('nodejs_external_memory_bytes'),
  };
}

/** Growth as a multiple of the budget; '-' with the cache off (0 MiB). */
function multiple(growth: number, cacheMb: number): string {
  return cacheMb === 0 ? '-' : (growth / cacheMb).toFixed(2);
}

export async function runSoak(options: SoakOptions): Promise<void> {
  const { dataset, minutes, rate, cacheMb, connections } = options;
  const mix = randomMix(openSnapshot(dataset.snapshot), { today: parseIsoDate(dataset.anchor)! }).map((q) => q.path);
  const keys = benchKeys('confdir-bench-soak-');
  const server = await startBenchServer('tsx', {
    SNAPSHOT_PATH: dataset.snapshot,
    KEYS_FILE: keys.keysFile,
    RATE_LIMITS: 'off',
    RESPONSE_CACHE_MB: String(cacheMb),
  });
  const { pid, metricsPort } = server;
  const samples: Sample[] = [];
  try {
    const afterLoad = procMemoryMiB(pid);
    const started = Date.now();
    samples.push(await sample(pid, metricsPort, 0));
    const sampler = setInterval(() => {
      void sample(pid, metricsPort, Math.round((Date.now() - started) / 60_000)).then((s) => samples.push(s));
    }, 60_000);
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
    samples.push(await sample(pid, metricsPort, (Date.now() - started) / 60_000));
    console.log(
      `cache soak: ${dataset.label} events, RESPONSE_CACHE_MB=${cacheMb}, ${rate} req/s for ${minutes} min (${result.requests.total} requests, ${result.non2xx} non-2xx), half the random mix, half distinct searches, compressed\n`,
    );
    console.log(`RSS at ready ${afterLoad.toFixed(0)} MiB\n`);
    console.log(
      '| minute | RSS MiB | growth over ready MiB | growth / cache budget | JS heap used MiB | JS heap reserved MiB | external MiB |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    for (const { minute, rss, heapUsed, heapTotal, external } of samples)
      console.log(
        `| ${minute.toFixed(minute % 1 === 0 ? 0 : 1)} | ${rss.toFixed(0)} | ${(rss - afterLoad).toFixed(0)} | ${multiple(rss - afterLoad, cacheMb)} | ${heapUsed.toFixed(0)} | ${heapTotal.toFixed(0)} | ${external.toFixed(0)} |`,
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
