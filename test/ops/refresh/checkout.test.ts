/**
 * A source's clone in the work folder (src/ops/refresh/checkout.ts): cloned once, then fetched to
 * the branch's new commit (a file the branch no longer has is gone); made again when the folder
 * is a clone of another remote; a remote that cannot be reached is a CheckoutError naming it.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CheckoutError, updateCheckout } from '../../../src/ops/refresh/checkout.js';
import { git } from '../../fixtures/git.js';
import { tempDir } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-refresh-checkout-');
afterAll(cleanup);

function repository(name: string): string {
  const root = join(dir, name);
  mkdirSync(root);
  writeFileSync(join(root, 'a.json'), '[]');
  git(root, ['init', '-q', '-b', 'trunk']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'first']);
  return root;
}

const source = (remote: string, branch?: string) => ({
  name: 'tracker',
  kind: 'confs-tech',
  remote,
  branch,
  path: undefined,
});

describe("a source's clone", () => {
  const work = join(dir, 'checkouts');

  it("is cloned once, then fetched to the branch's new commit", () => {
    const remote = repository('one');
    const first = updateCheckout(source(`file://${remote}`), work, 30_000);
    expect(first).toMatchObject({ action: 'cloned', branch: 'trunk', commit: git(remote, ['rev-parse', 'HEAD']) });
    writeFileSync(join(first.dir, 'left-behind.json'), '[]');
    rmSync(join(remote, 'a.json'));
    writeFileSync(join(remote, 'b.json'), '[]');
    git(remote, ['add', '-A']);
    git(remote, ['commit', '-q', '-m', 'second']);
    const second = updateCheckout(source(`file://${remote}`, 'trunk'), work, 30_000);
    expect(second).toMatchObject({ action: 'fetched', dir: first.dir, commit: git(remote, ['rev-parse', 'HEAD']) });
    expect(['a.json', 'b.json', 'left-behind.json'].map((name) => existsSync(join(second.dir, name)))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('downloads no blob over the limit and checks out only the folders its format reads', () => {
    const remote = repository('large');
    mkdirSync(join(remote, 'conferences', '2027'), { recursive: true });
    writeFileSync(join(remote, 'conferences', '2027', 'data.json'), '[]');
    mkdirSync(join(remote, 'media'));
    // 17 MiB, over the limit (16 MiB): one of the files a tracker may hold that no importer reads.
    writeFileSync(join(remote, 'media', 'video.bin'), Buffer.alloc(17 * 1024 * 1024));
    writeFileSync(join(remote, 'media', 'logo.svg'), '<svg/>');
    git(remote, ['add', '-A']);
    git(remote, ['commit', '-q', '-m', 'media']);
    // A file:// remote serves partial clones only when told to, as GitHub does.
    git(remote, ['config', 'uploadpack.allowFilter', 'true']);
    const checkout = updateCheckout({ ...source(`file://${remote}`), name: 'large' }, work, 30_000);
    expect(existsSync(join(checkout.dir, 'conferences', '2027', 'data.json'))).toBe(true);
    expect(existsSync(join(checkout.dir, 'a.json'))).toBe(true);
    expect(existsSync(join(checkout.dir, 'media'))).toBe(false);
    const video = git(remote, ['rev-parse', 'HEAD:media/video.bin']);
    const missing = git(checkout.dir, ['rev-list', '--objects', '--missing=print', 'HEAD'])
      .split('\n')
      .filter((line) => line.startsWith('?'));
    expect(missing).toEqual([`?${video}`]);
  });

  it('is made again from another remote, and a remote out of reach is named in the error', () => {
    const other = repository('two');
    expect(updateCheckout(source(`file://${other}`), work, 30_000).action).toBe('cloned');
    const missing = `file://${join(dir, 'missing')}`;
    expect(() => updateCheckout(source(missing), work, 30_000)).toThrow(CheckoutError);
    expect(() => updateCheckout(source(missing), work, 30_000)).toThrow(`cannot clone ${missing}`);
  });
});
