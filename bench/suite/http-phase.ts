/**
 * The suite's HTTP phase: the query mix with the response cache off and on, beside the ceiling
 * route (a fixed body behind the same hooks), each on its own server process. The cache-on server
 * answers each mix query once first: the body sizes give the ceiling route's body size (their
 * median), and the same requests warm its cache. Rounds interleave the setups.
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { QUERY_MIX, toQueryString } from '../queries.js';
import { runLoad, summarize, type LoadRun, type LoadTarget } from './http.js';
import type { SuiteResult } from './report.js';
import { startBenchServer, type BenchServer, type ServerBuild } from './server.js';
import { median } from './stats.js';

export interface HttpPhaseOptions {
  build: ServerBuild;
  /** The servers' environment (snapshot, keys file, limits off). */
  env: Record<string, string>;
  key: string;
  seconds: number;
  connections: number;
  rounds: number;
  log: (line: string) => void;
}

export type HttpPhase = Pick<
  SuiteResult['http'],
  'responseBytes' | 'ceilingBytes' | 'rows' | 'mixToCeiling' | 'rssAfter'
> & {
  /** A line per setup that had any non-2xx response, error or timeout. */
  failures: string[];
};

/** Runs the phase; its servers are stopped before it returns or throws. */
export async function runHttpPhase(options: HttpPhaseOptions): Promise<HttpPhase> {
  const { env: base, log } = options;
  const servers: BenchServer[] = [];
  try {
    const paths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);
    const headers = { 'x-api-key': options.key };
    const cached = await startBenchServer(options.build, { ...base });
    servers.push(cached);
    const responseBytes: { name: string; bytes: number }[] = [];
    for (const [index, path] of paths.entries()) {
      const response = await fetch(`http://127.0.0.1:${cached.port}${path}`, { headers });
      const body = await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`GET ${path} answered ${response.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
      responseBytes.push({ name: QUERY_MIX[index]!.name, bytes: body.byteLength });
    }
    const ceilingBytes = Math.round(median(responseBytes.map((entry) => entry.bytes)));
    const uncached = await startBenchServer(options.build, {
      ...base,
      RESPONSE_CACHE_MB: '0',
      BENCH_CEILING_BYTES: String(ceilingBytes),
    });
    servers.push(uncached);
    const ceilingResponse = await fetch(`http://127.0.0.1:${uncached.port}${CEILING_PATH}`, { headers });
    const ceilingBody = await ceilingResponse.arrayBuffer();
    if (ceilingResponse.status !== 200 || ceilingBody.byteLength !== ceilingBytes) {
      throw new Error(
        `the ceiling route answered ${ceilingResponse.status} with ${ceilingBody.byteLength} bytes, expected 200 with ${ceilingBytes}`,
      );
    }

    const setups: { name: string; target: LoadTarget }[] = [
      { name: 'mix, cache off', target: { port: uncached.port, paths, headers } },
      { name: 'mix, cache on', target: { port: cached.port, paths, headers } },
      { name: 'ceiling', target: { port: uncached.port, paths: [CEILING_PATH], headers } },
    ];
    for (const setup of setups) await runLoad(setup.target, Math.min(2, options.seconds), options.connections); // warm-up
    // Rounds interleave the setups, so that a noisy moment on the machine does not land on one only.
    const runs = new Map<string, { rounds: LoadRun[]; latencies: number[] }>(
      setups.map((setup) => [setup.name, { rounds: [], latencies: [] }]),
    );
    for (let round = 0; round < options.rounds; round++) {
      for (const setup of setups) {
        const entry = runs.get(setup.name)!;
        const run = await runLoad(setup.target, options.seconds, options.connections, entry.latencies);
        entry.rounds.push(run);
        log(
          `  round ${round + 1} ${setup.name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, non-2xx ${run.non2xx}, errors ${run.errors}`,
        );
      }
    }
    const rows = setups.map((setup) =>
      summarize(setup.name, runs.get(setup.name)!.rounds, runs.get(setup.name)!.latencies),
    );
    const failures: string[] = [];
    for (const row of rows) {
      const bad = row.non2xx + row.errors + row.timeouts;
      if (bad > 0)
        failures.push(
          `${row.name}: ${row.non2xx} non-2xx responses, ${row.errors} errors, ${row.timeouts} timeouts (status codes ${JSON.stringify(row.statusCodes)})`,
        );
    }
    const rssAfter = [
      { name: 'cache off', bytes: uncached.rss() },
      { name: 'cache on', bytes: cached.rss() },
    ];
    const mixToCeiling = rows[0]!.rps / rows[2]!.rps;
    return { responseBytes, ceilingBytes, rows, mixToCeiling, rssAfter, failures };
  } finally {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  }
}
