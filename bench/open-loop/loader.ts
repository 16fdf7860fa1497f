/**
 * A constant-arrival-rate (open-loop) HTTP loader: every request has a planned start, fixed before
 * the run, and goes out then whether or not earlier answers came back; its latency is taken from
 * that planned start, so a slow answer that holds up the next ones shows in their latencies as it
 * would for users. Each request's lateness is recorded twice: when the loader handed it out (its
 * timer fired late) and when it had a connection (every connection was busy).
 *
 * Hand-written because no suitable tool is at hand: wrk2 (wrk with a constant rate and corrected
 * latencies) is not packaged in Debian, and autocannon and wrk are closed-loop (a connection sends
 * its next request only once the previous answer is in). It uses node:http with a keep-alive agent
 * of `connections` sockets. Node's timers fire in whole milliseconds, so requests go out in small
 * batches up to about a millisecond after their planned start; `lateMs` should stay above that.
 */
import { Agent, request } from 'node:http';
import { constantRate, dueBefore, type OpenLoopRecord, type Schedule, plannedAt } from './schedule.js';

export interface OpenLoopOptions {
  port: number;
  /** Sent in turn, from `firstPath`. */
  paths: readonly string[];
  firstPath?: number;
  headers: Record<string, string>;
  /** Requests per second. */
  rate: number;
  seconds: number;
  /** Keep-alive sockets at most. */
  connections: number;
  /** A request without its answer after this long fails (an error). */
  timeoutMs: number;
}

/**
 * Sends one request and returns how late it was handed out; calls back with its delay to a
 * connection and its latency (NaN on failure) once it ends.
 */
function send(
  agent: Agent,
  options: OpenLoopOptions,
  path: string,
  plannedMs: number,
  done: (sendDelay: number, latency: number, status: number) => void,
): number {
  const dispatchDelay = performance.now() - plannedMs;
  let sendDelay = Number.NaN;
  let finished = false;
  const finish = (latency: number, status: number) => {
    if (finished) return;
    finished = true;
    done(sendDelay, latency, status);
  };
  const outgoing = request(
    { agent, host: '127.0.0.1', port: options.port, path, headers: options.headers, timeout: options.timeoutMs },
    (response) => {
      response.resume();
      response.once('end', () => finish(performance.now() - plannedMs, response.statusCode ?? 0));
      response.once('error', () => finish(Number.NaN, 0));
    },
  );
  outgoing.once('socket', () => (sendDelay = performance.now() - plannedMs));
  outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
  outgoing.once('error', () => finish(Number.NaN, 0));
  outgoing.end();
  return dispatchDelay;
}

/**
 * Runs the schedule to its end and waits for every answer; whatever has not ended `timeoutMs`
 * after the last planned start (a request still waiting for a connection, say) is an error.
 */
export function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopRecord> {
  const schedule: Schedule = constantRate(options.rate, options.seconds);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: options.connections });
  const record: OpenLoopRecord = {
    dispatchDelays: new Float64Array(schedule.count).fill(Number.NaN),
    sendDelays: new Float64Array(schedule.count).fill(Number.NaN),
    latencies: new Float64Array(schedule.count).fill(Number.NaN),
    non2xx: 0,
    errors: 0,
  };
  const first = options.firstPath ?? 0;
  return new Promise((resolve) => {
    let next = 0;
    let ended = 0;
    let settled = false;
    const start = performance.now();
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      record.errors += schedule.count - ended;
      agent.destroy();
      resolve(record);
    };
    const deadline = setTimeout(settle, plannedAt(schedule, schedule.count - 1) + options.timeoutMs);
    const pump = () => {
      const until = dueBefore(schedule, next, performance.now() - start);
      for (; next < until; next++) {
        const index = next;
        const path = options.paths[(first + index) % options.paths.length]!;
        record.dispatchDelays[index] = send(
          agent,
          options,
          path,
          start + plannedAt(schedule, index),
          (sendDelay, latency, status) => {
            if (settled) return;
            record.sendDelays[index] = sendDelay;
            record.latencies[index] = latency;
            if (Number.isNaN(latency)) record.errors++;
            else if (status < 200 || status > 299) record.non2xx++;
            if (++ended === schedule.count) settle();
          },
        );
      }
      if (next < schedule.count && !settled) {
        const wait = start + plannedAt(schedule, next) - performance.now();
        setTimeout(pump, Math.max(0, wait));
      }
    };
    pump();
  });
}
