/**
 * The network a per-address window counts a client by (docs/operating.md, "Rate limits by
 * network"): an IPv4 address as it is, an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as the IPv4
 * address it maps, and any other IPv6 address by its first `prefix` bits (a /64 by default: one
 * subscriber's whole allocation, which hands out far more addresses than a window could count one
 * by one). Anything else is no address at all.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address that isIPv6 accepted (a zone index dropped). */
function groupsOf(address: string): number[] {
  let text = address.split('%')[0]!;
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  if (rest === undefined) return front;
  const back = parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** `::ffff:a.b.c.d` (80 zero bits, 16 one bits) as a.b.c.d; undefined for any other address. */
function mappedIPv4(groups: readonly number[]): string | undefined {
  if (groups.slice(0, 5).some((group) => group !== 0) || groups[5] !== 0xffff) return undefined;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
}

/** `address` as the pools' ranges are matched: an IPv4-mapped one as IPv4; undefined when it is no IP address. */
export function plainAddress(address: string): string | undefined {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  return mappedIPv4(groupsOf(address)) ?? address;
}

/**
 * The name of `address`'s network for the limits: the IPv4 address, or `<first prefix bits>/<prefix>`
 * of an IPv6 one (groups in lower-case hexadecimal, none left out); undefined when it is no IP address.
 */
export function clientNetwork(address: string, prefix: number): string | undefined {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = groupsOf(address);
  const mapped = mappedIPv4(groups);
  if (mapped !== undefined) return mapped;
  const masked = groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, prefix - i * 16));
    return bits === 0 ? 0 : group & (0xffff << (16 - bits)) & 0xffff;
  });
  return `${masked.map((group) => group.toString(16)).join(':')}/${prefix}`;
}
