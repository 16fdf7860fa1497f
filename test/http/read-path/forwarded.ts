/** X-Forwarded-For headers for the read path's tests (listener.test.ts, client-address.test.ts). */

/**
 * X-Forwarded-For as proxies send it and as a client may: one address or a chain, hundreds of hops,
 * what is no address (a word, a port, punctuation, nothing), IPv6, IPv4-mapped IPv6 (::ffff:), and
 * the header sent twice (Node joins the lines).
 */
export const FORWARDED: readonly (string | string[])[] = [
  '203.0.113.7',
  '198.51.100.4, 10.0.0.2',
  '198.51.100.4, 10.1.2.3,10.0.0.2 ,\t127.0.0.1',
  `192.0.2.1, ${Array.from({ length: 700 }, (_, i) => `10.${i >> 8}.${i & 255}.1`).join(', ')}`,
  `${Array.from({ length: 300 }, (_, i) => `garbage${i}`).join(',')}, 10.0.0.1`,
  'not-an-ip',
  'garbage, 10.0.0.1',
  '10.0.0.1, garbage',
  'unknown',
  '203.0.113.7:4711',
  '[2001:db8::1]:443',
  ', , ,',
  '',
  '2001:db8::1',
  '2001:db8::1, 2001:db8::2',
  '2001:db9::5, 2001:db8::2',
  '::ffff:203.0.113.9',
  '::ffff:10.0.0.1, ::ffff:10.0.0.2',
  '203.0.113.9, ::ffff:10.0.0.2',
  'fe80::1%eth0',
  '::1',
  ['203.0.113.7', '10.0.0.9'],
];
