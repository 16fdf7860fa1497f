/**
 * The SQLite baseline's ETL step: the operators' source copied into a database prepared the way
 * a competent engineer would serve the search API straight from SQLite (better-sqlite3), with
 * derived key columns, B-tree indexes for the filters and orders, and an FTS5 table for `q`.
 * The benchmark compares the in-memory engine with this database (bench/sqlite/compare.ts).
 * The schema is in schema.ts, the terms given to FTS5 in fts-words.ts, and the figures kept of
 * each preparation in prep-stats.ts.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { type Country, CountryResolver, loadCountries } from '../../../src/reference/countries.js';
import { nameKey } from '../../../src/reference/fold.js';
import { cityPlacer, knownCityNames } from '../../../src/builder/build.js';
import { DeadlineJoin, EventJoin } from '../../../src/builder/deadline-join.js';
import { subTopicsOf, topicsOf } from '../../../src/source/event-lists.js';
import { EVENT_TOPICS } from '../../../src/source/tables.js';
import { acronymKey } from '../../../src/source/acronym.js';
import { isoCode } from '../../../src/reference/regions.js';
import type { PlaceCity } from '../../../src/store/geo-sections.js';
import { loadPlaces } from '../../../src/source/location.js';
import { openSource } from '../../../src/source/read.js';
import { type ValidRow, validateRow } from '../../../src/source/validate.js';
import type { CompileOptions } from '../../../src/store/compile.js';
import { formatIsoDate } from '../../../src/util/dates.js';
import { BENCH_DATASET } from '../../common/dataset.js';
import { isSubmission, openUntil } from './deadline-columns.js';
import { checkVocabulary, namePairText, termText } from './fts-words.js';
import { formatPrep, readPrepStats, type PrepStats } from './prep-stats.js';
import { BASELINE_VERSION, INDEXES, SCHEMA } from './schema.js';

/** The baseline database of the pinned 1M data set. */
export const BENCH_BASELINE = BENCH_DATASET.baseline;

/** Other known names of a stored city in its country: the builder's provider (src/store/compile.ts). */
type KnownCityNames = NonNullable<CompileOptions['knownCityNames']>;

export interface BaselineOptions {
  /**
   * Other known names of a stored city in its country, which `city=` also matches (docs/api.md,
   * Matching): the provider the snapshot was built with, so that both sides know the same names.
   * By default the builder's own (the reference city names it compiles snapshots with).
   */
  knownCityNames?: KnownCityNames;
  /** Where a city lies (the builder's hook by default, via prepareBaseline); none places no city. */
  placeCity?: PlaceCity;
}

/** A stored city in a country, as the engine keys it: named by its first event in (start, id) order. */
interface CitySlot {
  cityKey: string;
  country: Country;
  display: string;
  start: number;
  id: number;
}

/** What loading the rows found, for the steps after it. */
interface Loaded {
  sourceRows: number;
  events: number;
  maxDuration: number;
  /** Known keys and names: topics, sub-topics, series (a series' name is its key). */
  topics: Map<string, string>;
  subtopics: Map<string, string>;
  series: Map<string, string>;
  cities: Map<string, CitySlot>;
  vocabulary: Set<string>;
  texts: [number, string, string, string, string][];
  /** Per slot key (city, country, region as the engine keys its slots): its place id and point. */
  places: Map<string, { id: number; lat: number | null; lon: number | null }>;
}

