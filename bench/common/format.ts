/**
 * Number and machine-load formats shared by the benchmarks' reports.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** 12,345 */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
/** Milliseconds: two decimals below 10, one above. */
export const ms = (n: number): string => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
/** "12.3 MiB" */
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** os.loadavg() taken at a phase of a run, with the machine's CPU time counters then. */
export interface PhaseLoad {
  phase: string;
  /** 1, 5 and 15 minutes. */
  loadavg: number[];
  /** /proc/stat's counters of all CPUs, in clock ticks (absent where there is none, or in older results). */
  cpuTicks?: CpuTicks;
}

/** All CPU time, and the part the hypervisor gave to other machines ("steal"), since boot. */
export interface CpuTicks {
  total: number;
  steal: number;
}

/**
 * The counters of /proc/stat's first line; undefined off Linux. On a virtual machine, "steal" is
 * time a CPU was ready to run this machine's work and ran another's: a benchmark's wall and CPU
 * times stretch with it, which the load average does not show.
 */
export function cpuTicks(): CpuTicks | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { total, steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/** The load average and CPU counters now, for a phase of a run. */
export const machineLoad = (): Omit<PhaseLoad, 'phase'> => {
  const ticks = cpuTicks();
  return { loadavg: loadavg(), ...(ticks ? { cpuTicks: ticks } : {}) };
};

/** The share of all CPU time stolen between two samples, or undefined without both counters. */
function stolenShare(from: PhaseLoad, to: PhaseLoad): number | undefined {
  if (!from.cpuTicks || !to.cpuTicks) return undefined;
  const total = to.cpuTicks.total - from.cpuTicks.total;
  return total > 0 ? (to.cpuTicks.steal - from.cpuTicks.steal) / total : undefined;
}

/**
 * "start 0.79 / 0.95 / 1.39; end 1.52 / 1.18 / 1.41", each phase after the first with the share of
 * CPU time stolen by the hypervisor since the phase before when both were sampled ("(stolen 7.5%)").
 */
export function loadLine(samples: readonly PhaseLoad[]): string {
  return samples
    .map((sample, i) => {
      const stolen = i === 0 ? undefined : stolenShare(samples[i - 1]!, sample);
      const note = stolen === undefined ? '' : ` (stolen ${(stolen * 100).toFixed(1)}%)`;
      return `${sample.phase} ${sample.loadavg.map((v) => v.toFixed(2)).join(' / ')}${note}`;
    })
    .join('; ');
}
