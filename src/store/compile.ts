import { RoaringBitmap32 } from '../util/roaring.js';
import { CONTINENTS } from '../reference/continents.js';
import type { Country } from '../reference/countries.js';
import { CCF_RANKS, CORE_RANKS, EVENT_FORMATS, EVENT_TYPES } from '../source/schema.js';
import type { Deadline } from '../source/deadlines.js';
import { type AnnexInput, writeAnnex } from './annex-sections.js';
import { emptyChangeLog, writeChangeLog } from './change-table.js';
import type { AcceptanceRate, SeriesAlias } from '../source/series-tables.js';
import { ALIAS_KINDS } from '../source/tables.js';
import type { ValidRow } from '../source/validate.js';
import { compileCitySlots } from './city-names.js';
import { compileRegions, type PlaceCity, type RegionColumn, writeGeo } from './geo-sections.js';
import { compilePlaceTable, type PlaceTable, writePlaceTable } from './place-table.js';
import { compileDeadlineBuckets } from './deadline-buckets.js';
import { compileDeadlines, STORED_DEADLINE_KINDS, writeDeadlines } from './deadline-table.js';
import { compileSources, compileUndatedYears, writeEventExtras } from './event-extras.js';
import { compileSeriesData, writeSeriesData } from './series-data.js';
import { textIndexParts } from './text-terms.js';
import { compileTopicLists, firstSubTopic, type TopicLists, valueBitmaps, writeTopicLists } from './topic-lists.js';
import { collectEditionKeys, editionEncoders, type EditionKeys, writeEditionIndex } from './edition-index.js';
import type { SnapshotWriter } from '../snapshot/writer.js';
import { dictionaryColumns, NameDictionary, ValueDictionary } from './dictionaries.js';
import {
  DATE_PRECISIONS,
  makeNumericColumns,
  makeTextColumns,
  NO_DAY,
  NONE_U16,
  NUMERIC_COLUMN_NAMES,
  NUMERIC_COLUMNS,
  TEXT_COLUMNS,
  TYPED_ARRAYS,
  type BitmapGroup,
  type BuiltColumns,
  type MetaCountry,
  type NumericColumnName,
  type StoreMeta,
  type TextColumnName,
} from './layout.js';
import type { RecordSource } from './event-records.js';
import { StringColumn } from './string-column.js';
import type { SortedStrings } from '../util/sorted-strings.js';
import { groupBitmaps, writeBitmaps } from './bitmap-table.js';

/** Orders rows by (start date, id): the position order every posting list follows. */
function comparePositionOrder(a: ValidRow, b: ValidRow): number {
  return a.start - b.start || a.id - b.id;
}

/** The columns a row fills (idOrder is derived from the ids once all are in). */
type RowColumn = Exclude<NumericColumnName, 'idOrder'>;
type EditionColumn = keyof ReturnType<typeof editionEncoders>;
type Encoded = { columns: BuiltColumns; topicLists: TopicLists };

/** The dictionaries that category and display columns index into, filled as rows are encoded. */
class Encoding {
  readonly topics = new NameDictionary();
  readonly subtopics = new NameDictionary();
  readonly cities = new ValueDictionary();
  readonly venues = new ValueDictionary();
  readonly organizers = new ValueDictionary();
  /** The countries of the rows, sorted by stored name. */
  readonly countries: Country[];
  private readonly countryIndex: Map<string, number>;

  /** How a row fills each numeric column. */
  readonly encoders: Record<RowColumn, (row: ValidRow) => number>;

  constructor(rows: readonly ValidRow[], editions: EditionKeys) {
    const countries = new Set<Country>();
    for (const row of rows) if (row.country) countries.add(row.country);
    this.countries = [...countries].sort((a, b) => (a.name < b.name ? -1 : 1));
    this.countryIndex = new Map(this.countries.map((country, index) => [country.name, index]));
    this.encoders = { ...this.placeEncoders(), ...editionEncoders(editions) };
  }

  /** The encoders of the columns other than the edition's. */
  private placeEncoders(): Record<Exclude<RowColumn, EditionColumn>, (row: ValidRow) => number> {
    return {
      ids: (row) => row.id,
      start: (row) => row.start,
      end: (row) => row.end,
      deadline: (row) => row.deadline ?? NO_DAY,
      type: (row) => EVENT_TYPES.indexOf(row.type),
      format: (row) => EVENT_FORMATS.indexOf(row.format),
      topic: (row) => this.topics.indexOf(row.topic),
      subtopic: (row) => {
        const first = firstSubTopic(row);
        return first === null ? NONE_U16 : this.subtopics.indexOf(first);
      },
      country: (row) => (row.country === null ? NONE_U16 : this.countryIndex.get(row.country.name)!),
      city: (row) => this.cities.indexOf(row.city),
      venue: (row) => this.venues.indexOf(row.venue),
      organizer: (row) => this.organizers.indexOf(row.organizer),
      precision: (row) => DATE_PRECISIONS.indexOf(row.extras?.precision ?? 'day'),
      lastVerified: (row) => row.extras?.lastVerified ?? NO_DAY,
    };
  }
}

