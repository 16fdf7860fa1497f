/**
 * Values by day number, in arrays by day (a Map's hashing cost more than the rest of a date's
 * writing); a day outside the arrays' years goes in a Map. For the writers of event values (item-json.ts).
 *
 * The days are kept in blocks of 512 (util/block-slots.ts), each block's array made on the first
 * value of one of its days. One array for every day was 800 KB of fresh memory per DayTexts, filled when a snapshot
 * loaded: on a machine where a page fault costs 13-16 µs, the item writer's two made one step of
 * a snapshot's loading 8-11 ms long (npm run bench:warm-steps), while the events' dates fall in a few blocks.
 */
import { BlockSlots } from '../util/block-slots.js';

const BLOCK_BITS = 9;
/** Day 0 is 1970-01-01; the blocks cover 1970 to about 2244. */
const DAYS = 196 << BLOCK_BITS;

export class DayTexts<T> {
  private readonly days = new BlockSlots<T>(DAYS, BLOCK_BITS);
  private readonly others = new Map<number, T>();

  get(day: number): T | undefined {
    // A day the blocks hold is never in the map, and the blocks give undefined for any other day.
    return this.days.get(day) ?? this.others.get(day);
  }

  set(day: number, value: T): void {
    if (this.days.holds(day)) this.days.set(day, value);
    else this.others.set(day, value);
  }
}
