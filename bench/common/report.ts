/**
 * The markdown report of one scenario run on its own (`npm run bench:<name>`): its title, the
 * command, the data set, the machine and its load, what makes the run invalid, the targets, then
 * the scenario's own section (the one the suite's report includes).
 */
import { cpus, release, type as osType } from 'node:os';
import type { BenchDataset } from './dataset.js';
import { loadLine, type PhaseLoad } from './format.js';
import { type Target, targetsTable } from './targets.js';

export interface ScenarioReportInput {
  /** "Zipf mix", "Swap under load"... */
  title: string;
  command: string;
  startedAt: Date;
  dataset: BenchDataset;
  load: readonly PhaseLoad[];
  targets: readonly Target[];
  failures: readonly string[];
  section: readonly string[];
}

export function scenarioReport(input: ScenarioReportInput): string {
  const { startedAt, dataset, failures } = input;
  return [
    `# ${input.title}: ${dataset.label} events, ${startedAt.toISOString().slice(0, 10)}`,
    '',
    `\`${input.command}\`, run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. Data: ${dataset.events.toLocaleString('en-US')} events, seed ${dataset.seed}, anchor ${dataset.anchor}.`,
    '',
    `Machine: ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${cpus().length} cores, Node ${process.version}, ${osType()} ${release()}. ` +
      `Load average (1 / 5 / 15 min; other work on the machine shows here): ${loadLine(input.load)}.`,
    '',
    ...(failures.length > 0 ? ['**This run is invalid:**', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
    ...targetsTable(input.targets),
    '',
    ...input.section,
    '',
  ].join('\n');
}
