/**
 * Values by day number, in arrays by day (a Map's hashing cost more than the rest of a date's
 * writing); a day outside the arrays' years goes in a Map. For the writers of event values (item-json.ts).
 *
 * The days are cut into blocks of BLOCK_DAYS, each block's array made on the first value of one of
 * its days. One array for every day was 800 KB of fresh memory per DayTexts, filled when a snapshot
 * loaded: on a machine where a page fault costs 13-16 µs, the item writer's two made one step of
 * the load 8-11 ms long (npm run bench:warm-steps), while the events' dates fall in a few blocks.
 */
const BLOCK_BITS = 9;
const BLOCK_DAYS = 1 << BLOCK_BITS;
/** Day 0 is 1970-01-01; the blocks cover 1970 to about 2244. */
const BLOCKS = 196;
const DAYS = BLOCKS * BLOCK_DAYS;

export class DayTexts<T> {
  private readonly blocks = new Array<(T | undefined)[] | undefined>(BLOCKS).fill(undefined);
  private readonly others = new Map<number, T>();

  get(day: number): T | undefined {
    if (day >= 0 && day < DAYS) return this.blocks[day >> BLOCK_BITS]?.[day & (BLOCK_DAYS - 1)];
    return this.others.get(day);
  }

  set(day: number, value: T): void {
    if (day >= 0 && day < DAYS) {
      const values = (this.blocks[day >> BLOCK_BITS] ??= new Array<T | undefined>(BLOCK_DAYS).fill(undefined));
      values[day & (BLOCK_DAYS - 1)] = value;
    } else this.others.set(day, value);
  }
}
