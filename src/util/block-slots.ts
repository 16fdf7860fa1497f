/**
 * Values kept by index, for indexes from 0 to a known length, in blocks of 2^blockBits slots, each
 * block's array made on the first value set in it. For the caches that keep what was made from an
 * index (a dictionary's decoded strings, a series key's encoded text, a day's date text).
 *
 * Why not one plain array: `[]` written at scattered indexes goes to V8's dictionary elements (a
 * write past the length by more than about a thousand does), so every read is a hash lookup and
 * the table is rehashed whole as it grows. At 1M events, one read of the organizers' dictionary,
 * the first after 508 searches of the random mix, stalled 3 ms on 123 fresh pages (npm run
 * bench:engine-mix, docs/design.md, "Caches by index"). One array of the whole length, made up
 * front, is fresh memory to fault in where a few blocks are ever used.
 */
export class BlockSlots<T> {
  private readonly blocks: ((T | undefined)[] | undefined)[];
  private readonly blockSize: number;
  private readonly mask: number;

  constructor(
    /** The indexes kept are 0 to length - 1; others are never kept (get gives undefined). */
    readonly length: number,
    private readonly blockBits = 10,
  ) {
    this.blockSize = 1 << blockBits;
    this.mask = this.blockSize - 1;
    this.blocks = new Array<(T | undefined)[] | undefined>(Math.ceil(Math.max(0, length) / this.blockSize)).fill(
      undefined,
    );
  }

  /** Whether `index` is one the slots keep. */
  holds(index: number): boolean {
    return Number.isInteger(index) && index >= 0 && index < this.length;
  }

  get(index: number): T | undefined {
    return this.holds(index) ? this.blocks[index >>> this.blockBits]?.[index & this.mask] : undefined;
  }

  /** Keeps `value` at `index` and gives it back (an index outside the slots keeps nothing). */
  set(index: number, value: T): T {
    if (!this.holds(index)) return value;
    const block = (this.blocks[index >>> this.blockBits] ??= new Array<T | undefined>(this.blockSize).fill(undefined));
    block[index & this.mask] = value;
    return value;
  }
}
