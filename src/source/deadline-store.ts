/**
 * The deadlines of a build's rows, packed: one set of growing typed arrays for all of them, each
 * row holding a small view of its own. A deadline as a JavaScript object costs about 80 bytes of
 * heap (its instant a boxed number), and a million events hold about a million and a half of them;
 * every full collection of the builder's heap would walk them all, again and again while the
 * snapshot is compiled. Typed arrays are never walked.
 */
import type { Deadline } from './deadlines.js';
import { DEADLINE_KINDS } from './schema.js';

/** The deadlines of one row, in (instant, kind, round) order: an array, or a view into a DeadlineStore. */
export interface DeadlineList extends Iterable<Deadline> {
  readonly length: number;
}

export class DeadlineStore {
  private kind = new Uint8Array(1024);
  private round = new Uint8Array(1024);
  private zone = new Uint16Array(1024);
  private day = new Int32Array(1024);
  private at = new Float64Array(1024);
  private size = 0;
  private readonly zones: string[] = [];
  private readonly zoneIndex = new Map<string, number>();

  /** Packs the deadlines of one row; the view reads them back. */
  add(deadlines: readonly Deadline[]): DeadlineList {
    if (this.size + deadlines.length > this.at.length) this.grow(this.size + deadlines.length);
    const first = this.size;
    for (const deadline of deadlines) {
      let zone = this.zoneIndex.get(deadline.zone);
      if (zone === undefined) {
        zone = this.zones.push(deadline.zone) - 1;
        this.zoneIndex.set(deadline.zone, zone);
      }
      this.kind[this.size] = DEADLINE_KINDS.indexOf(deadline.kind);
      this.round[this.size] = deadline.round;
      this.zone[this.size] = zone;
      this.day[this.size] = deadline.day;
      this.at[this.size] = deadline.at;
      this.size++;
    }
    return new PackedDeadlines(this, first, deadlines.length);
  }

  /** The deadline at an index of the store. */
  get(index: number): Deadline {
    return {
      kind: DEADLINE_KINDS[this.kind[index]!]!,
      round: this.round[index]!,
      at: this.at[index]!,
      day: this.day[index]!,
      zone: this.zones[this.zone[index]!]!,
    };
  }

  private grow(needed: number): void {
    const length = Math.max(needed, this.at.length * 2);
    const grown = <A extends Uint8Array | Uint16Array | Int32Array | Float64Array>(
      array: A,
      make: new (n: number) => A,
    ) => {
      const copy = new make(length);
      copy.set(array);
      return copy;
    };
    this.kind = grown(this.kind, Uint8Array);
    this.round = grown(this.round, Uint8Array);
    this.zone = grown(this.zone, Uint16Array);
    this.day = grown(this.day, Int32Array);
    this.at = grown(this.at, Float64Array);
  }
}

/** One row's deadlines in a DeadlineStore. */
class PackedDeadlines implements DeadlineList {
  constructor(
    private readonly store: DeadlineStore,
    private readonly first: number,
    readonly length: number,
  ) {}

  *[Symbol.iterator](): Iterator<Deadline> {
    for (let index = this.first; index < this.first + this.length; index++) yield this.store.get(index);
  }
}
