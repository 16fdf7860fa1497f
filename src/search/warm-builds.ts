/**
 * The warm builds: every structure a SnapshotIndex holds beyond the store, built when a snapshot
 * loads, before it serves (snapshot-index.ts). Written as steps (util/sliced.ts), one build per
 * step, so that a process that serves meanwhile answers requests between two builds.
 */
import type { CountryResolver } from '../reference/countries.js';
import type { Store } from '../store/store.js';
import type { FuzzyIndex } from '../text/fuzzy.js';
import type { Day } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import type { Steps } from '../util/sliced.js';
import {
  type EstimateOrder,
  estimateOrderSteps,
  type MomentStatuses,
  momentStatusSteps,
  submissionCut,
} from './components/cfp.js';
import { noDeadlineSet } from './components/no-deadline.js';
import { type DeadlineOrder, deadlineOrderSteps } from './components/deadline-order.js';
import { buildFacetTables } from './components/facet-tables.js';
import { slotsByLatitude } from './components/within-radius.js';
import { listingSteps } from './components/listing.js';
import { PlaceLookups } from './components/place-lookups.js';
import type { CountryTopicLists } from './components/pair-lists.js';
import type { PhrasePairs } from './components/phrase-pairs.js';
import { SubmissionBlocks } from './components/submission-blocks.js';
import { computeUpcomingSplit, type UpcomingSplit } from './components/upcoming.js';
import { noSeriesSteps, type SeriesEditions, seriesEditionSteps } from './components/series-editions.js';
import { ItemWriter } from './item-json.js';
import { newSetCaches } from './set-caches.js';
import {
  countryTopicListsOf,
  facetCubesOf,
  phrasePairsOf,
  placeCubesOf,
  slotTopicsOf,
  spellingOf,
} from './stored-builds.js';
import type { FacetCubes, FacetTables, PlaceCubes, SetCaches, SlotsByLatitude, SlotTopicIndex } from './index-view.js';
import type { Listing } from './types.js';

/** The structures built when a snapshot loads, before it serves. */
export const WARM_BUILDS = [
  'slotTopics',
  'facetTables',
  'facetCubes',
  'placeCubes',
  'spelling',
  'phrasePairs',
  'countryTopicLists',
  'submissionBlocks',
  'itemWriter',
  'withoutDeadline',
  'estimates',
  'cfpStatuses',
  'deadlineOrder',
  'upcomingSplit',
  'placeLookups',
  'noSeries',
  'seriesEditions',
] as const;
export type WarmBuild = (typeof WARM_BUILDS)[number];

/**
 * How many times a structure was built for this snapshot, how long its last build took, and its
 * longest step (the longest the build held the thread at once: a serving process's requests wait
 * that long at most, docs/snapshot-format.md).
 */
export interface BuildRecord {
  count: number;
  ms: number;
  longestStepMs: number;
  /**
   * The longest step in this thread's CPU time (process.threadCpuUsage, Node 23.9 and later; the
   * wall time before): what the step costs, without the time the machine gave other work.
   */
  longestStepCpuMs: number;
}

/** This thread's CPU time in ms, where the runtime tells it; else the wall time. */
export const threadCpuMs: () => number =
  typeof process.threadCpuUsage === 'function'
    ? () => {
        const { user, system } = process.threadCpuUsage();
        return (user + system) / 1000;
      }
    : () => performance.now();

/** What the warm builds make for a snapshot, before an index holds it (see warmSteps). */
export interface Warm {
  caches: SetCaches;
  slotsByLatitude: SlotsByLatitude;
  slotTopics: SlotTopicIndex;
  listing: Listing;
  facetTables: FacetTables;
  facetCubes: FacetCubes;
  placeCubes: PlaceCubes;
  fuzzy: FuzzyIndex;
  /** The phrase pairs, when the file holds them (stored-builds.ts). */
  phrasePairs: PhrasePairs | undefined;
  countryTopicLists: CountryTopicLists;
  submissionBlocks: SubmissionBlocks;
  itemWriter: ItemWriter;
  withoutDeadline: RoaringBitmap32;
  /** The estimated deadlines in time order (they open calls as the announced ones do). */
  estimates: EstimateOrder;
  cfpStatuses: MomentStatuses;
  deadlineOrder: DeadlineOrder;
  split: UpcomingSplit;
  placeLookups: PlaceLookups;
  /** The events of no series, and those that stand for their series on the day (similar_to). */
  noSeries: RoaringBitmap32;
  seriesEditions: SeriesEditions;
  builds: Record<WarmBuild, BuildRecord>;
}

