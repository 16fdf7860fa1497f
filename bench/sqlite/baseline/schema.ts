/**
 * The SQLite baseline's schema: the events table with its derived key columns, the known topic and
 * sub-topic keys, the known names of each city, the contentless FTS5 table for `q` (the terms it
 * is given: fts-words.ts), and the B-tree indexes built after the load.
 */

/** Bumped whenever the schema below or what the rows hold changes, so a stale baseline file is rebuilt. */
export const BASELINE_VERSION = 11;

/**
 * The FTS5 tokenizer of the baseline (also used by SqliteBaseline to check query terms). `+`, `#`
 * and `.` are token characters, so that the symbol terms of docs/api.md (Matching: "c++", "c#",
 * ".net") are single tokens; the text it is given is our own terms joined by spaces, and no plain
 * word contains these characters.
 */
export const FTS_TOKENIZE = "unicode61 remove_diacritics 2 tokenchars '+#.'";

export const SCHEMA = `
CREATE TABLE events (
  id                  INTEGER PRIMARY KEY,
  name                TEXT NOT NULL,
  acronym             TEXT,
  type                TEXT NOT NULL,    -- lower-cased: conference, seminar, workshop, webinar
  topic               TEXT NOT NULL,
  sub_topic           TEXT,
  start_date          TEXT NOT NULL,    -- YYYY-MM-DD
  end_date            TEXT NOT NULL,
  city                TEXT,
  country             TEXT,             -- the stored name ("USA" -> "United States"); NULL: online in no country
  venue               TEXT,
  organizer           TEXT,
  website             TEXT,
  format              TEXT NOT NULL,
  submission_deadline TEXT,
  contact_email       TEXT,
  description         TEXT,
  -- derived in the ETL step
  continent           TEXT,             -- NULL with the country
  topic_key           TEXT NOT NULL,    -- nameKey(first topic): "Computer Science" -> "computer science"
  sub_topic_key       TEXT,             -- nameKey(first sub-topic); the others are in more_topics
  city_key            TEXT,             -- nameKey(city): "München" -> "munchen"
  start_day           INTEGER NOT NULL, -- days since 1970-01-01
  end_day             INTEGER NOT NULL,
  acronym_key         TEXT,             -- acronymKey(bare acronym): "ICML 2027" -> "icml"; NULL: none
  series              TEXT,             -- the series key ("icml"); NULL: none
  core_rank           TEXT,             -- A*, A, B, C; NULL: unranked
  ccf_rank            TEXT,             -- A, B, C; NULL: unranked
  open_until          INTEGER,          -- the last moment the call is open (see below); NULL: no submission deadline
  place_id            INTEGER,          -- the city's place (places.id); NULL: no city
  name_terms          TEXT NOT NULL     -- the name's terms as singulars between spaces (namePairText)
);
-- open_until: a round is open while none of its submission deadlines has passed (its paper ahead
-- and its abstract not passed, or an abstract alone ahead), so until its earliest one; the call is
-- open while some round is: cfp=open at a moment is open_until >= it (seconds, UTC).
-- Every deadline of an event (docs/source-format.md, Deadlines) as the snapshot keeps it: the UTC
-- instant, the kind and round, the date in its own zone and the zone. submission is 1 for the
-- abstract and paper deadlines, the ones cfp, sort=deadline and deadline_from/to read.
CREATE TABLE deadlines (
  event_id   INTEGER NOT NULL,
  kind       TEXT NOT NULL,             -- abstract, paper, notification, camera_ready
  round      INTEGER NOT NULL,
  submission INTEGER NOT NULL,          -- 1: abstract or paper
  due_at     INTEGER NOT NULL,          -- seconds since 1970-01-01T00:00:00Z
  due_day    INTEGER NOT NULL,          -- the date in its own zone, days since 1970-01-01
  zone       TEXT NOT NULL              -- AoE, UTC, UTC+08:00, Europe/Berlin
);
-- Known series keys (name: the key again), so that an unknown series is an error, not zero results.
CREATE TABLE series (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
-- Each city in its country and region, as the engine's city slots, with where it lies (the
-- builder's place data); lat and lon NULL when the city could not be placed.
CREATE TABLE places (id INTEGER PRIMARY KEY, slot_key TEXT NOT NULL UNIQUE, lat REAL, lon REAL);
-- The placed cities as points (min = max) of SQLite's R*Tree module, for near.
CREATE VIRTUAL TABLE places_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
-- The topics (kind 0) and sub-topics (kind 1) of events beyond their first (topic_key,
-- sub_topic_key): a tenth of the events have some. A topic filter is "topic_key = ? OR id IN (the
-- events of this key here)": the first topic stays a column of the events, so the indexes led by it
-- (alone and with a country, a continent, a type) keep serving the nine events in ten that have one.
CREATE TABLE more_topics (
  kind     INTEGER NOT NULL,
  key      TEXT NOT NULL,
  event_id INTEGER NOT NULL,
  PRIMARY KEY (kind, key, event_id)
) WITHOUT ROWID;
-- Known topic / sub-topic keys, so that an unknown name is an error rather than zero results.
CREATE TABLE topics (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE subtopics (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
-- Every name city= matches (docs/api.md, Matching), as a name key, with the city it names: the
-- stored city (city_key) in its country. The stored name is always one; the other known names
-- (exonyms, native names) come from the provider given to prepareBaseline. Events in no country
-- have no row here, so they match no city.
CREATE TABLE city_names (
  name_key TEXT NOT NULL,
  city_key TEXT NOT NULL,
  country  TEXT NOT NULL,
  PRIMARY KEY (name_key, city_key, country)
) WITHOUT ROWID;
CREATE TABLE baseline_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- Terms of name, acronym, every topic and every sub-topic for q. Contentless (rowid = event id): the indexed
-- text is our own terms of the columns (see termText), not the stored text, so there is nothing to
-- read back. detail=none: q needs neither positions nor column filters, only "has this word" and
-- "has a word with this prefix", and the doclists are several times smaller without positions.
-- prefix='1 2 3': extra index entries for 1- to 3-character prefixes, so a short last term
-- ("bio", "co") reads one doclist instead of merging every term that starts with it.
CREATE VIRTUAL TABLE events_fts USING fts5(
  name, acronym, topic, sub_topic,
  content = '', detail = none,
  tokenize = "${FTS_TOKENIZE}", prefix = '1 2 3'
);
`;

