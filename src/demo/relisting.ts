/**
 * Events that a directory lists twice under two topics: the second row comes a little later, with
 * a new id, the same name, dates, place and website, and another topic or sub-topic.
 */
import type { SourceRow } from '../source/schema.js';

/** Second listings waiting for their id, in the order they are due. */
export class Relistings {
  private readonly waiting: { due: number; row: SourceRow }[] = [];

  /** Holds `row` until the id `due` (or the first later id asked for). */
  add(due: number, row: SourceRow): void {
    let at = this.waiting.length;
    while (at > 0 && this.waiting[at - 1]!.due > due) at--;
    this.waiting.splice(at, 0, { due, row });
  }

  /** The second listing due at `id`, given that id, if one is due. */
  take(id: number): SourceRow | undefined {
    const first = this.waiting[0];
    if (first === undefined || first.due > id) return undefined;
    this.waiting.shift();
    return { ...first.row, id };
  }
}
