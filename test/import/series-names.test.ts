/**
 * Editions a tracker names by their acronym alone take their series' full name
 * (src/import/series-names.ts, docs/importers.md, Series names).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/index.js';
import { nameBySeries } from '../../src/import/series-names.js';
import { tempDir } from '../fixtures/source.js';
import { importedEvent, seriesEdition, trackerCheckout } from './context.js';

const { dir, cleanup } = tempDir('confdir-series-names-');
afterAll(cleanup);

const edition = seriesEdition;

describe('an edition named by its acronym alone', () => {
  it("takes the full name its series' other editions give (ICSE)", () => {
    const events = [
      edition('ICSE', 2025, 'International Conference on Software Engineering'),
      edition('ICSE', 2026, 'ICSE'),
      edition('ICSE', 2027, 'ICSE 2027'),
    ];
    const named = nameBySeries(events);
    expect(events.map((event) => event.name)).toEqual([
      'International Conference on Software Engineering',
      'International Conference on Software Engineering',
      'International Conference on Software Engineering',
    ]);
    expect(named).toEqual([
      { index: 1, acronym: 'ICSE 2026', name: 'International Conference on Software Engineering', was: 'ICSE' },
      { index: 2, acronym: 'ICSE 2027', name: 'International Conference on Software Engineering', was: 'ICSE 2027' },
    ]);
  });

  it('never takes a name that numbers one edition: a year, an ordinal, an ordinal word', () => {
    const events = [
      edition('ICPR', 2026, 'The 29th International Conference on Pattern Recognition'),
      edition('ICPR', 2025, 'The Twenty-Eighth International Conference on Pattern Recognition'),
      edition('ICPR', 2024, '2024 International Conference on Pattern Recognition'),
      edition('ICPR', 2020, 'ICPR'),
    ];
    expect(nameBySeries(events)).toEqual([]);
    expect(events[3]!.name).toBe('ICPR');
  });

  it('takes the name most editions give, then the latest edition’s', () => {
    const most = [
      edition('SGP', 2021, 'SGP'),
      edition('SGP', 2022, 'Symposium on Geometry Processing'),
      edition('SGP', 2023, 'Symposium on Geometry Processing'),
      edition('SGP', 2024, 'Eurographics Symposium on Geometry Processing'),
    ];
    nameBySeries(most);
    expect(most[0]!.name).toBe('Symposium on Geometry Processing');
    const tied = [
      edition('ICME', 2021, 'ICME'),
      edition('ICME', 2022, 'IEEE International Conference on Multimedia and Expo'),
      edition('ICME', 2025, 'The IEEE International Conference on Multimedia & Expo'),
    ];
    nameBySeries(tied);
    expect(tied[0]!.name).toBe('The IEEE International Conference on Multimedia & Expo');
  });

  it('leaves a name in capitals only unlent, a long series name and an event of no series as they are', () => {
    const events = [
      edition('COLING', 2020, 'COLING'),
      edition('COLING', 2024, 'INTERNATIONAL CONFERENCE ON COMPUTATIONAL LINGUISTICS'),
      edition('Junior Intellectual Property Scholars Workshop', 2025, 'Junior Intellectual Property Scholars Workshop'),
      edition('Junior Intellectual Property Scholars Workshop', 2026, 'Junior IP Scholars Workshop (Summer)'),
      importedEvent('confs-tech', 'one', { name: 'LISA' }),
      importedEvent('confs-tech', 'two', { name: 'Large Installation System Administration Conference' }),
    ];
    expect(nameBySeries(events)).toEqual([]);
  });
});

describe('series names in an import', () => {
  /** A record of the original ai-deadlines form. */
  const record = (title: string, year: number, id: string, fullName?: string) =>
    `- title: ${title}\n  year: ${year}\n  id: ${id}\n${fullName ? `  full_name: ${fullName}\n` : ''}` +
    `  place: Lisbon, Portugal\n  start: ${year}-04-12\n  end: ${year}-04-18\n  deadline: '${year - 1}-08-01 23:59'\n`;
  const named = trackerCheckout(
    dir,
    'named',
    record('ICSE', 2025, 'icse25', 'International Conference on Software Engineering'),
  );
  const bare = trackerCheckout(dir, 'bare', record('ICSE', 2026, 'icse26'));

  it('names the edition whatever the order of the trackers, and reports it', () => {
    for (const [at, from] of [
      [named, bare],
      [bare, named],
    ].entries()) {
      const out = join(dir, `order-${at}.sqlite`);
      const { report } = runImport({ from: from.map((path) => ({ format: 'ai-deadlines', path })), out });
      const db = new Database(out, { readonly: true });
      const names = db.prepare('SELECT acronym, name FROM events ORDER BY acronym').all();
      db.close();
      expect(names).toEqual([
        { acronym: 'ICSE 2025', name: 'International Conference on Software Engineering' },
        { acronym: 'ICSE 2026', name: 'International Conference on Software Engineering' },
      ]);
      expect(report.seriesNames).toEqual([
        expect.objectContaining({
          acronym: 'ICSE 2026',
          name: 'International Conference on Software Engineering',
          was: 'ICSE',
        }),
      ]);
    }
  });
});
