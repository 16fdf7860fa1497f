/**
 * node --import tsx bench/common/bare-server.ts --port N --bytes N [--on-request N] [--on-send N] [--logger]
 *
 * Bare Fastify, for the throughput scenario (bench/throughput/): one route at the ceiling route's
 * path answering the ceiling route's body of BYTES bytes, with no hooks, no plugins and no logger,
 * on 127.0.0.1:PORT. It prints "listening" once it accepts connections and stops on SIGTERM.
 * The gap between its req/s and the ceiling route's is what this project's hooks cost.
 *
 * For the framework's own cost of a hook (bench/hooks/framework-cost.ts): --on-request and --on-send
 * add that many hooks that do nothing, and --logger gives Fastify a pino logger at level warn (so,
 * as the benchmarks run the server, it writes no line), which makes a child logger per request.
 */
import Fastify from 'fastify';
import { CEILING_PATH, ceilingBody } from '../../src/http/routes/ceiling.js';
import { benchOptions } from './options.js';

const options = benchOptions(
  'node --import tsx bench/common/bare-server.ts --port N --bytes N [--on-request N] [--on-send N] [--logger]',
  {
    port: { type: 'whole', min: 1, max: 65_535, description: 'loopback port to listen on' },
    bytes: { type: 'whole', min: 1, max: 100_000_000, description: "the ceiling route's body size" },
    'on-request': { type: 'whole', min: 0, max: 100, default: 0, description: 'onRequest hooks that do nothing' },
    'on-send': { type: 'whole', min: 0, max: 100, default: 0, description: 'onSend hooks that do nothing' },
    logger: { type: 'flag', description: 'a pino logger at level warn (a child logger per request)' },
  },
);
const { port, bytes } = options;
if (port === undefined || bytes === undefined) throw new Error('usage: bare-server.ts --port N --bytes N');
const body = ceilingBody(bytes);
const app = Fastify({ logger: options.logger ? { level: 'warn' } : false });
for (let i = 0; i < options['on-request']; i++) app.addHook('onRequest', (_request, _reply, done) => done());
for (let i = 0; i < options['on-send']; i++)
  app.addHook('onSend', (_request, _reply, payload, done) => done(null, payload));
app.get(CEILING_PATH, (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port });
console.log('listening');
