/**
 * The client address of a request the read path takes (exchange.ts), as Fastify's request.ip gives
 * it for the same TRUST_PROXY: without it the socket's peer; with it the address @fastify/proxy-addr
 * (the package Fastify's own request uses) finds by walking X-Forwarded-For from the socket's peer
 * back while each hop is trusted, with the trust function Fastify builds from the option
 * (fastify/lib/request.js, getTrustProxyFn): true trusts every hop, a function (a hop count,
 * server-options.ts) is used as it is, a list of addresses/CIDRs is compiled by the package.
 * test/http/read-path/client-address.test.ts holds it to Fastify's request.ip.
 */
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../../config.js';
import { trustProxyOption } from '../server-options.js';

/** The address of `req`'s client; '' when the socket has none (closed) and nothing names one. */
export type ClientAddress = (req: IncomingMessage) => string;

const peer: ClientAddress = (req) => req.socket?.remoteAddress ?? '';

export function clientAddress(trustProxy: Config['TRUST_PROXY']): ClientAddress {
  const option = trustProxyOption(trustProxy);
  if (option === false) return peer;
  const trust = typeof option === 'function' ? option : option === true ? () => true : proxyAddr.compile([...option]);
  return (req) => {
    // The socket's peer first, then X-Forwarded-For from its last entry back, cut after the first
    // hop not trusted: Fastify's request.ip is the last one kept.
    const addresses = proxyAddr.all(req, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}
