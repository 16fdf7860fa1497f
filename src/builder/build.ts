import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Country, CountryResolver, loadCountries } from '../reference/countries.js';
import type { PlaceNames } from '../reference/geonames-cities.js';
import type { CityPlace } from '../reference/region-places.js';
import { isoCode } from '../reference/regions.js';
import type { PlaceCity } from '../store/geo-sections.js';
import { compilePlaceTable, type PlaceTable } from '../store/place-table.js';
import { SnapshotWriter } from '../snapshot/writer.js';
import type { SnapshotHeader } from '../snapshot/format.js';
import { DeadlineStore } from '../source/deadline-store.js';
import { loadPlaces, type Places } from '../source/location.js';
import { problem, type RowProblem } from '../source/problems.js';
import { openSource, type SourceReader } from '../source/read.js';
import { readSeriesTables, type SeriesTables } from '../source/series-tables.js';
import { ACCEPTANCE_RATES, EVENT_SOURCES, EVENT_TOPICS, SERIES_ALIASES } from '../source/tables.js';
import { UNDATED, validateRow, type ValidRow } from '../source/validate.js';
import { compileStore } from '../store/compile.js';
import { loadStore, storeOfSections } from '../store/load.js';
import type { Store } from '../store/store.js';
import { writeChangeLog } from '../store/change-table.js';
import { changeLogOf, withEmptyChangeLog } from './change-log.js';
import { writeStoredBuilds } from '../search/index.js';
import { PROJECT_ROOT } from '../util/paths.js';
import { AnnexRows } from './annex-rows.js';
import { oneSpellingPerPlace } from './city-spellings.js';
import { DeadlineJoin, EventJoin } from './deadline-join.js';
import { estimateDeadlines } from './estimates.js';
import { extrasSummary, seriesOf } from './extras.js';
import { findDuplicates } from './dedupe.js';
import { type BuildReport, makeReport, writeReport } from './build-report.js';

