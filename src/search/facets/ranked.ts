/**
 * A facet's values with events in a scope, most events first, as the index's cache keeps them
 * (set-caches.ts): the values' names (shared with the facet tables, or the labels made for the
 * scope) and two typed arrays, rather than an object per value. A country facet holds up to a
 * couple of hundred values; the 2,048 entries the cache keeps were about 33,000 heap objects after
 * the random mix at 1M events, every one marked by each full collection while the snapshot serves.
 * A request reads the few values it shows as objects.
 */
import type { FacetValue } from '../types.js';

export class RankedValues {
  private constructor(
    /**
     * The values' names: an array shared with the facet tables, or the labels made for the scope
     * one after the other in one string, label i from starts[i] to starts[i + 1] (labels are made
     * by concatenation, several string objects each until they are copied into one).
     */
    private readonly names: readonly string[] | { text: string; starts: Uint32Array },
    /** Per rank, the index of its value's name, and its count. */
    private readonly order: Uint32Array,
    private readonly counts: Uint32Array,
  ) {}

  /**
   * The values of `names` whose count (`counts`, by the same index) is above 0, most first, then
   * by name (JavaScript's string order).
   */
  static of(names: readonly string[], counts: ArrayLike<number>): RankedValues {
    const found: number[] = [];
    for (let i = 0; i < names.length; i++) if (counts[i]! > 0) found.push(i);
    found.sort((a, b) => counts[b]! - counts[a]! || (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : 0));
    return new RankedValues(
      names,
      Uint32Array.from(found),
      Uint32Array.from(found, (i) => counts[i]!),
    );
  }

  /** Values ranked already (their order kept). */
  static ofRanked(values: readonly FacetValue[]): RankedValues {
    const starts = new Uint32Array(values.length + 1);
    for (const [i, entry] of values.entries()) starts[i + 1] = starts[i]! + entry.value.length;
    return new RankedValues(
      { text: values.map((entry) => entry.value).join(''), starts },
      Uint32Array.from(values.keys()),
      Uint32Array.from(values, (entry) => entry.count),
    );
  }

  /** The name of value `i`. */
  #name(i: number): string {
    const { names } = this;
    return 'text' in names ? names.text.slice(names.starts[i], names.starts[i + 1]) : names[i]!;
  }

  get length(): number {
    return this.order.length;
  }

  /** The first `max` values (all when fewer), as the answer shows them. */
  first(max: number): FacetValue[] {
    const shown: FacetValue[] = [];
    for (let rank = 0; rank < Math.min(max, this.order.length); rank++)
      shown.push({ value: this.#name(this.order[rank]!), count: this.counts[rank]! });
    return shown;
  }

  /** The count of the value named `value`, or 0 when it has no events in the scope. */
  countOf(value: string): number {
    for (let rank = 0; rank < this.order.length; rank++)
      if (this.#name(this.order[rank]!) === value) return this.counts[rank]!;
    return 0;
  }
}
