/**
 * The open-loop loader's arithmetic, kept pure so that tests can check it: the planned start of
 * every request at a constant arrival rate, the requests due at a moment, and the summary of a
 * run, with every latency taken from the request's planned start (so a request that waited for
 * the loader or for a free connection counts its wait: no coordinated omission), the requests the
 * loader itself sent out late counted, and apart from them those that waited for a connection.
 */
import { quantile } from '../common/stats.js';

/** A constant arrival rate: `count` requests, request i planned `i * intervalMs` after the start. */
export interface Schedule {
  count: number;
  intervalMs: number;
}

/** The schedule of `rate` requests per second for `seconds` seconds. */
export function constantRate(rate: number, seconds: number): Schedule {
  if (!(rate > 0) || !(seconds > 0)) throw new Error('the rate and the duration must be positive');
  return { count: Math.max(1, Math.round(rate * seconds)), intervalMs: 1000 / rate };
}

/** Request i's planned start, in ms after the schedule's start. */
export const plannedAt = (schedule: Schedule, i: number): number => i * schedule.intervalMs;

/**
 * The index after the last request due at `elapsedMs` (planned at or before it), never below
 * `next` nor above the count: the requests [next, returned) are to be sent now.
 */
export function dueBefore(schedule: Schedule, next: number, elapsedMs: number): number {
  if (elapsedMs < 0) return next;
  const due = Math.floor(elapsedMs / schedule.intervalMs + 1e-9) + 1;
  return Math.min(schedule.count, Math.max(next, due));
}

/** What a run recorded per request, in ms from its planned start; NaN where it did not happen. */
export interface OpenLoopRecord {
  /** Planned start to the loader handing the request out (its timer's lateness). */
  dispatchDelays: Float64Array;
  /** Planned start to the request having a connection to go out on. */
  sendDelays: Float64Array;
  /** Planned start to the last byte of the answer; NaN for a request that failed. */
  latencies: Float64Array;
  non2xx: number;
  errors: number;
}

export interface OpenLoopSummary {
  planned: number;
  completed: number;
  non2xx: number;
  errors: number;
  /** ms from the planned start. */
  p50: number;
  p99: number;
  p999: number;
  max: number;
  /** Requests the loader handed out more than `lateMs` after their planned start (its own lateness). */
  late: number;
  /** Requests that then waited more than `lateMs` for a free connection (every one busy). */
  waitedForConnection: number;
  lateMs: number;
  /** The largest delay from the planned start to a connection, ms. */
  maxSendDelay: number;
}

/** The summary of a run; `lateMs` is the send delay beyond which a request counts as late. */
export function summarizeOpenLoop(record: OpenLoopRecord, lateMs: number): OpenLoopSummary {
  const done = record.latencies.filter((value) => !Number.isNaN(value)).sort();
  let late = 0;
  let waitedForConnection = 0;
  let maxSendDelay = 0;
  for (let i = 0; i < record.dispatchDelays.length; i++) {
    const dispatch = record.dispatchDelays[i]!;
    const send = record.sendDelays[i]!;
    if (dispatch > lateMs) late++;
    if (send - dispatch > lateMs) waitedForConnection++;
    if (send > maxSendDelay) maxSendDelay = send;
  }
  return {
    planned: record.latencies.length,
    completed: done.length,
    non2xx: record.non2xx,
    errors: record.errors,
    p50: quantile(done, 0.5),
    p99: quantile(done, 0.99),
    p999: quantile(done, 0.999),
    max: done.length > 0 ? done[done.length - 1]! : Number.NaN,
    late,
    waitedForConnection,
    lateMs,
    maxSendDelay,
  };
}
