/**
 * npm run bench:fleet [-- --replicas N] [--poll-s N] [--skip-compile]
 * Replicas pulling the 1M snapshot from a published folder served by nginx (SNAPSHOT_SOURCE):
 * - a cold replica, from an empty snapshot folder to /readyz 200 (download, verify, load), per replica;
 * - the fleet's convergence after a publish: from the pointer's write to the last replica serving
 *   the new version;
 * - memory at the swap peak: each replica's peak RSS (VmHWM, reset before the publish through
 *   /proc/<pid>/clear_refs) against its RSS serving one snapshot.
 * Targets (issue 23): cold replica ready ≤ 15 s; convergence ≤ 2 poll intervals; swap peak ≤ 2 ×
 * the RSS of one snapshot. The second version is a second build of the same data (made once).
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DirectoryStore } from '../../src/ops/publish/directory-store.js';
import { publishSnapshot } from '../../src/ops/publish/publish.js';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { openSnapshot } from '../../src/search/index.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { findBinary, startStaticNginx } from '../../tools/support/processes.js';
import { ensureSecondSnapshot } from '../common/data.js';
import { int, type PhaseLoad, loadLine, machineLoad, mib } from '../common/format.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { benchSnapshot, serverBuild } from '../common/prologue.js';
import { procMemory } from '../common/proc.js';
import { type BenchServer, startBenchServer } from '../common/server.js';
import { type Target, targetsTable } from '../common/targets.js';

const options = benchOptions('npm run bench:fleet', {
  replicas: { type: 'whole', min: 1, max: 5, default: 3, description: 'replicas in the fleet' },
  'poll-s': { type: 'whole', min: 2, max: 120, default: 10, description: 'SNAPSHOT_POLL_S of the replicas' },
  'skip-compile': { type: 'flag', description: 'use dist/ as it is (or tsx when there is none)' },
  snapshot: { type: 'text', description: 'the first version to publish (default: the 1M set, made when missing)' },
  second: {
    type: 'text',
    description: 'the version to publish next (default: a second build of the 1M set, made once)',
  },
});
const loads: PhaseLoad[] = [];
const noteLoad = (phase: string) => loads.push({ phase, ...machineLoad() });
const log = (line: string) => console.error(line);
noteLoad('start');

const nginxBinary = findBinary('nginx');
if (!nginxBinary) {
  log('nginx is not installed: apt-get install nginx');
  process.exit(1);
}
const first = await benchSnapshot(options.snapshot, {}, log);
const second = options.second ?? ensureSecondSnapshot(log);
const build = serverBuild(options['skip-compile'], log);
const { dir, keysFile, cleanup } = benchKeys('confdir-bench-fleet-');
const storeDir = join(dir, 'store');
const store = new DirectoryStore(storeDir);
const versionOf = (file: string) => snapshotVersion({ header: readSnapshotHeader(file) });
const events = readSnapshotHeader(first).events;

log(`publishing ${first} (verify with the loader, copy into the store) ...`);
let started = performance.now();
await publishSnapshot(first, store, openSnapshot);
const publishMs = performance.now() - started;
const nginx = await startStaticNginx(nginxBinary, dir, storeDir);
const replicas: BenchServer[] = [];

/** Starts one replica on an empty snapshot folder; its start to ready is the cold start. */
async function coldReplica(n: number): Promise<BenchServer> {
  const folder = join(dir, `replica-${n}`);
  mkdirSync(folder);
  return startBenchServer(
    build,
    {
      SNAPSHOT_SOURCE: `http://127.0.0.1:${nginx.port}/`,
      SNAPSHOT_POLL_S: String(options['poll-s']),
      SNAPSHOT_PATH: join(folder, 'events.snapshot'),
      KEYS_FILE: keysFile,
      RATE_LIMITS: 'off',
    },
    { timeoutMs: 120_000 },
  );
}

async function servedVersion(replica: BenchServer): Promise<string | undefined> {
  const body = (await (await fetch(`http://127.0.0.1:${replica.port}/readyz`)).json()) as {
    snapshot: { version: string } | null;
  };
  return body.snapshot?.version;
}

/** Resets a process's peak RSS (Linux: writing 5 to clear_refs), so that VmHWM is the peak from now on. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

try {
  for (let n = 1; n <= options.replicas; n++) {
    log(`cold replica ${n} of ${options.replicas} ...`);
    replicas.push(await coldReplica(n));
  }
  noteLoad('after the cold starts');
  await sleep(2000); // let each replica settle after its first load
  const rssOne = replicas.map((replica) => replica.rss());
  for (const replica of replicas) resetPeak(replica.pid);

  log('publishing the second version ...');
  const target = versionOf(second);
  await publishSnapshot(second, store, openSnapshot);
  started = performance.now();
  const convergedMs: number[] = replicas.map(() => Number.NaN);
  const deadline = started + 10 * options['poll-s'] * 1000;
  while (convergedMs.some(Number.isNaN) && performance.now() < deadline) {
    await Promise.all(
      replicas.map(async (replica, i) => {
        if (Number.isNaN(convergedMs[i]!) && (await servedVersion(replica)) === target)
          convergedMs[i] = performance.now() - started;
      }),
    );
    await sleep(50);
  }
  const peaks = replicas.map((replica) => procMemory(replica.pid, 'VmHWM'));
  noteLoad('end');
  report({ rssOne, peaks, convergedMs });
} finally {
  await Promise.all(replicas.map((replica) => replica.stop()));
  await nginx.stop();
  cleanup();
}

function report({ rssOne, peaks, convergedMs }: { rssOne: number[]; peaks: number[]; convergedMs: number[] }): void {
  const cold = replicas.map((replica) => replica.startToReadyMs);
  const pollMs = options['poll-s'] * 1000;
  const converged = Math.max(...convergedMs);
  const ratios = peaks.map((peak, i) => peak / rssOne[i]!);
  const targets: Target[] = [
    {
      name: 'cold replica, empty disk to ready',
      target: '≤ 15 s',
      measured: `${cold.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`,
      met: Math.max(...cold) <= 15_000,
    },
    {
      name: 'fleet convergence after a publish',
      target: `≤ 2 poll intervals (${(2 * pollMs) / 1000} s)`,
      measured: Number.isFinite(converged) ? `${(converged / 1000).toFixed(1)} s` : 'did not converge',
      met: Number.isFinite(converged) && converged <= 2 * pollMs,
    },
    {
      name: 'memory at the swap peak',
      target: '≤ 2 × RSS of one snapshot',
      measured: ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(', '),
      met: ratios.every((ratio) => ratio <= 2),
    },
  ];
  const lines = [
    `## Fleet (${options.replicas} replicas, ${build} server, SNAPSHOT_POLL_S=${options['poll-s']})`,
    '',
    `Snapshot: ${mib(statSync(first).size)}, ${int(events)} events; publishing it (verify and copy into the store): ${int(publishMs)} ms.`,
    '',
    '| replica | cold start to ready | RSS, one snapshot | peak RSS during the swap | ratio | converged after the publish |',
    '|---|---:|---:|---:|---:|---:|',
    ...replicas.map(
      (replica, i) =>
        `| ${i + 1} | ${int(replica.startToReadyMs)} ms | ${mib(rssOne[i]!)} | ${mib(peaks[i]!)} | ${ratios[i]!.toFixed(2)}× | ${Number.isNaN(convergedMs[i]!) ? 'no' : `${int(convergedMs[i]!)} ms`} |`,
    ),
    '',
    ...targetsTable(targets),
    '',
    `Load average (1 / 5 / 15 min): ${loadLine(loads)}.`,
  ];
  console.log(lines.join('\n'));
}
