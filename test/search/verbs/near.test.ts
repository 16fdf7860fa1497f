/**
 * near, radius_km, region and city lists against a plain scan of the source rows: each row placed
 * by the builder's own place data (where its city lies), its haversine distance from the point
 * compared with the radius. Random points (at the antimeridian and the poles too), radii and
 * filters; the data is the demo set plus events in cities on both sides of the antimeridian, near
 * the poles, in two Parises, in Bruges written two ways, and in Porto and Bordeaux.
 */
import Database from 'better-sqlite3';
import { topicsOf } from '../../../src/source/event-lists.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnapshot } from '../../../src/builder/index.js';
import { generateSource } from '../../../src/demo/generate.js';
import { haversineKm, roundedKm } from '../../../src/search/components/within-radius.js';
import {
  openSnapshot,
  type SearchFilters,
  type SnapshotIndex,
  search,
  UnknownValueError,
} from '../../../src/search/index.js';
import type { ValidRow } from '../../../src/source/validate.js';
import { parseIsoDate } from '../../../src/util/dates.js';
import { seededRandom } from '../../../tools/support/random-filters.js';
import { readValidRows, TEST_ANCHOR } from '../../fixtures/demo-snapshot.js';
import { tempDir } from '../../fixtures/source.js';
import { type RowPlaces, rowPlaces } from '../reference-places.js';

const { dir, cleanup } = tempDir();
const TODAY = parseIsoDate(TEST_ANCHOR)!;
/** Cities at the edges of the map, and names that mean several places. */
const EDGE_CITIES: [city: string, country: string, region: string | null][] = [
  ['Suva', 'Fiji', null],
  ['Labasa', 'Fiji', null],
  ['Apia', 'Samoa', null],
  ["Nuku'alofa", 'Tonga', null],
  ['Anadyr', 'Russia', null],
  ['Adak', 'United States', 'AK'],
  ['Dikson', 'Russia', null],
  ['Ushuaia', 'Argentina', null],
  ['Paris', 'United States', 'Texas'],
  ['Paris', 'France', null],
  ['Portland', 'United States', 'OR'],
  ['Portland', 'United States', 'ME'],
  ['Barcelona', 'Spain', null],
  ['Badalona', 'Spain', null],
  ['Manchester', 'United Kingdom', null],
  ['São Paulo', 'Brazil', null],
  ['Osaka', 'Japan', null],
  ['Bruges', 'Belgium', null],
  ['Brugge', 'Belgium', null],
  ['Porto', 'Portugal', null],
  ['Bordeaux', 'France', null],
];
let index: SnapshotIndex;
let rows: ValidRow[];
/** Per row id: where its city lies, if placed. */
let placeOf: RowPlaces['point'];
/** Per row id: the ISO 3166-2 code of its region (the one it names, else its city's). */
let regionOf: RowPlaces['region'];

beforeAll(async () => {
  const source = `${dir}/near.sqlite`;
  const snapshot = `${dir}/near.snapshot`;
  await generateSource({ events: 3000, seed: 7, out: source, anchor: TEST_ANCHOR });
  const db = new Database(source);
  const insert = db.prepare(
    `INSERT INTO events (id, name, type, topic, start_date, end_date, city, country, region, format)
     VALUES (?, ?, ?, 'Computer Science', ?, ?, ?, ?, ?, 'in-person')`,
  );
  let id = 900_000;
  for (const [city, country, region] of EDGE_CITIES) {
    for (let i = 0; i < 4; i++) {
      const start = `2027-0${1 + i}-1${i}`;
      insert.run(id, `Edge Meeting ${id++}`, i % 2 ? 'workshop' : 'conference', start, start, city, country, region);
    }
  }
  db.close();
  buildSnapshot({ input: source, output: snapshot });
  index = openSnapshot(snapshot);
  rows = readValidRows(source);
  ({ point: placeOf, region: regionOf } = rowPlaces(rows));
});
afterAll(cleanup);

const random = seededRandom(20_261_122);
const between = (low: number, high: number) => low + random() * (high - low);

/** A point: often a city of the data, or near the antimeridian or a pole. */
function randomPoint(): [number, number] {
  const kind = random();
  const placed = [...placeOf.values()];
  if (kind < 0.6) {
    const place = placed[Math.floor(random() * placed.length)]!;
    return [place.latitude + between(-0.5, 0.5), place.longitude + between(-0.5, 0.5)];
  }
  if (kind < 0.75) return [between(-60, 80), random() < 0.5 ? between(170, 180) : between(-180, -170)];
  if (kind < 0.9) return [random() < 0.5 ? between(70, 90) : between(-90, -70), between(-180, 180)];
  return [between(-90, 90), between(-180, 180)];
}

function engine(filters: Omit<SearchFilters, 'limit' | 'offset'>) {
  const result = search(index, { limit: 100_000, offset: 0, ...filters }, TODAY);
  return { ...result, ids: result.positions.map((p) => index.store.columns.ids[p]!) };
}

