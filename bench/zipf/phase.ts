/**
 * The Zipf scenario (issue 24): the 3,000 distinct searches of the random mix asked with Zipf-shaped
 * popularity (s = 1, seeded: common/zipf.ts), as real query logs are, against the compiled server
 * with the response cache at its default size (RESPONSE_CACHE_MB unset) and the limits off; beside
 * the ceiling route on the same server, sending the Zipf stream's mean body. Closed loop with wrk,
 * rounds interleaved, each with the server's CPU per request; the cache's hit rate over the
 * measured rounds comes from the server's own counters (/metrics). The uniform random mix with the
 * cache off (the throughput scenario) stays as the worst case.
 *
 * With `acceptEncoding` (issue 33: "br, gzip"), every request of both runs sends that
 * Accept-Encoding: the mix gets the compressed bytes the cache keeps, and the ceiling route sends a
 * body of the stream's mean compressed size, compressed once at start (BENCH_CEILING_ENCODED_BYTES),
 * from memory: the same bytes on the wire, none of the work.
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { bodySizes, checkCeiling } from '../common/answers.js';
import { type LoadRun, type LoadSummary, runWrkLoad, summarize } from '../common/http-load.js';
import { cacheCounters } from '../common/metrics.js';
import { type ServerBuild, startBenchServer } from '../common/server.js';
import { zipfSequence } from '../common/zipf.js';

const ZIPF_SEED = 24;
/** What the target of issue 33 sends with every request of the Zipf mix and of its ceiling. */
export const ZIPF_ACCEPT_ENCODING = 'br, gzip';

export interface ZipfPhaseOptions {
  build: ServerBuild;
  /** The server's environment (snapshot, keys file, limits off); the cache keeps its default. */
  env: Record<string, string>;
  key: string;
  /** The distinct searches, most popular first. */
  paths: readonly string[];
  /** Accept-Encoding of every request (e.g. "br, gzip"); none when undefined. */
  acceptEncoding?: string;
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
  /** The Accept-Encoding sent, and the stream's mean answer as sent (compressed): the compressed ceiling's body. */
  acceptEncoding: string | undefined;
  meanWireBytes: number;
  rows: (LoadSummary & { name: 'zipf mix' | 'ceiling' })[];
  cache: { hits: number; misses: number; hitRate: number };
  zipfToCeiling: number;
  failures: string[];
}

interface AnswerSizes {
  /** Each search's answer, plain and as sent (Content-Length), in the order of the paths. */
  plain: readonly number[];
  wire: readonly number[];
}

/**
 * Every search's answer size, asked once of a server with the default cache (an answer compressed
 * as a cached one is): its plain bytes and, with an Accept-Encoding, the bytes sent.
 */
async function answerSizes(options: ZipfPhaseOptions, headers: Record<string, string>): Promise<AnswerSizes> {
  const env = { ...options.env };
  delete env.RESPONSE_CACHE_MB;
  const sizer = await startBenchServer(options.build, env);
  try {
    const wire: number[] = [];
    const plain = await bodySizes(sizer.port, options.paths, headers, (response) =>
      wire.push(Number(response.headers.get('content-length'))),
    );
    return { plain, wire };
  } finally {
    await sizer.stop();
  }
}

/** Throws unless the compressed ceiling answers about `bytes` bytes (within 2%) in the accepted encoding. */
async function checkEncodedCeiling(port: number, bytes: number, headers: Record<string, string>): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${CEILING_PATH}`, { headers });
  await response.arrayBuffer();
  const sent = Number(response.headers.get('content-length'));
  if (response.headers.get('content-encoding') === null || Math.abs(sent - bytes) > bytes * 0.02)
    throw new Error(
      `${CEILING_PATH} sent ${sent} bytes (${response.headers.get('content-encoding')}), expected ${bytes}`,
    );
}

/** Runs the scenario; its server is stopped before it returns or throws. */
export async function runZipfPhase(options: ZipfPhaseOptions): Promise<ZipfResult> {
  const { log } = options;
  const keyHeader = { 'x-api-key': options.key };
  const headers: Record<string, string> =
    options.acceptEncoding === undefined ? keyHeader : { ...keyHeader, 'accept-encoding': options.acceptEncoding };
  const sizes = await answerSizes(options, headers);
  const ranks = zipfSequence(options.paths.length, options.draws, { s: 1, seed: ZIPF_SEED });
  const stream = ranks.map((rank) => options.paths[rank]!);
  const mean = (of: readonly number[]) => ranks.reduce((sum, rank) => sum + of[rank]!, 0) / ranks.length;
  const meanBytes = mean(sizes.plain);
  const meanWireBytes = mean(sizes.wire);
  const distinctRanks = new Set(ranks);
  const env: Record<string, string> = { ...options.env, BENCH_CEILING_BYTES: String(Math.round(meanBytes)) };
  if (options.acceptEncoding !== undefined) env.BENCH_CEILING_ENCODED_BYTES = String(Math.round(meanWireBytes));
  delete env.RESPONSE_CACHE_MB;
  const server = await startBenchServer(options.build, env);
  try {
    // fetch asks for gzip on its own: the plain body is asked for by name.
    await checkCeiling([server.port], Math.round(meanBytes), { ...keyHeader, 'accept-encoding': 'identity' });
    if (options.acceptEncoding !== undefined)
      await checkEncodedCeiling(server.port, Math.round(meanWireBytes), headers);
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
      distinctBytes: [...distinctRanks].reduce((sum, rank) => sum + sizes.plain[rank]!, 0),
      acceptEncoding: options.acceptEncoding,
      meanWireBytes,
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
