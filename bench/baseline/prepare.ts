/**
 * The SQLite baseline's ETL step: the operators' source copied into a database prepared the way
 * a competent engineer would serve the search API straight from SQLite (better-sqlite3), with
 * derived key columns, B-tree indexes for the filters and orders, and an FTS5 table for `q`.
 * The benchmark compares the in-memory engine with this database (bench/engine-vs-sqlite.ts).
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { CountryResolver, loadCountries } from '../../src/reference/countries.js';
import { nameKey, words } from '../../src/reference/fold.js';
import { openSource } from '../../src/source/read.js';
import { validateRow } from '../../src/source/validate.js';
import { formatIsoDate } from '../../src/util/dates.js';
import { BENCH_DATASET } from '../dataset.js';

/** The baseline database of the pinned 1M data set. */
export const BENCH_BASELINE = BENCH_DATASET.baseline;

/** Bumped whenever the schema below changes, so a stale baseline file is rebuilt. */
export const BASELINE_VERSION = 3;

/** The FTS5 tokenizer of the baseline (also used by SqliteBaseline to check query terms). */
export const FTS_TOKENIZE = 'unicode61 remove_diacritics 2';

const SCHEMA = `
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
  country             TEXT NOT NULL,    -- resolved to the stored name ("USA" -> "United States")
  venue               TEXT,
  organizer           TEXT,
  website             TEXT,
  format              TEXT NOT NULL,
  submission_deadline TEXT,
  contact_email       TEXT,
  description         TEXT,
  -- derived in the ETL step
  continent           TEXT NOT NULL,
  topic_key           TEXT NOT NULL,    -- nameKey(topic): "Computer Science" -> "computer science"
  sub_topic_key       TEXT,
  city_key            TEXT,             -- nameKey(city): "München" -> "munchen"
  start_day           INTEGER NOT NULL, -- days since 1970-01-01
  end_day             INTEGER NOT NULL
);
-- Known topic / sub-topic keys, so that an unknown name is an error rather than zero results.
CREATE TABLE topics (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE subtopics (key TEXT PRIMARY KEY, name TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE baseline_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- Words of name, topic and sub-topic for q. Contentless (rowid = event id): the indexed text is
-- our own folding of the columns (see foldedWords), not the stored text, so there is nothing to
-- read back. detail=none: q needs neither positions nor column filters, only "has this word" and
-- "has a word with this prefix", and the doclists are several times smaller without positions.
-- prefix='1 2 3': extra index entries for 1- to 3-character prefixes, so a short last term
-- ("bio", "co") reads one doclist instead of merging every term that starts with it.
CREATE VIRTUAL TABLE events_fts USING fts5(
  name, topic, sub_topic,
  content = '', detail = none,
  tokenize = "${FTS_TOKENIZE}", prefix = '1 2 3'
);
`;

/**
 * The B-tree indexes. Every one ends in (start_day, end_day), and `id`, the INTEGER PRIMARY KEY,
 * is the rowid that SQLite appends to every entry: an index on (x, start_day, end_day) is read in
 * start_day order for sort=date and the upcoming part of sort=upcoming (SQLite re-sorts each
 * group of equal start_day by id, only the groups a page touches), and backwards for sort=-date
 * and the past part, and a page stops after offset + limit entries. end_day in the entry lets
 * the upcoming split (end >= today) and `to` (end <= to) be checked without reading the row, so
 * COUNT(*) for the exact total reads only the index (covering) for any filter it leads with.
 *
 * - one index per equality filter: country, continent, topic, sub-topic, type, city;
 * - (country | continent, topic_key, type, ...): a place plus a topic (and a type), the most
 *   common combined filters of the API, are answered and counted from one index range instead
 *   of reading every event of a large country or continent to check its topic;
 * - (start_day, end_day): unfiltered paging and the date filters. from/to/month/year are a range
 *   of start_day (start >= from; start <= end <= to), and so is the upcoming split (ended events
 *   started before today, running ones at most max_duration days before), so an index led by
 *   end_day would serve nothing these do not.
 * ANALYZE (with STAT4) gives the planner the row counts per key to pick the most selective index.
 */
const INDEXES = `
CREATE INDEX events_start ON events (start_day, end_day);
CREATE INDEX events_country ON events (country, start_day, end_day);
CREATE INDEX events_continent ON events (continent, start_day, end_day);
CREATE INDEX events_topic ON events (topic_key, start_day, end_day);
CREATE INDEX events_subtopic ON events (sub_topic_key, start_day, end_day);
CREATE INDEX events_type ON events (type, start_day, end_day);
CREATE INDEX events_city ON events (city_key, start_day, end_day);
CREATE INDEX events_country_topic_type ON events (country, topic_key, type, start_day, end_day);
CREATE INDEX events_continent_topic_type ON events (continent, topic_key, type, start_day, end_day);
`;

