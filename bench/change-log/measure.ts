/**
 * What the change-log scenario measures of a build and of its snapshot: the build in a process of
 * its own (this scenario's `--build-in` child, which runs the builder as `npm run build:snapshot`
 * does and prints its time, CPU and peak RSS), the bytes of the log's sections beside the file's,
 * the changes the log holds by kind and edition, and the server's start to ready and RSS at ready.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshot } from '../../src/builder/index.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { CHANGE_KINDS } from '../../src/store/change-table.js';
import { loadStore } from '../../src/store/load.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type ServerBuild, startBenchServer } from '../common/server.js';
import { median } from '../common/stats.js';

/** One build: wall time of the builder, its CPU, and the process's peak RSS. */
export interface BuildFigures {
  previous: boolean;
  ms: number;
  cpuMs: number;
  peakRssBytes: number;
}

/** The child's side: builds `input` into `output` (against `previous`) and prints its figures as one JSON line. */
export function buildChild(input: string, output: string, previous: string | undefined): void {
  const cpu = process.cpuUsage();
  const started = performance.now();
  buildSnapshot({ input, output, ...(previous ? { previous } : {}) });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const figures: BuildFigures = {
    previous: previous !== undefined,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  console.log(JSON.stringify(figures));
}

/** The package.json script's heap flag for the builder (build:snapshot). */
const BUILD_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Runs one build in its own process (this scenario's run.ts as the child) and reads its figures. */
export function runBuild(input: string, output: string, previous?: string): Promise<BuildFigures> {
  const args = [...BUILD_NODE_FLAGS, '--import', 'tsx', join('bench', 'change-log', 'run.ts')];
  args.push('--build-in', input, '--build-out', output, ...(previous ? ['--build-previous', previous] : []));
  const child = spawn(process.execPath, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const line = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && line.startsWith('{')) return resolve(JSON.parse(line) as BuildFigures);
      reject(new Error(`the build of ${output} failed (${code ?? signal}):\n${stderr.trim().slice(-2000)}`));
    });
  });
}

/** The log's share of a snapshot: the bytes of its sections (changes.*) beside the file's. */
export interface LogBytes {
  fileBytes: number;
  logBytes: number;
  /** Each section of the log and its bytes. */
  sections: Record<string, number>;
}

export function logBytes(file: string): LogBytes {
  const sections: Record<string, number> = {};
  for (const section of readSnapshotHeader(file).sections) {
    if (section.name.startsWith('changes.')) sections[section.name] = section.length;
  }
  const logTotal = Object.values(sections).reduce((sum, bytes) => sum + bytes, 0);
  return { fileBytes: statSync(file).size, logBytes: logTotal, sections };
}

/** The changes a snapshot's log holds: all of them, by kind, and the editions its own build found changed. */
export interface LoggedChanges {
  total: number;
  builds: number;
  /** The file's own build's changes by kind. */
  ownByKind: Record<string, number>;
  own: number;
  /** The ids of the editions the file's own build found changed, ascending. */
  ownEditions: number[];
}

export function loggedChanges(file: string): LoggedChanges {
  const { changes } = loadStore(file);
  const ownByKind: Record<string, number> = {};
  const editions = new Set<number>();
  let own = 0;
  for (let at = 0; at < changes.event.length && changes.build[at] === 0; at++) {
    const kind = CHANGE_KINDS[changes.kind[at]!]!;
    ownByKind[kind] = (ownByKind[kind] ?? 0) + 1;
    editions.add(changes.event[at]!);
    own++;
  }
  return {
    total: changes.event.length,
    builds: changes.builds.length,
    ownByKind,
    own,
    ownEditions: [...editions].sort((a, b) => a - b),
  };
}

/** Start to ready and RSS at ready of the server over one snapshot (medians of the starts). */
export interface ServingFigures {
  startToReadyMs: number[];
  rssAtReady: number[];
  medianStartToReadyMs: number;
  medianRssAtReady: number;
  /** What GET /api/gpt/changes answered as its total, on the first start. */
  changesTotal: number | null;
}

/** Starts the server over each snapshot in turn, `starts` times, and reads one page of its changes. */
export async function measureServing(
  build: ServerBuild,
  snapshots: readonly string[],
  starts: number,
  env: Record<string, string>,
  key: string,
  log: (line: string) => void,
): Promise<ServingFigures[]> {
  const runs = snapshots.map(() => ({
    startToReadyMs: [] as number[],
    rssAtReady: [] as number[],
    total: null as number | null,
  }));
  for (let start = 0; start < starts; start++) {
    for (const [at, snapshot] of snapshots.entries()) {
      const server = await startBenchServer(build, { ...env, SNAPSHOT_PATH: snapshot, RESPONSE_CACHE_MB: '0' });
      try {
        runs[at]!.startToReadyMs.push(server.startToReadyMs);
        runs[at]!.rssAtReady.push(server.rssAtReady);
        if (start === 0) {
          const response = await fetch(`http://127.0.0.1:${server.port}/api/gpt/changes?limit=1`, {
            headers: { 'x-api-key': key },
          });
          const body = (await response.json()) as { total?: number };
          runs[at]!.total = response.ok && typeof body.total === 'number' ? body.total : null;
        }
      } finally {
        await server.stop();
      }
      log(
        `  ${snapshot}: start to ready ${server.startToReadyMs.toFixed(0)} ms, RSS ${(server.rssAtReady / 2 ** 20).toFixed(1)} MiB`,
      );
    }
  }
  return runs.map((run) => ({
    startToReadyMs: run.startToReadyMs,
    rssAtReady: run.rssAtReady,
    medianStartToReadyMs: median(run.startToReadyMs),
    medianRssAtReady: median(run.rssAtReady),
    changesTotal: run.total,
  }));
}
