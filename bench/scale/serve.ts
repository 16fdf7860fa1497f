/**
 * The scale run's serving figures for one data set: the compiled server's start to ready and RSS
 * at ready (spawn by spawn, response cache off), the engine's latencies on the random mix
 * in-process (bench/throughput/engine.ts: each search once on a fresh snapshot, then again), and
 * the server's CPU per request of the random mix under wrk's closed loop (bench/common/http-load.ts).
 */
import { machineLoad } from '../common/format.js';
import type { PhaseLoad } from '../common/format.js';
import { loadFailures, loadInterleaved } from '../common/http-load.js';
import { processTree } from '../common/cpu.js';
import type { RandomQuery } from '../common/random-mix.js';
import { startBenchServer } from '../common/server.js';
import { median } from '../common/stats.js';
import type { Day } from '../../src/util/dates.js';
import { engineByClass } from '../throughput/engine.js';

export interface ServeOptions {
  snapshot: string;
  env: Record<string, string>;
  key: string;
  today: Day;
  queries: readonly RandomQuery[];
  starts: number;
  seconds: number;
  rounds: number;
  connections: number;
  /** Start to ready allowed per spawn (a large snapshot takes a while to load). */
  readyTimeoutMs: number;
  /** The load average is sampled into it at each phase. */
  load: PhaseLoad[];
  log: (line: string) => void;
}

export interface ServeFigures {
  startToReadyMs: number[];
  rssAtReadyBytes: number[];
  medianStartToReadyMs: number;
  medianRssAtReadyBytes: number;
  /** Microseconds, the random mix's first pass in-process (each search once on a fresh snapshot). */
  engineP50: number;
  engineP99: number;
  /** The same searches again. */
  engineAgainP99: number;
  /** Server CPU µs per request of the random mix over all rounds (wrk). */
  cpuPerRequest: number;
  rps: number;
  requests: number;
  /** RSS of the loaded server after the load, bytes. */
  rssAfterLoadBytes: number;
  failures: string[];
}

/** Measures one data set's serving figures; every server is stopped before it returns or throws. */
export async function measureServing(options: ServeOptions): Promise<ServeFigures> {
  const { log, load } = options;
  const sample = (phase: string) => void load.push({ phase, ...machineLoad() });
  const env = { ...options.env, RESPONSE_CACHE_MB: '0' };

  sample('startup');
  const startToReadyMs: number[] = [];
  const rssAtReadyBytes: number[] = [];
  for (let run = 0; run < options.starts; run++) {
    const server = await startBenchServer('compiled', env, { timeoutMs: options.readyTimeoutMs });
    startToReadyMs.push(server.startToReadyMs);
    rssAtReadyBytes.push(server.rssAtReady);
    await server.stop();
    log(
      `  start to ready ${server.startToReadyMs.toFixed(0)} ms, RSS at ready ${(server.rssAtReady / 2 ** 20).toFixed(1)} MiB`,
    );
  }

  sample('engine');
  log(`  engine on the random mix (${options.queries.length} searches, in-process) ...`);
  const { rows } = engineByClass(options.snapshot, options.queries, options.today);
  const all = rows.find((row) => row.shapeClass === 'all')!;

  sample('wrk');
  const server = await startBenchServer('compiled', env, { timeoutMs: options.readyTimeoutMs });
  try {
    const target = {
      port: server.port,
      paths: options.queries.map((query) => query.path),
      headers: { 'x-api-key': options.key },
      sequence: true,
      pids: () => processTree(server.pid),
    };
    const [mix] = await loadInterleaved(
      [{ name: 'random mix', target }],
      { seconds: options.seconds, rounds: options.rounds, connections: options.connections, loader: 'wrk' },
      log,
    );
    return {
      startToReadyMs,
      rssAtReadyBytes,
      medianStartToReadyMs: median(startToReadyMs),
      medianRssAtReadyBytes: median(rssAtReadyBytes),
      engineP50: all.p50,
      engineP99: all.p99,
      engineAgainP99: all.againP99,
      cpuPerRequest: mix!.cpuPerRequest!,
      rps: mix!.rps,
      requests: mix!.requests,
      rssAfterLoadBytes: server.rss(),
      failures: loadFailures([mix!]),
    };
  } finally {
    await server.stop();
  }
}
