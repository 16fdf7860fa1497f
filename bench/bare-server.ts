/**
 * node --import tsx bench/bare-server.ts PORT BYTES
 *
 * Bare Fastify, for the throughput benchmark (bench/throughput.ts): one route at the ceiling
 * route's path answering the ceiling route's body of BYTES bytes, with no hooks, no plugins and no
 * logger, on 127.0.0.1:PORT. It prints "listening" once it accepts connections and stops on SIGTERM.
 * The gap between its req/s and the ceiling route's is what this project's hooks cost.
 */
import Fastify from 'fastify';
import { CEILING_PATH, ceilingBody } from '../src/http/routes/ceiling.js';

const [port, bytes] = process.argv.slice(2).map(Number);
if (!Number.isInteger(port) || !Number.isInteger(bytes)) throw new Error('usage: bare-server.ts PORT BYTES');
const body = ceilingBody(bytes!);
const app = Fastify({ logger: false });
app.get(CEILING_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: port! });
console.log('listening');
