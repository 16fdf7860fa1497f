/**
 * npm run bench:profile -- [--quick] [--seconds N] [--connections N] [--top N]
 *
 * Where a request's CPU time goes: the query mix (cache off) and the ceiling route, each against
 * its own server process started with V8's CPU profiler (--cpu-prof), under the same autocannon
 * load as `npm run bench`. Prints, per setup, the server's CPU time per request split by area
 * (this project's modules, each package, Node's internals, GC) and the functions with the most
 * self time, plus inclusive time for this project's functions. The profile covers the last
 * seconds of the process (the load run and the shutdown), not the snapshot load at startup.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CEILING_PATH } from '../../src/http/routes/ceiling.js';
import { ensureBenchData } from '../common/data.js';
import { benchDataset, BENCH_EVENTS } from '../common/dataset.js';
import { runLoad } from '../common/http-load.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { QUERY_MIX, toQueryString } from '../common/queries.js';
import { type BenchServer, type ServerBuild, serverBuilds, startBenchServer } from '../common/server.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const options = benchOptions('npm run bench:profile -- [--quick] [--seconds N] [--connections N] [--top N]', {
  quick: { type: 'flag', description: 'the 100k data set instead of 1M' },
  seconds: { type: 'whole', min: 1, max: 60, default: 10, description: 'seconds of load per setup' },
  connections: { type: 'whole', min: 1, max: 1000, default: 10, description: 'autocannon connections' },
  top: { type: 'whole', min: 1, max: 1000, default: 20, description: 'lines per list' },
});
const { seconds, connections, top } = options;
const dataset = benchDataset(options.quick ? 100_000 : BENCH_EVENTS);
await ensureBenchData(() => {}, dataset);
/** The compiled server when dist/ holds one (it is not compiled here), else tsx. */
const build = serverBuilds(null)[0]!;

/** The area a frame belongs to: a package, a module of this project, Node, or V8's own entries. */
function area(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = /\/(src\/.*)$/.exec(url);
  return src ? src[1]!.replace(/\.(js|ts)$/, '') : url;
}

/** Self time (µs) per profile node over the last `windowUs` of the profile. */
function selfTimes(profile: CpuProfile, windowUs: number): Map<number, number> {
  const self = new Map<number, number>();
  let time = profile.startTime;
  const from = profile.endTime - windowUs;
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index]!;
    if (time < from) continue;
    const id = profile.samples[index]!;
    const delta = profile.timeDeltas[index + 1] ?? 0;
    self.set(id, (self.get(id) ?? 0) + delta);
  }
  return self;
}

const frameKey = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${area(frame)}:${frame.lineNumber + 1}`;

/** Busy time, self time by function and by area, and inclusive time of this project's functions. */
function tally(profile: CpuProfile, windowUs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByFunction = new Map<string, number>();
  const selfByArea = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfTimes(profile, windowUs)) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    selfByFunction.set(frameKey(frame), (selfByFunction.get(frameKey(frame)) ?? 0) + us);
    selfByArea.set(area(frame), (selfByArea.get(area(frame)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const callFrame = byId.get(at)!.callFrame;
      if (!callFrame.url.includes('/src/')) continue;
      const name = frameKey(callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  return { busy, selfByFunction, selfByArea, inclusive };
}

function analyse(profile: CpuProfile, windowUs: number, requests: number): string[] {
  const { busy, selfByFunction, selfByArea, inclusive } = tally(profile, windowUs);
  const perRequest = (us: number) =>
    `${(us / requests).toFixed(1).padStart(7)} µs/req ${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  const list = (map: Map<string, number>) =>
    sorted(map)
      .slice(0, top)
      .map(([name, us]) => `  ${perRequest(us)}  ${name}`);
  return [
    `server CPU busy ${(busy / 1e6).toFixed(2)} s of the last ${(windowUs / 1e6).toFixed(1)} s; ${requests} requests: ${(busy / requests).toFixed(1)} µs CPU per request`,
    '',
    'self time by area:',
    ...list(selfByArea),
    '',
    'self time by function:',
    ...list(selfByFunction),
    '',
    "inclusive time, this project's functions:",
    ...list(inclusive),
  ];
}

/** The ceiling body has the mix's median body size, as in the suite. */
async function ceilingBytesOf(
  base: Record<string, string>,
  paths: readonly string[],
  headers: Record<string, string>,
  serverBuild: ServerBuild,
): Promise<number> {
  const sizer: BenchServer = await startBenchServer(serverBuild, base);
  const sizes: number[] = [];
  for (const path of paths)
    sizes.push((await (await fetch(`http://127.0.0.1:${sizer.port}${path}`, { headers })).arrayBuffer()).byteLength);
  await sizer.stop();
  sizes.sort((a, b) => a - b);
  return Math.round((sizes[(sizes.length - 1) >> 1]! + sizes[sizes.length >> 1]!) / 2);
}

const { dir, keysFile, key, cleanup } = benchKeys('confdir-bench-profile-');
try {
  const headers = { 'x-api-key': key };
  const paths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);
  const base = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off', RESPONSE_CACHE_MB: '0' };

  const ceilingBytes = await ceilingBytesOf(base, paths, headers, build);

  for (const [name, targetPaths] of [
    ['query mix, cache off', paths],
    ['ceiling route', [CEILING_PATH]],
  ] as const) {
    const profileDir = join(dir, name.replace(/\W+/g, '-'));
    mkdirSync(profileDir);
    const server = await startBenchServer(
      build,
      { ...base, BENCH_CEILING_BYTES: String(ceilingBytes) },
      {
        nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
      },
    );
    const target = { port: server.port, paths: targetPaths, headers, pids: () => [server.pid] };
    await runLoad(target, 2, connections); // warm-up
    const run = await runLoad(target, seconds, connections);
    await server.stop();
    const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile was written for ${name}`);
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    console.log(
      `\n## ${name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, ${run.non2xx} non-2xx (${build} server, ${dataset.label} events, profiler on)\n`,
    );
    console.log(
      `server CPU from /proc (user + system): ${(run.serverCpuMicros! / run.requests).toFixed(1)} µs per request; the profile's busy time below counts wall time in its samples`,
    );
    console.log(analyse(profile, (seconds + 0.3) * 1e6, run.requests).join('\n'));
  }
} finally {
  cleanup();
}
