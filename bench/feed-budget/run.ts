/**
 * npm run bench:feed-budget [-- --quick] [--feeds N] [--skip-compile]
 *
 * The CPU one free key can spend on calendar feeds in a minute (issue 29): a free key's distinct
 * signed feeds (each a later page of the default order, 1,000 events with deadlines, so none is
 * cached) fetched one after another without a key, as fast as they are answered, until every one
 * has been asked once; the server's CPU time over those fetches from /proc, how many were written
 * (200) and how many its feed budget refused (429). The signed URLs are made first with
 * POST /api/gpt/feeds (the free plan's requests a minute raised for that: they are not what is
 * measured). Limits on, the response cache at its default size, the compiled server.
 *
 * Default: the pinned 1M data set, 60 feeds (as many as the fault test fetches). --quick: the
 * 100k set.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createKey } from '../../src/auth/index.js';
import { tempDir } from '../../tools/support/temp-dir.js';
import { processCpuMicros } from '../common/cpu.js';
import { benchOptions } from '../common/options.js';
import { serverOverDataset } from '../common/prologue.js';
import { startBenchServer } from '../common/server.js';

const options = benchOptions('npm run bench:feed-budget [-- --quick] [--feeds N] [--skip-compile]', {
  quick: { type: 'flag', description: '100k events' },
  feeds: { type: 'whole', min: 1, max: 200, default: 60, description: 'distinct feeds fetched' },
  'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
});
const log = (line: string) => console.error(line);
const { dataset, build } = await serverOverDataset(options, log);

const { dir, cleanup } = tempDir('confdir-bench-feed-budget-');
const keysFile = join(dir, 'keys.json');
const { key } = createKey(keysFile, { label: 'bench free', plan: 'free' });
const server = await startBenchServer(build, {
  SNAPSHOT_PATH: dataset.snapshot,
  KEYS_FILE: keysFile,
  // To make the signed URLs; the feed budget is the plan's own.
  PLAN_FREE_PER_MINUTE: '1000',
});
try {
  const base = `http://127.0.0.1:${server.port}`;
  const paths: string[] = [];
  for (let i = 0; i < options.feeds; i++) {
    const response = await fetch(`${base}/api/gpt/feeds`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ include: 'deadlines', offset: String(i * 1000) }),
    });
    if (response.status !== 200) throw new Error(`POST /api/gpt/feeds answered ${response.status}`);
    paths.push(new URL(((await response.json()) as { url: string }).url).pathname);
  }
  const loadBefore = loadavg();
  const cpuBefore = processCpuMicros(server.pid);
  const started = performance.now();
  const statuses = new Map<number, number>();
  let bytes = 0;
  for (const path of paths) {
    const response = await fetch(`${base}${path}`);
    bytes += (await response.arrayBuffer()).byteLength;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = (processCpuMicros(server.pid) - cpuBefore) / 1e6;
  const count = (status: number) => statuses.get(status) ?? 0;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  console.log(
    [
      `# The CPU one free key spends on feeds in a minute: ${dataset.label} events`,
      '',
      `\`npm run bench:feed-budget${options.quick ? ' -- --quick' : ''}\`, ${build} server, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      '',
      `- ${options.feeds} distinct signed feeds of one free key (1,000 events with deadlines each), fetched in turn without a key, in ${wallSeconds.toFixed(2)} s.`,
      `- Written (200): ${count(200)}; refused by the feed budget (429): ${count(429)}; other: ${options.feeds - count(200) - count(429)}.`,
      `- Server CPU over the fetches: **${cpuSeconds.toFixed(2)} s** (user + system, /proc; 10 ms resolution); ${(bytes / 2 ** 20).toFixed(1)} MiB sent.`,
      `- Load average (1 / 5 / 15 min) before ${load(loadBefore)}, after ${load(loadavg())}.`,
    ].join('\n'),
  );
} finally {
  await server.stop();
  cleanup();
}
