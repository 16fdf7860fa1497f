/**
 * git run on a tracker's checkout (src/import/git.ts, docs/importers.md, Provenance): a checkout's
 * `.git/config` is third-party content. Its `gpg.program` is never run to check a signature, and a
 * git that blocks (a FIFO named `.git/packed-refs`) is killed past its time limit: the import goes
 * on without dates.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCommitDates, lastCommitDates } from '../../src/import/commit-dates.js';
import { git } from '../fixtures/git.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-git-');
afterAll(cleanup);

/** A checkout whose last commit carries a signature, and whose configuration checks it with a script. */
function signedCheckout(name: string): { root: string; marker: string } {
  const root = join(dir, name);
  mkdirSync(join(root, 'data'), { recursive: true });
  writeFileSync(join(root, 'data', 'a.yml'), '- title: A\n');
  git(root, ['init', '-q', '-b', 'main']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'first']);
  // The signed commit changes a file, so that a log of the folder shows it (and would check it).
  writeFileSync(join(root, 'data', 'a.yml'), '- title: A\n  year: 2026\n');
  git(root, ['add', '-A']);
  const tree = git(root, ['write-tree']);
  const parent = git(root, ['rev-parse', 'HEAD']);
  const commit = [
    `tree ${tree}`,
    `parent ${parent}`,
    'author t <t@example.org> 1767225600 +0000',
    'committer t <t@example.org> 1767225600 +0000',
    'gpgsig -----BEGIN PGP SIGNATURE-----',
    ' ',
    ' iQEzBAABCAAdFiEE',
    ' =abcd',
    ' -----END PGP SIGNATURE-----',
    '',
    'signed',
    '',
  ].join('\n');
  const signed = git(root, ['hash-object', '-t', 'commit', '-w', '--stdin'], commit);
  git(root, ['update-ref', 'refs/heads/main', signed]);
  const marker = join(dir, `${name}.ran`);
  const script = join(dir, `${name}-gpg.sh`);
  writeFileSync(script, `#!/bin/sh\ntouch '${marker}'\nexit 0\n`);
  chmodSync(script, 0o755);
  git(root, ['config', 'log.showSignature', 'true']);
  git(root, ['config', 'gpg.program', script]);
  return { root, marker };
}

describe("git on a tracker's checkout", () => {
  it("never runs the program a checkout's configuration names to check a signature", () => {
    const { root, marker } = signedCheckout('signed');
    expect(lastCommitDates(root)?.get('data/a.yml')).toBe('2026-01-01');
    expect(existsSync(marker)).toBe(false);
  });

  it('kills a git that blocks on a FIFO, and gives no dates', () => {
    const { root } = signedCheckout('fifo');
    const packed = join(root, '.git', 'packed-refs');
    rmSync(packed, { force: true });
    expect(spawnSync('mkfifo', [packed]).status).toBe(0);
    expect(lastCommitDates(root, 2000)).toBeNull();
    const result = { format: 'ai-deadlines', path: root, records: 0, events: [], rates: [], notes: [] };
    addCommitDates(result, root, '2026-08-20', 2000);
    expect(result.notes).toEqual([
      {
        source: 'ai-deadlines',
        recordId: '',
        code: 'dates_unread',
        value: null,
        detail: expect.stringMatching(/^the checkout's history could not be read \(git \w+ took more than 2000 ms\): /),
      },
    ]);
  });
});
