/**
 * A city written with one letter wrong (docs/source-format.md, Places): "Beijng", "San Franciso"
 * and "Abu Dabhi" are Beijing, San Francisco and Abu Dhabi. Only places of NEAR_MIN people or more
 * are candidates, by their name and ASCII name (not their alternate names, which hold old and
 * foreign names of every kind); only a name of NEAR_MIN_LENGTH to NEAR_MAX_LENGTH characters is read; and
 * it is placed only when one edit (optimal string alignment) separates it from exactly one place.
 *
 * Hand-written on purpose: a symmetric-deletion index (each name and each name less one letter)
 * answers a lookup in a number of steps bounded by the name's length, whatever the country's size,
 * which a scan with an edit distance per place would not.
 */
import { nameKey } from './fold.js';
import { editDistance } from './suggest.js';

/** Places of this many people or more are candidates. */
export const NEAR_MIN = 50_000;
/** Shorter names are left alone: one edit turns too many short names into others. */
export const NEAR_MIN_LENGTH = 6;
/** Longer names are no city's. */
export const NEAR_MAX_LENGTH = 64;

/** The key and each key less one letter. */
function* deletions(key: string): Generator<string> {
  yield key;
  for (let at = 0; at < key.length; at++) yield key.slice(0, at) + key.slice(at + 1);
}

export class NearNames<Place> {
  private readonly entries: { key: string; place: number }[] = [];
  private readonly places: Place[] = [];
  private readonly byDeletion = new Map<string, number[]>();

  /** Adds a place known by these names. */
  add(names: readonly string[], place: Place): void {
    const at = this.places.push(place) - 1;
    for (const key of new Set(names.map(nameKey))) {
      if (key.length < NEAR_MIN_LENGTH - 1 || key.length > NEAR_MAX_LENGTH) continue;
      const entry = this.entries.push({ key, place: at }) - 1;
      for (const variant of new Set(deletions(key))) {
        const list = this.byDeletion.get(variant);
        if (list) list.push(entry);
        else this.byDeletion.set(variant, [entry]);
      }
    }
  }

  /** The one place whose name is one edit from the city's; undefined when none or several are. */
  find(city: string): Place | undefined {
    const key = nameKey(city);
    if (key.length < NEAR_MIN_LENGTH || key.length > NEAR_MAX_LENGTH) return undefined;
    const found = new Set<number>();
    for (const variant of new Set(deletions(key))) {
      for (const entry of this.byDeletion.get(variant) ?? []) {
        const { key: other, place } = this.entries[entry]!;
        if (other !== key && editDistance(key, other, 1) <= 1) found.add(place);
      }
    }
    return found.size === 1 ? this.places[[...found][0]!] : undefined;
  }
}
