/**
 * The metrics' gauges read from a probe at each scrape (metrics.ts registers them): a 0/1 flag,
 * and redis_up.
 */
import { Gauge, type Registry } from 'prom-client';

/** A 0/1 gauge read at each scrape (a probe that throws counts as 0); always 0 without a probe. */
export function flagGauge(
  registers: Registry[],
  name: string,
  help: string,
  probe: (() => boolean) | undefined,
): Gauge {
  const flag: Gauge = new Gauge({
    name,
    help,
    registers,
    // With workers: 1 when any worker's flag is up.
    aggregator: 'max',
    collect() {
      flag.set(probe && probeSafely(probe) ? 1 : 0);
    },
  });
  return flag;
}

/** redis_up: 1 up, 0 down (a probe that throws counts as down), -1 when there is no probe. */
export function redisGauge(registers: Registry[], probeRedis: (() => boolean) | undefined): Gauge {
  const redisUp: Gauge = new Gauge({
    name: 'redis_up',
    help: 'Whether Redis answers: 1 up, 0 down, -1 not configured.',
    registers,
    // With workers: down when any worker finds it down.
    aggregator: 'min',
    collect() {
      if (probeRedis) redisUp.set(probeSafely(probeRedis) ? 1 : 0);
    },
  });
  if (!probeRedis) redisUp.set(-1);
  return redisUp;
}

/** A scrape must not fail because of the probe. */
function probeSafely(probe: () => boolean): boolean {
  try {
    return probe();
  } catch {
    return false;
  }
}
