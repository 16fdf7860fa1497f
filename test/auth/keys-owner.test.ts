/**
 * The keys file is 0600, so a server running as another user (the image's, uid 1000) can read it
 * only if it owns it: `keys --owner` gives it away, and later writes by root keep its owner.
 */
import { spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey, rotateFeeds } from '../../src/auth/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const root = process.getuid?.() === 0;

function keys(...args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['--no', 'tsx', 'tools/keys.ts', ...args], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'keys-owner-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('keys --owner', () => {
  it('gives a new 0600 keys file to that user and group, which takes root', async () => {
    const file = join(dir, 'given.json');
    const run = await keys('create', '--label', 'image', '--plan', 'pro', '--keys-file', file, '--owner', '1000:1001');
    if (root) {
      expect(run.code).toBe(0);
      expect(statSync(file)).toMatchObject({ uid: 1000, gid: 1001, mode: 0o100600 });
    } else {
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/cannot be written \(EPERM; giving it to uid 1000 takes root\)/);
    }
  });

  it.each([['node'], ['1000:1000:1000'], ['99999999999']])('refuses --owner %j with exit 2', async (value) => {
    const file = join(dir, 'untouched.json');
    const run = await keys('create', '--label', 'x', '--plan', 'free', '--keys-file', file, '--owner', value);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^keys: --owner must be UID or UID:GID, in numbers; usage:/m);
  });

  it('does not apply to list', async () => {
    const run = await keys('list', '--keys-file', join(dir, 'untouched.json'), '--owner', '1000');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^keys: --owner does not apply to list;/m);
  });
});

describe.runIf(root)('a keys file written by root', () => {
  it('keeps its owner and mode when a key is created, revoked or its feeds rotated', () => {
    const file = join(dir, 'kept.json');
    const { id } = createKey(file, { label: 'first', plan: 'free' });
    chownSync(file, 1000, 1000);
    createKey(file, { label: 'second', plan: 'pro' });
    revokeKey(file, id);
    rotateFeeds(file, id);
    expect(statSync(file)).toMatchObject({ uid: 1000, gid: 1000, mode: 0o100600 });
  });
});
