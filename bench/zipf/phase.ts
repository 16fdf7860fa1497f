/**
 * The Zipf scenario (issue 24): the 3,000 distinct searches of the random mix asked with Zipf-shaped
 * popularity (s = 1, seeded: common/zipf.ts), as real query logs are, against the compiled server
 * with the response cache at its default size (RESPONSE_CACHE_MB unset) and the limits off; beside
 * the ceiling route on the same server, sending the Zipf stream's mean body. Closed loop with wrk,
 * rounds interleaved, each with the server's CPU per request; the cache's hit rate over the
 * measured rounds comes from the server's own counters (/metrics). The uniform random mix with the
 * cache off (the throughput scenario) stays as the worst case.
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { bodySizes, checkCeiling } from '../common/answers.js';
import { type LoadRun, type LoadSummary, runWrkLoad, summarize } from '../common/http-load.js';
import { cacheCounters } from '../common/metrics.js';
import { type ServerBuild, startBenchServer } from '../common/server.js';
import { zipfSequence } from '../common/zipf.js';

const ZIPF_SEED = 24;

export interface ZipfPhaseOptions {
  build: ServerBuild;
  /** The server's environment (snapshot, keys file, limits off); the cache keeps its default. */
  env: Record<string, string>;
  key: string;
  /** The distinct searches, most popular first. */
  paths: readonly string[];
  /** Each search's answer size, in the order of `paths`; asked of a cache-off server without it. */
  sizes?: readonly number[];
  /** How many draws the stream has before it repeats (wrk walks it in turn). */
  draws: number;
  seconds: number;
  rounds: number;
  connections: number;
  threads: number;
  log: (line: string) => void;
}

export interface ZipfResult {
  server: ServerBuild;
  draws: number;
  /** Distinct searches in the stream; the most popular one's share of it. */
  distinct: number;
  topShare: number;
  /** The stream's mean answer (the ceiling route's body); the distinct answers' bytes together. */
  meanBytes: number;
  distinctBytes: number;
  rows: (LoadSummary & { name: 'zipf mix' | 'ceiling' })[];
  cache: { hits: number; misses: number; hitRate: number };
  zipfToCeiling: number;
  failures: string[];
}

async function answerSizes(options: ZipfPhaseOptions): Promise<readonly number[]> {
  if (options.sizes !== undefined) return options.sizes;
  const sizer = await startBenchServer(options.build, { ...options.env, RESPONSE_CACHE_MB: '0' });
  try {
    return await bodySizes(sizer.port, options.paths, { 'x-api-key': options.key });
  } finally {
    await sizer.stop();
  }
}

/** Runs the scenario; its server is stopped before it returns or throws. */
export async function runZipfPhase(options: ZipfPhaseOptions): Promise<ZipfResult> {
  const { log } = options;
  const sizes = await answerSizes(options);
  const ranks = zipfSequence(options.paths.length, options.draws, { s: 1, seed: ZIPF_SEED });
  const stream = ranks.map((rank) => options.paths[rank]!);
  const meanBytes = ranks.reduce((sum, rank) => sum + sizes[rank]!, 0) / ranks.length;
  const distinctRanks = new Set(ranks);
  const headers = { 'x-api-key': options.key };
  const env: Record<string, string> = { ...options.env, BENCH_CEILING_BYTES: String(Math.round(meanBytes)) };
  delete env.RESPONSE_CACHE_MB;
  const server = await startBenchServer(options.build, env);
  try {
    await checkCeiling([server.port], Math.round(meanBytes), headers);
    const target = (paths: readonly string[]) => ({ port: server.port, paths, headers, pids: () => [server.pid] });
    const setups = { 'zipf mix': target(stream), ceiling: target([CEILING_PATH]) } as const;
    const load = (name: keyof typeof setups, seconds: number) =>
      runWrkLoad(setups[name], seconds, options.connections, options.threads);
    for (const name of ['zipf mix', 'ceiling'] as const) await load(name, Math.min(2, options.seconds)); // warm-up
    const runs: Record<keyof typeof setups, LoadRun[]> = { 'zipf mix': [], ceiling: [] };
    const cache = { hits: 0, misses: 0 };
    for (let round = 0; round < options.rounds; round++) {
      const before = await cacheCounters(server.metricsPort);
      runs['zipf mix'].push(await load('zipf mix', options.seconds));
      const after = await cacheCounters(server.metricsPort);
      cache.hits += after.hits - before.hits;
      cache.misses += after.misses - before.misses;
      runs.ceiling.push(await load('ceiling', options.seconds));
      log(
        `  round ${round + 1}: zipf mix ${runs['zipf mix'].at(-1)!.rps.toFixed(0)} req/s, ceiling ${runs.ceiling.at(-1)!.rps.toFixed(0)} req/s, ` +
          `cache hits ${after.hits - before.hits}, misses ${after.misses - before.misses}`,
      );
    }
    const rows = (['zipf mix', 'ceiling'] as const).map((name) => ({ ...summarize(name, runs[name], []), name }));
    return {
      server: options.build,
      draws: options.draws,
      distinct: distinctRanks.size,
      topShare: ranks.filter((rank) => rank === 0).length / ranks.length,
      meanBytes,
      distinctBytes: [...distinctRanks].reduce((sum, rank) => sum + sizes[rank]!, 0),
      rows,
      cache: { ...cache, hitRate: cache.hits / (cache.hits + cache.misses) },
      zipfToCeiling: rows[0]!.rps / rows[1]!.rps,
      failures: rows
        .filter((row) => row.non2xx + row.errors + row.timeouts > 0)
        .map((row) => `${row.name}: ${row.non2xx} non-2xx responses, ${row.errors} errors, ${row.timeouts} timeouts`),
    };
  } finally {
    await server.stop();
  }
}
