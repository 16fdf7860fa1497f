/**
 * The next moment at which the sets that depend on the time change (docs/design.md, "The next
 * moment, built ahead"): a submission or estimated deadline passes (the call statuses, the order of
 * sort=deadline), or the UTC day turns (the upcoming split). Between two such instants every answer
 * is the same, which is why those sets are built once per moment; knowing the next one lets a
 * serving process build its sets before it comes, instead of on the first request after it.
 */
import type { Store } from '../../store/store.js';
import { lowerBound, upperBound } from '../../util/binary-search.js';
import { dayOfInstant } from '../../util/dates.js';
import { type EstimateOrder, endOfDay } from './cfp.js';

export interface NextMoment {
  /** The instant (seconds) the moment begins after: a deadline's, or a UTC midnight. */
  at: number;
  /** An instant strictly inside the moment (after `at`, before the change that follows it), to build its sets for. */
  inside: number;
}

/** The first instant of sorted `instants` after `from`, or Infinity. */
const firstAfter = (instants: Float64Array, from: number): number => instants[upperBound(instants, from)] ?? Infinity;

/** The next UTC midnight after `from` (seconds): the second after its day's last. */
const nextMidnight = (from: number): number => endOfDay(dayOfInstant(from)) + 1;

/**
 * The first submission or estimated deadline at or after `now` (seconds), or Infinity: it has passed
 * at every instant after it (submissionCut counts the instants below `now`), so momentCut is the
 * same from `now` up to it.
 */
export function nextDeadline(store: Pick<Store, 'submissions'>, estimates: EstimateOrder, now: number): number {
  const submissions = store.submissions.at;
  return Math.min(
    submissions[lowerBound(submissions, now)] ?? Infinity,
    estimates.at[lowerBound(estimates.at, now)] ?? Infinity,
  );
}

/**
 * The next moment after `now` (seconds): the next deadline's, or the next midnight, as a day begins
 * at its midnight. The day always turns, so there is always a next moment.
 */
export function nextMoment(store: Pick<Store, 'submissions'>, estimates: EstimateOrder, now: number): NextMoment {
  const at = Math.min(nextDeadline(store, estimates, now), nextMidnight(now));
  const submissions = store.submissions.at;
  const following = Math.min(firstAfter(submissions, at), firstAfter(estimates.at, at), nextMidnight(at));
  return { at, inside: (at + following) / 2 };
}
