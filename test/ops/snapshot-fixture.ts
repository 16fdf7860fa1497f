import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSnapshot } from '../../src/builder/index.js';
import { sourceRow, writeSourceFile } from '../fixtures/source.js';

/**
 * Tiny snapshots in one folder: `build(events, builtAt)` writes a snapshot of `events` rows to a
 * new file of the folder and returns its path; `replace(from)` renames it over the target, as the
 * builder does.
 */
export function snapshotFiles(dir: string) {
  let n = 0;
  const target = join(dir, 'events.snapshot');
  const build = (events: number, builtAt = '2026-11-21T06:01:01Z'): string => {
    n++;
    const input = join(dir, `source-${n}.sqlite`);
    const output = join(dir, `built-${n}.snapshot`);
    writeSourceFile(
      input,
      Array.from({ length: events }, (_, i) => sourceRow({ name: `Workshop on Subject ${i}` })),
    );
    // Files copied, downloaded and compared whole: without the 9 MiB of known places.
    buildSnapshot({ input, output, now: new Date(builtAt), knownPlaces: false });
    return output;
  };
  /** Renames `from` over the target (an atomic replacement). */
  const replace = (from: string): void => renameSync(from, target);
  /** Writes `bytes` to a temporary name, then renames it over the target. */
  const replaceWith = (bytes: Uint8Array): void => {
    n++;
    const temp = join(dir, `.tmp-${n}`);
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  };
  return { target, build, replace, replaceWith, read: (file: string) => readFileSync(file) };
}

export async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
}
