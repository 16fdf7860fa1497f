/**
 * What the build report says about a row: one reason code per broken rule or notable change, each
 * an error (the row is invalid) or a warning (the row is built, perhaps changed or dropped as it
 * says). The codes and texts are listed in docs/source-format.md (Report); codes are stable.
 */
import { DATE_PRECISIONS, DEADLINE_KINDS, EVENT_FORMATS, EVENT_TYPES, MAX_EVENT_ID } from './schema.js';
import { TOPIC_KINDS } from './tables.js';

export type Severity = 'error' | 'warning';

/** The values a column takes, as a reason's text names them: "(day, month, unknown)". */
const among = (values: readonly string[]): string => `(${values.join(', ')})`;

export const REASONS = {
  id_invalid: { severity: 'error', text: `the id is not an integer from 1 to ${MAX_EVENT_ID}` },
  id_duplicate: { severity: 'error', text: 'the same id as an earlier row' },
  text_expected: { severity: 'error', text: 'a number or blob where text belongs' },
  required_empty: { severity: 'error', text: 'required and empty' },
  text_too_long: { severity: 'error', text: 'a text longer than its column takes' },
  text_cut: { severity: 'warning', text: 'longer than its bound, read cut to it' },
  type_unknown: { severity: 'error', text: `not a known type ${among(EVENT_TYPES)}` },
  format_unknown: { severity: 'error', text: `not a known format ${among(EVENT_FORMATS)}` },
  date_invalid: { severity: 'error', text: 'not a real calendar date YYYY-MM-DD' },
  end_before_start: { severity: 'error', text: 'the end date is before the start date' },
  date_precision_unknown: { severity: 'error', text: `not a date precision ${among(DATE_PRECISIONS)}` },
  date_precision_mismatch: {
    severity: 'error',
    text: 'dates that disagree with their precision (month: first to last day of months; unknown: no dates)',
  },
  dates_unknown: {
    severity: 'warning',
    text: 'an event whose dates are not known yet: built without dates, found by every filter but the dates',
  },
  topic_kind_unknown: { severity: 'error', text: `not a kind of topic ${among(TOPIC_KINDS)}` },
  list_over_limit: { severity: 'warning', text: 'more entries than a list takes; the rest is left out' },
  country_unknown: { severity: 'error', text: 'not a country name, alias or ISO code of the reference data' },
  country_is_region: {
    severity: 'warning',
    text: 'a region named as the country, or with it; read as that region of its country',
  },
  country_corrected: { severity: 'warning', text: 'within one edit of a country name; read as that country' },
  country_required: { severity: 'error', text: 'an in-person or hybrid event needs a known country' },
  place_unknown: {
    severity: 'warning',
    text: 'a place not chosen yet (TBD): built without country and city, found by every filter but the place filters',
  },
  website_invalid: { severity: 'error', text: 'not an http(s) URL' },
  online_city_dropped: { severity: 'warning', text: 'a city for an event held in no country; the city is dropped' },
  city_region_rewritten: { severity: 'warning', text: 'a city written "City, Region"; stored as the city alone' },
  city_region_unknown: {
    severity: 'warning',
    text: 'a city with a comma whose rest is no region of the country; kept as given',
  },
  country_code_is_region: {
    severity: 'warning',
    text: 'a two-letter country code that is also a US state or Canadian province code',
  },
  duplicate: {
    severity: 'warning',
    text: 'the same event as another row (name, start and country, or website and start)',
  },
  zone_unknown: {
    severity: 'error',
    text: 'not a time zone: an IANA zone name, AoE, UTC or an offset from UTC-12:00 to UTC+14:00',
  },
  zone_abbreviation: {
    severity: 'warning',
    text: 'a zone abbreviation; read as the IANA zone of its region, daylight saving time included',
  },
  due_invalid: { severity: 'error', text: 'not a real date YYYY-MM-DD or time YYYY-MM-DDTHH:MM[:SS]' },
  deadline_kind_unknown: {
    severity: 'error',
    text: `not a kind of deadline ${among(DEADLINE_KINDS)}`,
  },
  deadline_round_invalid: { severity: 'error', text: 'the round is not a whole number from 1 to 255' },
  deadline_duplicate: { severity: 'error', text: 'a second deadline of the same kind and round for the event' },
  deadline_event_unknown: {
    severity: 'warning',
    text: 'a deadline for an event id that no events row has; the deadline is ignored',
  },
  row_event_unknown: {
    severity: 'warning',
    text: 'a row of event_topics or event_sources for an event id that no events row has; ignored',
  },
  abstract_after_paper: { severity: 'warning', text: 'an abstract due after the paper of the same round' },
  paper_after_start: { severity: 'warning', text: 'a paper deadline after the start of the event' },
  submission_deadline_ignored: {
    severity: 'warning',
    text: 'submission_deadline is not the date of any paper deadline of the deadlines table, which wins',
  },
  region_unknown: {
    severity: 'warning',
    text: 'not a region of the country by name or code; the event is built without it',
  },
  city_unplaced: {
    severity: 'warning',
    text: 'no place of this name in the country in the GeoNames data; near= cannot find events in this city',
  },
  alias_invalid: { severity: 'warning', text: 'an alias row that breaks a rule; left out' },
  acceptance_rate_invalid: { severity: 'warning', text: 'an acceptance rate row that breaks a rule; left out' },
  acceptance_rate_mismatch: {
    severity: 'warning',
    text: 'a rate that disagrees with its submitted and accepted counts; the counts are kept',
  },
  series_unknown: { severity: 'warning', text: 'a row of a series that no built event has; left out' },
  rank_unknown: { severity: 'warning', text: 'a rank outside its scale; the event is built without it' },
  acronym_name_mismatch: {
    severity: 'warning',
    text: 'the acronym disagrees with the one the name gives in parentheses; the acronym is kept',
  },
} as const satisfies Record<string, { severity: Severity; text: string }>;

export type ReasonCode = keyof typeof REASONS;

/** One broken rule or notable change of one row, as listed in the build report. */
export interface RowProblem {
  code: ReasonCode;
  severity: Severity;
  /** The row's id as given (a string when it is not a number), null when absent. */
  id: number | string | null;
  /** The row's name as given, null when absent. */
  name: string | null;
  column: string;
  /** The value of the column as given, null when empty. */
  value: string | null;
  reason: string;
  /** The value to write instead, or what to do, when there is a likely fix. */
  suggestion?: string;
}

/** The problem of a row identified by id and name, for a reason code. */
export function problem(
  row: { id: number | string | null; name: string | null },
  code: ReasonCode,
  column: string,
  value: string | null,
  suggestion?: string,
): RowProblem {
  const { severity, text } = REASONS[code];
  return {
    code,
    severity,
    id: row.id,
    name: row.name,
    column,
    value,
    reason: text,
    ...(suggestion === undefined ? {} : { suggestion }),
  };
}