/**
 * The B-tree indexes. near reads the places within the radius from the R*Tree (and checks each
 * with the engine's haversine), then the events of those places by events_place (with a topic,
 * events_place_topic).
 * Every one ends in (start_day, end_day), and `id`, the INTEGER PRIMARY KEY,
 * is the rowid that SQLite appends to every entry: an index on (x, start_day, end_day) is read in
 * start_day order for sort=date and the upcoming part of sort=upcoming (SQLite re-sorts each
 * group of equal start_day by id, only the groups a page touches), and backwards for sort=-date
 * and the past part, and a page stops after offset + limit entries. end_day in the entry lets
 * the upcoming split (end >= today) and `to` (end <= to) be checked without reading the row, so
 * COUNT(*) for the exact total reads only the index (covering) for any filter it leads with.
 *
 * - one index per equality filter: country, continent, topic, sub-topic, type, format, and city
 *   with its country (the pair city_names gives);
 * - one per edition filter: CORE rank, CCF rank, bare acronym key and series; (open_until,
 *   start_day): cfp=open at a moment is a range of it;
 * - deadlines (submission, due_at, event_id): the submission deadlines not passed at a moment are
 *   a range of it, read in instant order for sort=deadline (an event's first row in that order is
 *   its next deadline) and for cfp=open;
 * - deadlines (event_id, submission, due_at): an event's own submission deadlines in instant
 *   order: whether it has one ahead, and its next one (the first ahead);
 * - deadlines (submission, due_day, event_id): deadline_from/deadline_to are a range of it;
 * - (country | continent, topic_key, type, ...): a place plus a topic (and a type), the most
 *   common combined filters of the API, are answered and counted from one index range instead
 *   of reading every event of a large country or continent to check its topic;
 * - (country, format, ...): a country plus one or more formats ("in-person or hybrid in
 *   Germany") is counted from the index instead of reading every event of the country;
 * - (start_day, end_day): unfiltered paging and the date filters. from/to/month/year are a range
 *   of start_day (start >= from; start <= end <= to), and so is the upcoming split (ended events
 *   started before today, running ones at most max_duration days before), so an index led by
 *   end_day would serve nothing these do not.
 * ANALYZE (with STAT4) gives the planner the row counts per key to pick the most selective index.
 */
export const INDEXES = `
CREATE INDEX events_start ON events (start_day, end_day);
CREATE INDEX events_country ON events (country, start_day, end_day);
CREATE INDEX events_continent ON events (continent, start_day, end_day);
CREATE INDEX events_topic ON events (topic_key, start_day, end_day);
CREATE INDEX events_subtopic ON events (sub_topic_key, start_day, end_day);
CREATE INDEX events_type ON events (type, start_day, end_day);
CREATE INDEX events_format ON events (format, start_day, end_day);
CREATE INDEX events_city ON events (city_key, country, start_day, end_day);
CREATE INDEX events_core_rank ON events (core_rank, start_day, end_day);
CREATE INDEX events_ccf_rank ON events (ccf_rank, start_day, end_day);
CREATE INDEX events_acronym ON events (acronym_key, start_day, end_day);
CREATE INDEX events_series ON events (series, start_day, end_day);
CREATE INDEX events_open_until ON events (open_until, start_day, end_day);
CREATE INDEX deadlines_due ON deadlines (submission, due_at, event_id);
CREATE INDEX deadlines_event ON deadlines (event_id, submission, due_at);
CREATE INDEX deadlines_day ON deadlines (submission, due_day, event_id);
CREATE INDEX events_country_topic_type ON events (country, topic_key, type, start_day, end_day);
CREATE INDEX events_continent_topic_type ON events (continent, topic_key, type, start_day, end_day);
CREATE INDEX events_country_format ON events (country, format, start_day, end_day);
CREATE INDEX events_place ON events (place_id, start_day, end_day);
CREATE INDEX events_place_topic ON events (place_id, topic_key, start_day, end_day);
`;
