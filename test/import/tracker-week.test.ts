/**
 * A week of the public trackers through the import and the build (docs/importers.md, Ids and
 * Merging; docs/snapshot-format.md, Change log), on excerpts of their files
 * (test/fixtures/formats/tracker-week, NOTICE). In one commit Linyxus/pl-deadlines replaced its
 * list: ACML 2021 and ECML/PKDD 2022 gone, IWACO 2023 listed. ccfddl/ccf-deadlines and
 * paperswithcode/ai-deadlines still list both editions; pl-deadlines' record was the first of
 * each, and named ECML-PKDD 2022's series "ECML/PKDD", from which its id was made. Only IWACO 2023
 * is news; a rebuild of unchanged data is none. And IEEE S&P 2027, listed by blockchain-deadlines,
 * ccf-deadlines and khongsomeo/ai-deadlines ("SP"), is one edition.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../src/builder/index.js';
import { runImport } from '../../src/import/index.js';
import { changeEntry } from '../../src/store/change-table.js';
import { loadStore } from '../../src/store/index.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-tracker-week-');
afterAll(cleanup);

const WEEK = join(PROJECT_ROOT, 'test', 'fixtures', 'formats', 'tracker-week');
const tracker = (name: string) => ({ format: 'ai-deadlines', path: join(WEEK, name) });
const ccf = { format: 'ccf-deadlines', path: join(WEEK, 'ccf') };
/** The public run's order, by folder name: pl-deadlines (Linyxus) before ccf-deadlines (ccfddl). */
const before = [tracker('pl-before'), ccf, tracker('paperswithcode')];
const after = [tracker('pl-after'), ccf, tracker('paperswithcode')];

/** Imports `from` (ids carried from `previous`) and builds it (against `against`): the source and the snapshot. */
function importAndBuild(name: string, from: typeof before, previous?: string, against?: string) {
  const out = join(dir, `${name}.sqlite`);
  runImport({ from, out, verified: '2026-08-20', ...(previous ? { previous } : {}) });
  const output = join(dir, `${name}.snapshot`);
  buildSnapshot({
    input: out,
    output,
    now: new Date('2026-08-20T00:00:00Z'),
    ...(against ? { previous: against } : {}),
  });
  return { source: out, snapshot: output };
}

/** A snapshot's own changes, as "name kind before -> after". */
function changesOf(snapshot: string): string[] {
  const { changes } = loadStore(snapshot);
  return Array.from({ length: changes.event.length }, (_, at) => changeEntry(changes, at))
    .filter((change) => change.build === 0)
    .map(({ name, kind, before, after }) => `${name} ${kind} ${before} -> ${after}`);
}

/** The source file's rows: each event's id and acronym, and each record's event, sorted. */
function rowsOf(source: string): string[] {
  const db = new Database(source, { readonly: true });
  try {
    const events = db.prepare('SELECT id, acronym, website, start_date FROM events').all();
    const sources = db.prepare('SELECT event_id, name, record_id FROM event_sources').all();
    return [...events, ...sources].map((row) => JSON.stringify(row)).sort();
  } finally {
    db.close();
  }
}

const idOf = (source: string, acronym: string): number => {
  const db = new Database(source, { readonly: true });
  try {
    return (db.prepare('SELECT id FROM events WHERE acronym = ?').get(acronym) as { id: number }).id;
  } finally {
    db.close();
  }
};

describe('a week of the public trackers', () => {
  const first = importAndBuild('before', before);

  it('logs no change for unchanged data imported again with the previous import and built again', () => {
    const again = importAndBuild('again', before, first.source, first.snapshot);
    expect(rowsOf(again.source)).toEqual(rowsOf(first.source));
    expect(changesOf(again.snapshot)).toEqual([]);
  });

  it("keeps ECML-PKDD 2022's id through the commit, and logs the edition added and what the first source gave", () => {
    const week = importAndBuild('week', after, first.source, first.snapshot);
    expect(idOf(week.source, 'ECML-PKDD 2022')).toBe(idOf(first.source, 'ECML/PKDD 2022'));
    // ACML 2021: pl-deadlines' 23:59:00 and http://www.acml-conf.org/2021 were ccf-deadlines'
    // 23:59:59 and .../2021/: one deadline and one website. ECML-PKDD 2022's website was
    // pl-deadlines' (the first source), and is now ccf-deadlines'.
    expect(changesOf(week.snapshot).sort()).toEqual([
      'ECML-PKDD 2022 website_changed https://2022.ecmlpkdd.org/ -> https://2022.ecmlpkdd.org/index.php/key-dates-deadlines/',
      'IWACO 2023 edition_added  -> 2023-10-22/2023-10-27',
    ]);
  });

  it('logs the edition added alone when the tracker that changed least is first', () => {
    const steady = importAndBuild('steady-before', [ccf, tracker('paperswithcode'), tracker('pl-before')]);
    const week = importAndBuild(
      'steady-week',
      [ccf, tracker('paperswithcode'), tracker('pl-after')],
      steady.source,
      steady.snapshot,
    );
    expect(changesOf(week.snapshot)).toEqual(['IWACO 2023 edition_added  -> 2023-10-22/2023-10-27']);
  });

  it('without the previous import, gives ECML-PKDD 2022 the id of its new first record: gone and added', () => {
    const fresh = importAndBuild('fresh', after, undefined, first.snapshot);
    expect(idOf(fresh.source, 'ECML-PKDD 2022')).not.toBe(idOf(first.source, 'ECML/PKDD 2022'));
    expect(
      changesOf(fresh.snapshot)
        .filter((change) => change.startsWith('ECML'))
        .sort(),
    ).toEqual([
      'ECML-PKDD 2022 edition_added  -> 2022-09-19/2022-09-23',
      'ECML/PKDD 2022 edition_removed 2022-09-19/2022-09-23 -> ',
    ]);
  });

  it('carries the ids with npm run import --previous', () => {
    const out = join(dir, 'cli.sqlite');
    const args = [...after.flatMap(({ format, path }) => ['--from', `${format}:${path}`]), '--out', out];
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tools/import.ts', ...args, '--verified', '2026-08-20', '--previous', first.source],
      { cwd: PROJECT_ROOT, encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    expect(idOf(out, 'ECML-PKDD 2022')).toBe(idOf(first.source, 'ECML/PKDD 2022'));
  });
});

describe('an edition several trackers name apart', () => {
  // The public run's order (blockchain-deadlines, ccfddl, khongsomeo), and ccf-deadlines first.
  const sp = [tracker('blockchain'), ccf, tracker('khongsomeo')];
  const orders = [sp, [sp[1]!, sp[0]!, sp[2]!]];

  it('is found by the names of every record merged into it: IEEE S&P, S&P and SP of 2027', () => {
    for (const [at, from] of orders.entries()) {
      const out = join(dir, `sp-${at}.sqlite`);
      runImport({ from, out, verified: '2026-08-20' });
      const db = new Database(out, { readonly: true });
      const editions = db
        .prepare(
          `SELECT e.acronym, count(*) AS records FROM events e JOIN event_sources s ON s.event_id = e.id
           WHERE e.start_date LIKE '2027%' OR e.acronym LIKE '%2027' GROUP BY e.id`,
        )
        .all() as { acronym: string; records: number }[];
      db.close();
      // ccf-deadlines' S&P (its DBLP key "sp"), merged into blockchain-deadlines' "IEEE S&P", is how
      // khongsomeo's "SP" finds the edition.
      expect(editions, `order ${at}`).toHaveLength(1);
      expect(editions[0]!.records, `order ${at}`).toBe(4);
    }
  });
});
