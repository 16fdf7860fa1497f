/**
 * A tracker's call for posters (docs/importers.md, Tags): mpc-deadlines lists an edition's call for
 * posters as a record of its own, tagged `PS` ("Posters" in its `_data/filters.yml`), beside the
 * edition's record. It is the edition's track Posters, with its deadline, not a second edition:
 * "IEEE Euro S&P 2027" was served twice, once in Lisbon with the call for papers and once with the
 * posters' deadline and another place; CCS 2026's and ACSAC 2026's calls for posters, of the same
 * name, days and place as their editions, were merged into them as relistings or by place, their
 * deadlines lost; PoPETS' is of the edition the tracker lists as PETS. The records are the
 * tracker's, as written (another tracker's ACSAC 2026 hand-made in the ccf-like ai-deadlines form).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/import/index.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-poster-calls-');
afterAll(cleanup);

const FILTERS = `---
filter1:
  - name: Practical
    tag: PRACT
filter2:
  - name: Conferences
    tag: CNF
  - name: Posters
    tag: PS
filter3:
  - name: A
    tag: COREA
filter4:
  - name: Expected
    tag: EXP
`;

const CONFERENCES = `- name: IEEE Euro S&P
  description: IEEE European Symposium on Security and Privacy
  year: 2027
  link: https://www.ieee-security.org/TC/EuroSP2027/
  abdeadline: November 13
  deadline: ["2026-11-20 23:59"]
  date: July 06-10
  place: Lisbon, Portugal
  tags: [PRACT, CNF, COREA]

- name: ACM CCS
  description: ACM Conference on Computer and Communications Security
  year: 2026
  link: https://www.sigsac.org/ccs/CCS2026/
  deadline: ["2026-01-14 23:59"]
  date: November 15-19
  place: The Hague, Netherlands
  tags: [PRACT, CNF, COREAS]

- name: PETS
  description: Privacy Enhancing Technologies Symposium
  year: 2026
  link: https://petsymposium.org/cfp26.php
  deadline: ["2025-05-31 23:59"]
  date: July 20-25
  place: Calgary, Canada
  tags: [PRACT, CNF, COREA]

- name: IEEE Euro S&P
  description: IEEE European Symposium on Security and Privacy
  year: 2027
  link: https://www.ieee-security.org/TC/EuroSP2027/cfposters.html
  deadline: ["2027-04-30 23:59"]
  date: June 30 - July 04
  place: Venice
  comment: Notification - May 21. No proceedings.
  tags: [PRACT, PS]

- name: ACM CCS
  description: ACM Conference on Computer and Communications Security
  year: 2026
  link: https://www.sigsac.org/ccs/CCS2026/call-for/call-for-posters.html
  deadline: ["2026-07-23 23:59"]
  date: November 15-19
  place: The Hague, Netherlands
  comment: Notifications - August 27. Has proceedings.
  tags: [PRACT, PS]

- name: ACSAC
  description: Annual Computer Security Applications Conference
  year: 2026
  link: https://www.acsac.org/2026/submissions/posters/
  deadline: ["2026-09-13 23:59"]
  date: December 07-11
  place: Los Angeles, California
  comment: Rolling notification.
  tags: [PRACT, APPLIED, PS]

- name: PoPETS
  description: Privacy Enhancing Technologies Symposium
  year: 2026
  link: https://petsymposium.org/2026/cfposters.php
  deadline: ["2026-07-10 23:59"]
  date: July 20-25
  place: Calgary, Canada
  tags: [PRACT, APPLIED, PS]
`;

/** Another tracker, read first, that lists ACSAC 2026 alone (mpc-deadlines lists its call for papers too). */
const OTHER = `- title: ACSAC
  full_name: Annual Computer Security Applications Conference
  year: 2026
  id: acsac26
  link: https://www.acsac.org/
  deadline: '2026-05-26 23:59:59'
  timezone: UTC-12
  date: December 7-11, 2026
  place: Los Angeles, California, USA
  sub: SEC
`;

