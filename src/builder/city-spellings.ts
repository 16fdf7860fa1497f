/**
 * One spelling per place (docs/source-format.md, Places): cities the place data puts at one point
 * of one region of one country are one place, so their rows are written with one of the spellings
 * the rows use ("Bengaluru" and "Bangalore", "Turin" and "Torino", "Valletta" and "Valleta"), as
 * kept() chooses; a city placed by a name a letter off its own ("Beijng") is written as the place
 * is named. Every spelling of a group places at its point, so the one kept does too, and `city=`
 * still reads every other written by its own name: they are names of that place. Two passes over
 * the rows, one placing per distinct city (the placer remembers each).
 */
import { nameKey } from '../reference/fold.js';
import { isoCode } from '../reference/regions.js';
import type { ValidRow } from '../source/validate.js';
import type { PlaceCity } from '../store/geo-sections.js';

/** A place's spellings, how many rows use each, those placed by a name a letter off, and its own name. */
interface Spellings {
  name: string;
  counts: Map<string, number>;
  near: Set<string>;
}

/** The key of the point a row's city is placed at, with its country and region; null when unplaced. */
function pointKey(row: ValidRow, placeCity: PlaceCity): { key: string; name: string; near: boolean } | null {
  if (row.city === null || row.country === null) return null;
  const place = placeCity(row.city, row.country, row.region);
  if (!place) return null;
  const region = row.region ?? place.region;
  return {
    key: `${row.country.alpha2}\u0000${region ? isoCode(region) : ''}\u0000${place.latitude}\u0000${place.longitude}`,
    name: place.name,
    near: place.near === true,
  };
}

/**
 * The spelling kept for a place, of those placed by their own name: the place data's own name when
 * a row writes it so, else the one most rows write, else the one that folds to the place's own name
 * ("Urumqi" for Ürümqi), else the first in code-point order. When every spelling is a letter off
 * ("Beijng"), the place data's own name.
 */
function kept({ name, counts, near }: Spellings): string {
  const own = nameKey(name);
  const folds = (spelling: string) => (nameKey(spelling) === own ? 1 : 0);
  const order = (a: string, b: string) =>
    Number(b === name) - Number(a === name) ||
    counts.get(b)! - counts.get(a)! ||
    folds(b) - folds(a) ||
    (a < b ? -1 : 1);
  const placed = [...counts.keys()].filter((spelling) => !near.has(spelling));
  return placed.length === 0 ? name : placed.sort(order)[0]!;
}

/** The rows, each city written as its place's kept spelling; the same array when none changes. */
export function oneSpellingPerPlace(rows: ValidRow[], placeCity: PlaceCity): ValidRow[] {
  const places = new Map<string, Spellings>();
  const keys: (string | null)[] = rows.map((row) => {
    const point = pointKey(row, placeCity);
    if (!point) return null;
    let spellings = places.get(point.key);
    if (!spellings) places.set(point.key, (spellings = { name: point.name, counts: new Map(), near: new Set() }));
    spellings.counts.set(row.city!, (spellings.counts.get(row.city!) ?? 0) + 1);
    if (point.near) spellings.near.add(row.city!);
    return point.key;
  });
  const spelling = new Map<string, string>();
  for (const [key, spellings] of places) {
    if (spellings.counts.size > 1 || spellings.near.size > 0) spelling.set(key, kept(spellings));
  }
  if (spelling.size === 0) return rows;
  return rows.map((row, at) => {
    const city = spelling.get(keys[at] ?? '');
    return city === undefined || city === row.city ? row : { ...row, city };
  });
}
