/**
 * The type of a record whose source gives none, read from its name, in every importer; and the rank
 * a tracker gives a workshop held at another event (docs/importers.md, Values, Types).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readAiDeadlines } from '../../src/import/ai-deadlines/index.js';
import { readCcfDeadlines } from '../../src/import/ccf-deadlines.js';
import { readConfsTech } from '../../src/import/confs-tech.js';
import { readCsv } from '../../src/import/csv.js';
import { readIcs } from '../../src/import/ics.js';
import { tempDir } from '../fixtures/source.js';
import { FIXTURES, importContext, recordOf } from './context.js';

const { dir, cleanup } = tempDir('confdir-workshops-');
afterAll(cleanup);

describe('a record of no type', () => {
  it('is a workshop in ccf-deadlines and CSV when its name says so, else a conference', () => {
    const ccf = readCcfDeadlines(FIXTURES.ccf, importContext());
    expect(recordOf(ccf.events, 'hotsec21').type).toBe('workshop');
    expect(ccf.events.filter((event) => event.type === 'workshop')).toHaveLength(1);
    const csv = readCsv(FIXTURES.csv, importContext());
    expect(recordOf(csv.events, 'tbd')).toMatchObject({ name: 'Workshop on Testing Dates', type: 'workshop' });
    expect(recordOf(csv.events, 'kdd27').type).toBe('conference');
  });

  it('is a workshop in confs.tech and iCalendar when its name says so', () => {
    const root = join(dir, 'confs-tech');
    mkdirSync(join(root, 'conferences', '2026'), { recursive: true });
    const listing = (name: string) => ({
      name,
      url: 'https://example.org/',
      startDate: '2026-06-01',
      endDate: '2026-06-02',
      city: 'Berlin',
      country: 'Germany',
    });
    writeFileSync(
      join(root, 'conferences', '2026', 'general.json'),
      JSON.stringify([listing('Erlang Workshop'), listing('Workshop Summit')]),
    );
    expect(readConfsTech(root, importContext()).events.map(({ name, type }) => [name, type])).toEqual([
      ['Erlang Workshop', 'workshop'],
      ['Workshop Summit', 'conference'],
    ]);
    const ics = join(dir, 'workshops.ics');
    const vevent = (uid: string, summary: string, categories: string[]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTART;VALUE=DATE:20260601',
      'DTEND;VALUE=DATE:20260603',
      `SUMMARY:${summary}`,
      'LOCATION:Berlin, Germany',
      ...categories.map((category) => `CATEGORIES:${category}`),
      'END:VEVENT',
    ];
    const lines = [
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'],
      vevent('a', 'Workshop on Program Repair', ['Software Engineering']),
      vevent('b', 'Workshop on Program Synthesis', ['Software Engineering', 'conference']),
      ['END:VCALENDAR', ''],
    ];
    writeFileSync(ics, lines.flat().join('\r\n'));
    expect(readIcs(ics, importContext()).events.map(({ name, type }) => [name, type])).toEqual([
      ['Workshop on Program Repair', 'workshop'],
      ['Workshop on Program Synthesis', 'conference'],
    ]);
  });
});

describe('a record of the ai-deadlines family', () => {
  const root = join(dir, 'tobna');
  mkdirSync(join(root, 'conferences'), { recursive: true });
  // As tobna/ai-deadlines lists a workshop held at IJCAI, with IJCAI's rank.
  writeFileSync(
    join(root, 'conferences', 'workshops.yaml'),
    [
      'sure2026:',
      "  conferenceStartDate: '2026-08-15'",
      "  conferenceEndDate: '2026-08-21'",
      '  location: Bremen, Germany',
      '  rating: A*',
      '  shortname: SuRE @ IJCAI 2026',
      '  title: 1st Workshop on Sustainability and Resource-Efficiency of Artificial Intelligence @ IJCAI 2026',
      'nspw2026:',
      "  conferenceStartDate: '2026-09-01'",
      "  conferenceEndDate: '2026-09-03'",
      '  location: Berlin, Germany',
      '  rating: C',
      '  shortname: NSPW 2026',
      '  title: New Security Paradigms Workshop',
      'typed2026:',
      "  conferenceStartDate: '2026-10-01'",
      "  conferenceEndDate: '2026-10-02'",
      '  location: Berlin, Germany',
      '  type: conference',
      '  shortname: TW 2026',
      '  title: Typed Workshop',
      '',
    ].join('\n'),
  );
  const result = readAiDeadlines(root, importContext());
  const event = (id: string) => recordOf(result.events, `conferences/workshops.yaml#${id}`);

  it('is a workshop when its name says so and no type field or tag says otherwise', () => {
    expect(event('sure2026').type).toBe('workshop');
    expect(event('nspw2026')).toMatchObject({ type: 'workshop', coreRank: 'C' });
    expect(event('typed2026').type).toBe('conference');
  });

  it("keeps no rank of a workshop held at another event: the tracker's rank is the host's, noted", () => {
    expect(event('sure2026')).toMatchObject({ coreRank: null, ccfRank: null, ranks: [] });
    expect(result.notes.filter((note) => note.code === 'rank_dropped')).toEqual([
      expect.objectContaining({
        recordId: 'conferences/workshops.yaml#sure2026',
        value: 'SuRE @ IJCAI',
        detail: 'the rank of IJCAI, the event the workshop is held at',
      }),
    ]);
  });
});
