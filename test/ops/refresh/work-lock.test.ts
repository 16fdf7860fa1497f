/**
 * One refresh at a time per work folder (src/ops/refresh/work-lock.ts): the lock names its holder,
 * a lock of a process gone from this host is taken over, and a run that finds the folder held
 * publishes nothing and says who holds it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRefreshConfig } from '../../../src/ops/refresh/refresh-config.js';
import { runRefresh } from '../../../src/ops/refresh/refresh.js';
import { lockWorkFolder, WorkFolderBusy } from '../../../src/ops/refresh/work-lock.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-work-lock-');
afterAll(cleanup);

let n = 0;
function workDir(): string {
  const path = join(dir, `work-${++n}`);
  mkdirSync(path);
  return path;
}
const lockFile = (work: string) => join(work, 'refresh.lock');
const holder = (pid: number, host = hostname()) =>
  `${JSON.stringify({ pid, host, started_at: '2026-11-26T06:00:00.000Z' })}\n`;

describe('the work folder lock', () => {
  it('names its holder, refuses a second run while held, and is free again once released', () => {
    const work = workDir();
    const release = lockWorkFolder(work, new Date('2026-11-26T07:00:00Z'));
    expect(JSON.parse(readFileSync(lockFile(work), 'utf8'))).toEqual({
      pid: process.pid,
      host: hostname(),
      started_at: '2026-11-26T07:00:00.000Z',
    });
    expect(() => lockWorkFolder(work)).toThrow(WorkFolderBusy);
    expect(() => lockWorkFolder(work)).toThrow(
      `is in use by another refresh (pid ${process.pid} on ${hostname()}, since 2026-11-26T07:00:00.000Z)`,
    );
    release();
    expect(existsSync(lockFile(work))).toBe(false);
    lockWorkFolder(work)();
  });

  it("takes over the lock of a process gone from this host, not another host's", () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const work = workDir();
    writeFileSync(lockFile(work), holder(gone));
    const release = lockWorkFolder(work);
    expect(JSON.parse(readFileSync(lockFile(work), 'utf8')).pid).toBe(process.pid);
    release();
    writeFileSync(lockFile(work), holder(gone, 'another-host'));
    expect(() => lockWorkFolder(work)).toThrow(`(pid ${gone} on another-host, since 2026-11-26T06:00:00.000Z)`);
  });

  it('fails a refresh whose work folder another run holds, writing nothing there', async () => {
    const work = workDir();
    const config = join(dir, 'refresh.yaml');
    writeFileSync(
      config,
      `work_dir: ${work}\nstore: ${join(dir, 'store')}\nsources:\n  - { kind: ccf-deadlines, remote: "file:///nowhere/ccf-deadlines" }\n`,
    );
    const release = lockWorkFolder(work);
    try {
      const report = await runRefresh(loadRefreshConfig(config));
      expect(report).toMatchObject({ outcome: 'failed', published_version: null, sources: [] });
      expect(report.reason).toContain(`is in use by another refresh (pid ${process.pid} on ${hostname()}`);
      expect(existsSync(join(work, 'refresh.json'))).toBe(false);
    } finally {
      release();
    }
  });
});
