/**
 * What the server scenarios (throughput, open loop, Zipf) share around their own phase: the
 * prologue (wrk on PATH, the data set, the compiled server, the random mix, a keys file), the end
 * (the load average again, the targets, the report, bench/results/) and the report's frame
 * (scenarioReport: the command, the data, the machine, the load, an invalid run's failures, the
 * targets, then the scenario's own section).
 */
import { cpus, release, type as osType } from 'node:os';
import { openSnapshot } from '../../src/search/index.js';
import { type Day, parseIsoDate } from '../../src/util/dates.js';
import { BENCH_EVENTS, type BenchDataset } from './dataset.js';
import { loadLine, machineLoad, type PhaseLoad } from './format.js';
import { benchKeys } from './keys.js';
import { serverOverDataset } from './prologue.js';
import { type RandomMixOptions, type RandomQuery, randomMix } from './random-mix.js';
import { commandLine, publishRun } from './results.js';
import type { ServerBuild } from './server.js';
import { type Target, targetsTable } from './targets.js';
import { wrkOrExit } from './wrk.js';

/** What a scenario's phase is run with. */
export interface ScenarioStart {
  log: (line: string) => void;
  dataset: BenchDataset;
  build: ServerBuild;
  today: Day;
  /** The seeded random mix over the data set (bench/common/random-mix.ts). */
  mix(options?: Omit<RandomMixOptions, 'today'>): RandomQuery[];
  /** The server's environment: the snapshot, a keys file with one key, limits off. */
  env: Record<string, string>;
  key: string;
}

export interface Scenario<R extends { failures: string[] }> {
  /** Its name in the results' file names ("open-loop") and its npm script ("bench:open-loop"). */
  name: string;
  script: string;
  /** The report's title ("Open loop"). */
  title: string;
  /** The 100k data set instead of the pinned 1M one. */
  quick: boolean;
  skipCompile: boolean;
  run(start: ScenarioStart): Promise<R>;
  targets(result: R, atFullSize: boolean): Target[];
  section(result: R): string[];
  /** More fields of the results' JSON (the settings). */
  json?: Record<string, unknown>;
  /** Said after "Load average (1 / 5 / 15 min" in the report. */
  loadNote?: string;
}

export interface ScenarioReportInput {
  title: string;
  command: string;
  startedAt: Date;
  dataset: BenchDataset;
  load: readonly PhaseLoad[];
  loadNote?: string;
  failures: readonly string[];
  targets: readonly Target[];
  section: readonly string[];
}

/** The markdown report of a scenario run. */
export function scenarioReport(input: ScenarioReportInput): string {
  const { title, command, startedAt, dataset, load, failures, targets, section } = input;
  return [
    `# ${title}: ${dataset.label} events, ${startedAt.toISOString().slice(0, 10)}`,
    '',
    `\`${command}\`, run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Data: ${dataset.events.toLocaleString('en-US')} events, seed ${dataset.seed}, anchor ${dataset.anchor}.`,
    '',
    `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${osType()} ${release()}. ` +
      `Load average (1 / 5 / 15 min${input.loadNote ?? ''}): ${loadLine(load)}.`,
    '',
    ...(failures.length > 0 ? ['**This run is invalid:**', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
    ...targetsTable(targets),
    '',
    ...section,
    '',
  ].join('\n');
}

/** Runs a server scenario from its prologue to its report in bench/results/ (exit code 1 when it fails). */
export async function runScenario<R extends { failures: string[] }>(scenario: Scenario<R>): Promise<void> {
  const log = (line: string) => console.error(line);
  wrkOrExit();
  const startedAt = new Date();
  const load: PhaseLoad[] = [{ phase: 'start', ...machineLoad() }];
  const { dataset, build } = await serverOverDataset(
    { quick: scenario.quick, 'skip-compile': scenario.skipCompile },
    log,
  );
  const today = parseIsoDate(dataset.anchor)!;
  const mix = (options: Omit<RandomMixOptions, 'today'> = {}) =>
    randomMix(openSnapshot(dataset.snapshot), { ...options, today });
  const { keysFile, key, cleanup } = benchKeys(`confdir-bench-${scenario.name}-`);
  try {
    const env = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off' };
    const result = await scenario.run({ log, dataset, build, today, mix, env, key });
    load.push({ phase: 'end', ...machineLoad() });
    const command = commandLine(scenario.script);
    const targets = scenario.targets(result, dataset.events === BENCH_EVENTS);
    const { failures } = result;
    const section = scenario.section(result);
    const report = scenarioReport({ ...scenario, command, startedAt, dataset, load, failures, targets, section });
    const head = {
      scenario: scenario.name,
      startedAt: startedAt.toISOString(),
      events: dataset.events,
      command,
      targets,
    };
    const json = { ...scenario.json, load, ...result };
    publishRun({ head, label: dataset.label, json, report, failures }, log);
  } catch (error) {
    log(`${scenario.name} benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    cleanup();
  }
}
