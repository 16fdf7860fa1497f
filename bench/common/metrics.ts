/**
 * Reading a server's Prometheus counters (its /metrics on METRICS_PORT), for the scenarios that
 * report what the server itself counted: the response cache's hits and misses, the event loop's delay.
 */

/**
 * The sum of every sample of the metric `name` in a text exposition (all label sets); 0 when the
 * metric has no sample yet.
 */
export function promValue(text: string, name: string): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (match?.[1] === name) total += Number(match[3]);
  }
  return total;
}

async function scrape(metricsPort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/** The response cache's counters now. */
export async function cacheCounters(metricsPort: number): Promise<{ hits: number; misses: number }> {
  const text = await scrape(metricsPort);
  return { hits: promValue(text, 'response_cache_hits_total'), misses: promValue(text, 'response_cache_misses_total') };
}

/**
 * The server's event-loop delay since the previous scrape, in ms: its longest gap and its p99
 * (perf_hooks.monitorEventLoopDelay, which prom-client resets at every scrape, so this call also
 * starts the next window; sampled every millisecond with EVENT_LOOP_RESOLUTION_MS=1).
 */
export async function loopDelay(metricsPort: number): Promise<{ maxMs: number; p99Ms: number }> {
  const text = await scrape(metricsPort);
  return {
    maxMs: promValue(text, 'nodejs_eventloop_lag_max_seconds') * 1000,
    p99Ms: promValue(text, 'nodejs_eventloop_lag_p99_seconds') * 1000,
  };
}
