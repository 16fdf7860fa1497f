/**
 * The sets of a SnapshotIndex that depend on the time: the call statuses and the deadline order
 * (they change when a deadline passes), the upcoming split and the editions that stand for their
 * series (they change when the UTC day turns).
 * Each is built for the moment of the load, again by the first request of a later moment, or ahead
 * of that moment by a serving process (momentAhead; docs/design.md, "The next moment, built ahead").
 */
import type { Store } from '../store/store.js';
import { lowerBound } from '../util/binary-search.js';
import { type Day, dayOfInstant } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import { runWhole, type Steps } from '../util/sliced.js';
import {
  momentCut,
  type MomentStatuses,
  momentStatusSteps,
  type StatusBasis,
  submissionCut,
} from './components/cfp.js';
import { buildDeadlineOrder, type DeadlineOrder, deadlineOrderSteps } from './components/deadline-order.js';
import { nextDeadline, nextMoment } from './components/next-moment.js';
import { computeUpcomingSplit, type UpcomingSplit } from './components/upcoming.js';
import { type SeriesEditions, seriesEditionSteps } from './components/series-editions.js';
import type { CfpStatusSets } from './types.js';
import { type BuildRecord, timed, type Warm, type WarmBuild, whole } from './warm-builds.js';

/**
 * One set of a moment, known by its key (a count of deadlines passed, a day): the one serving, and
 * one built ahead for a later key until a request of that key takes it.
 */
class Keyed<T> {
  #ahead: T | undefined;

  constructor(
    private current: T,
    private readonly keyOf: (value: T) => number,
    private readonly record: BuildRecord,
  ) {}

  /** Whether the set for `key` is held, serving or built ahead. */
  holds(key: number): boolean {
    return this.keyOf(this.current) === key || (this.#ahead !== undefined && this.keyOf(this.#ahead) === key);
  }

  /** The set for `key`: the one serving, the one built ahead, or made now (counted and timed). */
  at(key: number, make: () => T): T {
    if (this.keyOf(this.current) !== key)
      this.current =
        this.#ahead !== undefined && this.keyOf(this.#ahead) === key ? this.#ahead : runWhole(this.build(whole(make)));
    return this.current;
  }

  /** Builds the set for `key` ahead, in `steps`, unless it is held already. */
  *ahead(key: number, steps: () => Steps<T>): Steps<void> {
    if (this.holds(key)) return;
    this.#ahead = yield* this.build(steps());
    yield;
  }

  private build(steps: Steps<T>): Steps<T> {
    return timed(this.record, steps);
  }
}

export class MomentSets {
  readonly #statuses: Keyed<MomentStatuses>;
  readonly #order: Keyed<DeadlineOrder>;
  readonly #split: Keyed<UpcomingSplit>;
  readonly #editions: Keyed<SeriesEditions>;
  /** The last deadlinesPassed count, and the instants [from, until] it holds for. */
  #passed = { from: Infinity, until: -Infinity, count: 0 };

  constructor(
    private readonly store: Store,
    /** What the call statuses are made from (the estimates also give the moments' cuts). */
    private readonly basis: StatusBasis,
    builds: Record<WarmBuild, BuildRecord>,
    warm: Pick<Warm, 'cfpStatuses' | 'deadlineOrder' | 'split' | 'seriesEditions'>,
    /** The events of no series, in every day's editions. */
    private readonly noSeries: RoaringBitmap32,
  ) {
    this.#statuses = new Keyed(warm.cfpStatuses, (statuses) => statuses.cut, builds.cfpStatuses);
    this.#order = new Keyed(warm.deadlineOrder, (order) => order.cut, builds.deadlineOrder);
    this.#split = new Keyed(warm.split, (split) => split.today, builds.upcomingSplit);
    this.#editions = new Keyed(warm.seriesEditions, (editions) => editions.today, builds.seriesEditions);
  }

  /** See SnapshotIndex.cfpStatuses. */
  cfpStatuses(now: number): CfpStatusSets {
    return this.#statuses.at(this.deadlinesPassed(now), () => runWhole(momentStatusSteps(this.store, now, this.basis)))
      .sets;
  }

  /** See SnapshotIndex.deadlineOrder. */
  deadlineOrder(now: number): DeadlineOrder {
    const cut = submissionCut(this.store, now);
    return this.#order.at(cut, () => buildDeadlineOrder(this.store, cut));
  }

  /** See SnapshotIndex.upcomingSplit. */
  upcomingSplit(today: Day): UpcomingSplit {
    return this.#split.at(today, () => computeUpcomingSplit(this.store, today));
  }

  /** See SnapshotIndex.seriesEditions. */
  seriesEditions(today: Day): RoaringBitmap32 {
    return this.#editions.at(today, () => runWhole(seriesEditionSteps(this.store, this.noSeries, today))).set;
  }

  /** See SnapshotIndex.momentAhead. */
  momentAhead(now: number): { at: number; steps: Steps<void> } {
    const { at, inside } = nextMoment(this.store, this.basis.estimates, now);
    return { at, steps: this.#buildAhead(inside) };
  }

  *#buildAhead(moment: number): Steps<void> {
    yield* this.#statuses.ahead(this.deadlinesPassed(moment), () => momentStatusSteps(this.store, moment, this.basis));
    const cut = submissionCut(this.store, moment);
    yield* this.#order.ahead(cut, () => deadlineOrderSteps(this.store, cut));
    const day = dayOfInstant(moment);
    yield* this.#split.ahead(day, () => whole(() => computeUpcomingSplit(this.store, day)));
    yield* this.#editions.ahead(day, () => seriesEditionSteps(this.store, this.noSeries, day));
  }

  /**
   * See SnapshotIndex.deadlinesPassed. Asked on every request to a cached route (the response
   * cache's key holds it), so the last count is kept with the instants it holds for: from the `now`
   * it was counted at up to the next deadline (nextDeadline). Two binary searches over a million
   * instants cost about half a microsecond, mostly memory.
   */
  deadlinesPassed(now: number): number {
    const held = this.#passed;
    if (now >= held.from && now <= held.until) return held.count;
    const count = momentCut(this.store, this.basis.estimates, now);
    this.#passed = { from: now, until: nextDeadline(this.store, this.basis.estimates, now), count };
    return count;
  }

  /** See SnapshotIndex.lastDeadlinePassed. */
  lastDeadlinePassed(now: number): number | null {
    const cut = submissionCut(this.store, now);
    const estimated = lowerBound(this.basis.estimates.at, now);
    const last = Math.max(
      cut === 0 ? Number.NEGATIVE_INFINITY : this.store.submissions.at[cut - 1]!,
      estimated === 0 ? Number.NEGATIVE_INFINITY : this.basis.estimates.at[estimated - 1]!,
    );
    return Number.isFinite(last) ? last : null;
  }
}