/** Work done at once, as one step. */
// biome-ignore lint/correctness/useYield: one step with no pause inside is what this is.
export function* whole<T>(make: () => T): Steps<T> {
  return make();
}

/** Runs one build's steps, counting the build and timing its own steps (not the pauses between). */
export function* timed<T>(record: BuildRecord, steps: Steps<T>): Steps<T> {
  let ms = 0;
  let longest = 0;
  let longestCpu = 0;
  for (;;) {
    const started = performance.now();
    const cpu = threadCpuMs();
    const step = steps.next();
    const took = performance.now() - started;
    ms += took;
    longest = Math.max(longest, took);
    longestCpu = Math.max(longestCpu, threadCpuMs() - cpu);
    if (step.done) {
      record.count++;
      record.ms = ms;
      record.longestStepMs = longest;
      record.longestStepCpuMs = longestCpu;
      return step.value;
    }
    yield;
  }
}

/**
 * Every structure of the index for `store`, the sets of the day for `today` and those of the moment
 * (the call statuses, the deadline order) for `now` (seconds; snapshot-index.ts, buildMoment), in steps of a few
 * milliseconds (a process that serves answers requests between two): a pause after each build,
 * and within the builds that take longer.
 */
export function* warmSteps(store: Store, countries: CountryResolver, today: Day, now: number): Steps<Warm> {
  const builds = Object.fromEntries(
    WARM_BUILDS.map((name) => [name, { count: 0, ms: 0, longestStepMs: 0, longestStepCpuMs: 0 }]),
  ) as Warm['builds'];
  function* build<T>(name: WarmBuild, steps: Steps<T>): Steps<T> {
    const built = yield* timed(builds[name], steps);
    yield;
    return built;
  }
  const caches = newSetCaches();
  const byLatitude = slotsByLatitude(store.geo);
  yield;
  const slotTopics = yield* build('slotTopics', slotTopicsOf(store));
  const listing = yield* listingSteps(store, countries);
  const facetTables = yield* build(
    'facetTables',
    whole(() => buildFacetTables({ store, caches, listing })),
  );
  const facetCubes = yield* build('facetCubes', facetCubesOf(store, facetTables));
  const placeCubes = yield* build('placeCubes', placeCubesOf(store, facetTables));
  const fuzzy = yield* build('spelling', spellingOf(store));
  const phrasePairs = yield* build('phrasePairs', phrasePairsOf(store));
  const countryTopicLists = yield* build('countryTopicLists', countryTopicListsOf(store));
  const submissionBlocks = yield* build('submissionBlocks', SubmissionBlocks.steps(store.lists.submission));
  const itemWriter = yield* build(
    'itemWriter',
    whole(() => new ItemWriter(store)),
  );
  const withoutDeadline = yield* build(
    'withoutDeadline',
    whole(() => noDeadlineSet(store, submissionBlocks)),
  );
  const estimates = yield* build('estimates', estimateOrderSteps(store));
  const cfpStatuses = yield* build(
    'cfpStatuses',
    momentStatusSteps(store, now, { withoutDeadline, estimates, blocks: submissionBlocks }),
  );
  const deadlineOrder = yield* build('deadlineOrder', deadlineOrderSteps(store, submissionCut(store, now)));
  const split = yield* build(
    'upcomingSplit',
    whole(() => computeUpcomingSplit(store, today)),
  );
  const placeLookups = yield* build('placeLookups', PlaceLookups.steps(store));
  const noSeries = yield* build('noSeries', noSeriesSteps(store));
  const seriesEditions = yield* build('seriesEditions', seriesEditionSteps(store, noSeries, today));
  return {
    caches,
    slotsByLatitude: byLatitude,
    slotTopics,
    listing,
    facetTables,
    facetCubes,
    placeCubes,
    fuzzy,
    phrasePairs,
    countryTopicLists,
    submissionBlocks,
    itemWriter,
    withoutDeadline,
    estimates,
    cfpStatuses,
    deadlineOrder,
    split,
    placeLookups,
    noSeries,
    seriesEditions,
    builds,
  };
}
