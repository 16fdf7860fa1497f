/**
 * Closed-loop load with wrk (the Debian package `wrk`): a C load generator that needs a fraction
 * of the CPU a Node one does, so that on a 2-core machine the server, not the loader, sets the
 * ceiling. The bench finds it on PATH and refuses to measure without it (`apt-get install wrk`).
 *
 * A run with one path sends that request again and again (wrk's static request); a run with a
 * list walks it with a Lua script (wrkScript): each wrk thread is one request stream over its
 * connections, starting at its own point of the list, so that every path is asked once per pass.
 * The script's done() prints the summary as one JSON line, which parseWrkResult reads.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { tempDir } from '../../tools/support/temp-dir.js';

export const WRK_MISSING = 'wrk is not on PATH: install it with `apt-get install wrk` (Debian package wrk)';

/** The wrk binary on `searchPath` (PATH by default), or null. */
export function findWrk(searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(delimiter)) {
    if (dir === '') continue;
    const file = join(dir, 'wrk');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** The wrk binary; throws WRK_MISSING when it is not on PATH. */
function requireWrk(): string {
  const found = findWrk();
  if (found === null) throw new Error(WRK_MISSING);
  return found;
}

/** For a scenario's start: prints WRK_MISSING and exits 1 when wrk is not on PATH. */
export function wrkOrExit(): void {
  if (findWrk() !== null) return;
  console.error(WRK_MISSING);
  process.exit(1);
}

const RESULT_MARK = 'WRK_RESULT ';

/**
 * The Lua script of a run. With `walk`, init() reads the paths file (args[1], one path per line)
 * into ready-made requests and request() hands them out in turn; thread n of args[2] threads starts
 * n/threads of the way in. done() prints the summary (latencies in µs) as a JSON line.
 */
export function wrkScript(walk: boolean): string {
  const walker = `
local requests = {}
local at = 1
function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then requests[#requests + 1] = wrk.format("GET", line) end
  end
  at = (id * math.floor(#requests / tonumber(args[2]))) % #requests + 1
end
function request()
  local r = requests[at]
  at = at % #requests + 1
  return r
end
`;
  return `-- Written by the benchmarks for one wrk run.
local threads = 0
function setup(thread)
  thread:set("id", threads)
  threads = threads + 1
end
${walk ? walker : ''}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('${RESULT_MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d,"max":%d,"mean":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9),
    latency.max, latency.mean))
end
`;
}

/** One wrk run's summary; latencies in milliseconds. */
export interface WrkResult {
  requests: number;
  seconds: number;
  rps: number;
  bytes: number;
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
  mean: number;
  /** Responses with a status above 399 (wrk counts those as errors, 3xx not). */
  non2xx: number;
  /** Socket errors: connect, read and write. */
  errors: number;
  timeouts: number;
}

/** Reads the summary line of wrkScript's done() from wrk's output; throws when there is none. */
export function parseWrkResult(output: string): WrkResult {
  const line = output.split('\n').find((text) => text.startsWith(RESULT_MARK));
  if (line === undefined) throw new Error(`wrk printed no summary:\n${output.slice(0, 2000)}`);
  const raw = JSON.parse(line.slice(RESULT_MARK.length)) as Record<string, number>;
  const seconds = raw.durationUs! / 1e6;
  const msOf = (us: number) => us / 1000;
  return {
    requests: raw.requests!,
    seconds,
    rps: seconds > 0 ? raw.requests! / seconds : 0,
    bytes: raw.bytes!,
    p50: msOf(raw.p50!),
    p90: msOf(raw.p90!),
    p99: msOf(raw.p99!),
    p999: msOf(raw.p999!),
    max: msOf(raw.max!),
    mean: msOf(raw.mean!),
    non2xx: raw.status!,
    errors: raw.connect! + raw.read! + raw.write!,
    timeouts: raw.timeout!,
  };
}

export interface WrkRunOptions {
  port: number;
  /** One path: wrk's static request; several: walked by the Lua script. */
  paths: readonly string[];
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  threads: number;
}

/** One wrk run on loopback, bounded in time (killed 30 s after its duration if it hangs). */
export async function runWrk(options: WrkRunOptions): Promise<WrkResult> {
  const binary = requireWrk();
  if (options.paths.length === 0) throw new Error('wrk needs at least one path');
  const { dir, cleanup } = tempDir('confdir-bench-wrk-');
  try {
    const walk = options.paths.length > 1;
    const script = join(dir, 'run.lua');
    writeFileSync(script, wrkScript(walk));
    const args = [
      `--threads=${Math.min(options.threads, options.connections)}`,
      `--connections=${options.connections}`,
      `--duration=${options.seconds}s`,
      '--timeout=10s',
      `--script=${script}`,
      ...Object.entries(options.headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
      `http://127.0.0.1:${options.port}${walk ? '/' : options.paths[0]}`,
    ];
    if (walk) {
      const pathsFile = join(dir, 'paths.txt');
      writeFileSync(pathsFile, `${options.paths.join('\n')}\n`);
      args.push('--', pathsFile, String(Math.min(options.threads, options.connections)));
    }
    return parseWrkResult(await runBounded(binary, args, (options.seconds + 30) * 1000));
  } finally {
    cleanup();
  }
}

/** Runs a command to its end and resolves with its stdout; rejects on a non-zero exit or timeout. */
function runBounded(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else reject(new Error(`wrk exited with ${code ?? signal}: ${(stderr || stdout).slice(0, 2000)}`));
    });
  });
}
