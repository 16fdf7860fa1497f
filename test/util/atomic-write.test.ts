import { linkSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replaceAtomically, tempPathBeside, writeFileAtomically } from '../../src/util/atomic-write.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-atomic-');
afterAll(() => cleanup());
const names = () => readdirSync(dir).sort();

describe('writeFileAtomically and replaceAtomically', () => {
  it('writes a new file with exactly the mode asked for, and replaces it with a new inode', () => {
    const file = join(dir, 'keys.json');
    writeFileAtomically(file, 'one\n', { mode: 0o640 });
    expect(readFileSync(file, 'utf8')).toBe('one\n');
    expect(statSync(file).mode & 0o777).toBe(0o640);
    const before = statSync(file).ino;
    writeFileAtomically(file, (fd) => writeFileSync(fd, 'two\n'));
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(statSync(file).ino).not.toBe(before);
    expect(names()).toEqual(['keys.json']);
  });

  it('leaves the target and no temporary file when writing or the last check fails', () => {
    const file = join(dir, 'keys.json');
    expect(() =>
      writeFileAtomically(file, (fd) => {
        writeFileSync(fd, 'half');
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(() =>
      replaceAtomically(file, (temp) => writeFileSync(temp, 'bad'), {
        beforeRename: (temp) => {
          expect(readFileSync(temp, 'utf8')).toBe('bad');
          throw new Error('does not verify');
        },
      }),
    ).toThrow('does not verify');
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(names()).toEqual(['keys.json']);
  });

  it('leaves no temporary name when the new file is already the target (a second hard link)', () => {
    const file = join(dir, 'keys.json');
    replaceAtomically(file, (temp) => linkSync(file, temp));
    expect(readFileSync(file, 'utf8')).toBe('two\n');
    expect(names()).toEqual(['keys.json']);
  });

  it('names temporary files beside the target, hidden and different on each call', () => {
    const first = tempPathBeside(join(dir, 'events.snapshot'));
    const second = tempPathBeside(join(dir, 'events.snapshot'));
    expect(first).not.toBe(second);
    expect(first.startsWith(join(dir, '.events.snapshot.'))).toBe(true);
  });
});
