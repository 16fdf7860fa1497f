/**
 * The connection cap (docs/operating.md, "Connections"): past MAX_CONNECTIONS a new connection is
 * closed at once, unanswered, and counted in connections_dropped_total; once one closes, a new one
 * is served.
 */
import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import { createMetrics, type Metrics } from '../../src/ops/metrics.js';
import { waitFor } from '../fixtures/servers.js';
import { testConfig } from './harness.js';
import { sample } from './ops-harness.js';

const REQUEST = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

/** A keep-alive connection that has had one answer (so the server counts it), or the reason it ended unanswered. */
function openConnection(port: number): Promise<{ socket: Socket; answered: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve({ socket, answered: false });
      else reject(error);
    });
    socket.once('close', () => resolve({ socket, answered: false }));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('"status":"ok"')) resolve({ socket, answered: true });
    });
    socket.once('connect', () => socket.write(REQUEST));
  });
}

describe('the connection cap', () => {
  let app: FastifyInstance | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await app?.close();
  });

  it('closes connections past MAX_CONNECTIONS unanswered, counts them, and serves again once one closes', async () => {
    const metrics: Metrics = createMetrics({ defaultMetrics: false });
    app = buildApp({
      snapshot: {
        current: () => {
          throw new Error('no snapshot needed');
        },
        loaded: () => false,
      },
      keys: { ring: () => ({}) as never },
      config: testConfig({ MAX_CONNECTIONS: '3' }),
      metrics,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await openConnection(port));
    sockets.push(...held.map((connection) => connection.socket));
    expect(held.map((connection) => connection.answered)).toEqual([true, true, true]);

    const refused = await openConnection(port);
    sockets.push(refused.socket);
    expect(refused.answered).toBe(false);
    expect(sample(await metrics.render(), 'connections_dropped_total')).toBe(1);

    held[0]!.socket.destroy();
    const server = app.server;
    const count = () => new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    let open = 3;
    await waitFor(
      async () => {
        open = await count();
        return open < 3;
      },
      5000,
      'a connection to close',
    );
    const again = await openConnection(port);
    sockets.push(again.socket);
    expect(again.answered).toBe(true);
  });
});
