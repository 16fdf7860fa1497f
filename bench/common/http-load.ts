/**
 * Closed-loop HTTP load for the benchmarks on loopback against running server processes, bounded
 * in time: wrk (common/wrk.ts) for ceilings, since a Node loader on 2 cores tops out below a fast
 * server; autocannon where a scenario compares setups well below that (its latencies are every
 * response's, from its response event: its own histogram rounds to whole milliseconds). Given
 * the server's pids, each run also reads the server's CPU time over the run from /proc.
 */
import autocannon from 'autocannon';
import { cpuBetween, readCpu } from './cpu.js';
import { quantile } from './stats.js';
import { runWrk } from './wrk.js';

export type Loader = 'wrk' | 'autocannon';

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
  /** The server's processes now (a cluster's primary and its workers), for its CPU time per run. */
  pids?: () => readonly number[];
}

export interface LoadRun {
  loader: Loader;
  /** autocannon: mean of its per-second request counts; wrk: requests over the run's duration. */
  rps: number;
  /** Milliseconds: autocannon over every response of the run; wrk from its histogram. */
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  seconds: number;
  /** The server's user + system CPU time over the run, in µs; null without target.pids. */
  serverCpuMicros: number | null;
}

/** Runs `load` between two readings of the target's CPU time; the run with the time spent. */
async function withServerCpu(
  target: LoadTarget,
  load: () => Promise<Omit<LoadRun, 'serverCpuMicros'>>,
): Promise<LoadRun> {
  if (target.pids === undefined) return { ...(await load()), serverCpuMicros: null };
  const before = readCpu(target.pids());
  const run = await load();
  return { ...run, serverCpuMicros: cpuBetween(before, readCpu(target.pids())) };
}

/** One bounded wrk run (threads capped at the connections); wrk gives no status codes but 4xx/5xx. */
export function runWrkLoad(target: LoadTarget, seconds: number, connections: number, threads = 1): Promise<LoadRun> {
  return withServerCpu(target, async () => {
    const run = await runWrk({
      port: target.port,
      paths: target.paths,
      headers: target.headers,
      seconds,
      connections,
      threads,
    });
    return {
      loader: 'wrk' as const,
      rps: run.rps,
      p50: run.p50,
      p99: run.p99,
      requests: run.requests,
      non2xx: run.non2xx,
      errors: run.errors,
      timeouts: run.timeouts,
      statusCodes: {},
      seconds: run.seconds,
    };
  });
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
  return withServerCpu(target, () => autocannonRun(target, seconds, connections, latencies));
}

function autocannonRun(
  target: LoadTarget,
  seconds: number,
  connections: number,
  latencies?: number[],
): Promise<Omit<LoadRun, 'serverCpuMicros'>> {
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
          loader: 'autocannon',
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

/**
 * The rounds of one setup: req/s is their median; counts are over all of them; latencies are over
 * every response (autocannon) or the median of the rounds' (wrk, whose histograms are not kept).
 */
export interface LoadSummary extends Omit<LoadRun, 'seconds' | 'serverCpuMicros'> {
  name: string;
  rounds: LoadRun[];
  /** Server CPU µs per request served over all rounds; null when a round had no CPU reading. */
  cpuPerRequest: number | null;
}

const middle = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 === 1
    ? sorted[(sorted.length - 1) / 2]!
    : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};

/** Summarizes the rounds of one setup; `latencies` are every response's (ms), empty for wrk. */
export function summarize(name: string, rounds: LoadRun[], latencies: number[]): LoadSummary {
  const sorted = Float64Array.from(latencies).sort();
  const statusCodes: Record<string, number> = {};
  for (const run of rounds)
    for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const sum = (pick: (run: LoadRun) => number) => rounds.reduce((total, run) => total + pick(run), 0);
  const requests = sum((run) => run.requests);
  const cpuKnown = rounds.every((run) => run.serverCpuMicros !== null);
  return {
    name,
    loader: rounds[0]?.loader ?? 'autocannon',
    rps: middle(rounds.map((run) => run.rps)),
    p50: sorted.length > 0 ? quantile(sorted, 0.5) : middle(rounds.map((run) => run.p50)),
    p99: sorted.length > 0 ? quantile(sorted, 0.99) : middle(rounds.map((run) => run.p99)),
    requests,
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
    timeouts: sum((run) => run.timeouts),
    statusCodes,
    rounds,
    cpuPerRequest: cpuKnown && requests > 0 ? sum((run) => run.serverCpuMicros!) / requests : null,
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
  options: { seconds: number; rounds: number; connections: number; loader?: Loader; threads?: number },
  log: (line: string) => void,
): Promise<(LoadSummary & { name: Name })[]> {
  const load = (target: LoadTarget, seconds: number, latencies?: number[]) =>
    options.loader === 'wrk'
      ? runWrkLoad(target, seconds, options.connections, options.threads)
      : runLoad(target, seconds, options.connections, latencies);
  for (const setup of setups) await load(setup.target, Math.min(2, options.seconds)); // warm-up
  const runs = new Map(setups.map((setup) => [setup.name, { rounds: [] as LoadRun[], latencies: [] as number[] }]));
  for (let round = 0; round < options.rounds; round++) {
    for (const setup of setups) {
      const entry = runs.get(setup.name)!;
      const run = await load(setup.target, options.seconds, entry.latencies);
      entry.rounds.push(run);
      const cpu =
        run.serverCpuMicros === null ? '' : `, server CPU ${(run.serverCpuMicros / run.requests).toFixed(0)} µs/req`;
      log(
        `  round ${round + 1} ${setup.name} (${run.loader}): ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms${cpu}, non-2xx ${run.non2xx}, errors ${run.errors}`,
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
