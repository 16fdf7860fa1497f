/**
 * The variables of the limits by network (docs/operating.md, "Limits by network" and "Address
 * pools"), declared as src/config.ts declares the others: the IPv6 prefix a client is counted by,
 * and the operator's pools of egress ranges (a hosted connector's), each with its own windows.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { z } from 'zod';
import { integer, variable } from './config-values.js';

/** Bounds on ADDRESS_POOLS: its text, its pools, and each pool's ranges. */
const POOLS_TEXT_MAX = 65_536;
const POOLS_MAX = 20;
const RANGES_MAX = 1000;

/** An address range in CIDR notation: an IPv4 or IPv6 address, a slash, a prefix length. */
const cidr = z.string().refine((text) => {
  const match = /^([0-9A-Fa-f.:]{2,45})\/(\d{1,3})$/.exec(text);
  if (match === null) return false;
  const bits = Number(match[2]);
  return (isIPv4(match[1]!) && bits <= 32) || (isIPv6(match[1]!) && bits <= 128);
});

const poolSchema = z.strictObject({
  name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
  ranges: z.array(cidr).min(1).max(RANGES_MAX),
  per_minute: z.number().int().min(1).max(1_000_000),
  per_day: z.number().int().min(1).max(100_000_000),
  per_address_per_minute: z.number().int().min(1).max(1_000_000),
});

/** One pool as the limits read it: its name, its windows, and a matcher of its ranges. */
export interface AddressPool {
  readonly name: string;
  readonly perMinute: number;
  readonly perDay: number;
  readonly perAddressPerMinute: number;
  /** Whether `address` (IPv4, or IPv6 not mapping one) is in one of the pool's ranges. */
  readonly has: (address: string) => boolean;
}

function poolOf(pool: z.output<typeof poolSchema>): AddressPool {
  const list = new BlockList();
  for (const range of pool.ranges) {
    const [address, bits] = range.split('/') as [string, string];
    list.addSubnet(address, Number(bits), isIPv4(address) ? 'ipv4' : 'ipv6');
  }
  return {
    name: pool.name,
    perMinute: pool.per_minute,
    perDay: pool.per_day,
    perAddressPerMinute: pool.per_address_per_minute,
    has: (address) => list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6'),
  };
}

/** ADDRESS_POOLS: a JSON array of pools with distinct names. */
const pools = z
  .string()
  .max(POOLS_TEXT_MAX)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(poolSchema)
      .min(1)
      .max(POOLS_MAX)
      .refine((list) => new Set(list.map((pool) => pool.name)).size === list.length),
  )
  .transform((list) => list.map(poolOf));

export const LIMIT_VARIABLES = {
  /** The IPv6 prefix length a client is counted by in every per-address window (a /64: one subscriber). */
  LIMIT_IPV6_PREFIX: variable(integer(16, 128).default(64), 'must be an integer 16..128 (prefix length in bits)'),
  /**
   * Pools of egress ranges (a hosted connector's) with their own windows: JSON, as in
   * docs/operating.md, "Address pools"; unset: none.
   */
  ADDRESS_POOLS: variable(
    pools.optional(),
    `must be a JSON array of 1 to ${POOLS_MAX} pools {"name", "ranges" (1 to ${RANGES_MAX} CIDRs), "per_minute", ` +
      `"per_day", "per_address_per_minute"} with distinct names (lower-case letters, digits, -), at most ${POOLS_TEXT_MAX} characters`,
  ),
};
