/**
 * The optional tables of source format 5 (docs/source-format.md): more topics and sub-topics of an
 * event, where its data comes from, and two tables of series: aliases and acceptance rates. Each is
 * read when present; a file without them builds as before.
 */

/** One optional table: its name, its columns in order (the required ones first), its DDL. */
export interface OptionalTable {
  name: string;
  columns: readonly string[];
  required: readonly string[];
  /** The column rows are joined to events by, read in its order; null for a table of series. */
  eventColumn: 'event_id' | null;
  ddl: string;
}

export const EVENT_TOPICS: OptionalTable = {
  name: 'event_topics',
  columns: ['event_id', 'kind', 'name'],
  required: ['event_id', 'kind', 'name'],
  eventColumn: 'event_id',
  ddl: `CREATE TABLE event_topics (
  event_id INTEGER NOT NULL,
  kind     TEXT NOT NULL,
  name     TEXT NOT NULL
)`,
};

export const EVENT_SOURCES: OptionalTable = {
  name: 'event_sources',
  columns: ['event_id', 'name', 'record_id', 'url'],
  required: ['event_id', 'name'],
  eventColumn: 'event_id',
  ddl: `CREATE TABLE event_sources (
  event_id  INTEGER NOT NULL,
  name      TEXT NOT NULL,
  record_id TEXT,
  url       TEXT
)`,
};

export const SERIES_ALIASES: OptionalTable = {
  name: 'series_aliases',
  columns: ['series', 'alias', 'kind'],
  required: ['series', 'alias', 'kind'],
  eventColumn: null,
  ddl: `CREATE TABLE series_aliases (
  series TEXT NOT NULL,
  alias  TEXT NOT NULL,
  kind   TEXT NOT NULL
)`,
};

export const ACCEPTANCE_RATES: OptionalTable = {
  name: 'acceptance_rates',
  columns: ['series', 'year', 'submitted', 'accepted', 'rate', 'source'],
  required: ['series', 'year'],
  eventColumn: null,
  ddl: `CREATE TABLE acceptance_rates (
  series    TEXT NOT NULL,
  year      INTEGER NOT NULL,
  submitted INTEGER,
  accepted  INTEGER,
  rate      REAL,
  source    TEXT
)`,
};

export const OPTIONAL_TABLES = [EVENT_TOPICS, EVENT_SOURCES, SERIES_ALIASES, ACCEPTANCE_RATES] as const;

/** A row of an optional table as read: every value of any SQLite type. */
export type TableRow = Readonly<Record<string, unknown>>;

/** The kinds of a row of event_topics. */
export const TOPIC_KINDS = ['topic', 'sub_topic'] as const;
export type TopicKind = (typeof TOPIC_KINDS)[number];

/**
 * The kinds of alias: a DBLP key ("kdd" of dblp.org/db/conf/kdd), another spelling of the acronym
 * ("KDD" for SIGKDD), another full name, a former name or acronym ("NIPS" for NeurIPS).
 */
export const ALIAS_KINDS = ['dblp', 'acronym', 'name', 'former'] as const;
export type AliasKind = (typeof ALIAS_KINDS)[number];

/** Bounds of the lists of one event or series (docs/source-format.md, Topics, sources, aliases). */
export const LIST_LIMITS = { topics: 16, subTopics: 16, sources: 16, aliases: 32 } as const;
