/**
 * The csv format (docs/importers.md, csv): a CSV file (RFC 4180, read with csv-parse) whose first
 * line names its columns; name and topics are required, the other columns of CSV_COLUMNS are
 * optional and any other column is ignored. Values are read as the other importers read theirs:
 * dates as written ("August 16-20, 2021"), places as written ("City, State, Country"), zones and
 * kinds of deadline in their common spellings.
 */
import { typeOfName } from '../source/workshop-names.js';
import { parse } from 'csv-parse/sync';
import type { EventFormat, EventType, DeadlineKind } from '../source/schema.js';
import {
  type Dates,
  datesOfText,
  dueOf,
  type ImportContext,
  placeOfParts,
  placeOfText,
  RecordNotes,
  zoneOf,
  websiteOf,
} from './read-values.js';
import type { FormatResult, ImportedEvent, ImportNote } from './record.js';
import { parseFile } from './files.js';
import { parseIsoDate } from '../util/dates.js';

const FORMAT = 'csv';

/** The deadline columns, by the kind they are. */
const DEADLINE_COLUMNS: Readonly<Record<string, DeadlineKind>> = {
  abstract_deadline: 'abstract',
  paper_deadline: 'paper',
  rebuttal_deadline: 'rebuttal',
  notification: 'notification',
  commitment_deadline: 'commitment',
  camera_ready: 'camera_ready',
};

/** Every column the format reads (docs/importers.md, csv). */
export const CSV_COLUMNS = [
  'id',
  'name',
  'acronym',
  'series',
  'dblp',
  'type',
  'format',
  'topics',
  'sub_topics',
  'start_date',
  'end_date',
  'dates',
  'place',
  'venue',
  'city',
  'region',
  'country',
  'website',
  'core_rank',
  'ccf_rank',
  ...Object.keys(DEADLINE_COLUMNS),
  'timezone',
  'last_verified',
] as const;
const REQUIRED = ['name', 'topics'] as const;

type Line = Readonly<Record<string, string | undefined>>;

const value = (line: Line, column: string): string | null => {
  const text = line[column]?.trim();
  return text === undefined || text === '' ? null : text;
};
const list = (text: string | null): string[] =>
  (text ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function datesOf(line: Line, notes: RecordNotes): Dates | null {
  const [start, end] = [value(line, 'start_date'), value(line, 'end_date')];
  const text = start === null ? value(line, 'dates') : end === null || end === start ? start : `${start} to ${end}`;
  return datesOfText(text, undefined, notes);
}

function placeOf(line: Line, context: ImportContext, notes: RecordNotes) {
  const [place, country, format] = [value(line, 'place'), value(line, 'country'), value(line, 'format')];
  if (country !== null) return placeOfParts(value(line, 'city'), country, context, notes);
  if (place !== null) return placeOfText(place, context, notes);
  if (format?.toLowerCase() === 'online') return { online: true, city: null, region: null, country: null, venue: null };
  notes.add('record_refused', null, 'no place, country or online format');
  return null;
}

function deadlinesOf(line: Line, notes: RecordNotes) {
  const zone = zoneOf(value(line, 'timezone'), notes);
  if (zone === null) notes.add('deadline_skipped', value(line, 'timezone'), 'a time zone that cannot be read');
  return Object.entries(DEADLINE_COLUMNS).flatMap(([column, kind]) => {
    const written = value(line, column);
    const due = dueOf(written);
    if (written !== null && due === null) notes.add('deadline_skipped', written, `${column} is no date or time`);
    return due === null || zone === null ? [] : [{ kind, round: 1, due, zone }];
  });
}

function eventOf(line: Line, context: ImportContext, notes: RecordNotes): ImportedEvent | null {
  const [name, topics] = [value(line, 'name'), list(value(line, 'topics'))];
  if (name === null || topics.length === 0) {
    notes.add('record_refused', name, 'a line without name or topics');
    return null;
  }
  const dates = datesOf(line, notes);
  const place = dates && placeOf(line, context, notes);
  if (!dates || !place) return null;
  const type = value(line, 'type')?.toLowerCase() ?? typeOfName(name);
  const format = value(line, 'format')?.toLowerCase() ?? null;
  const source = { name: FORMAT, recordId: notes.recordId, url: null };
  const dblp = value(line, 'dblp');
  return {
    source,
    sources: [source],
    name,
    acronym: value(line, 'acronym'),
    series: value(line, 'series') ?? value(line, 'acronym'),
    year: dates.start === null ? null : Number(dates.start.slice(0, 4)),
    // Written as given: the builder checks the type and format and names the row that breaks them.
    type: type as EventType,
    format: place.online ? 'online' : (format as EventFormat | null),
    topics: [topics[0]!],
    subTopics: [...topics.slice(1), ...list(value(line, 'sub_topics'))],
    ...dates,
    city: place.city ?? value(line, 'city'),
    region: place.region ?? value(line, 'region'),
    country: place.country,
    venue: value(line, 'venue') ?? place.venue,
    website: websiteOf(value(line, 'website'), notes),
    coreRank: value(line, 'core_rank'),
    ccfRank: value(line, 'ccf_rank'),
    ranks: [],
    deadlines: deadlinesOf(line, notes),
    aliases: dblp === null ? [] : [{ alias: dblp, kind: 'dblp' }],
    lastVerified: verifiedOf(value(line, 'last_verified'), notes),
  };
}

/** The line's own last_verified: a real date, else none (noted). */
function verifiedOf(written: string | null, notes: RecordNotes): string | null {
  if (written === null || parseIsoDate(written) !== null) return written;
  notes.add('column_ignored', written, 'last_verified is no real date (YYYY-MM-DD)');
  return null;
}

/** Reads a CSV file with a header line. */
export function readCsv(path: string, context: ImportContext): FormatResult {
  const notes: ImportNote[] = [];
  const parsed = parseFile(path, path, notes, FORMAT, 'CSV', (text) =>
    parse(text, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
    }),
  );
  const lines = (parsed ?? []) as Line[];
  const header = lines.length > 0 ? Object.keys(lines[0]!) : [];
  const missing = REQUIRED.filter((column) => lines.length > 0 && !header.includes(column));
  for (const column of header.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name))) {
    notes.push({
      source: FORMAT,
      recordId: path,
      code: 'column_ignored',
      value: column,
      detail: 'not a column of the format',
    });
  }
  if (missing.length > 0)
    throw new Error(`${path}: the header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  const events: ImportedEvent[] = [];
  lines.forEach((line, index) => {
    const recordNotes = new RecordNotes(notes, FORMAT, value(line, 'id') ?? `line ${index + 2}`);
    const event = eventOf(line, context, recordNotes);
    if (event) events.push(event);
  });
  return { format: FORMAT, path, records: lines.length, events, rates: [], notes };
}
