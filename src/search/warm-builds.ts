/**
 * The warm builds: every structure a SnapshotIndex holds beyond the store, built when a snapshot
 * loads, before it serves (snapshot-index.ts). Written as steps (util/sliced.ts), one build per
 * step, so that a process that serves meanwhile answers requests between two builds.
 */
import { LRUCache } from 'lru-cache';
import type { CountryResolver } from '../reference/countries.js';
import type { Store } from '../store/store.js';
import { FuzzyIndex } from '../text/fuzzy.js';
import type { Day } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import type { Steps } from '../util/sliced.js';
import {
  cfpStatusSets,
  type EstimateOrder,
  endOfDay,
  estimateOrder,
  momentCut,
  submissionCut,
} from './components/cfp.js';
import { noDeadlineSet } from './components/deadline.js';
import { type DeadlineOrder, deadlineOrderSteps } from './components/deadline-order.js';
import { facetCubeSteps } from './components/facet-cubes.js';
import { placeCubeSteps } from './components/place-cubes.js';
import { buildFacetTables } from './components/facet-tables.js';
import { slotsByLatitude } from './components/geo.js';
import { listingSteps } from './components/listing.js';
import { type PlaceLookups, placeLookupSteps } from './components/place-lookups.js';
import { CountryTopicLists } from './components/pair-lists.js';
import { slotTopicSteps } from './components/slot-topics.js';
import { SubmissionBlocks } from './components/submission-blocks.js';
import { computeUpcomingSplit, type UpcomingSplit } from './components/upcoming.js';
import { ItemWriter } from './item-json.js';
import type { FacetCubes, FacetTables, PlaceCubes, SetCaches, SlotsByLatitude, SlotTopicIndex } from './index-view.js';
import type { CfpStatusSets, Listing } from './types.js';

/** Enough for the filter combinations a busy client repeats; each entry is one bitmap. */
const SET_CACHE_ENTRIES = 256;
/**
 * The unions and the date sets, bounded by bytes as well as entries: a set is a few bytes (a date
 * range) to 128 KiB (a common word's events at 1M). At 256 entries, the random mix's 348 unions
 * (9.1 MiB) did not fit, and an LRU walked through in a loop larger than itself keeps nothing:
 * each pass built every one again (docs/design.md, "Set caches").
 */
const SHARED_SET_ENTRIES = 1024;
const SHARED_SET_BYTES = 32 * 1024 * 1024;

/** A cache of sets bounded by SHARED_SET_ENTRIES and SHARED_SET_BYTES (their portable sizes). */
function sharedSetCache(): LRUCache<string, RoaringBitmap32> {
  return new LRUCache({
    max: SHARED_SET_ENTRIES,
    maxSize: SHARED_SET_BYTES,
    sizeCalculation: (set) => Math.max(1, set.getSerializationSizeInBytes('portable')),
  });
}
/** Unions of prefixes below the precomputed fan-out (typing a word repeats them). */
const PREFIX_CACHE_ENTRIES = 512;
/** Words of q looked up for their compounds (each a short list of strings). */
const WORD_CACHE_ENTRIES = 4096;
/** Counted facets (each at most 20 values). */
const FACET_CACHE_ENTRIES = 2048;

/** The structures built when a snapshot loads, before it serves. */
export const WARM_BUILDS = [
  'facetTables',
  'facetCubes',
  'placeCubes',
  'spelling',
  'countryTopicLists',
  'submissionBlocks',
  'itemWriter',
  'withoutDeadline',
  'cfpStatuses',
  'deadlineOrder',
  'upcomingSplit',
  'placeLookups',
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
const threadCpuMs: () => number =
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
  countryTopicLists: CountryTopicLists;
  submissionBlocks: SubmissionBlocks;
  itemWriter: ItemWriter;
  withoutDeadline: RoaringBitmap32;
  /** The estimated deadlines in time order (they open calls as the announced ones do). */
  estimates: EstimateOrder;
  cfpStatuses: { cut: number; sets: CfpStatusSets };
  deadlineOrder: DeadlineOrder;
  split: UpcomingSplit;
  placeLookups: PlaceLookups;
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
 * Every structure of the index for `store`, the sets of the day for `today`, in steps of a few
 * milliseconds (a process that serves answers requests between two): a pause after each build,
 * and within the builds that take longer.
 */
export function* warmSteps(store: Store, countries: CountryResolver, today: Day): Steps<Warm> {
  const builds = Object.fromEntries(
    WARM_BUILDS.map((name) => [name, { count: 0, ms: 0, longestStepMs: 0, longestStepCpuMs: 0 }]),
  ) as Warm['builds'];
  function* build<T>(name: WarmBuild, steps: Steps<T>): Steps<T> {
    const built = yield* timed(builds[name], steps);
    yield;
    return built;
  }
  const caches: SetCaches = {
    unions: sharedSetCache(),
    dateSets: sharedSetCache(),
    prefixUnions: new LRUCache({ max: PREFIX_CACHE_ENTRIES }),
    compounds: new LRUCache({ max: WORD_CACHE_ENTRIES }),
    facets: new LRUCache({ max: FACET_CACHE_ENTRIES }),
    similar: new LRUCache({ max: SET_CACHE_ENTRIES }),
  };
  const byLatitude = slotsByLatitude(store.geo);
  yield;
  const slotTopics = yield* slotTopicSteps(store);
  const listing = yield* listingSteps(store, countries);
  const facetTables = yield* build(
    'facetTables',
    whole(() => buildFacetTables({ store, caches, listing })),
  );
  const facetCubes = yield* build('facetCubes', facetCubeSteps(store, facetTables));
  const placeCubes = yield* build('placeCubes', placeCubeSteps(store, facetTables));
  const fuzzy = yield* build('spelling', FuzzyIndex.steps(store.text.terms));
  const countryTopicLists = yield* build('countryTopicLists', CountryTopicLists.steps(store));
  const submissionBlocks = yield* build('submissionBlocks', SubmissionBlocks.steps(store.lists.submission));
  const itemWriter = yield* build(
    'itemWriter',
    whole(() => new ItemWriter(store)),
  );
  const withoutDeadline = yield* build(
    'withoutDeadline',
    whole(() => noDeadlineSet(store)),
  );
  const now = endOfDay(today);
  const estimates = estimateOrder(store);
  const cfpStatuses = yield* build(
    'cfpStatuses',
    whole(() => ({
      cut: momentCut(store, estimates, now),
      sets: cfpStatusSets(store, now, withoutDeadline, estimates),
    })),
  );
  const deadlineOrder = yield* build('deadlineOrder', deadlineOrderSteps(store, submissionCut(store, now)));
  const split = yield* build(
    'upcomingSplit',
    whole(() => computeUpcomingSplit(store, today)),
  );
  const placeLookups = yield* build('placeLookups', placeLookupSteps(store));
  return {
    caches,
    slotsByLatitude: byLatitude,
    slotTopics,
    listing,
    facetTables,
    facetCubes,
    placeCubes,
    fuzzy,
    countryTopicLists,
    submissionBlocks,
    itemWriter,
    withoutDeadline,
    estimates,
    cfpStatuses,
    deadlineOrder,
    split,
    placeLookups,
    builds,
  };
}
