/**
 * Whom the per-address windows count (docs/operating.md, "Limits by network" and "Address pools"):
 * a client's network (client-network.ts), and the operator's pools of egress ranges. A request
 * without credentials from inside a pool is the pool's caller, on the pool's windows shared by all
 * its addresses; a token's request, and a pool's, is also counted per network in a minute window:
 * a pool's `per_address_per_minute` inside a pool, OAUTH_PER_ADDRESS_PER_MINUTE outside.
 */
import { anonymousCaller, type Caller, poolCaller } from '../auth/caller.js';
import type { Plan } from '../auth/plans.js';
import type { Config } from '../config.js';
import type { AddressPool } from '../config-limits.js';
import { clientNetwork, plainAddress } from './client-network.js';

/**
 * Requests from no IP address at all (a forwarded address that is not one is refused before any
 * limit, src/http/plugins/hardening.ts): one shared window, never one each.
 */
const NO_NETWORK = 'none';

/** A request, as the limits read it: its client address (after TRUST_PROXY). */
export interface AddressedRequest {
  readonly ip: string;
}

/** A per-address minute window a caller is also counted in: its scope (window name) and limit. */
export interface AddressWindow {
  scope: string;
  perMinute: number;
}

export interface Networks {
  /** The client network a per-address window counts the request by. */
  networkOf(request: AddressedRequest): string;
  /** The pool the request's address is in, if any (the first listed that holds it). */
  poolOf(request: AddressedRequest): AddressPool | undefined;
  /** The caller of a request without credentials served on `plan`: its pool's, or its network's. */
  anonymousCaller(request: AddressedRequest, plan: Plan): Caller;
  /** The per-address window `caller` is also counted in, or undefined (a key: its own windows alone). */
  addressWindow(caller: Caller, request: AddressedRequest): AddressWindow | undefined;
}

export function createNetworks(
  config: Pick<Config, 'LIMIT_IPV6_PREFIX' | 'ADDRESS_POOLS' | 'OAUTH_PER_ADDRESS_PER_MINUTE'>,
): Networks {
  const pools = config.ADDRESS_POOLS ?? [];
  const poolOf = (request: AddressedRequest): AddressPool | undefined => {
    if (pools.length === 0) return undefined;
    const address = plainAddress(request.ip);
    return address === undefined ? undefined : pools.find((pool) => pool.has(address));
  };
  const networkOf = (request: AddressedRequest) => clientNetwork(request.ip, config.LIMIT_IPV6_PREFIX) ?? NO_NETWORK;
  return {
    networkOf,
    poolOf,
    anonymousCaller(request, plan) {
      const pool = poolOf(request);
      if (pool === undefined) return anonymousCaller(networkOf(request), plan);
      return poolCaller(pool.name, plan, { perMinute: pool.perMinute, perDay: pool.perDay });
    },
    addressWindow(caller, request) {
      if (caller.kind === 'key') return undefined;
      const pool = poolOf(request);
      if (pool !== undefined) return { scope: `pool:${pool.name}`, perMinute: pool.perAddressPerMinute };
      return caller.kind === 'token' ? { scope: 'token', perMinute: config.OAUTH_PER_ADDRESS_PER_MINUTE } : undefined;
    },
  };
}