export const BUILDER_VERSION: string = (
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export interface BuildOptions {
  input: string;
  output: string;
  skipInvalid?: boolean;
  /** Keep only the lowest id of each group of duplicate rows (docs/source-format.md, Duplicates). */
  dedupe?: boolean;
  /** Where the report goes; by default `<output>.report.json` when there is any error or warning. */
  reportPath?: string;
  /** Called with a phase name, and while reading with (rows done, rows total). */
  onProgress?: (phase: string, done?: number, total?: number) => void;
  /** Build time written into the header (tests pin it). */
  now?: Date;
  /**
   * false: the known places table is left empty, so that a snapshot of a few events stays a few
   * kilobytes, not 9 MiB (tests that copy, download and compare whole files); true by default.
   */
  knownPlaces?: boolean;
  /** The snapshot this one replaces (a file, or loaded): the change log compares with it and carries its log forward. */
  previous?: string | Store;
  /** How many days a change stays in the log (DEFAULT_CHANGE_WINDOW_DAYS by default). */
  changeWindowDays?: number;
}

export interface BuildResult {
  header: SnapshotHeader;
  bytes: number;
  report: BuildReport;
  reportPath: string | null;
}

/** Invalid rows stopped the build; the report was written and names each of them. */
export class InvalidRowsError extends Error {
  constructor(
    readonly report: BuildReport,
    readonly reportPath: string,
  ) {
    super(
      `${report.invalidRows} invalid row${report.invalidRows === 1 ? '' : 's'} in ${report.source}; see ${reportPath} (or build with --skip-invalid)`,
    );
    this.name = 'InvalidRowsError';
  }
}

const PROGRESS_EVERY = 10_000;

type Progress = NonNullable<BuildOptions['onProgress']>;

/** The rows of a source read and validated: those kept, every problem, and the counts. */
interface ReadRows {
  valid: ValidRow[];
  /** The ranks and tracks of the rows, by id. */
  annex: AnnexRows;
  problems: RowProblem[];
  sourceRows: number;
  invalidRows: number;
}

/** Reads every row of the source with its rows of the event tables, and validates them. */
function readRows(source: SourceReader, countries: CountryResolver, places: Places, progress: Progress): ReadRows {
  const read: ReadRows = { valid: [], annex: new AnnexRows(source), problems: [], sourceRows: 0, invalidRows: 0 };
  const seen = new Set<number>();
  progress('reading', 0, source.count);
  const deadlines = new DeadlineJoin(source.deadlines());
  const topics = new EventJoin(source.table(EVENT_TOPICS), EVENT_TOPICS.name, 'row_event_unknown');
  const sources = new EventJoin(source.table(EVENT_SOURCES), EVENT_SOURCES.name, 'row_event_unknown');
  const deadlineStore = new DeadlineStore();
  for (const raw of source.rows()) {
    read.sourceRows++;
    const lists = { topics: topics.take(raw.id), sources: sources.take(raw.id) };
    const result = validateRow(raw, countries, places, deadlines.take(raw.id), deadlineStore, lists);
    const { row } = result;
    for (const p of result.problems) read.problems.push(p);
    const idTaken = row !== null && seen.has(row.id);
    if (idTaken) read.problems.push(problem(row, 'id_duplicate', 'id', String(row.id)));
    const annexValid = read.annex.take(raw, row && !idTaken ? row.id : null, read.problems);
    if (row && !idTaken && annexValid) {
      seen.add(row.id);
      read.valid.push(row);
    } else read.invalidRows++;
    if (read.sourceRows % PROGRESS_EVERY === 0) progress('reading', read.sourceRows, source.count);
  }
  progress('reading', read.sourceRows, source.count);
  for (const join of [deadlines, topics, sources, read.annex]) for (const p of join.problems()) read.problems.push(p);
  return read;
}

/** Reads, validates and compiles the operator's SQLite dump into one snapshot file. */
export function buildSnapshot(options: BuildOptions): BuildResult {
  const progress = options.onProgress ?? (() => {});
  const previous = typeof options.previous === 'string' ? loadStore(options.previous) : (options.previous ?? null);
  const source = openSource(options.input);
  const countries = new CountryResolver(loadCountries());
  const places = loadPlaces();
  let read: ReadRows;
  let series: SeriesTables;
  try {
    read = readRows(source, countries, places, progress);
    series = readSeriesTables(source.table(SERIES_ALIASES), source.table(ACCEPTANCE_RATES), seriesOf(read.valid));
  } finally {
    source.close();
  }
  const { valid, sourceRows, invalidRows } = read;
  const problems = [...read.problems, ...series.problems];

  progress('duplicates');
  const duplicates = findDuplicates(valid, options.dedupe === true);
  progress('places');
  places.cities.prepare(cityPairs(duplicates.rows));
  const placeCity = cityPlacer(places);
  const rows = oneSpellingPerPlace(duplicates.rows, placeCity);
  for (const p of unplacedCities(rows, placeCity)) problems.push(p);
  const estimates = estimateDeadlines(rows);
  const report = makeReport({
    source: options.input,
    sourceRows,
    validRows: rows.length,
    invalidRows,
    undatedRows: rows.filter((row) => row.start === UNDATED).length,
    extras: extrasSummary(source.tables, rows, series, estimates),
    skipInvalid: options.skipInvalid === true,
    deduped: options.dedupe === true,
    droppedDuplicates: valid.length - rows.length,
    problems: [...problems, ...duplicates.problems],
    duplicates: duplicates.groups,
  });
  const reportPath =
    options.reportPath ?? (report.errors + report.warnings > 0 ? `${options.output}.report.json` : null);
  if (reportPath) writeReport(reportPath, report);
  if (invalidRows > 0 && !options.skipInvalid) throw new InvalidRowsError(report, reportPath!);
  if (rows.length === 0) throw new Error(`${options.input}: no valid events to build from`);

  const writer = new SnapshotWriter();
  compileStore(rows, writer, {
    progress: (phase) => progress(phase),
    knownCityNames: knownCityNames(places.cities),
    placeCity,
    placeTable: options.knownPlaces === false ? undefined : knownPlaceTable(places),
    series,
    estimated: new Map(estimates.map(({ id, deadline }) => [id, deadline])),
    annex: { ranks: read.annex.ranks, tracks: read.annex.tracks, estimates: new Map(estimates.map((e) => [e.id, e])) },
    changeLog: false,
  });
  const fields = {
    builderVersion: BUILDER_VERSION,
    builtAt: (options.now ?? new Date()).toISOString(),
    sourceFile: basename(options.input),
    sourceRows,
    events: rows.length,
    skippedRows: sourceRows - rows.length,
  };
  const store = storeOfSections(options.output, withEmptyChangeLog(writer.asRead(fields)));
  progress('change log');
  writeChangeLog(writer, changeLogOf(previous, store, fields.builtAt, options.changeWindowDays));
  progress('stored builds');
  writeStoredBuilds(writer, store, countries);
  progress('writing');
  const { bytes, header } = writer.write(options.output, fields);
  return { header, bytes, report, reportPath };
}

/** The (city, ISO alpha-2) of every row with a city. */
export function* cityPairs(rows: readonly ValidRow[]): Generator<readonly [string, string]> {
  for (const row of rows) {
    if (row.city !== null && row.country !== null) yield [row.city, row.country.alpha2];
  }
}

/** The compileStore hook of docs/source-format.md (Places): where a city lies, each asked once. */
export function cityPlacer(places: Places): PlaceCity {
  const placed = new Map<string, CityPlace | undefined>();
  return (city, country, region) => {
    const key = `${city}\u0000${country.alpha2}\u0000${region ? isoCode(region) : ''}`;
    if (!placed.has(key)) placed.set(key, places.placer.place(city, country.alpha2, region));
    return placed.get(key);
  };
}

/** One warning per city (of a country and region) that cannot be placed, on its first row by id. */
function unplacedCities(rows: readonly ValidRow[], placeCity: PlaceCity): RowProblem[] {
  const first = new Map<string, ValidRow>();
  for (const row of rows) {
    if (row.city === null || row.country === null) continue;
    const key = `${row.city}\u0000${row.country.alpha2}\u0000${row.region ? isoCode(row.region) : ''}`;
    const seen = first.get(key);
    if (!seen || row.id < seen.id) first.set(key, row);
  }
  const found: RowProblem[] = [];
  for (const row of first.values()) {
    if (placeCity(row.city!, row.country!, row.region)) continue;
    found.push(
      problem(row, 'city_unplaced', 'city', row.city, `check the spelling of the city in ${row.country!.name}`),
    );
  }
  return found.sort((a, b) => Number(a.id) - Number(b.id));
}

let knownPlaces: PlaceTable | undefined;

/**
 * The table of every place of the place data, in the region its division is (docs/snapshot-format.md,
 * Known places). It depends only on the place data the package ships, never on the rows, and takes
 * about a second and a half to compile: more than the rest of a build of a few thousand rows. So a
 * process compiles it once, at its first build, and every later build writes the same table.
 */
function knownPlaceTable(places: Places): PlaceTable {
  knownPlaces ??= compilePlaceTable(
    Array.from(places.cities.everyPlace(), ({ admin1, country, ...place }) => ({
      ...place,
      country,
      region: places.placer.regionOfAdmin1(country, admin1) ?? null,
    })),
  );
  return knownPlaces;
}

/** The compileStore hook of docs/source-format.md (City names): other known names of a stored city. */
export function knownCityNames(cities: PlaceNames): (city: string, country: Country) => string[] {
  return (city, country) => cities.knownNames(city, country.alpha2);
}
