/**
 * Number and machine-load formats shared by the benchmarks' reports.
 */

/** 12,345 */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');
/** Milliseconds: two decimals below 10, one above. */
export const ms = (n: number): string => (n >= 10 ? n.toFixed(1) : n.toFixed(2));
/** "12.3 MiB" */
export const mib = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/** os.loadavg() taken at a phase of a run. */
export interface PhaseLoad {
  phase: string;
  /** 1, 5 and 15 minutes. */
  loadavg: number[];
}

/** "start 0.79 / 0.95 / 1.39; end 1.52 / 1.18 / 1.41" */
export function loadLine(samples: readonly PhaseLoad[]): string {
  return samples.map((sample) => `${sample.phase} ${sample.loadavg.map((v) => v.toFixed(2)).join(' / ')}`).join('; ');
}
