/**
 * npm run bench:framework-cost -- [--seconds N] [--rounds N] [--connections N] [--bytes N]
 *
 * What the framework charges for the shape of our hooks, apart from what the hooks do: bare Fastify
 * (bench/common/bare-server.ts) sending the same bytes, as it is, with as many hooks that do nothing
 * as a keyed search request passes at most (7 onRequest, 4 onSend), with a pino logger at level warn (a
 * child logger per request, no line written), and with both. Each setup in its own process under
 * wrk (closed loop), the setups interleaved round by round; the server's CPU per request from
 * /proc. The difference to bare is what merging the hooks into one of each kind, or dropping the
 * per-request child logger, could save at most. Needs wrk on PATH.
 */
import { cpuBetween, readCpu } from '../common/cpu.js';
import { startBare } from '../common/bare-process.js';
import { benchOptions } from '../common/options.js';
import { median } from '../common/stats.js';
import { runWrk, wrkOrExit } from '../common/wrk.js';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';

const options = benchOptions(
  'npm run bench:framework-cost -- [--seconds N] [--rounds N] [--connections N] [--bytes N]',
  {
    seconds: { type: 'whole', min: 1, max: 60, default: 5, description: 'seconds per wrk run' },
    rounds: { type: 'whole', min: 1, max: 10, default: 3, description: 'interleaved rounds' },
    connections: { type: 'whole', min: 1, max: 256, default: 16, description: 'wrk connections' },
    // About the random mix's mean answer at 1M: the ceiling route's body.
    bytes: { type: 'whole', min: 1, max: 1_000_000, default: 12_340, description: 'body size' },
  },
);
wrkOrExit();

/** The hooks a keyed search passes (bench/hooks/run.ts lists them): 7 onRequest, 4 onSend. */
const HOOKS = ['--on-request', '7', '--on-send', '4'];
const SETUPS: readonly { name: string; args: readonly string[] }[] = [
  { name: 'bare Fastify', args: [] },
  { name: '+ 11 hooks that do nothing', args: HOOKS },
  { name: '+ a logger (child per request)', args: ['--logger'] },
  { name: '+ both', args: [...HOOKS, '--logger'] },
];

const perRequest = new Map<string, number[]>(SETUPS.map((setup) => [setup.name, []]));
for (let round = 1; round <= options.rounds; round++) {
  for (const setup of SETUPS) {
    const server = await startBare(options.bytes, setup.args);
    try {
      const load = {
        port: server.port,
        paths: [CEILING_PATH],
        headers: {},
        connections: options.connections,
        threads: 1,
      };
      await runWrk({ ...load, seconds: 1 }); // warm-up: the JIT, the sockets
      const before = readCpu([server.pid]);
      const result = await runWrk({ ...load, seconds: options.seconds });
      const micros = cpuBetween(before, readCpu([server.pid])) / result.requests;
      perRequest.get(setup.name)!.push(micros);
      console.error(
        `round ${round}: ${setup.name}: ${micros.toFixed(1)} µs CPU/request, ${result.rps.toFixed(0)} req/s`,
      );
    } finally {
      await server.stop();
    }
  }
}
const bare = median(perRequest.get('bare Fastify')!);
console.log(`Server CPU per request, ${options.bytes}-byte body, median of ${options.rounds} rounds:`);
for (const setup of SETUPS) {
  const value = median(perRequest.get(setup.name)!);
  const delta =
    setup.name === 'bare Fastify' ? '' : ` (${value - bare >= 0 ? '+' : ''}${(value - bare).toFixed(1)} µs)`;
  console.log(`  ${setup.name}: ${value.toFixed(1)} µs${delta}`);
}
