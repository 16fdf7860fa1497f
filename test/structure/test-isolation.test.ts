/**
 * Most test files share a worker process (vitest.config.ts): a file that replaces a module with
 * `vi.mock` must run in a process of its own, or the module it replaces may already be loaded by
 * another file and the mock never reach the code under test. Every such file is in the isolated
 * list, and every file of that list exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { ISOLATED_FILES } from '../../vitest.config.js';

const ROOT = join(import.meta.dirname, '../..');

/** Every test file, as a path from the project's root (walked here, not taken from the config it checks). */
const testFiles = (): string[] =>
  readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => `test/${path}`);

describe('test isolation', () => {
  it('runs every file that mocks a module in a process of its own', () => {
    const mocking = testFiles().filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !ISOLATED_FILES.includes(file))).toEqual([]);
  });

  it("leaves the command line's --exclude in force: no project sets an exclude of its own", () => {
    // A project's exclude replaced CI's `--exclude test/integration/image.test.ts`, and the image
    // test ran inside the suite, beside the build it waits for.
    const projects = (config.test?.projects ?? []) as { test?: { exclude?: unknown } }[];
    expect(projects.length).toBe(2);
    expect(projects.map((project) => project.test?.exclude)).toEqual([undefined, undefined]);
  });

  it('lists only files that exist', () => {
    expect(ISOLATED_FILES.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });
});
