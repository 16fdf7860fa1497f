/**
 * The scale run's data: each data set's source and snapshot, with the time and the peak memory of
 * the step that made each. A missing file is made in a process of its own, under GNU time
 * (`/usr/bin/time -v`, the Debian package `time`), whose "Maximum resident set size" is the step's
 * peak RSS; it is read from the kernel's accounting of the child, so it holds even when the step
 * dies (out of memory, say). The peak is stored beside the file as `<file>.peak.json` (as the
 * timing is stored as `<file>.timings.json`, bench/common/data.ts), so a later run that reuses the
 * file still reports it; a file made by another command has a timing but no peak.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { totalmem } from 'node:os';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { type DataStep, ensureBenchData, readFreshSidecar, type StepTiming, stepFile } from '../common/data.js';
import type { BenchDataset } from '../common/dataset.js';

export const GNU_TIME = '/usr/bin/time';
/**
 * The heap flags of a step: the data scripts' young generation (package.json, bench:data), and an
 * old generation of three quarters of the machine's memory. V8's default limit stops the builder
 * past 3M events, which holds and sorts every event before writing (about 1.5 GiB
 * per million; docs/operating.md, "Building a large snapshot").
 */
const STEP_NODE_FLAGS = [
  '--max-semi-space-size=64',
  `--max-old-space-size=${Math.floor((totalmem() * 0.75) / 2 ** 20)}`,
];

interface PeakSidecar {
  peakRssBytes: number;
  /** User plus system CPU seconds of the step (GNU time): on a loaded machine, steadier than its wall time. */
  cpuSeconds?: number;
  measuredAt: string;
  events: number;
}

const peakPath = (file: string) => `${file}.peak.json`;

/** The stored peak of the step that made `file`, or null (none stored, or older than the file). */
const readPeak = (file: string): PeakSidecar | null =>
  readFreshSidecar<PeakSidecar>(
    peakPath(file),
    file,
    (parsed) => typeof parsed.peakRssBytes === 'number' && typeof parsed.measuredAt === 'string',
  );

/** GNU time's "Maximum resident set size (kbytes): N" in bytes, or null when the text has none. */
export function parseMaxRss(timeOutput: string): number | null {
  const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(timeOutput);
  return match === null ? null : Number(match[1]) * 1024;
}

/** GNU time's user plus system seconds, or null when the text lacks either. */
export function parseCpuSeconds(timeOutput: string): number | null {
  const user = /User time \(seconds\): ([\d.]+)/.exec(timeOutput);
  const system = /System time \(seconds\): ([\d.]+)/.exec(timeOutput);
  return user === null || system === null ? null : Number(user[1]) + Number(system[1]);
}

/** How a step ended when it failed: its exit, its wall time and its peak. */
export interface StepFailure {
  step: DataStep;
  exit: string;
  wallMs: number;
  peakRssBytes: number | null;
}

export class StepFailed extends Error {
  constructor(readonly failure: StepFailure) {
    super(`${failure.step} failed (${failure.exit}) after ${(failure.wallMs / 1000).toFixed(0)} s`);
  }
}

/** Runs one step (`npm run bench:scale -- --step <step> --sizes <label>`) in a child under GNU time. */
function runStep(
  step: DataStep,
  dataset: BenchDataset,
  log: (line: string) => void,
): Promise<{ peak: number; cpuSeconds: number | null }> {
  const args = ['-v', process.execPath, ...STEP_NODE_FLAGS, '--import', 'tsx'];
  args.push(join('bench', 'scale', 'run.ts'), '--step', step, '--sizes', dataset.label);
  log(`${step} ${dataset.label} in its own process, under ${GNU_TIME} -v ...`);
  const started = performance.now();
  const child = spawn(GNU_TIME, args, { cwd: PROJECT_ROOT, stdio: ['ignore', 'inherit', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const peak = parseMaxRss(stderr);
      // GNU time's own report starts at "Command being timed"; what comes before is the step's.
      const own = stderr.split('\tCommand being timed')[0]!.trim();
      if (own !== '') log(own);
      if (code === 0 && peak !== null) return resolve({ peak, cpuSeconds: parseCpuSeconds(stderr) });
      const exit = /Command terminated by signal (\d+)/.exec(stderr)?.[0] ?? `exit ${code ?? signal}`;
      reject(new StepFailed({ step, exit, wallMs: performance.now() - started, peakRssBytes: peak }));
    });
  });
}

/** A file of the data set: the time and the peak memory of the step that made it. */
export interface ScaleStep {
  ms: number | null;
  /** Peak RSS of the step's process, bytes; null when the file was made by another command. */
  peakRssBytes: number | null;
  /** User plus system CPU seconds of the step; null when not measured. */
  cpuSeconds?: number | null;
  /** True when this run made the file. */
  built: boolean;
  measuredAt: string | null;
  bytes: number;
}

export interface ScaleData {
  generate: ScaleStep;
  build: ScaleStep;
}

const withPeak = (timing: StepTiming, file: string): ScaleStep => {
  const peak = readPeak(file);
  return { ...timing, peakRssBytes: peak?.peakRssBytes ?? null, cpuSeconds: peak?.cpuSeconds ?? null };
};

/**
 * Makes what is missing of `dataset`, each step in its own process (a fresh source is built
 * again), then reads how each file was made. Throws StepFailed when a step fails.
 */
export async function scaleData(dataset: BenchDataset, log: (line: string) => void): Promise<ScaleData> {
  const made = new Set<DataStep>();
  for (const step of ['generate', 'build'] as const) {
    const file = stepFile(step, dataset);
    // ensureBenchData below checks formats; here a file is missing, or its source was just made.
    if (existsSync(file) && !(step === 'build' && made.has('generate'))) continue;
    const { peak: peakRssBytes, cpuSeconds } = await runStep(step, dataset, log);
    const measuredAt = new Date().toISOString();
    const sidecar: PeakSidecar = { peakRssBytes, measuredAt, events: dataset.events };
    if (cpuSeconds !== null) sidecar.cpuSeconds = cpuSeconds;
    writeFileSync(peakPath(file), `${JSON.stringify(sidecar)}\n`);
    made.add(step);
  }
  const report = await ensureBenchData(log, dataset);
  const built = (step: DataStep, timing: StepTiming): StepTiming => ({
    ...timing,
    built: timing.built || made.has(step),
  });
  return {
    generate: withPeak(built('generate', report.generate), dataset.source),
    build: withPeak(built('build', report.build), dataset.snapshot),
  };
}
