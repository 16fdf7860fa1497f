import type { Country, CountryResolver } from '../reference/countries.js';
import type { Region } from '../reference/regions.js';
import { parseIsoDate, type Day } from '../util/dates.js';
import type { DeadlineList, DeadlineStore } from './deadline-store.js';
import { lastSubmissionDay, readDeadlines } from './deadlines.js';
import { type Edition, readEdition } from './edition.js';
import { closestValue, fixedDate, fixedUrl, URL_RE } from './fixes.js';
import { resolveLocation, type Places } from './location.js';
import { problem, type ReasonCode, type RowProblem } from './problems.js';
import {
  EVENT_FORMATS,
  EVENT_TYPES,
  SOURCE_COLUMNS,
  type DeadlineSourceRow,
  type EventFormat,
  type EventType,
  type SourceRow,
} from './schema.js';

/** A row that passed every rule, normalised: trimmed text, empty text as null, dates as days. */
export interface ValidRow extends Edition {
  id: number;
  name: string;
  acronym: string | null;
  type: EventType;
  topic: string;
  subTopic: string | null;
  start: Day;
  end: Day;
  /** The stored city name: as given, or the part before the comma of "City, Region". */
  city: string | null;
  /** Null for an online event held in no country (then city is null too). */
  country: Country | null;
  /** The region the row names (region column, or "City, Region"); null when it names none. */
  region: Region | null;
  venue: string | null;
  organizer: string | null;
  website: string | null;
  format: EventFormat;
  /** The local date of the latest submission (abstract or paper) deadline: the v2 single deadline. */
  deadline: Day | null;
  /** Every deadline of the event, in (instant, kind, round) order (docs/source-format.md, Deadlines). */
  deadlines: DeadlineList;
  email: string | null;
  description: string | null;
}

/** The outcome for one row: the normalised row unless an error was found, and every problem. */
export type RowResult = { row: ValidRow; problems: RowProblem[] } | { row: null; problems: RowProblem[] };

const MAX_ID = 2 ** 31 - 1;

