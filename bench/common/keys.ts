/**
 * A temporary folder with a keys file holding one pro key: what a scenario gives the servers it
 * starts (KEYS_FILE) and sends with its requests (x-api-key). `cleanup` removes the folder.
 */
import { join } from 'node:path';
import { createKey } from '../../src/auth/index.js';
import { tempDir } from '../../tools/support/temp-dir.js';

export interface BenchKeys {
  dir: string;
  keysFile: string;
  key: string;
  cleanup(): void;
}

/** `prefix` names the temporary folder ("confdir-bench-cache-"). */
export function benchKeys(prefix: string): BenchKeys {
  const { dir, cleanup } = tempDir(prefix);
  const keysFile = join(dir, 'keys.json');
  const { key } = createKey(keysFile, { label: 'bench', plan: 'pro' });
  return { dir, keysFile, key, cleanup };
}
