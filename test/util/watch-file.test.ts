import * as fs from 'node:fs';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileIdentity, watchFile, type FileWatcher, type WatchFileOptions } from '../../src/util/watch-file.js';

// Lets a test make fs.watch fail, as it does on some network and container file systems.
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, watch: vi.fn(actual.watch) };
});

let dir: string;
let file: string;
let watcher: FileWatcher | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'watch-file-'));
  file = join(dir, 'watched.json');
  writeFileSync(file, 'first');
});

afterEach(() => {
  watcher?.close();
  watcher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`condition not met within ${ms} ms`);
    await sleep(20);
  }
}

/** Writes `text` to a temporary file and renames it over the watched file, as the tools do. */
function replace(text: string): void {
  const temp = join(dir, '.next.tmp');
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** An owner that reads the file on every change, recording its identity first. */
function follow(options: Partial<WatchFileOptions> = {}) {
  let lastRead = fileIdentity(file);
  const reads: string[] = [];
  const errors: Error[] = [];
  watcher = watchFile(file, {
    debounceMs: 20,
    pollMs: 50,
    lastRead: () => lastRead,
    onChange: () => {
      lastRead = fileIdentity(file);
      reads.push(fs.readFileSync(file, 'utf8'));
    },
    onError: (error) => errors.push(error),
    ...options,
  });
  return { reads, errors };
}

describe('fileIdentity', () => {
  it('stays the same while the file is untouched', () => {
    fs.readFileSync(file);
    expect(fileIdentity(file)).toBe(fileIdentity(file));
  });

  it('changes when the file is renamed over or written in place', () => {
    const first = fileIdentity(file);
    replace('second');
    const second = fileIdentity(file);
    expect(second).not.toBe(first);
    writeFileSync(file, 'third!');
    expect(fileIdentity(file)).not.toBe(second);
  });

  it('says why a file is not there', () => {
    expect(fileIdentity(join(dir, 'absent'))).toBe('missing:ENOENT');
  });
});

describe('watchFile', () => {
  it('calls back after a rename over the file', async () => {
    const { reads, errors } = follow();
    replace('second');
    await waitFor(() => reads.length > 0, 5000);
    expect(reads).toEqual(['second']);
    expect(errors).toEqual([]);
  });

  it('calls back after an in-place write', async () => {
    const { reads } = follow();
    writeFileSync(file, 'rewritten');
    await waitFor(() => reads.includes('rewritten'), 5000);
  });

  it('debounces a burst of changes into one call, also when polling is faster than the debounce', async () => {
    const { reads } = follow({ debounceMs: 200 });
    for (let i = 0; i < 5; i++) replace(`version ${i}`);
    await waitFor(() => reads.length > 0, 5000);
    await sleep(400);
    expect(reads).toEqual(['version 4']);
  });

  it('ignores other files in the folder and a file that keeps its identity', async () => {
    const { reads } = follow({ pollMs: 20 });
    writeFileSync(join(dir, 'neighbour.json'), 'unrelated');
    fs.readFileSync(file);
    await sleep(300);
    expect(reads).toEqual([]);
  });

  it('calls back once when the file disappears, not on every poll', async () => {
    let calls = 0;
    let lastRead = fileIdentity(file);
    watcher = watchFile(file, {
      debounceMs: 10,
      pollMs: 20,
      lastRead: () => lastRead,
      onChange: () => {
        calls++;
        lastRead = fileIdentity(file);
      },
      onError: () => {},
    });
    rmSync(file);
    await waitFor(() => calls > 0, 5000);
    await sleep(300);
    expect(calls).toBe(1);
    expect(lastRead).toBe('missing:ENOENT');
  });

  it('still notices a change by polling when fs.watch cannot start, and says so', async () => {
    vi.mocked(fs.watch).mockImplementationOnce(() => {
      throw new Error('watching is not supported here');
    });
    const { reads, errors } = follow({ pollMs: 50 });
    expect(errors.map((error) => error.message)).toEqual([
      `cannot watch ${dir}, polling only: watching is not supported here`,
    ]);
    replace('second');
    await waitFor(() => reads.length > 0, 5000);
    expect(reads).toEqual(['second']);
  });

  it('reports a watch that fails later and keeps polling', async () => {
    const actual = vi.mocked(fs.watch).getMockImplementation()!;
    vi.mocked(fs.watch).mockImplementationOnce(((...args: Parameters<typeof fs.watch>) => {
      const failing = actual(...args);
      setImmediate(() => failing.emit('error', new Error('the folder went away')));
      return failing;
    }) as typeof fs.watch);
    const { reads, errors } = follow({ pollMs: 50 });
    await waitFor(() => errors.length > 0, 5000);
    expect(errors[0]?.message).toBe(`watching ${dir} failed, polling only: the folder went away`);
    replace('second');
    await waitFor(() => reads.length > 0, 5000);
  });

  it('reports a throwing owner and survives a throwing error handler', async () => {
    const errors: Error[] = [];
    let lastRead = fileIdentity(file);
    watcher = watchFile(file, {
      debounceMs: 10,
      pollMs: 20,
      lastRead: () => lastRead,
      onChange: () => {
        lastRead = fileIdentity(file);
        throw new Error('owner failed');
      },
      onError: (error) => {
        errors.push(error);
        throw new Error('error handler failed');
      },
    });
    replace('second');
    await waitFor(() => errors.length > 0, 5000);
    expect(errors[0]?.message).toBe('owner failed');
  });

  it('calls nothing after close, and close can be called again', async () => {
    const { reads, errors } = follow({ pollMs: 20 });
    watcher?.close();
    watcher?.close();
    replace('second');
    await sleep(300);
    expect(reads).toEqual([]);
    expect(errors).toEqual([]);
  });
});
