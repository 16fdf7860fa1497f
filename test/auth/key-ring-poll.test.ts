import * as fs from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKey, revokeKey, watchKeysFile, type KeysFileWatcher } from '../../src/auth/index.js';

// Lets a test make fs.watch fail, as it does on some network and container file systems.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, watch: vi.fn(actual.watch) };
});

let dir: string;
let file: string;
let watcher: KeysFileWatcher | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'key-ring-poll-'));
  file = join(dir, 'keys.json');
});

afterEach(() => {
  watcher?.close();
  watcher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('watchKeysFile without file-system events', () => {
  it('still notices a revocation by polling, and says it is polling only', async () => {
    vi.mocked(fs.watch).mockImplementationOnce(() => {
      throw new Error('watching is not supported here');
    });
    const acme = createKey(file, { label: 'Acme', plan: 'pro' });
    const errors: Error[] = [];
    watcher = watchKeysFile(file, { onError: (error) => errors.push(error), pollMs: 200 });
    expect(fs.watch).toHaveBeenCalled();
    expect(errors.map((error) => error.message)).toEqual([expect.stringMatching(/polling only/)]);

    revokeKey(file, acme.id);
    await waitFor(() => watcher?.ring().lookup(acme.key) === undefined, 5000);
  });
});
