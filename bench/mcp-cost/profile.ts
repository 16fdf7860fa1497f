/**
 * The MCP cost scenario's `--profile` (run.ts): where the server's CPU goes in four of its phases
 * (the HTTP search, the modern MCP search, the OpenAPI document, tools/list), from one server under
 * V8's CPU profiler that answers each phase in its own time window, after a warm-up of it. Each
 * window's samples are given to the cost areas of common/cpu-profile.ts and the shares applied to
 * the phase's unprofiled median (the profiler slows the server), so that an MCP phase beside its HTTP
 * request, area by area, says where the MCP call's extra CPU goes; its functions of most self time
 * name the steps.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Pool } from 'undici';
import { tempDir } from '../../tools/support/temp-dir.js';
import {
  areaShares,
  attributeProfile,
  COST_AREAS,
  type CostArea,
  type CpuProfile,
  type FunctionTime,
  type ProfileWindow,
  topFunctions,
} from '../common/cpu-profile.js';
import { int } from '../common/format.js';
import { splitCpu } from '../common/profiled-run.js';
import { startBenchServer, type ServerBuild } from '../common/server.js';
import { HTTP_SEARCH, loadPhase, MODERN_SEARCH, OPENAPI, type Request, TOOLS_LIST } from './load.js';

/** The phases profiled, each MCP one after the HTTP request it is set beside. */
const PROFILED = [HTTP_SEARCH, MODERN_SEARCH, OPENAPI, TOOLS_LIST] as const;
const BESIDE: Readonly<Record<string, string>> = { [MODERN_SEARCH]: HTTP_SEARCH, [TOOLS_LIST]: OPENAPI };
/** The functions of most self time listed per MCP phase. */
const FUNCTIONS = 12;

export interface PhaseProfile {
  phase: string;
  /** Server CPU µs a request under the profiler (from /proc). */
  profiledMicros: number;
  /** The phase's unprofiled median, split by the profile's shares. */
  micros: Record<CostArea, number>;
  functions: FunctionTime[];
}

export interface ProfileOptions {
  build: ServerBuild;
  env: Record<string, string>;
  lists: Readonly<Record<string, Request[]>>;
  /** Each phase's unprofiled median, µs a request. */
  medians: Readonly<Record<string, number>>;
  requests: number;
  connections: number;
  log: (line: string) => void;
}

const monotonicMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** Runs the four phases against one profiled server; the server is stopped before it returns. */
export async function profilePhases(options: ProfileOptions): Promise<PhaseProfile[]> {
  const { dir, cleanup } = tempDir('confdir-bench-mcp-prof-');
  try {
    const server = await startBenchServer(options.build, options.env, {
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    const windows = new Map<string, { window: ProfileWindow; micros: number }>();
    const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: options.connections });
    try {
      for (const phase of PROFILED) {
        const list = options.lists[phase]!;
        options.log(`profiling ${phase} ...`);
        await loadPhase(pool, server.pid, list, list.length * 3, 1);
        const fromUs = monotonicMicros();
        const { micros, failures } = await loadPhase(pool, server.pid, list, options.requests, options.connections);
        if (failures.length > 0) throw new Error(`${phase} under the profiler: ${failures[0]}`);
        windows.set(phase, { window: { fromUs, toUs: monotonicMicros() }, micros });
      }
    } finally {
      await pool.close();
      await server.stop();
    }
    const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
    if (file === undefined) throw new Error('the profiled server wrote no CPU profile');
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    return PROFILED.map((phase) => {
      const { window, micros } = windows.get(phase)!;
      const attribution = attributeProfile(profile, window);
      if (attribution.samples === 0) throw new Error(`no profile sample fell in ${phase}'s window`);
      return {
        phase,
        profiledMicros: micros,
        micros: splitCpu(options.medians[phase]!, areaShares(attribution)),
        functions: topFunctions(profile, FUNCTIONS, window),
      };
    });
  } finally {
    cleanup();
  }
}

/** The report's section: µs by area per phase, each MCP phase less its HTTP request, and the MCP phases' functions. */
export function profileSection(profiles: readonly PhaseProfile[]): string[] {
  const byPhase = new Map(profiles.map((profile) => [profile.phase, profile]));
  const cell = (value: number) => (Math.abs(value) >= 1000 ? int(value) : value.toFixed(1));
  const rows = profiles.map(
    (profile) => `| ${profile.phase} | ${COST_AREAS.map((area) => cell(profile.micros[area])).join(' | ')} |`,
  );
  const differences = Object.entries(BESIDE).map(([mcp, http]) => {
    const [a, b] = [byPhase.get(mcp)!, byPhase.get(http)!];
    return `| ${mcp} less ${http} | ${COST_AREAS.map((area) => cell(a.micros[area] - b.micros[area])).join(' | ')} |`;
  });
  const functions = Object.keys(BESIDE).flatMap((phase) => {
    const profile = byPhase.get(phase)!;
    const total = COST_AREAS.reduce((sum, area) => sum + profile.micros[area], 0);
    return [
      '',
      `The functions with the most self time in ${phase}, each share applied to its ${cell(total)} µs:`,
      '',
      '| function | µs a request | share |',
      '|---|---:|---:|',
      ...profile.functions.map(
        ({ name, share }) => `| \`${name}\` | ${cell(share * total)} | ${(share * 100).toFixed(1)}% |`,
      ),
    ];
  });
  return [
    '',
    "**Where the CPU goes** (`--profile`): one server under V8's CPU profiler answers each phase in a " +
      "window of its own; each area's share of the window (the rule in bench/README.md) is applied to the " +
      "phase's median above, in µs a request.",
    '',
    `| phase | ${COST_AREAS.join(' | ')} |`,
    `|---|${COST_AREAS.map(() => '---:').join('|')}|`,
    ...rows,
    ...differences,
    ...functions,
  ];
}
