/**
 * The operators' source format (docs/source-format.md): one SQLite table `events`.
 * Extra columns are ignored; missing optional columns read as NULL.
 */

export const EVENT_TYPES = ['conference', 'seminar', 'workshop', 'webinar'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_FORMATS = ['in-person', 'online', 'hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

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
}

export const SOURCE_DDL = `CREATE TABLE events (
  id                  INTEGER PRIMARY KEY,
  name                TEXT NOT NULL,
  acronym             TEXT,
  type                TEXT NOT NULL,
  topic               TEXT NOT NULL,
  sub_topic           TEXT,
  start_date          TEXT NOT NULL,
  end_date            TEXT NOT NULL,
  city                TEXT,
  country             TEXT,
  venue               TEXT,
  organizer           TEXT,
  website             TEXT,
  format              TEXT,
  submission_deadline TEXT,
  contact_email       TEXT,
  description         TEXT
)`;
