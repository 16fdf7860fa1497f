/** `npm run openapi -- --out FILE [--full]`: a served document in a file, JSON or YAML by the extension. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { buildOpenApiDocument } from '../../src/api/openapi.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-openapi-cli-');
afterAll(cleanup);

const ENV = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://conferences.example.org',
  FEED_SECRET: 'a feed secret of at least 32 characters',
};

interface Run {
  code: number | null;
  stderr: string;
}

/** Runs `npx tsx tools/openapi.ts ...args` from the project root with ENV. */
function openapi(...args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn('npx', ['--no', 'tsx', 'tools/openapi.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...ENV },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('npm run openapi', () => {
  const expected = buildOpenApiDocument(loadConfig(ENV), 'assistant');
  const full = buildOpenApiDocument(loadConfig(ENV), 'full');

  it("writes the assistant's document as JSON, or as YAML for a .yaml or .yml file, and the full one with --full", async () => {
    const json = join(dir, 'openapi.json');
    const yaml = join(dir, 'openapi.yaml');
    const whole = join(dir, 'openapi-full.yml');
    const [first, second, third] = await Promise.all([
      openapi('--out', json),
      openapi('--out', yaml),
      openapi('--out', whole, '--full'),
    ]);
    expect([first.code, second.code, third.code]).toEqual([0, 0, 0]);
    expect(JSON.parse(readFileSync(json, 'utf8'))).toEqual(expected);
    expect(parse(readFileSync(yaml, 'utf8'))).toEqual(expected);
    expect(parse(readFileSync(whole, 'utf8'))).toEqual(full);
    expect(first.stderr).toContain(
      `wrote ${json} (OpenAPI 3.1, the assistant's document, JSON, server https://conferences.example.org)`,
    );
    expect(third.stderr).toContain('the full document, YAML');
  });

  it('exits 2 with the usage when --out is missing', async () => {
    const run = await openapi();
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run openapi -- --out FILE');
  });
});
