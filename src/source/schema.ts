/**
 * The operators' source format (docs/source-format.md, version 6): the SQLite table `events` and the
 * optional table `deadlines`; the other optional tables are in tables.ts. Extra columns
 * are ignored; missing optional columns read as NULL.
 */

export const EVENT_TYPES = ['conference', 'seminar', 'workshop', 'webinar'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_FORMATS = ['in-person', 'online', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

/** How exact an event's dates are: to the day, to the month, or not known yet (docs/source-format.md, Dates). */
export const DATE_PRECISIONS = ['day', 'month', 'unknown'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/**
 * The largest event id: ids are whole numbers from 1 to 2^31-1 (docs/source-format.md), so that an
 * id is a signed 32-bit integer wherever it goes. The builder refuses others, the importers make
 * none larger, the API reads none larger.
 */
export const MAX_EVENT_ID = 2 ** 31 - 1;

/** Every column of the source table, in table order (SOURCE_DDL). */
export const SOURCE_COLUMNS = [
  'id',
  'name',
  'acronym',
  'type',
  'topic',
  'sub_topic',
  'start_date',
  'end_date',
  'city',
  'country',
  'venue',
  'organizer',
  'website',
  'format',
  'submission_deadline',
  'contact_email',
  'description',
  'series',
  'core_rank',
  'ccf_rank',
  'region',
  'date_precision',
  'last_verified',
] as const;
type SourceColumn = (typeof SOURCE_COLUMNS)[number];

/** Columns the table must have; `country` may hold NULL (online events) but the column must exist. */
export const REQUIRED_COLUMNS = ['id', 'name', 'type', 'topic', 'start_date', 'end_date', 'country'] as const;
type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];

/** The other columns, in table order. */
export const OPTIONAL_COLUMNS = SOURCE_COLUMNS.filter(
  (column): column is Exclude<SourceColumn, RequiredColumn> =>
    !(REQUIRED_COLUMNS as readonly string[]).includes(column),
);

/** One row as read from the source table; optional columns may be null. */
export interface SourceRow {
  id: number;
  name: string;
  acronym: string | null;
  type: string;
  topic: string;
  sub_topic: string | null;
  start_date: string;
  end_date: string;
  city: string | null;
  /**
   * May be NULL or empty in a file for an online event held in no country (docs/source-format.md,
   * Online events); validateRow reads every column as an unknown value anyway.
   */
  country: string;
  venue: string | null;
  organizer: string | null;
  website: string | null;
  format: string | null;
  submission_deadline: string | null;
  contact_email: string | null;
  description: string | null;
  /** A stable key shared by the editions of one series ("icml"); derived from the acronym when empty. */
  series: string | null;
  core_rank: string | null;
  ccf_rank: string | null;
  /** The region (state, province) by name or ISO 3166-2 code; source format 4, optional. */
  region: string | null;
  /** day, month or unknown (NULL: day); source format 5, optional. */
  date_precision: string | null;
  /** YYYY-MM-DD: when the event's data was last checked against its sources; source format 5, optional. */
  last_verified: string | null;
}

export const SOURCE_DDL = `CREATE TABLE events (
  id                  INTEGER PRIMARY KEY,
  name                TEXT NOT NULL,
  acronym             TEXT,
  type                TEXT NOT NULL,
  topic               TEXT NOT NULL,
  sub_topic           TEXT,
  start_date          TEXT,
  end_date            TEXT,
  city                TEXT,
  country             TEXT,
  venue               TEXT,
  organizer           TEXT,
  website             TEXT,
  format              TEXT,
  submission_deadline TEXT,
  contact_email       TEXT,
  description         TEXT,
  series              TEXT,
  core_rank           TEXT,
  ccf_rank            TEXT,
  region              TEXT,
  date_precision      TEXT,
  last_verified       TEXT
)`;

/** The ranks of the CORE scale, best first. */
export const CORE_RANKS = ['A*', 'A', 'B', 'C'] as const;
export type CoreRank = (typeof CORE_RANKS)[number];
/** The ranks of the CCF scale, best first. */
export const CCF_RANKS = ['A', 'B', 'C'] as const;
export type CcfRank = (typeof CCF_RANKS)[number];

/**
 * The kinds of deadline (source format 5, snapshot format 6): abstract and paper are the submission
 * deadlines that open and close a call; then the notification, the camera-ready version, the
 * rebuttal (the end of the author response period) and the commitment of a reviewed paper to a
 * venue (ACL Rolling Review). The order is that of the snapshot's kind indexes and of deadlines due
 * at the same instant.
 */
export const DEADLINE_KINDS = ['abstract', 'paper', 'notification', 'camera_ready', 'rebuttal', 'commitment'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Columns of the deadlines table: the first three must exist, the others read as NULL when absent. */
export const DEADLINE_COLUMNS = ['event_id', 'kind', 'due', 'round', 'timezone'] as const;
export const REQUIRED_DEADLINE_COLUMNS = ['event_id', 'kind', 'due'] as const;

/** One row of the deadlines table as read; every value may be of any SQLite type. */
export interface DeadlineSourceRow {
  event_id: unknown;
  kind: unknown;
  due: unknown;
  round: unknown;
  timezone: unknown;
}

export const DEADLINES_DDL = `CREATE TABLE deadlines (
  event_id INTEGER NOT NULL,
  kind     TEXT NOT NULL,
  round    INTEGER,
  due      TEXT NOT NULL,
  timezone TEXT
)`;
