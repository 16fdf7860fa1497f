/**
 * npm run bench:cache
 * The response cache's hit and miss latency, in-process (app.inject) on the 1M snapshot: a search
 * answered with the cache off, a repeated search answered from the cache (hit), and new searches
 * computed and stored (miss).
 */
import { join } from 'node:path';
import { Bench } from 'tinybench';
import { createKey, KeyRing } from '../src/auth/index.js';
import { loadConfig } from '../src/config.js';
import { buildApp } from '../src/http/app.js';
import { ResponseCache } from '../src/http/response-cache.js';
import { loadStore } from '../src/store/index.js';
import { tempDir } from '../test/fixtures/source.js';
import { ensureBenchData } from './data.js';
import { BENCH_SNAPSHOT } from './dataset.js';

await ensureBenchData(() => {});
const store = loadStore(BENCH_SNAPSHOT);
const { dir, cleanup } = tempDir('confdir-bench-cache-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
const ring = KeyRing.fromFile(keysFile);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMITS: 'off' });
const app = (cache?: ResponseCache) =>
  buildApp({ store: { current: () => store }, keys: { ring: () => ring }, config, ...(cache ? { cache } : {}) });
const uncached = app();
const cached = app(new ResponseCache());
await Promise.all([uncached.ready(), cached.ready()]);
const url = '/api/gpt/conferences?country=India&topic=Computer+Science&limit=10';
const headers = { 'x-api-key': key };
let miss = 0;

const bench = new Bench({ time: 1000, warmupTime: 200 });
bench
  .add('cache off', async () => void (await uncached.inject({ method: 'GET', url, headers })))
  .add('cache hit', async () => void (await cached.inject({ method: 'GET', url, headers })))
  .add('cache miss (computed and stored)', async () => void (await cached.inject({ method: 'GET', url: `${url}&offset=${miss++}`, headers })));
await bench.run();
console.log('| request (app.inject, 1M events) | median µs | p99 µs |');
console.log('|---|---:|---:|');
for (const task of bench.tasks) {
  if (task.result.state !== 'completed') throw new Error(`${task.name}: ${task.result.state}`);
  console.log(`| ${task.name} | ${(task.result.latency.p50 * 1000).toFixed(1)} | ${(task.result.latency.p99 * 1000).toFixed(1)} |`);
}
await Promise.all([uncached.close(), cached.close()]);
cleanup();
