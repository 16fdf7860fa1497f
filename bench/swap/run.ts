/**
 * npm run bench:swap
 * Swapping a 1M-event snapshot in a running server: the time from the atomic rename to the new
 * version answering, and the process's peak RSS (VmHWM) while old and new are both in memory.
 * The first run also builds a second snapshot of the same data (another build time, so another
 * version) beside the data set: data/bench-v5/1m-second.snapshot.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { snapshotVersion } from '../../src/ops/snapshot-holder.js';
import { readSnapshotHeader } from '../../src/snapshot/index.js';
import { freePort, LOOPBACK_FEED_SECRET, waitFor } from '../../tools/support/processes.js';
import { ensureBenchData, ensureSecondSnapshot } from '../common/data.js';
import { BENCH_SNAPSHOT } from '../common/dataset.js';
import { benchKeys } from '../common/keys.js';
import { benchOptions } from '../common/options.js';
import { procMemoryMiB } from '../common/proc.js';

benchOptions('npm run bench:swap', {});
await ensureBenchData(() => {});
// A second build of the same data with another build time: a different version to swap to.
const second = ensureSecondSnapshot();
const targetVersion = snapshotVersion({ header: readSnapshotHeader(second) });

const { dir, keysFile, cleanup } = benchKeys('confdir-bench-swap-');
const live = join(dir, 'live', 'events.snapshot');
mkdirSync(join(dir, 'live'));
copyFileSync(BENCH_SNAPSHOT, live);
const port = await freePort();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    FEED_SECRET: LOOPBACK_FEED_SECRET,
    METRICS_PORT: String(await freePort()),
    DRAIN_PAUSE_MS: '0',
    SNAPSHOT_PATH: live,
    KEYS_FILE: keysFile,
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
const memory = (field: 'VmRSS' | 'VmHWM'): number => procMemoryMiB(child.pid!, field);
const readyVersion = async (): Promise<string | undefined> =>
  ((await (await fetch(`http://127.0.0.1:${port}/readyz`)).json()) as { snapshot: { version: string } }).snapshot
    .version;

try {
  const spawned = performance.now();
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 60_000, 'the server');
  const startToReady = performance.now() - spawned;
  const rssBefore = memory('VmRSS');
  const peakBefore = memory('VmHWM');
  copyFileSync(second, `${live}.incoming`);
  const shipped = performance.now();
  renameSync(`${live}.incoming`, live);
  await waitFor(async () => (await readyVersion()) === targetVersion, 30_000, 'the swap');
  const swapMs = performance.now() - shipped;
  const peakDuring = memory('VmHWM');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log('| figure | value |');
  console.log('|---|---:|');
  console.log(`| process start to ready (tsx, 1M) | ${startToReady.toFixed(0)} ms |`);
  console.log(`| RSS serving one snapshot | ${rssBefore.toFixed(0)} MiB (peak so far ${peakBefore.toFixed(0)} MiB) |`);
  console.log(
    `| swap: rename to new version answering | ${swapMs.toFixed(0)} ms (includes the 300 ms watch debounce) |`,
  );
  console.log(`| peak RSS during the swap (VmHWM) | ${peakDuring.toFixed(0)} MiB |`);
  console.log(`| RSS 2 s after the swap | ${memory('VmRSS').toFixed(0)} MiB |`);
} finally {
  child.kill('SIGTERM');
  cleanup();
}
