/**
 * bench:families's phase: one compiled server (response cache and limits off), each parameter
 * family's searches (families.ts) loaded with wrk in interleaved rounds, with the server's CPU time
 * per request; before the load, the first SIZED searches of each family are asked once (each must
 * answer 200), for their mean answer size.
 */
import { bodySizes } from '../common/answers.js';
import { processTree } from '../common/cpu.js';
import { loadFailures, loadInterleaved, type LoadSummary } from '../common/http-load.js';
import type { RandomQuery } from '../common/random-mix.js';
import { startBenchServer, type ServerBuild } from '../common/server.js';
import { FAMILIES } from './families.js';

/** Searches of each family asked once before the load, for the mean answer size. */
const SIZED = 200;

export interface FamiliesOptions {
  build: ServerBuild;
  env: Record<string, string>;
  key: string;
  queries: readonly RandomQuery[];
  seconds: number;
  rounds: number;
  connections: number;
  log: (line: string) => void;
}

export interface FamilyRow {
  family: string;
  /** Distinct searches loaded. */
  searches: number;
  meanBytes: number;
  load: LoadSummary;
}

export interface FamiliesResult {
  server: ServerBuild;
  seconds: number;
  rounds: number;
  connections: number;
  rows: FamilyRow[];
  failures: string[];
}

export async function runFamiliesPhase(options: FamiliesOptions): Promise<FamiliesResult> {
  const headers = { 'x-api-key': options.key };
  const server = await startBenchServer(options.build, { ...options.env, RESPONSE_CACHE_MB: '0' });
  try {
    const families = FAMILIES.map((family) => ({ name: family.name, paths: family.paths(options.queries) })).filter(
      (family) => family.paths.length > 0,
    );
    const meanBytes: number[] = [];
    for (const family of families) {
      const sizes = await bodySizes(server.port, family.paths.slice(0, SIZED), headers);
      meanBytes.push(sizes.reduce((sum, size) => sum + size, 0) / sizes.length);
      options.log(
        `${family.name}: ${family.paths.length} searches, mean answer ${Math.round(meanBytes.at(-1)!)} bytes`,
      );
    }
    const setups = families.map((family) => ({
      name: family.name,
      target: { port: server.port, paths: family.paths, headers, sequence: true, pids: () => processTree(server.pid) },
    }));
    const loads = await loadInterleaved(
      setups,
      { seconds: options.seconds, rounds: options.rounds, connections: options.connections, loader: 'wrk' },
      options.log,
    );
    const rows = loads.map((load, i) => ({
      family: load.name,
      searches: families[i]!.paths.length,
      meanBytes: meanBytes[i]!,
      load,
    }));
    return {
      server: options.build,
      seconds: options.seconds,
      rounds: options.rounds,
      connections: options.connections,
      rows,
      failures: loadFailures(loads),
    };
  } finally {
    await server.stop();
  }
}
