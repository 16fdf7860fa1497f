/**
 * The refresh's guard by identity (src/ops/refresh/changes.ts): a tracker commit that moves every
 * date keeps every event, so counts pass it; matched by id with the served snapshot's events, it is
 * refused, the report saying what changed, and the store keeps what it served.
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRefreshConfig } from '../../../src/ops/refresh/refresh-config.js';
import { runRefresh } from '../../../src/ops/refresh/refresh.js';
import { findBinary } from '../../fixtures/servers.js';
import { git } from '../../fixtures/git.js';
import { tempDir } from '../../fixtures/source.js';
import { FIXTURES } from '../../import/context.js';

const gitBinary = findBinary('git');

describe.skipIf(!gitBinary)('a refresh whose tracker moved every date', () => {
  const folder = tempDir('confdir-identity-guard-');
  afterAll(folder.cleanup);
  const remote = join(folder.dir, 'ai-deadlines');
  const data = join(remote, 'src', 'data', 'conferences');
  const configFile = join(folder.dir, 'refresh.yaml');
  const build = { build: { knownPlaces: false, now: new Date('2025-01-01T00:00:00Z') } };

  it('publishes the first snapshot, then refuses the one whose events all moved', async () => {
    cpSync(FIXTURES.ai, remote, { recursive: true });
    git(remote, ['init', '-q', '-b', 'main']);
    git(remote, ['add', '-A']);
    git(remote, ['commit', '-q', '-m', 'first']);
    writeFileSync(
      configFile,
      `work_dir: work\nstore: store\nsources:\n  - { kind: ai-deadlines, remote: "file://${remote}", branch: main }\n`,
    );
    const first = await runRefresh(loadRefreshConfig(configFile), build);
    expect(first, first.reason).toMatchObject({ outcome: 'published', changes: null });

    // Every edition moved to January of its year: the same editions (ids), none of their dates.
    for (const file of readdirSync(data)) {
      const text = readFileSync(join(data, file), 'utf8');
      writeFileSync(
        join(data, file),
        text
          .replace(/^( {2}start: '?)(\d{4})-\d{2}-\d{2}/gm, '$1$2-01-10')
          .replace(/^( {2}end: '?)(\d{4})-\d{2}-\d{2}/gm, '$1$2-01-12')
          .replace(/^( {2}date: ).*, (\d{4})$/gm, '$1January 10 - 12, $2'),
      );
    }
    git(remote, ['commit', '-q', '-am', 'every date moved']);
    const second = await runRefresh(loadRefreshConfig(configFile), build);
    const events = first.events.new!;
    // Two editions moved before their own paper deadlines lose those (deadline_after_start).
    expect(second).toMatchObject({
      outcome: 'refused',
      published_version: null,
      served_version: first.published_version,
      changes: { kept: events, changed: events, dates: events, place: 0, deadlines: 2 },
    });
    expect(second.changes!.examples).toHaveLength(events);
    expect(second.changes!.examples[0]).toMatch(
      /^\d+ .+: dates \d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2} -> \d{4}-01-10\.\.\d{4}-01-12$/,
    );
    expect(second.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the new snapshot changes 100% of the served events it keeps \\(${events} of ${events}: dates ${events}, place 0, deadlines 2\\), more than 20%; first: `,
        ),
      ),
    ]);
  }, 120_000);
});
