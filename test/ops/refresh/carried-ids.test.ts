/**
 * The refresh's import carries the ids of the last run's source file (docs/operating.md, Refreshing
 * the data; docs/importers.md, Ids): Linyxus/pl-deadlines' commit that replaced its list, whose
 * record was the first of ECML-PKDD 2022 and named its series "ECML/PKDD", leaves the edition the
 * id it was published under, and a run with no commit since publishes nothing new.
 */
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRefreshConfig } from '../../../src/ops/refresh/refresh-config.js';
import { runRefresh } from '../../../src/ops/refresh/refresh.js';
import { PROJECT_ROOT } from '../../../src/util/paths.js';
import { findBinary } from '../../fixtures/servers.js';
import { git } from '../../fixtures/git.js';
import { tempDir } from '../../fixtures/source.js';

const gitBinary = findBinary('git');
const WEEK = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'tracker-week');

describe.skipIf(!gitBinary)("a refresh over a tracker's commit", () => {
  const folder = tempDir('confdir-carried-ids-');
  afterAll(folder.cleanup);
  const remote = (name: string, from: string) => {
    const dir = join(folder.dir, name);
    cpSync(join(WEEK, from), dir, { recursive: true });
    git(dir, ['init', '-q', '-b', 'main']);
    git(dir, ['add', '-A']);
    git(dir, ['commit', '-q', '-m', 'first']);
    return dir;
  };
  const idOf = (acronym: string) => {
    const db = new Database(join(folder.dir, 'work', 'build', 'source.sqlite'), { readonly: true });
    try {
      return (db.prepare('SELECT id FROM events WHERE acronym LIKE ?').get(`${acronym}%`) as { id: number }).id;
    } finally {
      db.close();
    }
  };

  it('keeps the id of an edition whose first record is gone', async () => {
    const pl = remote('pl', 'pl-before');
    const ccf = remote('ccf', 'ccf');
    const configFile = join(folder.dir, 'refresh.yaml');
    writeFileSync(
      configFile,
      [
        'work_dir: work',
        'store: store',
        // The tracker drops two of its two editions: a guard of 25% would refuse it.
        'guard: { max_event_loss: 0.5, max_source_loss: 1, max_changed: 0.5 }',
        'sources:',
        `  - { kind: ai-deadlines, remote: "file://${pl}", branch: main }`,
        `  - { kind: ccf-deadlines, remote: "file://${ccf}", branch: main }`,
        '',
      ].join('\n'),
    );
    const build = { build: { knownPlaces: false, now: new Date('2026-08-20T00:00:00Z') } };
    const first = await runRefresh(loadRefreshConfig(configFile), build);
    expect(first, first.reason).toMatchObject({ outcome: 'published' });
    const had = idOf('ECML/PKDD 2022');

    rmSync(join(pl, '_data'), { recursive: true });
    cpSync(join(WEEK, 'pl-after', '_data'), join(pl, '_data'), { recursive: true });
    git(pl, ['add', '-A']);
    git(pl, ['commit', '-q', '-m', 'the list replaced']);
    const second = await runRefresh(loadRefreshConfig(configFile), build);
    expect(second, second.reason).toMatchObject({ outcome: 'published' });
    expect(idOf('ECML-PKDD 2022')).toBe(had);
    // No commit since: the import, its ids carried from the last one, writes the file published.
    const third = await runRefresh(loadRefreshConfig(configFile), build);
    expect(third, third.reason).toMatchObject({ outcome: 'unchanged' });
  }, 120_000);
});
