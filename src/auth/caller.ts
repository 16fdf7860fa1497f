/**
 * Who a request is counted for (docs/api.md, "Plans and rate limits"): an API key, the subject of
 * an OAuth access token, or a client network on the anonymous plan (or an address pool of the
 * operator's, with its own windows). Each has an id, the name of its windows (in Redis across
 * replicas), and a plan.
 */
import type { Plan, PlanLimits } from './plans.js';

export type CallerKind = 'key' | 'token' | 'anonymous';

export interface Caller {
  readonly kind: CallerKind;
  /** A key's id, `oauth:<hash of the subject>`, `anon:<network>` or `pool:<pool name>`. */
  readonly id: string;
  readonly plan: Plan;
  /** The windows of an address pool, which replace the plan's (docs/operating.md, "Address pools"). */
  readonly limits?: PlanLimits;
}

/** A request without credentials from `network` (src/limits/client-network.ts), on the anonymous plan. */
export function anonymousCaller(network: string, plan: Plan): Caller {
  return { kind: 'anonymous', id: `anon:${network}`, plan };
}

/** A request without credentials from inside the address pool `name`: the pool's windows, shared. */
export function poolCaller(name: string, plan: Plan, limits: PlanLimits): Caller {
  return { kind: 'anonymous', id: `pool:${name}`, plan, limits };
}