/**
 * The text given to FTS5 for a name, topic or sub-topic: our own words (src/reference/fold.ts),
 * joined by spaces. unicode61 alone does not fold like `words()`: it keeps ß, ø, ł, æ, ı, þ, đ
 * and ħ ("straße", "tromsø", "łodz"), keeps superscripts, ligatures and Roman numerals ("x²",
 * "ﬁnance", "ⅻ") and strips no accents outside Latin ("σίσυφος"), where NFKD folding gives
 * "strasse", "tromso", "lodz", "x2", "finance", "xii", "σισυφος". Indexing the pre-folded words
 * makes both sides tokenize identical text; prepareBaseline checks that every indexed word came
 * out of the tokenizer unchanged (one token per word, spelled the same). One difference is left
 * that pre-folding cannot remove: unicode61 case-folds the Greek final sigma to σ ("σίσυφος" is
 * indexed as "σισυφοσ"), which words() keeps apart; such a word makes the check fail, and
 * SqliteBaseline treats a query term the tokenizer would change as matching nothing.
 */
export function foldedWords(text: string | null): string {
  return text === null ? '' : words(text).join(' ');
}

/** How long each step of prepareBaseline took, in milliseconds; kept in baseline_meta. */
export interface PrepStats {
  sourceRows: number;
  events: number;
  skippedRows: number;
  loadMs: number;
  ftsMs: number;
  indexMs: number;
  analyzeMs: number;
  totalMs: number;
  /** Size of the database file (not stored: measured when read). */
  bytes: number;
}

/**
 * Copies the source into a new baseline database at outPath (built next to it under a temporary
 * name, then renamed over any old file). Rows are validated with the builder's rules; invalid
 * and duplicate rows are skipped, as `--skip-invalid` does. Throws if FTS5's tokenizer does not
 * reproduce our words.
 */
export function prepareBaseline(sourcePath: string, outPath: string): void {
  const started = performance.now();
  const tmpPath = `${outPath}.tmp-${process.pid}`;
  rmSync(tmpPath, { force: true });
  const db = new Database(tmpPath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -524288'); // 512 MiB while building indexes
    db.pragma('temp_store = MEMORY');
    db.exec(SCHEMA);

    const resolver = new CountryResolver(loadCountries());
    const insertEvent = db.prepare(`INSERT INTO events VALUES (${new Array(23).fill('?').join(', ')})`);
    const insertText = db.prepare('INSERT INTO events_fts (rowid, name, topic, sub_topic) VALUES (?, ?, ?, ?)');
    const topics = new Map<string, string>();
    const subtopics = new Map<string, string>();
    const vocabulary = new Set<string>();
    const seen = new Set<number>();
    const texts: [number, string, string, string][] = [];
    let sourceRows = 0;
    let maxDuration = 0;

    // Load: validate each source row and write it with its derived columns.
    const source = openSource(sourcePath);
    try {
      db.transaction(() => {
        for (const raw of source.rows()) {
          sourceRows++;
          const { row } = validateRow(raw, resolver);
          if (!row || seen.has(row.id)) continue;
          seen.add(row.id);
          const topicKey = nameKey(row.topic);
          const subKey = row.subTopic === null ? null : nameKey(row.subTopic);
          if (!topics.has(topicKey)) topics.set(topicKey, row.topic);
          if (subKey !== null && !subtopics.has(subKey)) subtopics.set(subKey, row.subTopic!);
          maxDuration = Math.max(maxDuration, row.end - row.start);
          insertEvent.run(
            row.id,
            row.name,
            row.acronym,
            row.type,
            row.topic,
            row.subTopic,
            formatIsoDate(row.start),
            formatIsoDate(row.end),
            row.city,
            row.country?.name,
            row.venue,
            row.organizer,
            row.website,
            row.format,
            row.deadline === null ? null : formatIsoDate(row.deadline),
            row.email,
            row.description,
            row.country?.continent,
            topicKey,
            subKey,
            row.city === null ? null : nameKey(row.city),
            row.start,
            row.end,
          );
          const text: [number, string, string, string] = [
            row.id,
            foldedWords(row.name),
            foldedWords(row.topic),
            foldedWords(row.subTopic),
          ];
          for (const column of text.slice(1) as string[])
            for (const word of column.split(' ')) if (word) vocabulary.add(word);
          texts.push(text);
        }
      })();
    } finally {
      source.close();
    }
    const loaded = performance.now();

    // Full-text index, then a check that the tokenizer kept our words as they are.
    db.transaction(() => {
      for (const text of texts) insertText.run(...text);
      texts.length = 0;
    })();
    db.exec(`INSERT INTO events_fts (events_fts) VALUES ('optimize')`);
    checkVocabulary(db, vocabulary);
    const ftsDone = performance.now();

    db.exec(INDEXES);
    const indexed = performance.now();
    db.exec('ANALYZE');
    const analyzed = performance.now();

    const insertKey = (table: string, entries: Map<string, string>) => {
      const statement = db.prepare(`INSERT INTO ${table} (key, name) VALUES (?, ?)`);
      for (const [key, name] of entries) statement.run(key, name);
    };
    insertKey('topics', topics);
    insertKey('subtopics', subtopics);
    const stats: PrepStats = {
      sourceRows,
      events: seen.size,
      skippedRows: sourceRows - seen.size,
      loadMs: loaded - started,
      ftsMs: ftsDone - loaded,
      indexMs: indexed - ftsDone,
      analyzeMs: analyzed - indexed,
      totalMs: 0,
      bytes: 0,
    };
    stats.totalMs = performance.now() - started;
    const meta = db.prepare('INSERT INTO baseline_meta (key, value) VALUES (?, ?)');
    meta.run('version', String(BASELINE_VERSION));
    meta.run('source', sourcePath);
    meta.run('max_duration', String(maxDuration));
    meta.run('prep', JSON.stringify(stats));
    db.close();
    renameSync(tmpPath, outPath);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw error;
  }
}

