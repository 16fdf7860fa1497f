/**
 * Reading a server's Prometheus counters (its /metrics on METRICS_PORT), for the scenarios that
 * report what the server itself counted, such as the response cache's hits and misses.
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

/** The response cache's counters now. */
export async function cacheCounters(metricsPort: number): Promise<{ hits: number; misses: number }> {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  return { hits: promValue(text, 'response_cache_hits_total'), misses: promValue(text, 'response_cache_misses_total') };
}
