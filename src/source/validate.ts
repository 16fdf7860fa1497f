import type { Country, CountryResolver } from '../reference/countries.js';
import type { Region } from '../reference/regions.js';
import { dateParts, daysInMonth, parseIsoDate, type Day } from '../util/dates.js';
import type { DeadlineList, DeadlineStore } from './deadline-store.js';
import { lastSubmissionDay, readDeadlines } from './deadlines.js';
import { type Edition, readEdition } from './edition.js';
import { type EventLists, NO_LISTS, readExtras, readVerified, type RowExtras } from './event-lists.js';
import { closestValue, fixedDate, fixedUrl, isWebsite } from './fixes.js';
import { resolveLocation, type Places } from './location.js';
import { problem, type ReasonCode, type RowProblem } from './problems.js';
import {
  DATE_PRECISIONS,
  EVENT_FORMATS,
  EVENT_TYPES,
  MAX_EVENT_ID,
  SOURCE_COLUMNS,
  type DeadlineSourceRow,
  type EventFormat,
  type EventType,
  type SourceRow,
} from './schema.js';
import { buildTextBound, cutText, textBound, withoutInvisible } from './text-bounds.js';

/**
 * The start and end of an event whose dates are not known yet (date_precision unknown): after every
 * real day, so that such events come after the dated ones in (start, id) order.
 */
export const UNDATED: Day = 0x7fffffff;

/** A row that passed every rule, normalised: trimmed text, empty text as null, dates as days. */
export interface ValidRow extends Edition {
  id: number;
  name: string;
  acronym: string | null;
  type: EventType;
  topic: string;
  subTopic: string | null;
  /** The first and last day; both UNDATED when the dates are not known yet. */
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
  /** Topics, sub-topics, sources, date of check and date precision of source format 5; null when it has none. */
  extras: RowExtras | null;
}

/**
 * The outcome for one row: the normalised row unless an error was found, and every problem. A row
 * whose dates are not known yet (date_precision unknown) is valid, its dates UNDATED.
 */
export interface RowResult {
  row: ValidRow | null;
  problems: RowProblem[];
}

function text(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined; // a number or blob where text belongs
  const trimmed = withoutInvisible(value).trim();
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
    name: typeof raw.name === 'string' ? cutText(raw.name, textBound('name')).trim() || null : null,
  };
}

/**
 * Every text column without invisible characters, trimmed, empty as null; undefined (and reported)
 * where a column holds no text. A text over its column's bound is reported and read cut to it.
 */
function readFields(raw: SourceRow, report: Report): Fields {
  const fields: Fields = {};
  for (const column of SOURCE_COLUMNS) {
    if (column === 'id') continue;
    const value = text(raw[column]);
    const bound = buildTextBound(column);
    if (value === undefined) report('text_expected', column, shown(raw[column]));
    else if (value !== null && value.length > bound) {
      report('text_cut', column, `${cutText(value, 40)}…`, `cut to ${bound} characters of ${value.length}`);
    }
    fields[column] = value && cutText(value, bound);
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
  const dates = readDates(fields, required, day, report);
  return { name, topic, type, ...dates, shorthand: day('submission_deadline', fields.submission_deadline) };
}

/** Whether a span runs from the first day of a month to the last day of a month. */
function wholeMonths(start: Day, end: Day): boolean {
  const [first, last] = [dateParts(start), dateParts(end)];
  return first.day === 1 && last.day === daysInMonth(last.year, last.month);
}

/** The dates and their precision (source format 5): no dates when they are unknown. */
function readDates(
  fields: Fields,
  required: (column: string) => string | null,
  day: (column: string, value: string | null | undefined) => Day | null,
  report: Report,
) {
  const precisionText = fields.date_precision ?? null;
  const precision = precisionText === null ? 'day' : oneOf(precisionText, DATE_PRECISIONS);
  if (precisionText !== null && precision === null) {
    report('date_precision_unknown', 'date_precision', precisionText, closestValue(precisionText, DATE_PRECISIONS));
  }
  if (precision === 'unknown') {
    const given = fields.start_date ?? fields.end_date;
    if (given)
      report(
        'date_precision_mismatch',
        'date_precision',
        precisionText,
        'leave the dates empty, or give the precision they have',
      );
    return { precision, start: null, end: null };
  }
  const start = day('start_date', required('start_date'));
  const end = day('end_date', required('end_date'));
  if (start !== null && end !== null && end < start) report('end_before_start', 'end_date', fields.end_date!);
  else if (precision === 'month' && start !== null && end !== null && !wholeMonths(start, end)) {
    const advice = 'give the first day of the first month and the last day of the last month';
    report('date_precision_mismatch', 'date_precision', precisionText, advice);
  }
  return { precision, start, end };
}

/** The website and the format, each checked; null when absent or refused. */
function readWebsiteAndFormat(fields: Fields, report: Report) {
  const website = fields.website ?? null;
  if (website !== null && !isWebsite(website)) report('website_invalid', 'website', website, fixedUrl(website));
  const formatText = fields.format ?? null;
  const format = oneOf(formatText, EVENT_FORMATS);
  if (formatText !== null && format === null) {
    report('format_unknown', 'format', formatText, closestValue(formatText, EVENT_FORMATS));
  }
  return { website, format };
}

/** The row's location; undefined when its country is not text (reported as such). */
function locationOf(
  fields: Fields,
  kind: { type: EventType | null; format: EventFormat | null },
  countries: CountryResolver,
  places: Places | undefined,
  report: Report,
) {
  if (fields.country === undefined) return undefined;
  const where = { country: fields.country, city: fields.city ?? null, region: fields.region ?? null };
  return resolveLocation({ ...kind, ...where }, countries, places, report);
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
  lists: EventLists = NO_LISTS,
): RowResult {
  const problems: RowProblem[] = [];
  const ref = rowRef(raw);
  const report: Report = (code, column, value, suggestion) => {
    problems.push(problem(ref, code, column, value, suggestion));
  };
  const id = typeof ref.id === 'number' ? ref.id : NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_EVENT_ID)
    report('id_invalid', 'id', ref.id === null ? null : String(ref.id));

  const fields = readFields(raw, report);
  const { name, topic, type, start, end, precision, shorthand } = readBasics(fields, report);
  const lastVerified = readVerified(fields.last_verified ?? null, report);
  const deadlines = readDeadlines(deadlineRows, { start, submissionDeadline: shorthand }, report);
  const edition = readEdition(fields, name, report);
  const { website, format } = readWebsiteAndFormat(fields, report);
  const location = locationOf(fields, { type, format }, countries, places, report);
  const country = location?.country;
  const extras =
    topic === null || precision === null || lastVerified === undefined
      ? undefined
      : readExtras(lists, { topic, subTopic: fields.sub_topic ?? null }, lastVerified, precision, report);
  const failed = problems.some((p) => p.severity === 'error');
  if (!failed && precision === 'unknown') report('dates_unknown', 'date_precision', fields.date_precision ?? null);
  if (
    failed ||
    name === null ||
    topic === null ||
    type === null ||
    (precision !== 'unknown' && (start === null || end === null)) ||
    location === undefined ||
    country === undefined ||
    deadlines === null ||
    extras === undefined
  ) {
    return { row: null, problems };
  }
  return {
    row: {
      id,
      name,
      topic,
      type,
      start: start ?? UNDATED,
      end: end ?? UNDATED,
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
      extras,
    },
    problems,
  };
}
