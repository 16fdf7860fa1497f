/**
 * npm run bench:mcp-cost -- [--events N] [--requests N] [--rounds N] [--connections N] [--profile] [--skip-compile]
 *
 * What an MCP call costs the server beside the same HTTP call (docs/api.md, "MCP"; targets: a search
 * at most 1.3 times the HTTP search, tools/list at most 1.2 times the OpenAPI document): the fixed query mix's searches (bench/common/queries.ts) asked as GET
 * /api/gpt/conferences and as searchConferences tool calls with the same arguments, on 2026-07-28
 * (per-request `_meta`) and on 2025-11-25 (stateless, no session), and tools/list, against the
 * compiled server (response cache and limits off, so every request is computed). Each phase is a
 * closed loop of `--connections` requests at a time over kept-alive connections; the server's CPU
 * per request is its user + system time from /proc over the phase, divided by the requests. The
 * phases run in turn, `--rounds` times, and the report gives each one's median over the rounds and
 * the ratio of the MCP searches' medians to the HTTP search's, and of tools/list's to the HTTP
 * answer that lists the same operations for an assistant (GET /api/gpt/openapi). A run is invalid when an answer is not a 200
 * with a result. `--profile` then splits four phases' CPU by area under V8's profiler (profile.ts).
 * Writes bench/results/mcp-cost-<size>.json and .md.
 */
import { Pool } from 'undici';
import { BENCH_EVENTS } from '../common/dataset.js';
import { machineLoad, type PhaseLoad } from '../common/format.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { serverOverDataset } from '../common/prologue.js';
import { commandLine, publishRun } from '../common/results.js';
import { scenarioReport } from '../common/scenario.js';
import { startBenchServer } from '../common/server.js';
import { median } from '../common/stats.js';
import type { Target } from '../common/targets.js';
import { HTTP_SEARCH, loadPhase, OPENAPI, phases, searches, TOOLS_LIST } from './load.js';
import { type PhaseProfile, profilePhases, profileSection } from './profile.js';

const options = benchOptions(
  'npm run bench:mcp-cost -- [--events N] [--requests N] [--rounds N] [--connections N] [--profile] [--skip-compile]',
  {
    events: {
      type: 'whole',
      min: 1000,
      max: BENCH_EVENTS,
      default: BENCH_EVENTS,
      description: 'events of the data set',
    },
    requests: { type: 'whole', min: 100, max: 100_000, default: 2000, description: 'requests per phase and round' },
    rounds: { type: 'whole', min: 1, max: 20, default: 5, description: 'rounds of every phase, in turn' },
    connections: { type: 'whole', min: 1, max: 16, default: 2, description: 'requests in flight' },
    profile: { type: 'flag', description: "then split four phases' CPU by area under V8's profiler" },
    'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  },
);

const log = (line: string) => console.error(line);
const startedAt = new Date();
const load: PhaseLoad[] = [{ phase: 'start', ...machineLoad() }];
const { dataset, build } = await serverOverDataset(options, log);
const { keysFile, key, cleanup } = benchKeys('confdir-bench-mcp-cost-');
const env = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off', RESPONSE_CACHE_MB: '0' };
const server = await startBenchServer(build, env);
const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: options.connections });
const perPhase = new Map<string, number[]>();
const failures: string[] = [];
const lists = phases(key);
let profiles: PhaseProfile[] = [];
try {
  // A warm-up pass of every phase, not measured.
  for (const list of Object.values(lists)) await loadPhase(pool, server.pid, list, list.length * 3, 1);
  load.push({ phase: 'warm', ...machineLoad() });
  for (let round = 1; round <= options.rounds; round++) {
    for (const [name, list] of Object.entries(lists)) {
      const { micros, failures: failed } = await loadPhase(
        pool,
        server.pid,
        list,
        options.requests,
        options.connections,
      );
      failures.push(...failed);
      perPhase.set(name, [...(perPhase.get(name) ?? []), micros]);
      log(`round ${round}: ${name} ${(micros / 1000).toFixed(3)} ms of server CPU a request`);
    }
  }
  load.push({ phase: 'end', ...machineLoad() });
} finally {
  await pool.close();
  await server.stop();
}
const medians = Object.fromEntries([...perPhase].map(([name, values]) => [name, median(values) / 1000]));
try {
  if (options.profile) {
    const micros = Object.fromEntries(Object.entries(medians).map(([name, value]) => [name, value * 1000]));
    const { requests, connections } = options;
    profiles = await profilePhases({ build, env, lists, medians: micros, requests, connections, log });
  }
} finally {
  cleanup();
}

const http = medians[HTTP_SEARCH]!;
const openapi = medians[OPENAPI]!;
/** What each phase is set beside: a search beside the HTTP search, tools/list beside the OpenAPI document. */
const besideOf = (name: string): number | undefined =>
  name.includes('search') ? http : name.includes('tools/list') || name.includes('OpenAPI') ? openapi : undefined;
const rows = Object.entries(medians).map(([name, value]) => {
  const beside = besideOf(name);
  const ratio = beside === undefined ? '' : `${(value / beside).toFixed(2)}×`;
  const rounds = perPhase
    .get(name)!
    .map((micros) => (micros / 1000).toFixed(3))
    .join(', ');
  return `| ${name} | ${value.toFixed(3)} | ${ratio} | ${rounds} |`;
});
const worst = Math.max(
  ...Object.entries(medians)
    .filter(([name]) => name.startsWith('MCP search'))
    .map(([, v]) => v),
);
const list = medians[TOOLS_LIST]!;
const targets: Target[] = [
  {
    name: 'MCP search beside the same HTTP search',
    target: "at most 1.3× the server's CPU",
    measured: `${(worst / http).toFixed(2)}× (${worst.toFixed(3)} against ${http.toFixed(3)} ms)`,
    met: worst / http <= 1.3,
  },
  {
    name: 'MCP tools/list beside the HTTP OpenAPI document (GET /api/gpt/openapi)',
    target: "at most 1.2× the server's CPU",
    measured: `${(list / openapi).toFixed(2)}× (${list.toFixed(3)} against ${openapi.toFixed(3)} ms)`,
    met: list / openapi <= 1.2,
  },
];
const command = commandLine('bench:mcp-cost');
const section = [
  `The ${build} server, cache and limits off; ${searches.length} searches of the fixed mix, ${options.requests} ` +
    `requests per phase and round, ${options.connections} in flight, ${options.rounds} rounds in turn.`,
  '',
  '| phase | server CPU a request, median (ms) | beside HTTP (a search: the HTTP search; tools/list: the OpenAPI document) | each round (ms) |',
  '|---|---|---|---|',
  ...rows,
  ...(profiles.length > 0 ? profileSection(profiles) : []),
];
const report = scenarioReport({
  title: 'MCP cost beside HTTP',
  command,
  startedAt,
  dataset,
  load,
  failures,
  targets,
  section,
});
publishRun(
  {
    head: { scenario: 'mcp-cost', startedAt: startedAt.toISOString(), events: dataset.events, command, targets },
    label: dataset.label,
    json: { settings: options, build, load, medians, perPhase: Object.fromEntries(perPhase), profiles, failures },
    report,
    failures,
  },
  log,
);
