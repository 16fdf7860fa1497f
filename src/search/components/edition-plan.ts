/**
 * The plan steps of the edition filters (docs/api.md, Matching): CORE and CCF ranks (any of a
 * list), the bare acronyms or aliases (exact, any case, any of a list; unknown: no results), the series or an
 * alias of it (unknown: refused) and a deadline dated within a range (deadline-range.ts; with
 * cfp=open, a deadline that keeps the call open).
 */
import { acronymKey, seriesKey } from '../../source/acronym.js';
import { CCF_RANKS, CORE_RANKS } from '../../source/schema.js';
import {
  aliasPositions,
  ratedPositions,
  seriesKeys,
  seriesPositions,
  venuePositions,
} from '../../store/edition-index.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import { type AcronymItem, acronymItems } from './acronym-reading.js';
import { submissionCut } from './cfp.js';
import { deadlineDaySet, kindDeadlineDaySet, openDeadlineDaySet } from './deadline-range.js';
import { ESTIMATED_PAPER, STORED_DEADLINE_KINDS } from '../../store/deadline-table.js';
import { yearSet } from './matches.js';
import { type Plan, type PlanStep, union } from './plan.js';
import { unknownSeries } from './unknown-values.js';

export const planCoreRank: PlanStep = (index, filters, plan) => {
  if (filters.coreRanks === undefined) return;
  const at = filters.coreRanks.map((rank) => CORE_RANKS.indexOf(rank));
  plan.sets.push(union(index, 'core', at, index.store.lists.coreRank));
};

export const planCcfRank: PlanStep = (index, filters, plan) => {
  if (filters.ccfRanks === undefined) return;
  const at = filters.ccfRanks.map((rank) => CCF_RANKS.indexOf(rank));
  plan.sets.push(union(index, 'ccf', at, index.store.lists.ccfRank));
};

/**
 * Positions (ascending) as a set, kept in the index's cache under `key` (an acronym or a series is
 * asked again and again: "when is ICML"); an empty list makes the plan impossible.
 */
function positionsSet(index: IndexView, plan: Plan, key: string, positions: Uint32Array): void {
  if (positions.length === 0) {
    plan.impossible = true;
    return;
  }
  let found = index.caches.unions.get(key);
  if (!found) index.caches.unions.set(key, (found = new RoaringBitmap32(positions).freeze()));
  plan.sets.push(found);
}

/** One acronym's events: its own or its series' by alias; with a year, those of that year (a list's item). */
function acronymSet(index: IndexView, { bare, year }: AcronymItem): RoaringBitmap32 {
  const key = `a:${acronymKey(bare)}${year === null ? '' : `@${year}`}`;
  let found = index.caches.unions.get(key);
  if (!found) {
    found = new RoaringBitmap32(venuePositions(index.store, acronymKey(bare)));
    if (year !== null) found.andInPlace(yearSet(index, year));
    index.caches.unions.set(key, found.freeze());
  }
  return found;
}

/**
 * The bare acronyms, exact in any case, or aliases of a series: the events of any of them (a list
 * item with a year, those of its year); none with events makes the plan impossible.
 */
export const planAcronym: PlanStep = (index, filters, plan) => {
  const sets = acronymItems(index.store, filters)
    .map((item) => acronymSet(index, item))
    .filter((set) => !set.isEmpty);
  if (sets.length === 0) plan.impossible = true;
  else plan.sets.push(sets.length === 1 ? sets[0]! : RoaringBitmap32.orMany(sets).freeze());
};

/**
 * The series a value is an alias of, by the alias's key and the series' events: the value as an
 * acronym ("NIPS"), else, written as a series key is, with "-" between its words ("acm-ccs", the key
 * of the series "ACM CCS" before the import gave its editions the series CCS and kept "ACM CCS" as
 * an alias), its words.
 */
function aliasedSeries(index: Parameters<PlanStep>[0], value: string): { key: string; positions: Uint32Array } {
  const key = acronymKey(value);
  const positions = aliasPositions(index.store, key);
  if (positions.length > 0 || !key.includes('-')) return { key, positions };
  const spaced = acronymKey(key.replace(/-/g, ' '));
  return { key: spaced, positions: aliasPositions(index.store, spaced) };
}

/**
 * The series by its key, else the series of which it is an alias; neither is refused. `rated`:
 * the events of a series with an acceptance rate.
 */
export const planSeries: PlanStep = (index, filters, plan) => {
  if (filters.rated) positionsSet(index, plan, 'rated', ratedPositions(index.store));
  if (filters.series === undefined) return;
  const own = seriesPositions(index.store, filters.series);
  if (own.length > 0) return positionsSet(index, plan, `s:${seriesKey(filters.series)}`, own);
  const { key, positions } = aliasedSeries(index, filters.series);
  if (positions.length === 0) throw unknownSeries(filters.series, seriesKeys(index.store));
  positionsSet(index, plan, `s:~${key}`, positions);
};

/**
 * deadline_from and deadline_to: one filter, an abstract or paper deadline dated within the range;
 * with cfp=open, a deadline that keeps the call open (deadline-range.ts), kept per moment (the
 * submission deadlines passed).
 */
export const planDeadline: PlanStep = (index, filters, plan, now) => {
  const from = filters.deadlineFrom ?? null;
  const to = filters.deadlineTo ?? null;
  if (from === null && to === null) return;
  const open = filters.cfp === 'open';
  // Estimates, and the connector's notifications and the like, are stored kinds of their own, no call's.
  const kind =
    filters.deadlineKind !== undefined
      ? STORED_DEADLINE_KINDS.indexOf(filters.deadlineKind)
      : filters.deadlineEstimated === true
        ? ESTIMATED_PAPER
        : -1;
  const key =
    kind >= 0
      ? `deadline-kind-${kind}:${from}..${to}`
      : open
        ? `deadline-open:${from}..${to}@${submissionCut(index.store, now)}`
        : `deadline:${from}..${to}`;
  let found = index.caches.dateSets.get(key);
  if (!found) {
    found =
      kind >= 0
        ? kindDeadlineDaySet(index.store, kind, from, to)
        : open
          ? openDeadlineDaySet(index, index.cfpStatuses(now), from, to, now)
          : deadlineDaySet(index, from, to);
    index.caches.dateSets.set(key, found);
  }
  plan.sets.push(found);
};
