/**
 * Reading V8's `--trace-gc` lines, which a server started with that flag prints on standard output,
 * one per collection:
 *
 *   [4053:0x31fbd000]    60 ms: Scavenge 4.7 (5.8) -> 4.3 (6.8) MB, pooled: 0 MB, 3.13 / 0.00 ms  (average mu = …) allocation failure;
 *
 * The figure before " / " is the collection's pause on the main thread, in ms. The swap scenario
 * reads the lines each window printed, to tell a long event-loop delay that was a collection from
 * one that was not (on a virtual machine, the hypervisor can stop the process too).
 */

/**
 * One collection: its kind ("Scavenge", "Mark-Compact", ...), its main-thread pause, and why V8
 * ran it, as the line ends ("allocation failure", "external memory pressure", ...).
 */
export interface GcPause {
  kind: string;
  ms: number;
  reason?: string;
}

const TRACE_LINE =
  /\d+ ms: (.+?) [\d.]+ \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/;

/** What follows the mutator utilization, to the first semicolon: the collection's reason. */
const REASON = /\(average mu = [^)]*\) ([^;]+)/;

/** The collections among `lines`; other lines are skipped. */
export function gcPauses(lines: readonly string[]): GcPause[] {
  const pauses: GcPause[] = [];
  for (const line of lines) {
    const match = TRACE_LINE.exec(line);
    const reason = REASON.exec(line)?.[1];
    if (match) pauses.push({ kind: match[1]!, ms: Number(match[2]), ...(reason ? { reason } : {}) });
  }
  return pauses;
}

/** How many collections, their pauses' sum, and the longest one (null when there was none). */
export interface GcSummary {
  count: number;
  totalMs: number;
  longest: GcPause | null;
}

export function summarizeGc(lines: readonly string[]): GcSummary {
  const pauses = gcPauses(lines);
  let longest: GcPause | null = null;
  for (const pause of pauses) if (longest === null || pause.ms > longest.ms) longest = pause;
  return { count: pauses.length, totalMs: pauses.reduce((sum, pause) => sum + pause.ms, 0), longest };
}
