/**
 * HTTP load for the benchmark suite: autocannon on loopback against running server processes,
 * bounded in time, with every response's latency taken from autocannon's response event (its
 * own histogram rounds to whole milliseconds, too coarse for sub-millisecond answers).
 */
import autocannon from 'autocannon';
import { quantile } from './stats.js';

export interface LoadTarget {
  port: number;
  /** Paths with query strings; autocannon sends them round-robin on every connection. */
  paths: readonly string[];
  headers: Record<string, string>;
  /**
   * One request stream over all connections: each request, on whichever connection, takes the next
   * path, so every path is asked once per pass (autocannon's own rotation runs each connection
   * through the list from the start, nearly in step, and repeats each path as many times in a row
   * as there are connections: the engine's caches would answer all but the first).
   */
  sequence?: boolean;
}

export interface LoadRun {
  /** Mean of autocannon's per-second request counts. */
  rps: number;
  /** Milliseconds, over every response of the run. */
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
}

/** A request that takes the next of `paths` each time it is built (it is rebuilt for every request). */
function sequenceRequest(paths: readonly string[]): autocannon.Request {
  let next = 0;
  return {
    method: 'GET',
    setupRequest: (request) => {
      request.path = paths[next]!;
      next = (next + 1) % paths.length;
      return request;
    },
  };
}

/** One bounded autocannon run; `latencies` collects every response time (ms) when given. */
export function runLoad(
  target: LoadTarget,
  seconds: number,
  connections: number,
  latencies?: number[],
): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const own: number[] = [];
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${target.port}`,
        requests: target.sequence
          ? [sequenceRequest(target.paths)]
          : target.paths.map((path) => ({ method: 'GET' as const, path })),
        headers: target.headers,
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = Float64Array.from(own).sort();
        if (latencies) for (const value of own) latencies.push(value);
        const statusCodes: Record<string, number> = {};
        for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stats.count ?? 0;
        resolve({
          rps: result.requests.average,
          p50: quantile(sorted, 0.5),
          p99: quantile(sorted, 0.99),
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes,
          seconds,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => void own.push(responseTime));
  });
}

/** The rounds of one setup: req/s is their median; latencies and counts are over all of them. */
export interface LoadSummary extends Omit<LoadRun, 'seconds'> {
  name: string;
  rounds: LoadRun[];
}

/** Summarizes the rounds of one setup. */
export function summarize(name: string, rounds: LoadRun[], latencies: number[]): LoadSummary {
  const rps = [...rounds.map((run) => run.rps)].sort((a, b) => a - b);
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const run of rounds)
    for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const sum = (pick: (run: LoadRun) => number) => rounds.reduce((total, run) => total + pick(run), 0);
  return {
    name,
    rps: rps.length % 2 === 1 ? rps[(rps.length - 1) / 2]! : (rps[rps.length / 2 - 1]! + rps[rps.length / 2]!) / 2,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    requests: sum((run) => run.requests),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    statusCodes,
    rounds,
  };
}
