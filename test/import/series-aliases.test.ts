/** The aliases written of each series (src/import/write.ts, docs/importers.md, Merging). */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { assignIds } from '../../src/import/ids.js';
import { writeImportedSource } from '../../src/import/write.js';
import { tempDir } from '../fixtures/source.js';
import { importedEvent } from './context.js';

const { dir, cleanup } = tempDir('confdir-aliases-');
afterAll(cleanup);

/** The aliases of each series written for `events`, by series key. */
function aliasesOf(name: string, events: ReturnType<typeof importedEvent>[]): Record<string, string[]> {
  const written = writeImportedSource(join(dir, name), {
    events,
    ids: assignIds(events),
    rates: [],
    tracks: new Map(),
    verified: null,
  });
  const db = new Database(written, { readonly: true });
  try {
    const rows = db.prepare('SELECT series, alias FROM series_aliases ORDER BY series, alias').all() as {
      series: string;
      alias: string;
    }[];
    const bySeries: Record<string, string[]> = {};
    for (const { series, alias } of rows) (bySeries[series] ??= []).push(alias);
    return bySeries;
  } finally {
    db.close();
  }
}

describe('series aliases', () => {
  it("are a joint acronym's parts no other series owns, never an organisation", () => {
    const events = [
      importedEvent('ccf-deadlines', 'ubicomp26', { acronym: 'UbiComp/ISWC 2026', series: 'UbiComp/ISWC' }),
      importedEvent('ccf-deadlines', 'iswc26', { acronym: 'ISWC 2026', series: 'ISWC', start: '2026-10-25' }),
      importedEvent('ccf-deadlines', 'cgo27', { acronym: 'IEEE/ACM CGO 2027', series: 'IEEE/ACM CGO' }),
      importedEvent('ccf-deadlines', 'rr26', { acronym: 'RuleML+RR 2026', series: 'RuleML+RR' }),
    ];
    // ISWC is the Semantic Web conference's; a part of two letters ("RR") tells too little to read
    // the name as joint; CGO's "IEEE/ACM" are its organisers.
    expect(aliasesOf('joint.sqlite', events)).toEqual({ 'ubicomp/iswc': ['UbiComp'] });
  });

  it("leave out another series' acronym: acronym=CCS is CCS, not AsiaCCS", () => {
    const events = [
      importedEvent('ccf-deadlines', 'asiaccs27', {
        acronym: 'AsiaCCS 2027',
        series: 'AsiaCCS',
        aliases: [
          { alias: 'ccs', kind: 'dblp' },
          { alias: 'ACM CCS', kind: 'acronym' },
          { alias: 'ASIA CCS', kind: 'acronym' },
          { alias: 'ACM Conference on Computer and Communications Security', kind: 'name' },
        ],
      }),
      importedEvent('ccf-deadlines', 'ccs27', { acronym: 'CCS 2027', series: 'CCS', start: '2027-10-01' }),
    ];
    expect(aliasesOf('aliases.sqlite', events).asiaccs).toEqual([
      'ACM Conference on Computer and Communications Security',
      'ASIA CCS',
    ]);
  });
});
