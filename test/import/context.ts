/** What the importer tests share: the reference data and the fixtures of each format (test/fixtures/formats). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import type { ImportContext } from '../../src/import/read-values.js';
import type { FormatResult, ImportedEvent } from '../../src/import/record.js';
import { loadPlaces } from '../../src/source/places.js';
import { PROJECT_ROOT } from '../../src/util/paths.js';

const FORMATS = join(PROJECT_ROOT, 'test', 'fixtures', 'formats');

/** The fixture of each format: a small excerpt of the public data (NOTICE), or a hand-made file. */
export const FIXTURES = {
  ccf: join(FORMATS, 'ccf-deadlines'),
  ai: join(FORMATS, 'ai-deadlines'),
  confsTech: join(FORMATS, 'confs-tech'),
  ics: join(FORMATS, 'ics', 'tracker.ics'),
  csv: join(FORMATS, 'csv', 'events.csv'),
} as const;

let context: ImportContext | undefined;
export function importContext(): ImportContext {
  context ??= { countries: new CountryResolver(loadCountries()), places: loadPlaces() };
  return context;
}

/** The event of a record id, from a list of events. */
export function recordOf(events: readonly ImportedEvent[], recordId: string): ImportedEvent {
  const event = events.find((candidate) => candidate.sources.some((source) => source.recordId === recordId));
  if (!event) throw new Error(`no event of record ${recordId}`);
  return event;
}

/** An event of a source, unlike any other unless overridden. */
export function importedEvent(source: string, recordId: string, overrides: Partial<ImportedEvent> = {}): ImportedEvent {
  const record = { name: source, recordId, url: null };
  return {
    source: record,
    sources: [record],
    name: `Event ${recordId}`,
    acronym: null,
    series: null,
    year: 2027,
    type: 'conference',
    topics: ['Computer Science'],
    subTopics: [],
    start: '2027-05-03',
    end: '2027-05-05',
    precision: 'day',
    city: 'Berlin',
    region: null,
    country: 'Germany',
    venue: null,
    format: null,
    website: null,
    coreRank: null,
    ccfRank: null,
    ranks: [],
    deadlines: [],
    aliases: [],
    ...overrides,
  };
}

/** An edition of a series from ai-deadlines: its acronym "<series> <year>", its name, its start in that year. */
export const seriesEdition = (
  series: string,
  year: number,
  name: string,
  extra: Partial<ImportedEvent> = {},
): ImportedEvent =>
  importedEvent('ai-deadlines', `${series}${year}`, {
    series,
    acronym: `${series} ${year}`,
    year,
    name,
    start: `${year}-05-03`,
    end: `${year}-05-05`,
    ...extra,
  });

/** One source's result of the given events, one record each, without notes or rates. */
export const formatResult = (format: string, events: ImportedEvent[]): FormatResult => ({
  format,
  path: format,
  records: events.length,
  events,
  rates: [],
  notes: [],
});

/** A single-file checkout of the ai-deadlines family under `dir`, holding `text` as its _data/conferences.yml. */
export function trackerCheckout(dir: string, name: string, text: string): string {
  const root = join(dir, name);
  mkdirSync(join(root, '_data'), { recursive: true });
  writeFileSync(join(root, '_data', 'conferences.yml'), text);
  return root;
}
