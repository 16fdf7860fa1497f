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

describe('series aliases', () => {
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
    const out = join(dir, 'aliases.sqlite');
    const written = writeImportedSource(out, {
      events,
      ids: assignIds(events),
      rates: [],
      tracks: new Map(),
      verified: null,
    });
    const db = new Database(written, { readonly: true });
    try {
      const rows = db.prepare("SELECT alias FROM series_aliases WHERE series = 'asiaccs' ORDER BY alias").all();
      expect(rows.map((row) => (row as { alias: string }).alias)).toEqual([
        'ACM Conference on Computer and Communications Security',
        'ASIA CCS',
      ]);
    } finally {
      db.close();
    }
  });
});
