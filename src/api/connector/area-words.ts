/**
 * Areas a question names that no place filter is named after (docs/api.md, Connector tools): a
 * grouping of regions ("the West Coast", "New England") is its regions the data has events in
 * (the search refuses any other), else, with none, its country; a metropolitan area ("the Bay
 * Area") is the events near its main city, within the radius that holds it; a hemisphere
 * ("the southern hemisphere", "north of the equator") is the countries whose capital lies in it.
 */
import { nameKey } from '../../reference/index.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { Claim } from './date-words.js';
import type { Token } from './tokens.js';
import { CONTINENTS } from '../../reference/continents.js';
import { METRO_AREAS, REGION_GROUPINGS, SOUTHERN_HEMISPHERE } from './place-groupings.js';

/** Most words of an area's name ("San Francisco Bay Area" is four). */
const AREA_WORDS = 4;

/** The ISO 3166-2 codes of the grouping each folded name of it names ("new england"). */
const REGION_CODES = new Map(
  REGION_GROUPINGS.flatMap(({ name, also = [], codes }) =>
    [name, ...also].map((written) => [written.toLowerCase(), codes.split(' ')] as const),
  ),
);
/** The city and radius of each folded name of a metropolitan area ("bay area"). */
const METROS = new Map(
  METRO_AREAS.flatMap((area) =>
    [area.name, ...(area.also ?? [])].map((written) => [written.toLowerCase(), area] as const),
  ),
);

/** The names of each hemisphere, folded. */
const HEMISPHERES = new Map<string, 'south' | 'north'>([
  ['southern hemisphere', 'south'],
  ['south of the equator', 'south'],
  ['northern hemisphere', 'north'],
  ['north of the equator', 'north'],
]);

/** The countries of a hemisphere: the southern list, or every other country of the continents. */
function hemisphereOf(index: SnapshotIndex, side: 'south' | 'north', text: string): Omit<Claim, 'length'> {
  const southern = SOUTHERN_HEMISPHERE.flatMap((code) => index.countries.resolve(code)?.name ?? []);
  const countries =
    side === 'south'
      ? southern
      : CONTINENTS.flatMap((continent) => index.continentCountries(continent)).filter(
          (name) => !southern.includes(name),
        );
  return {
    parameters: countries.map((name) => ['country', name] as const),
    note: `"${text}" read as the ${countries.length} countries whose capital lies ${side} of the equator`,
  };
}

/** A grouping's regions the data has events in; with none, the countries they lie in. */
function regionsOf(index: SnapshotIndex, codes: readonly string[], text: string): Omit<Claim, 'length'> {
  const known = codes.filter((code) => index.placeLookups.regions(nameKey(code)).length > 0);
  if (known.length > 0)
    return {
      parameters: known.map((code) => ['region', code] as const),
      note: `"${text}" read as its regions: ${known.join(', ')}`,
    };
  const countries = [...new Set(codes.flatMap((code) => index.countries.resolve(code.slice(0, 2))?.name ?? []))];
  return {
    parameters: countries.map((name) => ['country', name] as const),
    note: `"${text}" read as ${countries.join(', ')}: no event is in its regions (${codes.join(', ')})`,
  };
}

/** The area named at `at`, the longest name first; undefined when none is. */
export function areaAt(index: SnapshotIndex, tokens: readonly Token[], at: number): Claim | undefined {
  for (let length = AREA_WORDS; length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    if (words.length < length || words.slice(1).some((token) => token.opens)) continue;
    const key = words.map((token) => token.word).join(' ');
    const text = words.map((token) => token.text).join(' ');
    const hemisphere = HEMISPHERES.get(key);
    if (hemisphere !== undefined) return { length, ...hemisphereOf(index, hemisphere, text) };
    const codes = REGION_CODES.get(key);
    if (codes !== undefined) return { length, ...regionsOf(index, codes, text) };
    const metro = METROS.get(key);
    if (metro !== undefined) {
      const parameters = [['near', metro.near] as const, ['radius_km', String(metro.km)] as const];
      return { length, parameters, note: `"${text}" read as within ${metro.km} km of ${metro.near}` };
    }
  }
  return undefined;
}
