/**
 * Who a request is counted for (docs/api.md, "Plans and rate limits"): an API key, the subject of
 * an OAuth access token, or a client address on the anonymous plan. Each has an id, the name of
 * its windows (in Redis across replicas), and a plan.
 */
import type { Plan } from './plans.js';

export type CallerKind = 'key' | 'token' | 'anonymous';

export interface Caller {
  readonly kind: CallerKind;
  /** A key's id, `oauth:<hash of the subject>`, or `anon:<address>`. */
  readonly id: string;
  readonly plan: Plan;
}

/** A request without credentials from `address`, on the anonymous plan. */
export function anonymousCaller(address: string, plan: Plan): Caller {
  return { kind: 'anonymous', id: `anon:${address}`, plan };
}
