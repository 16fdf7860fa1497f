/**
 * The website verb (src/search/verbs/website.ts): an edition's website is its own unless another
 * edition of its series, of another year, gives the same address, or it is a site's root whose host
 * does not name the edition's year; and the citation URL made from it (src/api/views/citation.ts).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import {
  EventNotFoundError,
  editionWebsite,
  eventPosition,
  openSnapshot,
  type SnapshotIndex,
} from '../../../src/search/index.js';
import { citationUrl } from '../../../src/api/views/citation.js';
import { type RowInput, sourceRow, tempDir, writeSourceFile } from '../../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-website-');
let index: SnapshotIndex;

const edition = (id: number, series: string, year: number, website: string | null, extra: RowInput = {}) =>
  sourceRow({
    id,
    name: `${series.toUpperCase()} ${year}`,
    acronym: `${series.toUpperCase()} ${year}`,
    series,
    start_date: `${year}-06-01`,
    end_date: `${year}-06-03`,
    website,
    ...extra,
  });

const ROWS = [
  // A series' home page given for two years: neither edition's own.
  edition(1, 'ihmmsec', 2025, 'https://www.ihmmsec.org/cms/home/index.html'),
  edition(2, 'ihmmsec', 2026, 'http://IHMMSEC.org/cms/home/'),
  // Each year its own page; the same edition listed twice (same year) shares it and keeps it.
  edition(3, 'nsdi', 2026, 'https://www.usenix.org/conference/nsdi26'),
  edition(4, 'nsdi', 2027, 'https://www.usenix.org/conference/nsdi27/'),
  edition(5, 'nsdi', 2027, 'https://www.usenix.org/conference/nsdi27', { topic: 'Engineering' }),
  // A site's root: the edition's own when its host names the year, in four digits or two.
  edition(6, 'kdd', 2026, 'https://kdd2026.kdd.org/'),
  edition(7, 'ismar', 2023, 'https://ismar23.org/'),
  edition(8, 'eurovis', 2026, 'https://www.eurovis.org.uk/'),
  edition(9, 'netys', 2026, 'https://netys.net/index.html'),
  // A page of a shared site, different per series: each edition's own.
  edition(10, 'spaa', 2026, 'https://spaa.acm.org/call-for-papers/'),
  edition(11, 'ipdps', 2026, null),
  // No series: only the root rule applies.
  sourceRow({ id: 12, website: 'https://example.org/events/workshop-2026', start_date: '2026-02-01' }),
  sourceRow({ id: 13, website: 'https://example.org', start_date: '2026-02-01' }),
];

beforeAll(() => {
  const input = join(dir, 'source.db');
  const output = join(dir, 'snapshot.bin');
  writeSourceFile(input, ROWS);
  buildSnapshot({ input, output, knownPlaces: false });
  index = openSnapshot(output);
});
afterAll(cleanup);

const website = (id: number) => editionWebsite(index, eventPosition(index, id));

describe('an edition’s own website', () => {
  it('is none when another year of its series gives the same address, whatever its spelling', () => {
    expect(website(1)).toBeNull();
    expect(website(2)).toBeNull();
  });

  it('is the edition’s page when each year has its own, and a second listing of one year keeps it', () => {
    expect(website(3)).toBe('https://www.usenix.org/conference/nsdi26');
    expect(website(4)).toBe('https://www.usenix.org/conference/nsdi27/');
    expect(website(5)).toBe('https://www.usenix.org/conference/nsdi27');
  });

  it('is a site’s root only when its host names the edition’s year', () => {
    expect(website(6)).toBe('https://kdd2026.kdd.org/');
    expect(website(7)).toBe('https://ismar23.org/');
    expect(website(8)).toBeNull();
    expect(website(9)).toBeNull();
    expect(website(13)).toBeNull();
  });

  it('is a page of any site, and none when the data gives no website', () => {
    expect(website(10)).toBe('https://spaa.acm.org/call-for-papers/');
    expect(website(12)).toBe('https://example.org/events/workshop-2026');
    expect(website(11)).toBeNull();
  });
});

describe('the citation URL', () => {
  const base = 'https://conferences.example.org/directory';

  it('is the edition’s own website when it has one', () => {
    expect(citationUrl(index, 3, base)).toBe('https://www.usenix.org/conference/nsdi26');
  });

  it('is the edition’s page on this service otherwise, never an API URL', () => {
    for (const id of [1, 8, 11]) expect(citationUrl(index, id, base)).toBe(`${base}/events/${id}`);
  });

  it('refuses an id the data does not hold', () => {
    expect(() => citationUrl(index, 999, base)).toThrow(EventNotFoundError);
  });
});