function text(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined; // a number or blob where text belongs
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A value that is not text, as the report shows it. */
function shown(value: unknown): string {
  if (value instanceof Uint8Array) return `<blob of ${value.byteLength} byte${value.byteLength === 1 ? '' : 's'}>`;
  return String(value);
}

/** The one value of `valid` (any case) that a text names, or null. */
function oneOf<T extends string>(value: string | null, valid: readonly T[]): T | null {
  const folded = value?.toLowerCase() as T | undefined;
  return folded !== undefined && valid.includes(folded) ? folded : null;
}

type Report = (code: ReasonCode, column: string, value: string | null, suggestion?: string) => void;
type Fields = Record<string, string | null | undefined>;

/** The row's id and name as the report names the row, whatever their types. */
function rowRef(raw: SourceRow): { id: number | string | null; name: string | null } {
  const rawId = raw.id as unknown;
  const id = typeof rawId === 'number' || typeof rawId === 'bigint' ? Number(rawId) : NaN;
  return {
    id: Number.isFinite(id) ? id : rawId === null || rawId === undefined ? null : String(rawId),
    name: typeof raw.name === 'string' ? raw.name.trim() || null : null,
  };
}

/** Every text column trimmed, empty as null; undefined (and reported) where a column holds no text. */
function readFields(raw: SourceRow, report: Report): Fields {
  const fields: Fields = {};
  for (const column of SOURCE_COLUMNS) {
    if (column === 'id') continue;
    fields[column] = text(raw[column]);
    if (fields[column] === undefined) report('text_expected', column, shown(raw[column]));
  }
  return fields;
}

/** The columns every event needs (name, topic, type, dates) and the v2 deadline shorthand. */
function readBasics(fields: Fields, report: Report) {
  const required = (column: string): string | null => {
    const value = fields[column];
    if (value === null) report('required_empty', column, null);
    return value ?? null;
  };
  const day = (column: string, value: string | null | undefined): Day | null => {
    if (value === null || value === undefined) return null;
    const parsed = parseIsoDate(value);
    if (parsed === null) report('date_invalid', column, value, fixedDate(value));
    return parsed;
  };
  const name = required('name');
  const topic = required('topic');
  const typeText = required('type');
  const type = oneOf(typeText, EVENT_TYPES);
  if (typeText !== null && type === null) report('type_unknown', 'type', typeText, closestValue(typeText, EVENT_TYPES));
  const start = day('start_date', required('start_date'));
  const end = day('end_date', required('end_date'));
  if (start !== null && end !== null && end < start) report('end_before_start', 'end_date', fields.end_date!);
  return { name, topic, type, start, end, shorthand: day('submission_deadline', fields.submission_deadline) };
}

/** The website and the format, each checked; null when absent or refused. */
function readWebsiteAndFormat(fields: Fields, report: Report) {
  const website = fields.website ?? null;
  if (website !== null && !URL_RE.test(website)) report('website_invalid', 'website', website, fixedUrl(website));
  const formatText = fields.format ?? null;
  const format = oneOf(formatText, EVENT_FORMATS);
  if (formatText !== null && format === null) {
    report('format_unknown', 'format', formatText, closestValue(formatText, EVENT_FORMATS));
  }
  return { website, format };
}

/**
 * Checks one source row against the source rules of docs/source-format.md. Returns the normalised
 * row unless an error was found, with every problem found: errors (a row can break several rules
 * at once; the report lists each) and warnings (rewrites and risky values of a row that is kept).
 * Without `places` (region and city reference data), "City, Region" is recognised only when the
 * rest names the country itself, and country codes are not checked against US states.
 * `deadlineRows` are the event's rows of the deadlines table; with a `store`, a valid row's
 * deadlines are packed in it (a build's million rows), else kept as an array.
 */
export function validateRow(
  raw: SourceRow,
  countries: CountryResolver,
  places?: Places,
  deadlineRows: readonly DeadlineSourceRow[] = [],
  store?: DeadlineStore,
): RowResult {
  const problems: RowProblem[] = [];
  const ref = rowRef(raw);
  const report: Report = (code, column, value, suggestion) => {
    problems.push(problem(ref, code, column, value, suggestion));
  };
  const id = typeof ref.id === 'number' ? ref.id : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID)
    report('id_invalid', 'id', ref.id === null ? null : String(ref.id));

  const fields = readFields(raw, report);
  const { name, topic, type, start, end, shorthand } = readBasics(fields, report);
  const deadlines = readDeadlines(deadlineRows, { start, submissionDeadline: shorthand }, report);
  const edition = readEdition(fields, name, report);
  const { website, format } = readWebsiteAndFormat(fields, report);
  // A country that is not text was reported above; it has no location to resolve.
  const location =
    fields.country === undefined
      ? undefined
      : resolveLocation(
          { type, format, country: fields.country, city: fields.city ?? null, region: fields.region ?? null },
          countries,
          places,
          report,
        );

  const country = location?.country;
  if (
    problems.some((p) => p.severity === 'error') ||
    name === null ||
    topic === null ||
    type === null ||
    start === null ||
    end === null ||
    location === undefined ||
    country === undefined ||
    deadlines === null
  ) {
    return { row: null, problems };
  }
  return {
    row: {
      id,
      name,
      topic,
      type,
      start,
      end,
      country,
      deadline: lastSubmissionDay(deadlines),
      deadlines: store && deadlines.length > 0 ? store.add(deadlines) : deadlines,
      // Written out, not spread: a spread in the middle of the literal gives every row a second
      // object for its properties, a million of them in a build.
      bareAcronym: edition.bareAcronym,
      series: edition.series,
      coreRank: edition.coreRank,
      ccfRank: edition.ccfRank,
      website,
      acronym: fields.acronym ?? null,
      subTopic: fields.sub_topic ?? null,
      city: location.city,
      region: location.region,
      venue: fields.venue ?? null,
      organizer: fields.organizer ?? null,
      format: location.format,
      email: fields.contact_email ?? null,
      description: fields.description ?? null,
    },
    problems,
  };
}