/** Every column of the rows (in position order), filled by walking the columns table; then the topic lists. */
function encodeColumns(rows: readonly ValidRow[], encoding: Encoding): Encoded {
  const size = rows.length;
  const numeric = makeNumericColumns((name, kind) => {
    const column = new TYPED_ARRAYS[kind](size);
    if (name !== 'idOrder') {
      const encode = encoding.encoders[name];
      for (let position = 0; position < size; position++) column[position] = encode(rows[position]!);
    }
    return column;
  });
  const { ids, idOrder } = numeric;
  for (let position = 0; position < size; position++) idOrder[position] = position;
  idOrder.sort((a, b) => ids[a]! - ids[b]!);
  const topicLists = compileTopicLists(
    rows,
    (name) => encoding.topics.indexOf(name),
    (name) => encoding.subtopics.indexOf(name),
  );
  if (encoding.topics.keys.length >= NONE_U16 || encoding.subtopics.keys.length >= NONE_U16)
    throw new Error('too many topics or sub-topics');
  return { columns: { ...numeric, ...makeTextColumns((name) => textColumn(rows, name)) }, topicLists };
}

function textColumn(rows: readonly ValidRow[], name: TextColumnName): StringColumn {
  return StringColumn.of(rows.length, (position) => rows[position]![name] ?? '');
}

function addStringColumn(writer: SnapshotWriter, name: string, column: StringColumn | SortedStrings): void {
  writer.add(`${name}.bytes`, column.bytes, 'bytes');
  writer.add(`${name}.offsets`, column.offsets);
}

function writeColumns(writer: SnapshotWriter, columns: BuiltColumns, dictionaries: RecordSource['dictionaries']): void {
  for (const name of NUMERIC_COLUMN_NAMES) writer.add(name, columns[name], NUMERIC_COLUMNS[name]);
  for (const name of TEXT_COLUMNS) addStringColumn(writer, name, columns[name]);
  addStringColumn(writer, 'dict.city', dictionaries.city);
  addStringColumn(writer, 'dict.venue', dictionaries.venue);
  addStringColumn(writer, 'dict.organizer', dictionaries.organizer);
}

type CategoryGroup = Exclude<BitmapGroup, 'term' | 'prefix' | 'city' | 'region' | 'deadline' | 'submission'>;

/** Posting lists of the category columns (a topic's and a sub-topic's: every event that has it). */
function categoryLists(
  columns: BuiltColumns,
  encoding: Encoding,
  more: TopicLists,
): Record<CategoryGroup, RoaringBitmap32[]> {
  const { type, format, topic, subtopic, country, coreRank, ccfRank } = columns;
  const size = columns.ids.length;
  const countryLists = groupBitmaps(encoding.countries.length, (p) => country[p]!, size);
  return {
    coreRank: groupBitmaps(CORE_RANKS.length, (p) => coreRank[p]!, size),
    ccfRank: groupBitmaps(CCF_RANKS.length, (p) => ccfRank[p]!, size),
    type: groupBitmaps(EVENT_TYPES.length, (p) => type[p]!, size),
    format: groupBitmaps(EVENT_FORMATS.length, (p) => format[p]!, size),
    topic: valueBitmaps(encoding.topics.keys.length, topic, more.topics),
    subtopic: valueBitmaps(encoding.subtopics.keys.length, subtopic, more.subtopics),
    country: countryLists,
    continent: CONTINENTS.map((continent) =>
      RoaringBitmap32.orMany(countryLists.filter((_, index) => encoding.countries[index]!.continent === continent)),
    ),
  };
}

function metaCountries(encoding: Encoding): MetaCountry[] {
  return encoding.countries.map((c) => ({ name: c.name, alpha2: c.alpha2, alpha3: c.alpha3, continent: c.continent }));
}

/** City slots with their posting lists, the city name index and the places (written as sections). */
function cityLists(
  writer: SnapshotWriter,
  columns: BuiltColumns,
  encoding: Encoding,
  knownNames: NonNullable<CompileOptions['knownCityNames']>,
  regions: RegionColumn,
): RoaringBitmap32[] {
  const cities = compileCitySlots(
    columns.city,
    columns.country,
    regions.regionOf,
    encoding.cities.values,
    encoding.countries,
    knownNames,
  );
  writeGeo(writer, cities, regions);
  addStringColumn(writer, 'keys.city', StringColumn.from(cities.slotNames));
  addStringColumn(writer, 'cityNames.keys', cities.names.names);
  writer.add('cityNames.offsets', cities.names.offsets);
  writer.add('cityNames.slots', cities.names.slots);
  return groupBitmaps(cities.slotNames.length, (p) => cities.slotOf[p]!, columns.ids.length);
}