const checkout = join(dir, 'mpc');
mkdirSync(join(checkout, '_data'), { recursive: true });
writeFileSync(join(checkout, '_data', 'filters.yml'), FILTERS);
writeFileSync(join(checkout, '_data', 'conferences.yml'), CONFERENCES);
const other = join(dir, 'other');
mkdirSync(join(other, '_data'), { recursive: true });
writeFileSync(join(other, '_data', 'types.yml'), '- name: Security\n  sub: SEC\n');
writeFileSync(join(other, '_data', 'conferences.yml'), OTHER);
const out = join(dir, 'source.sqlite');
runImport({
  from: [
    { format: 'ai-deadlines', path: other },
    { format: 'ai-deadlines', path: checkout },
  ],
  out,
  verified: '2026-11-29',
});
const db = new Database(out, { readonly: true });
const events = db.prepare('SELECT id, name, acronym, city, start_date FROM events ORDER BY start_date').all() as {
  id: number;
  name: string;
  acronym: string;
  city: string | null;
  start_date: string;
}[];
const tracks = db.prepare('SELECT event_id, track, kind, due FROM event_tracks').all() as { event_id: number }[];
const deadlines = db.prepare('SELECT event_id, kind, due FROM deadlines ORDER BY due').all() as {
  event_id: number;
}[];
db.close();
const idOf = (acronym: string) => events.find((event) => event.acronym === acronym)!.id;
const of = <Row extends { event_id: number }>(rows: Row[], acronym: string) =>
  rows.filter((row) => row.event_id === idOf(acronym)).map(({ event_id: _, ...rest }) => rest);

describe("a tracker's call for posters", () => {
  it('is the track Posters of its edition, with its own deadline, not an edition of its own', () => {
    expect(events.map(({ acronym, city, start_date }) => [acronym, city, start_date])).toEqual([
      ['PETS 2026', 'Calgary', '2026-07-20'],
      ['ACM CCS 2026', 'The Hague', '2026-11-15'],
      ['ACSAC 2026', 'Los Angeles', '2026-12-07'],
      ['IEEE Euro S&P 2027', 'Lisbon', '2027-07-06'],
    ]);
    // Its deadline is the track's; the edition's own call keeps its deadlines, the posters' not among them.
    expect(of(tracks, 'IEEE Euro S&P 2027')).toEqual([{ track: 'Posters', kind: 'paper', due: '2027-04-30T23:59:00' }]);
    expect(of(deadlines, 'IEEE Euro S&P 2027')).toEqual([
      { kind: 'abstract', due: '2026-11-13' },
      { kind: 'paper', due: '2026-11-20T23:59:00' },
    ]);
  });

  it('is no relisting of its edition, listed by its tracker with the same name, days and place', () => {
    expect(of(tracks, 'ACM CCS 2026')).toEqual([{ track: 'Posters', kind: 'paper', due: '2026-07-23T23:59:00' }]);
    expect(of(deadlines, 'ACM CCS 2026')).toEqual([{ kind: 'paper', due: '2026-01-14T23:59:00' }]);
  });

  it('joins its edition listed by another tracker with the same name, days and city, whose name stays', () => {
    expect(of(tracks, 'ACSAC 2026')).toEqual([{ track: 'Posters', kind: 'paper', due: '2026-09-13T23:59:00' }]);
    expect(of(deadlines, 'ACSAC 2026')).toEqual([{ kind: 'paper', due: '2026-05-26T23:59:59' }]);
    expect(events.find((event) => event.acronym === 'ACSAC 2026')!.name).toBe(
      'Annual Computer Security Applications Conference',
    );
  });

  it('finds its edition listed under another acronym by its name and days', () => {
    expect(of(tracks, 'PETS 2026')).toEqual([{ track: 'Posters', kind: 'paper', due: '2026-07-10T23:59:00' }]);
    expect(of(deadlines, 'PETS 2026')).toEqual([{ kind: 'paper', due: '2025-05-31T23:59:00' }]);
  });
});
