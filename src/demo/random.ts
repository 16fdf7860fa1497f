/**
 * Seeded pseudo-random numbers for the demo data. Written inline because the generator only needs
 * a fast, repeatable 32-bit stream: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG) is ten
 * lines and passes PractRand, so a dependency would add nothing. Never Math.random: the same seed
 * must give the same data on every run and machine.
 */
import { FNV_OFFSET, fnv1a } from '../util/fnv1a.js';

/** The murmur3 finalizer: every bit of `hash` spread over every bit of the result, 0 .. 2^32-1. */
function mix32(hash: number): number {
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * A uniform number in [0, 1) that depends only on a text and a seed (FNV-1a, then the murmur3
 * finalizer): the same draw for every edition of one series, whatever order rows are made in.
 */
export function textUnit(text: string, seed = 0): number {
  return mix32(fnv1a(text, (FNV_OFFSET ^ seed) >>> 0)) / 4294967296;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // Spread the seed over the four state words (splitmix32), then discard the first outputs.
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      return mix32(s);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 15; i++) this.uint32();
  }

  /** The next 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both inclusive. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
}

/** Weighted choice among fixed items, by binary search over cumulative weights. */
export class WeightedPicker<T> {
  private readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('weighted choice among no items');
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => {
      if (!(weight > 0)) throw new Error(`weight must be positive, got ${weight}`);
      sum += weight;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  pick(random: Random): T {
    return this.at(random.next());
  }

  /** The item a number in [0, 1) falls on (a hash gives the same item every time). */
  at(unit: number): T {
    const target = unit * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