describe('near, against a plain scan', () => {
  it('matches exactly the events whose city lies within the radius, with any filter, and orders by distance', () => {
    let nonEmpty = 0;
    for (let i = 0; i < 300; i++) {
      const [latitude, longitude] = randomPoint();
      const radiusKm = random() < 0.3 ? between(0.5, 20) : between(20, 500);
      const extra: Partial<SearchFilters> = {};
      if (random() < 0.3) extra.type = random() < 0.5 ? 'conference' : 'workshop';
      if (random() < 0.3) extra.formats = ['in-person', 'hybrid'];
      if (random() < 0.3) extra.topic = 'Computer Science';
      const sort = random() < 0.5 ? ('distance' as const) : undefined;
      const found = engine({ near: { latitude, longitude }, radiusKm, ...extra, ...(sort ? { sort } : {}) });
      const expected = rows
        .filter((row) => {
          const place = placeOf.get(row.id);
          if (!place || haversineKm(latitude, longitude, place.latitude, place.longitude) > radiusKm) return false;
          if (extra.type && row.type !== extra.type) return false;
          if (extra.formats && !extra.formats.includes(row.format)) return false;
          return !extra.topic || topicsOf(row).includes(extra.topic);
        })
        .map((row) => row.id);
      const label = `${latitude},${longitude} r=${radiusKm} ${JSON.stringify(extra)}`;
      expect(found.total, label).toBe(expected.length);
      expect(
        [...found.ids].sort((a, b) => a - b),
        label,
      ).toEqual(expected.sort((a, b) => a - b));
      const kms = found.ids.map((id) => {
        const place = placeOf.get(id)!;
        return haversineKm(latitude, longitude, place.latitude, place.longitude);
      });
      expect(found.distances, label).toEqual(kms.map(roundedKm));
      if (sort) for (let k = 1; k < kms.length; k++) expect(kms[k]!).toBeGreaterThanOrEqual(kms[k - 1]!);
      if (expected.length > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(80);
  });

  it('finds Fiji and Samoa from either side of the antimeridian, and Dikson in the high Arctic', () => {
    const across = engine({ near: { latitude: -16, longitude: -179.9 }, radiusKm: 500 });
    expect(across.ids.some((id) => index.store.columns.ids.includes(id))).toBe(true);
    const cities = new Set(across.ids.map((id) => rows.find((row) => row.id === id)!.city));
    expect(cities.has('Labasa') || cities.has('Suva')).toBe(true);
    const polar = engine({ near: { latitude: 77, longitude: 80 }, radiusKm: 400, facets: ['city'] });
    expect(polar.facets?.city?.map((value) => value.value)).toContain('Dikson, Krasnoyarsk Krai, Russia');
  });

  it('takes the most populous Paris, lists the other in hints, and reads "Paris, Texas"', () => {
    const paris = engine({ near: { place: 'paris' }, radiusKm: 10 });
    expect(paris.near).toMatchObject({ name: 'Paris', country: 'France', radiusKm: 10 });
    expect(paris.hints?.[0]).toMatchObject({ reason: 'ambiguous_place', parameter: 'near', value: 'Paris, France' });
    expect(paris.hints?.[0]?.others).toContain('Paris, Texas, United States');
    const texas = engine({ near: { place: 'Paris, Texas' }, radiusKm: 10 });
    expect(texas.near).toMatchObject({ name: 'Paris', country: 'United States' });
    expect(texas.hints).toBeUndefined();
    expect(texas.total).toBe(4);
    expect(engine({ near: { place: 'Paris, TX, USA' }, radiusKm: 10 }).total).toBe(4);
  });

  it('never matches online events, which have no place', () => {
    const online = new Set(rows.filter((row) => row.city === null).map((row) => row.id));
    expect(online.size).toBeGreaterThan(0);
    const everywhere = engine({ near: { latitude: 0, longitude: 0 }, radiusKm: 500, formats: ['online'] });
    expect(everywhere.ids.filter((id) => online.has(id))).toEqual([]);
  });
});

describe('city lists and regions', () => {
  it('names the other places of a bare city name, but not another spelling of the one place', () => {
    const paris = engine({ city: 'Paris' });
    expect(paris.hints?.[0]).toMatchObject({ reason: 'ambiguous_place', parameter: 'city' });
    expect(paris.hints?.[0]?.others).toEqual(['Paris, Texas, United States']);
    // Bruges and Brugge: one city the builder places at one point, written two ways.
    for (const city of ['Bruges', 'Brugge']) {
      const found = engine({ city });
      expect(found.total, city).toBe(rows.filter((row) => row.city === 'Bruges' || row.city === 'Brugge').length);
      expect(found.total, city).toBeGreaterThanOrEqual(8);
      expect(found.hints, city).toBeUndefined();
    }
  });

  it('takes a comma list of cities as any of them, and names the cities used', () => {
    const both = engine({ city: 'Barcelona,Badalona' });
    const expected = rows.filter((row) => row.city === 'Barcelona' || row.city === 'Badalona');
    expect(both.total).toBe(expected.length);
    expect(both.cities).toEqual(['Badalona, Catalonia, Spain', 'Barcelona, Catalonia, Spain']);
  });

  it('reads a city of a list by its own name before the other names of other places', () => {
    // GeoNames lists "porto" among Bordeaux's other names: Porto is Porto, alone or in a list.
    const porto = rows.filter((row) => row.city === 'Porto').length;
    expect(porto).toBeGreaterThanOrEqual(4);
    expect(engine({ city: 'Porto' }).total).toBe(porto);
    const both = engine({ city: 'Barcelona,Porto' });
    expect(both.total).toBe(engine({ city: 'Barcelona' }).total + porto);
    expect(both.cities).not.toContain('Bordeaux, Nouvelle-Aquitaine, France');
    // An exonym still names the city where no place bears it as its own.
    const munich = engine({ city: 'Barcelona,München' }).total;
    expect(munich).toBeGreaterThan(engine({ city: 'Barcelona' }).total);
    expect(engine({ city: 'Barcelona,Munich' }).total).toBe(munich);
  });

  it('reads "City, Region" and "City, Country", and refuses a city that is not found', () => {
    const texas = engine({ city: 'Paris, Texas' });
    expect(texas.total).toBe(4);
    expect(texas.cities).toEqual(['Paris, Texas, United States']);
    expect(engine({ city: 'Portland, ME' }).total).toBe(4);
    expect(engine({ city: 'Portland' }).total).toBe(rows.filter((row) => row.city === 'Portland').length);
    expect(() => engine({ city: 'Barcelona,Atlantiz' })).toThrow(UnknownValueError);
    expect(() => engine({ city: 'Paris, Ohio' })).toThrow(UnknownValueError);
    // Atlantis, Florida is a known place without events: Barcelona's events, and a hint that says so.
    const atlantis = engine({ city: 'Barcelona,Atlantis' });
    expect(atlantis.total).toBe(engine({ city: 'Barcelona' }).total);
    expect(atlantis.hints?.map((hint) => hint.reason)).toContain('place_without_events');
  });

  it('filters by region name, native name or code, resolved within the country, and counts the region facet', () => {
    const byName = engine({ regions: ['Texas'] });
    expect(byName.total).toBe([...regionOf.values()].filter((code) => code === 'US-TX').length);
    const bavaria = [...regionOf.values()].filter((code) => code === 'DE-BY').length;
    expect(bavaria).toBeGreaterThan(0);
    for (const name of ['Bavaria', 'bayern', 'BY', 'de-by'])
      expect(engine({ regions: [name] }).total, name).toBe(bavaria);
    expect(engine({ regions: ['TX'] }).total).toBe(byName.total);
    expect(engine({ regions: ['US-TX'] }).total).toBe(byName.total);
    expect(byName.regions).toEqual(['Texas, United States']);
    const two = engine({ regions: ['Texas', 'Oregon'], facets: ['region'] });
    expect(two.total).toBe(byName.total + engine({ regions: ['Oregon'] }).total);
    // The region facet ignores the region filter, as every facet ignores its own.
    const texasCount = two.facets?.region?.find((value) => value.value === 'Texas, United States')?.count;
    expect(texasCount).toBe(byName.total);
    expect(
      engine({ regions: ['Texas'], facets: ['city'] }).facets?.city?.every((v) =>
        v.value.endsWith('Texas, United States'),
      ),
    ).toBe(true);
    expect(() => engine({ regions: ['Texas'], country: 'France' })).toThrow(UnknownValueError);
  });

  it('knows the regions of cities beyond North America: Catalonia, England, São Paulo, Osaka', () => {
    const named = (city: string) => rows.filter((row) => row.city === city).map((row) => regionOf.get(row.id));
    expect(new Set(named('Barcelona'))).toEqual(new Set(['ES-CT']));
    expect(new Set(named('Badalona'))).toEqual(new Set(['ES-CT']));
    expect(new Set(named('Manchester'))).toEqual(new Set(['GB-ENG']));
    expect(new Set(named('São Paulo'))).toEqual(new Set(['BR-SP']));
    expect(new Set(named('Osaka'))).toEqual(new Set(['JP-27']));
    const count = (code: string) => [...regionOf.values()].filter((found) => found === code).length;
    for (const [names, code] of [
      [['Catalonia', 'CT', 'ES-CT'], 'ES-CT'],
      [['England', 'GB-ENG'], 'GB-ENG'],
      [['São Paulo', 'SP', 'BR-SP'], 'BR-SP'],
      [['JP-27'], 'JP-27'],
    ] as const) {
      expect(count(code)).toBeGreaterThan(0);
      for (const name of names) expect(engine({ regions: [name] }).total, name).toBe(count(code));
    }
    expect(engine({ regions: ['Catalonia'], country: 'Spain' }).regions).toEqual(['Catalonia, Spain']);
    expect(engine({ regions: ['CT', 'ENG'], countries: ['ES', 'GB'] }).total).toBe(count('ES-CT') + count('GB-ENG'));
  });
});
