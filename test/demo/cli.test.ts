import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'demo-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'tools/generate.ts', ...args], { encoding: 'utf8' });
}

describe('generate command', () => {
  it('exits 2 with a one-line error on bad arguments', () => {
    const out = join(dir, 'bad.sqlite');
    for (const args of [
      ['--events', 'ten', '--seed', '1', '--out', out],
      ['--events', '0', '--seed', '1', '--out', out],
      ['--events', '10', '--out', out],
      ['--events', '10', '--seed', '1', '--out', out, '--anchor', '2026-13-01'],
      ['--events', '10', '--seed', '1', '--out', out, '--colour'],
    ]) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
    expect(existsSync(out)).toBe(false);
  });

  it('writes the file and reports time and size', () => {
    const out = join(dir, 'ok.sqlite');
    const result = run('--events', '100', '--seed', '3', '--out', out, '--anchor', '2026-01-01');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/wrote 100 events to .* in [\d.]+ s \([\d.]+ KiB/);
    expect(existsSync(out)).toBe(true);
  });
});