/** Writes each valid row (null: an invalid source row, skipped) with its derived columns. */
function loadEvents(db: Database.Database, rows: Iterable<ValidRow | null>, placeCity?: PlaceCity): Loaded {
  const insertEvent = db.prepare(`INSERT INTO events VALUES (${new Array(30).fill('?').join(', ')})`);
  const insertDeadline = db.prepare('INSERT INTO deadlines VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertMore = db.prepare('INSERT OR IGNORE INTO more_topics (kind, key, event_id) VALUES (?, ?, ?)');
  const loaded: Loaded = {
    sourceRows: 0,
    events: 0,
    maxDuration: 0,
    topics: new Map(),
    subtopics: new Map(),
    series: new Map(),
    cities: new Map(),
    vocabulary: new Set(),
    texts: [],
    places: new Map(),
  };
  const seen = new Set<number>();
  const day = (value: number | null) => (value === null ? null : formatIsoDate(value));
  for (const row of rows) {
    loaded.sourceRows++;
    if (!row || seen.has(row.id)) continue;
    seen.add(row.id);
    const [topics, subTopics] = [topicsOf(row), subTopicsOf(row)];
    const topicKey = nameKey(row.topic);
    const subKey = subTopics.length === 0 ? null : nameKey(subTopics[0]!);
    const cityKey = row.city === null ? null : nameKey(row.city);
    for (const [kind, names, known] of [
      [0, topics, loaded.topics],
      [1, subTopics, loaded.subtopics],
    ] as const) {
      for (const [at, name] of names.entries()) {
        const key = nameKey(name);
        if (!known.has(key)) known.set(key, name);
        if (at > 0) insertMore.run(kind, key, row.id);
      }
    }
    if (cityKey && row.country)
      addCity(loaded.cities, { cityKey, country: row.country, display: row.city!, start: row.start, id: row.id });
    loaded.maxDuration = Math.max(loaded.maxDuration, row.end - row.start);
    insertEvent.run(
      row.id,
      row.name,
      row.acronym,
      row.type,
      row.topic,
      subTopics[0] ?? null,
      day(row.start),
      day(row.end),
      row.city,
      row.country?.name ?? null,
      row.venue,
      row.organizer,
      row.website,
      row.format,
      day(row.deadline),
      row.email,
      row.description,
      row.country?.continent ?? null,
      topicKey,
      subKey,
      cityKey,
      row.start,
      row.end,
      row.bareAcronym === null ? null : acronymKey(row.bareAcronym),
      row.series,
      row.coreRank,
      row.ccfRank,
      openUntil(row.deadlines),
      placeIdOf(loaded.places, row, cityKey, placeCity),
      namePairText(row.name),
    );
    if (row.series !== null) loaded.series.set(row.series, row.series);
    for (const { kind, round, at, day: due, zone } of row.deadlines)
      insertDeadline.run(row.id, kind, round, isSubmission(kind) ? 1 : 0, at, due, zone);
    const text: [number, string, string, string, string] = [
      row.id,
      termText(row.name),
      termText(row.acronym),
      termText(topics.join(' ')),
      termText(subTopics.join(' ')),
    ];
    for (const column of text.slice(1) as string[])
      for (const term of column.split(' ')) if (term) loaded.vocabulary.add(term);
    loaded.texts.push(text);
  }
  loaded.events = seen.size;
  return loaded;
}

/** The place of a row's city: one per (city key, country, region), the region the engine gives it. */
function placeIdOf(places: Loaded['places'], row: ValidRow, cityKey: string | null, placeCity?: PlaceCity) {
  if (!cityKey || !row.country || !row.city) return null;
  const place = placeCity?.(row.city, row.country, row.region);
  const region = row.region ?? place?.region ?? null;
  const key = `${cityKey}\u0000${row.country.name}\u0000${region ? isoCode(region) : ''}`;
  let found = places.get(key);
  if (!found) {
    found = { id: places.size + 1, lat: place?.latitude ?? null, lon: place?.longitude ?? null };
    places.set(key, found);
  }
  return found.id;
}

/** The places and the R*Tree of the placed ones. */
function insertPlaces(db: Database.Database, places: Loaded['places']): void {
  const insert = db.prepare('INSERT INTO places (id, slot_key, lat, lon) VALUES (?, ?, ?, ?)');
  const point = db.prepare('INSERT INTO places_rtree (id, min_lat, max_lat, min_lon, max_lon) VALUES (?, ?, ?, ?, ?)');
  for (const [key, { id, lat, lon }] of places) {
    insert.run(id, key, lat, lon);
    if (lat !== null && lon !== null) point.run(id, lat, lat, lon, lon);
  }
}

/** Keeps the city's slot named as the engine names it: by the first of its events in (start, id) order. */
function addCity(cities: Map<string, CitySlot>, city: CitySlot): void {
  const key = `${city.cityKey}\u0000${city.country.name}`;
  const known = cities.get(key);
  if (!known || city.start < known.start || (city.start === known.start && city.id < known.id)) cities.set(key, city);
}

/**
 * Every name each stored city is matched by: its own name key and the provider's other names, but
 * a name some city is stored by names only the cities stored by it (src/store/city-names.ts).
 */
function insertCityNames(db: Database.Database, cities: Map<string, CitySlot>, known: KnownCityNames): void {
  const insert = db.prepare('INSERT OR IGNORE INTO city_names (name_key, city_key, country) VALUES (?, ?, ?)');
  const stored = new Set([...cities.values()].map(({ cityKey }) => cityKey));
  for (const { cityKey, country, display } of cities.values()) {
    if (cityKey !== '') insert.run(cityKey, cityKey, country.name);
    for (const name of known(display, country).map(nameKey))
      if (name !== '' && !stored.has(name)) insert.run(name, cityKey, country.name);
  }
}

/**
 * Copies the source into a new baseline database at outPath (built next to it under a temporary
 * name, then renamed over any old file). Rows are validated with the builder's rules; invalid
 * and duplicate rows are skipped, as `--skip-invalid` does. Throws if FTS5's tokenizer does not
 * reproduce our terms.
 */
export function prepareBaseline(sourcePath: string, outPath: string, options: BaselineOptions = {}): void {
  const resolver = new CountryResolver(loadCountries());
  // The builder's rules: the same places validate locations, the same names are known for cities.
  const places = loadPlaces();
  const source = openSource(sourcePath);
  try {
    // The deadlines table joined to the events as the builder joins it (both in id order).
    const deadlines = new DeadlineJoin(source.deadlines());
    const topics = new EventJoin(source.table(EVENT_TOPICS), EVENT_TOPICS.name, 'row_event_unknown');
    const rows = (function* () {
      for (const raw of source.rows()) {
        const lists = { topics: topics.take(raw.id), sources: [] };
        yield validateRow(raw, resolver, places, deadlines.take(raw.id), undefined, lists).row;
      }
    })();
    writeBaseline(rows, sourcePath, outPath, {
      knownCityNames: options.knownCityNames ?? knownCityNames(places.cities),
      placeCity: options.placeCity ?? cityPlacer(places),
    });
  } finally {
    source.close();
  }
}

/** The same from rows already validated (tests give rows directly, such as online events in no country). */
export function prepareBaselineFromRows(
  rows: Iterable<ValidRow>,
  outPath: string,
  options: BaselineOptions = {},
): void {
  writeBaseline(rows, '(rows given directly)', outPath, options);
}

function writeBaseline(
  rows: Iterable<ValidRow | null>,
  sourceName: string,
  outPath: string,
  options: BaselineOptions,
): void {
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

    // Load: each valid row with its derived columns, then the names of each city.
    const loaded = db.transaction(() => {
      const found = loadEvents(db, rows, options.placeCity);
      insertCityNames(db, found.cities, options.knownCityNames ?? (() => []));
      insertPlaces(db, found.places);
      return found;
    })();
    const loadDone = performance.now();

    // Full-text index, then a check that the tokenizer kept our terms as they are.
    const insertText = db.prepare(
      'INSERT INTO events_fts (rowid, name, acronym, topic, sub_topic) VALUES (?, ?, ?, ?, ?)',
    );
    db.transaction(() => {
      for (const text of loaded.texts) insertText.run(...text);
      loaded.texts.length = 0;
    })();
    db.exec(`INSERT INTO events_fts (events_fts) VALUES ('optimize')`);
    checkVocabulary(db, loaded.vocabulary);
    const ftsDone = performance.now();

    db.exec(INDEXES);
    const indexed = performance.now();
    db.exec('ANALYZE');
    const analyzed = performance.now();

    const insertKey = (table: string, entries: Map<string, string>) => {
      const statement = db.prepare(`INSERT INTO ${table} (key, name) VALUES (?, ?)`);
      for (const [key, name] of entries) statement.run(key, name);
    };
    for (const table of ['topics', 'subtopics', 'series'] as const) insertKey(table, loaded[table]);
    const stats: PrepStats = {
      sourceRows: loaded.sourceRows,
      events: loaded.events,
      skippedRows: loaded.sourceRows - loaded.events,
      loadMs: loadDone - started,
      ftsMs: ftsDone - loadDone,
      indexMs: indexed - ftsDone,
      analyzeMs: analyzed - indexed,
      totalMs: 0,
      bytes: 0,
    };
    stats.totalMs = performance.now() - started;
    const meta = db.prepare('INSERT INTO baseline_meta (key, value) VALUES (?, ?)');
    meta.run('version', String(BASELINE_VERSION));
    meta.run('source', sourceName);
    meta.run('max_duration', String(loaded.maxDuration));
    meta.run('prep', JSON.stringify(stats));
    db.close();
    renameSync(tmpPath, outPath);
  } catch (error) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw error;
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
 * Prepares the baseline at outPath unless a current one is already there: of this schema version
 * and newer than its source. Returns its prep statistics and whether it was built now.
 */
export function ensureBaseline(
  sourcePath: string,
  outPath: string,
  log: (line: string) => void = console.log,
  options: BaselineOptions = {},
): { stats: PrepStats; built: boolean } {
  // Made again when missing, of another schema version, or older than its source (made again).
  const built =
    !existsSync(outPath) ||
    baselineVersion(outPath) !== BASELINE_VERSION ||
    (existsSync(sourcePath) && statSync(sourcePath).mtimeMs > statSync(outPath).mtimeMs);
  if (built) {
    log(`preparing SQLite baseline ${outPath} from ${sourcePath} ...`);
    prepareBaseline(sourcePath, outPath, options);
  }
  const stats = readPrepStats(outPath);
  if (built) log(`baseline prepared in ${formatPrep(stats)}`);
  return { stats, built };
}
