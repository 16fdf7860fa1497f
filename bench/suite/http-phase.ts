/**
 * The suite's HTTP phase: the query mix with the response cache off and on, beside the ceiling
 * route (a fixed body behind the same hooks), each on its own server process. The cache-on server
 * answers each mix query once first: the body sizes give the ceiling route's body size (their
 * median), and the same requests warm its cache. Rounds interleave the setups; the load is wrk's,
 * with each server's CPU time per request.
 */
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { loadFailures, loadInterleaved, type LoadSetup } from '../common/http-load.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { startBenchServer, type BenchServer, type ServerBuild } from '../common/server.js';
import { median } from '../common/stats.js';
import type { SuiteResult } from './report.js';

export interface HttpPhaseOptions {
  build: ServerBuild;
  /** The servers' environment (snapshot, keys file, limits off). */
  env: Record<string, string>;
  key: string;
  seconds: number;
  connections: number;
  /** wrk threads. */
  threads: number;
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

    const on = (server: BenchServer) => ({ port: server.port, headers, pids: () => [server.pid] });
    const setups: LoadSetup[] = [
      { name: 'mix, cache off', target: { ...on(uncached), paths } },
      { name: 'mix, cache on', target: { ...on(cached), paths } },
      { name: 'ceiling', target: { ...on(uncached), paths: [CEILING_PATH] } },
    ];
    const rows = await loadInterleaved(setups, { ...options, loader: 'wrk' }, log);
    const failures = loadFailures(rows);
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
