/**
 * Finding and reading a format's files safely (docs/importers.md, Files): no link to a folder
 * followed, links to files followed only inside the folder and once, only regular files read,
 * within the cap, without blocking on a FIFO; each entry left out named in the report.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, ftruncateSync, mkdirSync, openSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCcfDeadlines } from '../../src/import/ccf-deadlines.js';
import { readConfsTech } from '../../src/import/confs-tech.js';
import { readCsv } from '../../src/import/csv.js';
import { readYamlFiles } from '../../src/import/files.js';
import type { ImportNote } from '../../src/import/record.js';
import { MAX_FILE_BYTES, readBoundedText, walkFiles } from '../../src/import/walk.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext } from './context.js';

const { dir, cleanup } = tempDir('confdir-walk-');
afterAll(cleanup);

const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);

/** A checkout holding, beside its files, every entry that must not be read. */
function hostileCheckout(name: string): { root: string; folder: string } {
  const root = join(dir, name);
  const folder = join(root, 'conferences', '2024');
  cpSync(FIXTURES.confsTech, root, { recursive: true });
  writeFileSync(
    join(dir, `${name}-outside.json`),
    '[{"name": "Outside", "startDate": "2024-05-01", "country": "France"}]',
  );
  mkdirSync(join(root, 'store'));
  writeFileSync(join(root, 'conferences', '2024', 'data.txt'), '[]');
  symlinkSync('/dev/zero', join(folder, 'zero.json'));
  symlinkSync('.', join(folder, 'a'));
  symlinkSync('../../..', join(folder, 'b'));
  mkfifo(join(folder, 'x.json'));
  symlinkSync(join(dir, `${name}-outside.json`), join(folder, 'outside.json'));
  symlinkSync('python.json', join(folder, 'again.json'));
  symlinkSync('missing.json', join(folder, 'broken.json'));
  symlinkSync('data.txt', join(folder, 'data.json'));
  return { root, folder };
}

describe('the walk', () => {
  const { root } = hostileCheckout('walk');
  const { files, skipped } = walkFiles(join(root, 'conferences'), (rel) => rel.endsWith('.json'));

  it('reads the regular files, and a link to a file inside the folder that nothing else reads', () => {
    expect(files.map((file) => file.rel)).toEqual([
      '2024/android.json',
      '2024/data.json',
      '2024/ios.json',
      '2024/javascript.json',
      '2024/kotlin.json',
      '2024/python.json',
    ]);
    expect(files.find((file) => file.rel === '2024/data.json')?.path).toMatch(/data\.txt$/);
  });

  it('names every entry it leaves out, and why', () => {
    expect(skipped.map(({ rel, detail }) => [rel, detail])).toEqual([
      ['2024/a', 'a link to a folder, not followed'],
      ['2024/again.json', 'a link to 2024/python.json, read once'],
      ['2024/b', 'a link to a folder, not followed'],
      ['2024/broken.json', 'a broken link'],
      ['2024/outside.json', 'a link to a file outside the folder, not read'],
      ['2024/x.json', 'not a regular file: a FIFO'],
      ['2024/zero.json', 'a link to a file outside the folder, not read'],
    ]);
    expect(skipped.find((entry) => entry.rel === '2024/b')?.target).toBe('../../..');
  });

  it('gives the reader the same events as the clean checkout, each skipped entry noted', () => {
    const clean = readConfsTech(FIXTURES.confsTech, importContext());
    const read = readConfsTech(root, importContext());
    expect(read.events).toEqual(clean.events);
    expect(read.notes.filter((note) => note.code === 'file_skipped').map((note) => note.recordId)).toEqual(
      skipped.map((entry) => entry.rel),
    );
  });
});

describe('the bounded read', () => {
  it('refuses a device and a FIFO by their descriptors, without blocking', () => {
    expect(() => readBoundedText('/dev/zero')).toThrow('not a regular file: a character device');
    const fifo = join(dir, 'events.csv');
    mkfifo(fifo);
    expect(() => readBoundedText(fifo)).toThrow('not a regular file: a FIFO');
    const result = readCsv(fifo, importContext());
    expect(result.notes).toEqual([
      expect.objectContaining({ code: 'file_refused', detail: expect.stringMatching(/FIFO/) }),
    ]);
  });

  it('reads up to the cap and refuses one byte more', () => {
    const path = join(dir, 'big.yml');
    const fd = openSync(path, 'w');
    ftruncateSync(fd, MAX_FILE_BYTES);
    closeSync(fd);
    expect(readBoundedText(path)).toHaveLength(MAX_FILE_BYTES);
    const more = openSync(path, 'r+');
    ftruncateSync(more, MAX_FILE_BYTES + 1);
    closeSync(more);
    expect(() => readBoundedText(path)).toThrow(`a file over ${MAX_FILE_BYTES} bytes`);
  });

  it('refuses a link when told not to follow one', () => {
    const path = join(dir, 'link.yml');
    writeFileSync(join(dir, 'real.yml'), 'a: 1\n');
    symlinkSync(join(dir, 'real.yml'), path);
    expect(readBoundedText(path)).toBe('a: 1\n');
    expect(() => readBoundedText(path, true)).toThrow(/ELOOP/);
  });

  it('drops a byte order mark, so a YAML file that starts with one is read', () => {
    const folder = join(dir, 'bom');
    mkdirSync(folder);
    writeFileSync(join(folder, 'bom.yml'), '\uFEFF- title: ABC\n');
    expect(readBoundedText(join(folder, 'bom.yml'))).toBe('- title: ABC\n');
    const notes: ImportNote[] = [];
    expect(readYamlFiles(folder, notes, 'test', () => true)).toEqual([{ rel: 'bom.yml', value: [{ title: 'ABC' }] }]);
    expect(notes).toEqual([]);
  });
});

describe('a folder walked twice', () => {
  it('names each entry left out once (ccf-deadlines reads conference/ for types.yml, then the rest)', () => {
    const root = join(dir, 'ccf');
    cpSync(FIXTURES.ccf, root, { recursive: true });
    symlinkSync('..', join(root, 'conference', 'up'));
    const read = readCcfDeadlines(root, importContext());
    expect(read.events).toEqual(readCcfDeadlines(FIXTURES.ccf, importContext()).events);
    expect(read.notes.filter((note) => note.code === 'file_skipped')).toEqual([
      {
        source: 'ccf-deadlines',
        recordId: 'up',
        code: 'file_skipped',
        value: '..',
        detail: 'a link to a folder, not followed',
      },
    ]);
  });
});
