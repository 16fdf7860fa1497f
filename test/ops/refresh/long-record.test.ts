/**
 * A refresh whose tracker holds a record of a million characters in one word (docs/importers.md,
 * Values): imported cut to its bound with a note, built and published, as any other.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../src/import/index.js';
import { loadRefreshConfig } from '../../../src/ops/refresh/refresh-config.js';
import { runRefresh } from '../../../src/ops/refresh/refresh.js';
import { TEXT_BOUNDS } from '../../../src/source/text-bounds.js';
import { findBinary } from '../../fixtures/servers.js';
import { git } from '../../fixtures/git.js';
import { tempDir } from '../../fixtures/source.js';
import { FIXTURES } from '../../import/context.js';

const gitBinary = findBinary('git');

describe.skipIf(!gitBinary)('a refresh of a tracker holding a million-character word', () => {
  const folder = tempDir('confdir-long-record-');
  afterAll(folder.cleanup);

  it('publishes, the name cut to its bound and noted', async () => {
    const remote = join(folder.dir, 'ai-deadlines');
    cpSync(FIXTURES.ai, remote, { recursive: true });
    const word = 'w'.repeat(1_000_000);
    writeFileSync(
      join(remote, 'src', 'data', 'conferences', 'huge.yml'),
      `- title: HUGE\n  year: 2027\n  id: huge27\n  full_name: "${word}"\n  city: Berlin\n  country: Germany\n  start: '2027-06-01'\n  end: '2027-06-03'\n`,
    );
    git(remote, ['init', '-q', '-b', 'main']);
    git(remote, ['add', '-A']);
    git(remote, ['commit', '-q', '-m', 'first']);
    const config = join(folder.dir, 'refresh.yaml');
    writeFileSync(
      config,
      `work_dir: work\nstore: store\nsources:\n  - { kind: ai-deadlines, remote: "file://${remote}" }\n`,
    );
    const report = await runRefresh(loadRefreshConfig(config), { build: { knownPlaces: false } });
    expect(report, report.reason).toMatchObject({ outcome: 'published', events: { new: 5 } });
    const imported = JSON.parse(readFileSync(report.import_report!, 'utf8')) as ImportReport;
    expect(imported.notes.filter((note) => note.code === 'text_cut').map((note) => note.detail)).toEqual([
      `name cut to ${TEXT_BOUNDS.name} characters (of ${word.length})`,
    ]);
  }, 120_000);
});
