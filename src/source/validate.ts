import type { Country, CountryResolver } from '../reference/countries.js';
import { parseIsoDate, type Day } from '../util/dates.js';
import {
  EVENT_FORMATS,
  EVENT_TYPES,
  SOURCE_COLUMNS,
  type EventFormat,
  type EventType,
  type SourceRow,
} from './schema.js';

/** One broken rule of one row, as listed in the build report. */
export interface RowProblem {
  id: number | string | null;
  column: string;
  reason: string;
}

/** A row that passed every rule, normalised: trimmed text, empty text as null, dates as days. */
export interface ValidRow {
  id: number;
  name: string;
  acronym: string | null;
  type: EventType;
  topic: string;
  subTopic: string | null;
  start: Day;
  end: Day;
  city: string | null;
  /** Null for an online event held in no country (then city is null too). */
  country: Country | null;
  venue: string | null;
  organizer: string | null;
  website: string | null;
  format: EventFormat;
  deadline: Day | null;
  email: string | null;
  description: string | null;
}

const MAX_ID = 2 ** 31 - 1;
const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

function text(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return undefined; // a number or blob where text belongs
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks one source row against the source rules of docs/source-format.md. Returns the normalised row, or every
 * problem found (a row can break several rules at once; the report lists each).
 */
export function validateRow(
  raw: SourceRow,
  countries: CountryResolver,
): { row: ValidRow; problems: [] } | { row: null; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const rawId = raw.id as unknown;
  const id = typeof rawId === 'number' || typeof rawId === 'bigint' ? Number(rawId) : NaN;
  const reportId = Number.isFinite(id) ? id : rawId === null || rawId === undefined ? null : String(rawId);
  const fail = (column: string, reason: string): void => {
    problems.push({ id: reportId, column, reason });
  };

  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) fail('id', `must be an integer 1..${MAX_ID}`);

  const fields: Record<string, string | null | undefined> = {};
  for (const column of SOURCE_COLUMNS) {
    if (column === 'id') continue;
    fields[column] = text(raw[column]);
    if (fields[column] === undefined) fail(column, 'must be text');
  }
  const required = (column: string): string | null => {
    const value = fields[column];
    if (value === null) fail(column, 'is required and empty');
    return value ?? null;
  };

  const name = required('name');
  const topic = required('topic');
  const typeText = required('type');
  const type = typeText === null ? null : (typeText.toLowerCase() as EventType);
  if (type !== null && !EVENT_TYPES.includes(type))
    fail('type', `unknown type "${typeText}" (expected ${EVENT_TYPES.join(', ')})`);

  const day = (column: string, value: string | null | undefined): Day | null => {
    if (value === null || value === undefined) return null;
    const parsed = parseIsoDate(value);
    if (parsed === null) fail(column, `"${value}" is not a real date YYYY-MM-DD`);
    return parsed;
  };
  const startText = required('start_date');
  const endText = required('end_date');
  const start = day('start_date', startText);
  const end = day('end_date', endText);
  if (start !== null && end !== null && end < start) fail('end_date', `${endText} is before start_date ${startText}`);
  const deadline = day('submission_deadline', fields.submission_deadline);

  const countryText = required('country');
  const country = countryText === null ? undefined : countries.resolve(countryText);
  if (countryText !== null && !country) fail('country', `unknown country "${countryText}"`);

  const website = fields.website ?? null;
  if (website !== null && !URL_RE.test(website)) fail('website', `"${website}" is not an http(s) URL`);

  const formatText = fields.format ?? null;
  let format: EventFormat | null = null;
  if (formatText !== null) {
    const folded = formatText.toLowerCase() as EventFormat;
    if (EVENT_FORMATS.includes(folded)) format = folded;
    else fail('format', `unknown format "${formatText}" (expected ${EVENT_FORMATS.join(', ')})`);
  }

  if (
    problems.length > 0 ||
    name === null ||
    topic === null ||
    type === null ||
    start === null ||
    end === null ||
    !country
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
      deadline,
      website,
      acronym: fields.acronym ?? null,
      subTopic: fields.sub_topic ?? null,
      city: fields.city ?? null,
      venue: fields.venue ?? null,
      organizer: fields.organizer ?? null,
      format: format ?? (type === 'webinar' ? 'online' : 'in-person'),
      email: fields.contact_email ?? null,
      description: fields.description ?? null,
    },
    problems: [],
  };
}
