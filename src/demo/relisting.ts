/**
 * Events that a directory lists twice under two topics: the second row comes a little later, with
 * a new id, the same name, dates, place, website and deadlines, and another topic or sub-topic (and
 * none of the first listing's further topics).
 */
import type { DemoEvent } from './calls.js';

/** Second listings waiting for their id, in the order they are due. */
export class Relistings {
  private readonly waiting: { due: number; event: DemoEvent }[] = [];

  /** Holds `event` until the id `due` (or the first later id asked for). */
  add(due: number, event: DemoEvent): void {
    let at = this.waiting.length;
    while (at > 0 && this.waiting[at - 1]!.due > due) at--;
    this.waiting.splice(at, 0, { due, event });
  }

  /** The second listing due at `id`, given that id (its deadlines too), if one is due. */
  take(id: number): DemoEvent | undefined {
    const first = this.waiting[0];
    if (first === undefined || first.due > id) return undefined;
    this.waiting.shift();
    const { row, deadlines } = first.event;
    return { row: { ...row, id }, deadlines: deadlines.map((deadline) => ({ ...deadline, event_id: id })) };
  }
}
