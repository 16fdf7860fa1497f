/**
 * npx tsx bench/profile-http.ts [--quick] [--seconds N] [--connections N] [--top N]
 *
 * Where a request's CPU time goes: the query mix (cache off) and the ceiling route, each against
 * its own server process started with V8's CPU profiler (--cpu-prof), under the same autocannon
 * load as `npm run bench`. Prints, per setup, the server's CPU time per request split by area
 * (this project's modules, each package, Node's internals, GC) and the functions with the most
 * self time, plus inclusive time for this project's functions. The profile covers the last
 * seconds of the process (the load run and the shutdown), not the snapshot load at startup.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createKey } from '../src/auth/index.js';
import { CEILING_PATH } from '../src/http/routes/ceiling.js';
import { PROJECT_ROOT } from '../src/util/paths.js';
import { tempDir } from '../tools/support/temp-dir.js';
import { ensureBenchData } from './data.js';
import { benchDataset, BENCH_EVENTS } from './dataset.js';
import { QUERY_MIX, toQueryString } from './queries.js';
import { runLoad } from './suite/http.js';
import { startBenchServer } from './suite/server.js';

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

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    top: { type: 'string' },
  },
});
const events = values.quick ? 100_000 : BENCH_EVENTS;
const seconds = Math.min(60, Number(values.seconds ?? 10));
const connections = Number(values.connections ?? 10);
const top = Number(values.top ?? 20);
const dataset = benchDataset(events);
await ensureBenchData(() => {}, dataset);
const build = existsSync(join(PROJECT_ROOT, 'dist', 'src', 'server.js')) ? 'compiled' : 'tsx';

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

function analyse(profile: CpuProfile, windowUs: number, requests: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // Sample timestamps, kept only for the last windowUs of the profile.
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
  const key = (frame: ProfileNode['callFrame']) =>
    `${frame.functionName || '(anonymous)'} ${area(frame)}:${frame.lineNumber + 1}`;
  const selfByFunction = new Map<string, number>();
  const selfByArea = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    selfByFunction.set(key(frame), (selfByFunction.get(key(frame)) ?? 0) + us);
    selfByArea.set(area(frame), (selfByArea.get(area(frame)) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const callFrame = byId.get(at)!.callFrame;
      if (!callFrame.url.includes('/src/')) continue;
      const name = key(callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  const perRequest = (us: number) =>
    `${(us / requests).toFixed(1).padStart(7)} µs/req ${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return [
    `server CPU busy ${(busy / 1e6).toFixed(2)} s of the last ${(windowUs / 1e6).toFixed(1)} s; ${requests} requests: ${(busy / requests).toFixed(1)} µs CPU per request`,
    '',
    'self time by area:',
    ...sorted(selfByArea)
      .slice(0, top)
      .map(([name, us]) => `  ${perRequest(us)}  ${name}`),
    '',
    'self time by function:',
    ...sorted(selfByFunction)
      .slice(0, top)
      .map(([name, us]) => `  ${perRequest(us)}  ${name}`),
    '',
    "inclusive time, this project's functions:",
    ...sorted(inclusive)
      .slice(0, top)
      .map(([name, us]) => `  ${perRequest(us)}  ${name}`),
  ];
}

const { dir, cleanup } = tempDir('confdir-bench-profile-');
try {
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
  const headers = { 'x-api-key': key };
  const paths = QUERY_MIX.map((shape) => `/api/gpt/conferences?${toQueryString(shape.filters)}`);
  const base = { SNAPSHOT_PATH: dataset.snapshot, KEYS_FILE: keysFile, RATE_LIMITS: 'off', RESPONSE_CACHE_MB: '0' };

  // The ceiling body has the mix's median body size, as in the suite.
  const sizer = await startBenchServer(build, base);
  const sizes: number[] = [];
  for (const path of paths)
    sizes.push((await (await fetch(`http://127.0.0.1:${sizer.port}${path}`, { headers })).arrayBuffer()).byteLength);
  await sizer.stop();
  sizes.sort((a, b) => a - b);
  const ceilingBytes = Math.round((sizes[(sizes.length - 1) >> 1]! + sizes[sizes.length >> 1]!) / 2);

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
    const target = { port: server.port, paths: targetPaths, headers };
    await runLoad(target, 2, connections); // warm-up
    const run = await runLoad(target, seconds, connections);
    await server.stop();
    const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
    if (!file) throw new Error(`no CPU profile was written for ${name}`);
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    console.log(
      `\n## ${name}: ${run.rps.toFixed(0)} req/s, p50 ${run.p50.toFixed(2)} ms, ${run.non2xx} non-2xx (${build} server, ${dataset.label} events, profiler on)\n`,
    );
    console.log(analyse(profile, (seconds + 0.3) * 1e6, run.requests).join('\n'));
  }
} finally {
  cleanup();
}