/** Throws unless the FTS5 terms are exactly our words: the tokenizer split or changed none. */
function checkVocabulary(db: Database.Database, vocabulary: Set<string>): void {
  db.exec(`CREATE VIRTUAL TABLE temp.events_fts_terms USING fts5vocab(main, events_fts, 'row')`);
  const terms = db.prepare('SELECT term FROM temp.events_fts_terms').pluck().all() as string[];
  db.exec('DROP TABLE temp.events_fts_terms');
  const indexed = new Set(terms);
  const changed = [...vocabulary].filter((word) => !indexed.has(word));
  const extra = terms.filter((term) => !vocabulary.has(term));
  if (changed.length > 0 || extra.length > 0) {
    throw new Error(
      `FTS5 tokenizer disagrees with words(): ${changed.length} words not indexed as such (${changed.slice(0, 5).join(', ')}), ` +
        `${extra.length} unexpected terms (${extra.slice(0, 5).join(', ')})`,
    );
  }
}

/** How the baseline at path was prepared (written by prepareBaseline). */
export function readPrepStats(path: string): PrepStats {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const value = db.prepare(`SELECT value FROM baseline_meta WHERE key = 'prep'`).pluck().get() as string;
    return { ...(JSON.parse(value) as PrepStats), bytes: statSync(path).size };
  } finally {
    db.close();
  }
}

function baselineVersion(path: string): number | null {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return Number(db.prepare(`SELECT value FROM baseline_meta WHERE key = 'version'`).pluck().get());
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}

/**
 * Prepares the baseline at outPath unless a current one is already there. Returns its prep
 * statistics and whether it was built now.
 */
export function ensureBaseline(
  sourcePath: string,
  outPath: string,
  log: (line: string) => void = console.log,
): { stats: PrepStats; built: boolean } {
  const built = !existsSync(outPath) || baselineVersion(outPath) !== BASELINE_VERSION;
  if (built) {
    log(`preparing SQLite baseline ${outPath} from ${sourcePath} ...`);
    prepareBaseline(sourcePath, outPath);
  }
  const stats = readPrepStats(outPath);
  if (built) log(`baseline prepared in ${formatPrep(stats)}`);
  return { stats, built };
}

/** "41.2 s (load 20.1 s, FTS 9.8 s, indexes 9.0 s, analyze 0.4 s), 1000000 events, 612 MiB". */
export function formatPrep(stats: PrepStats): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${s(stats.totalMs)} (load ${s(stats.loadMs)}, FTS ${s(stats.ftsMs)}, indexes ${s(stats.indexMs)}, analyze ${s(stats.analyzeMs)}), ` +
    `${stats.events} events${stats.bytes ? `, ${(stats.bytes / 2 ** 20).toFixed(0)} MiB` : ''}`
  );
}