export interface CompileOptions {
  /** Called with the name of each phase as it starts. */
  progress?: (phase: string) => void;
  /**
   * Other known names of a stored city in its country (exonyms, native names), which `city=` also
   * matches (docs/source-format.md); none by default.
   */
  knownCityNames?: (city: string, country: Country) => readonly string[];
  /** Where a city lies and in which region (docs/source-format.md, Places); no city is placed by default. */
  placeCity?: PlaceCity;
  /** Every place the builder knows, with events or not (docs/snapshot-format.md, Known places); none by default. */
  placeTable?: PlaceTable;
  /** The aliases and acceptance rates of the series, by series key (docs/source-format.md); none by default. */
  series?: {
    aliases: ReadonlyMap<string, readonly SeriesAlias[]>;
    rates: ReadonlyMap<string, readonly AcceptanceRate[]>;
  };
  /** The estimated paper deadline of an event, by id (src/builder/estimates.ts); none by default. */
  estimated?: ReadonlyMap<number, Deadline>;
  /** Ranks, tracks and the estimates' basis, by id (annex-sections.ts); none by default. */
  annex?: AnnexInput;
  /** false: the caller writes the change log (src/builder/change-log.ts); an empty one by default. */
  changeLog?: false;
}

/**
 * Turns validated rows into the sections of a snapshot (see layout.ts). `rows` is sorted in
 * place into position order.
 */
export function compileStore(rows: ValidRow[], writer: SnapshotWriter, options: CompileOptions = {}): StoreMeta {
  const progress = options.progress ?? (() => {});
  progress('sorting');
  rows.sort(comparePositionOrder);

  progress('columns');
  const editionKeys = collectEditionKeys(rows);
  const encoding = new Encoding(rows, editionKeys);
  const { columns, topicLists } = encodeColumns(rows, encoding);
  const dictionaries = dictionaryColumns(encoding);
  writeColumns(writer, columns, dictionaries);
  writeTopicLists(writer, topicLists);
  writeEditionIndex(writer, columns, editionKeys);
  const seriesData = compileSeriesData(
    editionKeys.series.keys,
    options.series?.aliases ?? new Map(),
    options.series?.rates ?? new Map(),
  );
  writeSeriesData(writer, seriesData);
  const sources = compileSources(rows);
  writeEventExtras(writer, sources.table, compileUndatedYears(rows));
  writeAnnex(writer, rows, options.annex);
  if (options.changeLog !== false) writeChangeLog(writer, emptyChangeLog());
  progress('deadlines');
  const deadlines = compileDeadlines(rows, options.estimated);
  writeDeadlines(writer, deadlines);
  const names = { topics: encoding.topics.entries(), subtopics: encoding.subtopics.entries() };
  const lookups = {
    ...names,
    countries: metaCountries(encoding),
    types: [...EVENT_TYPES],
    formats: [...EVENT_FORMATS],
  };

  progress('posting lists');
  const lists = categoryLists(columns, encoding, topicLists);
  const regions = compileRegions(rows, columns.city, options.placeCity);
  const city = cityLists(writer, columns, encoding, options.knownCityNames ?? (() => []), regions);
  const region = groupBitmaps(regions.regions.length, (p) => regions.regionOf[p]!, rows.length);
  const deadline = compileDeadlineBuckets(columns.deadline);

  writePlaceTable(writer, options.placeTable ?? compilePlaceTable([]));

  progress('text index');
  const aliasesOf = (row: ValidRow) => (row.series === null ? [] : (options.series?.aliases.get(row.series) ?? []));
  const text = textIndexParts(rows, aliasesOf);
  addStringColumn(writer, 'keys.term', StringColumn.from(text.terms));
  addStringColumn(writer, 'keys.prefix', StringColumn.from(text.prefixes));

  progress('serializing');
  const groups = writeBitmaps(writer, {
    ...lists,
    city,
    region,
    deadline: deadline.lists,
    term: text.lists,
    prefix: text.prefixLists,
    submission: deadlines.buckets,
  });
  const meta: StoreMeta = {
    ...lookups,
    regions: regions.regions,
    continents: [...CONTINENTS],
    maxDuration: rows.reduce((max, row) => Math.max(max, row.end - row.start), 0),
    deadlineRanges: deadline.ranges,
    groups,
    coreRanks: [...CORE_RANKS],
    ccfRanks: [...CCF_RANKS],
    deadlineKinds: [...STORED_DEADLINE_KINDS],
    sourceNames: sources.names,
    aliasKinds: [...ALIAS_KINDS],
    zones: deadlines.zones,
    submissionBounds: deadlines.bounds,
  };
  writer.add('meta', Buffer.from(JSON.stringify(meta), 'utf8'), 'json');
  return meta;
}
