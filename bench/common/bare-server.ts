/**
 * node --import tsx bench/common/bare-server.ts --port N --bytes N
 *
 * Bare Fastify, for the throughput scenario (bench/throughput/): one route at the ceiling route's
 * path answering the ceiling route's body of BYTES bytes, with no hooks, no plugins and no logger,
 * on 127.0.0.1:PORT. It prints "listening" once it accepts connections and stops on SIGTERM.
 * The gap between its req/s and the ceiling route's is what this project's hooks cost.
 */
import Fastify from 'fastify';
import { CEILING_PATH, ceilingBody } from '../../src/http/routes/ceiling.js';
import { benchOptions } from './options.js';

const { port, bytes } = benchOptions('node --import tsx bench/common/bare-server.ts --port N --bytes N', {
  port: { type: 'whole', min: 1, max: 65_535, description: 'loopback port to listen on' },
  bytes: { type: 'whole', min: 1, max: 100_000_000, description: "the ceiling route's body size" },
});
if (port === undefined || bytes === undefined) throw new Error('usage: bare-server.ts --port N --bytes N');
const body = ceilingBody(bytes);
const app = Fastify({ logger: false });
app.get(CEILING_PATH, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port });
console.log('listening');
