import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../src/auth/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npx tsx tools/keys.ts ...args` from the project root. */
function keys(...args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['--no', 'tsx', 'tools/keys.ts', ...args], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The command's own stderr lines (npm may add warnings of its own). */
function ownErrors(run: Run): string[] {
  return run.stderr.split('\n').filter((line) => line.startsWith('keys:'));
}

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'keys-cli-'));
  file = join(dir, 'keys.json');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('keys command', () => {
  let key = '';
  let id = '';

  it('create prints the new key alone on stdout and stores only its hash', async () => {
    const run = await keys('create', '--label', 'Acme Corp', '--plan', 'pro', '--keys-file', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^cd_[0-9A-Za-z]{32}\n$/);
    key = run.stdout.trim();

    const stored = readFileSync(file, 'utf8');
    expect(stored).not.toContain(key);
    const data = JSON.parse(stored) as { keys: { id: string; hash: string }[] };
    expect(data.keys).toHaveLength(1);
    expect(data.keys[0]?.hash).toBe(hashKey(key));
    id = data.keys[0]?.id ?? '';

    expect(run.stderr).toContain(id);
    expect(run.stderr).toContain('pro');
    expect(run.stderr).toContain(file);
    expect(run.stderr).toContain('shown once');
    expect(run.stderr).not.toContain(key);
  });

  it('list prints a table without hashes or keys', async () => {
    const run = await keys('list', '--keys-file', file);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+LABEL\s+PLAN\s+CREATED\s+STATUS$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${id}\\s+Acme Corp\\s+pro\\s+\\d{4}-\\d\\d-\\d\\dT\\S+\\s+active$`));
    expect(run.stdout + run.stderr).not.toContain(hashKey(key));
    expect(run.stdout + run.stderr).not.toContain(key);
  });

  it('revoke marks the key revoked', async () => {
    const run = await keys('revoke', id, '--keys-file', file);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(id);
    const list = await keys('list', '--keys-file', file);
    expect(list.stdout).toMatch(new RegExp(`^${id}\\s.*\\srevoked$`, 'm'));
  });

  it('revoking an unknown id fails with exit 1 and one line', async () => {
    const run = await keys('revoke', 'k_00000000', '--keys-file', file);
    expect(run.code).toBe(1);
    expect(ownErrors(run)).toEqual([expect.stringMatching(/no key with id "k_00000000"/)]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  });

  it('a malformed keys file fails with exit 1 naming the file', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version": 1, "keys": [');
    const run = await keys('list', '--keys-file', bad);
    expect(run.code).toBe(1);
    expect(ownErrors(run)).toEqual([expect.stringContaining(bad)]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['create', '--label', 'x']],
    [['create', '--label', 'x', '--plan', 'gold']],
    [['create', '--label', '', '--plan', 'free']],
    [['list', '--bogus']],
    [['list', 'extra']],
    [['revoke']],
    [['revoke', 'k_1', 'k_2']],
    [['list', '--plan', 'free']],
  ])('bad arguments %j exit 2 with a one-line usage error', async (args) => {
    const run = await keys(...args, '--keys-file', join(dir, 'untouched.json'));
    expect(run.code).toBe(2);
    const errors = ownErrors(run);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('usage:');
    expect(run.stdout).toBe('');
  });
});
