/**
 * A serving process's keys file (src/ops/keys-watch.ts): a file every user of the machine may read
 * or write is served, with a warning at start and at each reload; one only its owner (and group)
 * may read, without.
 */
import { chmodSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey, keysFileExposure, type KeysFileWatcher } from '../../src/auth/index.js';
import { watchKeys } from '../../src/ops/keys-watch.js';
import type { ProcessLog } from '../../src/ops/process-log.js';
import { tempDir } from '../fixtures/source.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function keysFile(mode: number): string {
  const { dir, cleanup } = tempDir('confdir-keys-watch-');
  cleanups.push(cleanup);
  const file = join(dir, 'keys.json');
  createKey(file, { label: 'one', plan: 'free' });
  chmodSync(file, mode);
  return file;
}

function logged(): { log: ProcessLog; warnings: string[] } {
  const warnings: string[] = [];
  const log = { warn: (_fields: object, message: string) => warnings.push(message), info: () => {} };
  return { log: log as unknown as ProcessLog, warnings };
}

describe.skipIf(process.platform === 'win32')('a keys file others can read', () => {
  it('is named, with its mode and the fix, and one only its owner and group read is not', () => {
    expect(keysFileExposure(keysFile(0o644))).toMatch(
      /can be read by every user of this machine \(mode 644\): chmod o-rwx/,
    );
    expect(keysFileExposure(keysFile(0o666))).toMatch(/can be written by every user/);
    expect(keysFileExposure(keysFile(0o600))).toBeUndefined();
    expect(keysFileExposure(keysFile(0o440))).toBeUndefined();
  });

  it('is served with a warning at start and at each reload', () => {
    const file = keysFile(0o644);
    const { log, warnings } = logged();
    const watcher: KeysFileWatcher = watchKeys({ KEYS_FILE: file, KEYS_RELOAD_MS: 60_000 }, log);
    try {
      expect(watcher.ring().size).toBe(1);
      expect(warnings).toHaveLength(1);
      watcher.reload();
      expect(warnings).toHaveLength(2);
      chmodSync(file, 0o600);
      watcher.reload();
      expect(warnings).toHaveLength(2);
    } finally {
      watcher.close();
    }
  });
});
