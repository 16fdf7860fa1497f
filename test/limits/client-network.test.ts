/**
 * The network a per-address window counts a client by (src/limits/client-network.ts): IPv4 as it
 * is, IPv4-mapped IPv6 as the IPv4 address, other IPv6 by its prefix, anything else as none.
 */
import { describe, expect, it } from 'vitest';
import { clientNetwork, plainAddress } from '../../src/limits/client-network.js';

describe('a client network', () => {
  it('is an IPv4 address itself, and an IPv4-mapped IPv6 address the IPv4 address it maps', () => {
    expect(clientNetwork('203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:cb00:7107', 64)).toBe('203.0.113.7');
    expect(clientNetwork('0:0:0:0:0:ffff:203.0.113.7', 64)).toBe('203.0.113.7');
    expect(plainAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('is the first prefix bits of any other IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2:0:0:0:0/64';
    for (const address of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9'])
      expect(clientNetwork(address, 64), address).toBe(network);
    expect(clientNetwork('2001:db8:1:3::1', 64)).not.toBe(network);
    expect(clientNetwork('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(clientNetwork('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2:0:0:0:1/128');
    expect(clientNetwork('fe80::1%eth0', 64)).toBe('fe80:0:0:0:0:0:0:0/64');
    // Not mapped: a 0:0:0:0:ffff:0 prefix is IPv6 of its own.
    expect(clientNetwork('::ffff:0:1.2.3.4', 128)).toBe('0:0:0:0:ffff:0:102:304/128');
  });

  it('is none for what is no IP address', () => {
    for (const text of ['not-an-ip', '', '1.2.3', '999.1.1.1', 'x'.repeat(5000), '2001:db8::1::2', '1.2.3.4, 5.6.7.8'])
      expect(clientNetwork(text, 64), text.slice(0, 20)).toBeUndefined();
    expect(plainAddress('not-an-ip')).toBeUndefined();
  });
});
