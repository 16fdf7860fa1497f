import { nameKey, slugify } from '../reference/fold.js';
import { NONE_U32, type NamedEntry } from './layout.js';
import { StringColumn } from './string-column.js';

/**
 * Canonical spelling per folded name: the most frequent spelling, ties to the first seen,
 * so "computer science" and "Computer Science" in the source are one topic.
 */
export class NameDictionary {
  private readonly byKey = new Map<string, { index: number; spellings: Map<string, number> }>();
  readonly keys: string[] = [];
  /** Folded key per spelling seen: a million rows repeat a few hundred spellings, and folding is not free. */
  private readonly keyOf = new Map<string, string>();

  indexOf(name: string): number {
    let key = this.keyOf.get(name);
    if (key === undefined) this.keyOf.set(name, (key = nameKey(name)));
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { index: this.keys.length, spellings: new Map() };
      this.byKey.set(key, entry);
      this.keys.push(key);
    }
    entry.spellings.set(name, (entry.spellings.get(name) ?? 0) + 1);
    return entry.index;
  }

  entries(): NamedEntry[] {
    return this.keys.map((key) => {
      let best = '';
      let bestCount = -1;
      for (const [spelling, count] of this.byKey.get(key)!.spellings) {
        if (count > bestCount) [best, bestCount] = [spelling, count];
      }
      return { name: best, slug: slugify(best) };
    });
  }
}

/** Exact-string dictionary for display values (cities, venues, organizers). */
export class ValueDictionary {
  private readonly index = new Map<string, number>();
  readonly values: string[] = [];

  indexOf(value: string | null): number {
    if (value === null) return NONE_U32;
    let at = this.index.get(value);
    if (at === undefined) {
      at = this.values.length;
      this.index.set(value, at);
      this.values.push(value);
    }
    return at;
  }
}

/** The dictionaries of the display columns, as the loader will read them. */
export function dictionaryColumns(encoding: Record<'cities' | 'venues' | 'organizers', ValueDictionary>) {
  return {
    city: StringColumn.from(encoding.cities.values),
    venue: StringColumn.from(encoding.venues.values),
    organizer: StringColumn.from(encoding.organizers.values),
  };
}
