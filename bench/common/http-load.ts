/**
 * HTTP load for the benchmarks: autocannon on loopback against running server processes,
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

/** One named load setup of a scenario. */
export interface LoadSetup<Name extends string = string> {
  name: Name;
  target: LoadTarget;
}

/**
 * Warms every setup up, then loads them in interleaved rounds (so that a noisy moment on the
 * machine does not land on one setup only) and summarizes each; logs every round.
 */
export async function loadInterleaved<Name extends string>(
  setups: readonly LoadSetup<Name>[],
  options: { seconds: number; rounds: number; connections: number },
  log: (line: string) => void,
): Promise<(LoadSummary & { name: Name })[]> {
  for (const setup of setups) await runLoad(setup.target, Math.min(2, options.seconds), options.connections); // warm-up
  const runs = new Map(setups.map((setup) => [setup.name, { rounds: [] as LoadRun[], latencies: [] as number[] }]));
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
  return setups.map((setup) => {
    const { rounds, latencies } = runs.get(setup.name)!;
    return { ...summarize(setup.name, rounds, latencies), name: setup.name };
  });
}

/** One line per setup that had any non-2xx response, error or timeout. */
export function loadFailures(rows: readonly LoadSummary[]): string[] {
  return rows
    .filter((row) => row.non2xx + row.errors + row.timeouts > 0)
    .map(
      (row) =>
        `${row.name}: ${row.non2xx} non-2xx responses, ${row.errors} errors, ${row.timeouts} timeouts (status codes ${JSON.stringify(row.statusCodes)})`,
    );
}
