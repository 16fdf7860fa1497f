/**
 * Everything the read verbs need beyond the loaded store, built once when a snapshot loads and
 * dropped with it: name lookups, the country resolver, the listings of the catalog operations,
 * the facet tables and cubes, the spelling index and the caches of computed sets. The snapshot
 * holder owns one per serving snapshot, so a swap gets fresh lookups and empty caches, and nothing
 * here lives at module level.
 *
 * Nothing is built on a request: every structure (the warm builds below) is built before the index
 * is returned, so a snapshot is warm before the server reports ready or swaps it in. Only the sets
 * that depend on the time are built again: the upcoming split and the editions that stand for
 * their series (similar_to) on a new UTC day, and the call
 * statuses and the deadline order, built for the moment of the load (buildMoment), after a
 * deadline has passed; a serving process builds them ahead of that moment (momentAhead), and the
 * first request that needs them otherwise. The builds
 * are steps (util/sliced.ts): the constructor runs them at once; openSnapshotInSlices, for a
 * process that serves meanwhile, one or a few at a time with the event loop turning in between.
 */
import type { Continent } from '../reference/continents.js';
import { CountryResolver, loadCountries } from '../reference/countries.js';
import { nameKey } from '../reference/fold.js';
import type { RawSnapshot } from '../snapshot/reader.js';
import { loadStore, loadStoreInSlices } from '../store/load.js';
import type { FuzzyIndex } from '../text/fuzzy.js';
import type { Store } from '../store/store.js';
import { type Day, todayUtc } from '../util/dates.js';
import type { RoaringBitmap32 } from '../util/roaring.js';
import { runInSlices, runWhole, type Steps } from '../util/sliced.js';
import { endOfDay } from './components/cfp.js';
import type { DeadlineOrder } from './components/deadline-order.js';
import type { CountryTopicLists } from './components/pair-lists.js';
import type { PhrasePairs } from './components/phrase-pairs.js';
import type { PlaceLookups } from './components/place-lookups.js';
import type { SubmissionBlocks } from './components/submission-blocks.js';
import type { UpcomingSplit } from './components/upcoming.js';
import { MomentSets } from './moment-sets.js';
import type { ItemWriter } from './item-json.js';
import { ItemValues } from './item-values.js';
import type {
  FacetCubes,
  FacetTables,
  IndexView,
  PlaceCubes,
  SetCaches,
  SlotsByLatitude,
  SlotTopicIndex,
} from './index-view.js';
import type { CfpStatusSets, Listing } from './types.js';
import { type BuildRecord, type Warm, WARM_BUILDS, type WarmBuild, warmSteps } from './warm-builds.js';

export { type BuildRecord, WARM_BUILDS, type WarmBuild } from './warm-builds.js';

/**
 * The day and the moment the builds that depend on them are made for. With no day given (a
 * server), the clock's day and the moment now: requests ask at their own instant, and an order
 * built for the end of the day differs from theirs as soon as a deadline falls between the two; the
 * first sort=deadline after each load then built it again at once (about 25 ms at 1M events, on
 * the serving thread). With a day given (tools, tests), the end of that day, search()'s default.
 */
function buildMoment(today: Day | undefined): { today: Day; now: number } {
  return today === undefined ? { today: todayUtc(), now: Date.now() / 1000 } : { today, now: endOfDay(today) };
}

export class SnapshotIndex implements IndexView {
  readonly topicByKey: ReadonlyMap<string, number>;
  readonly subtopicByKey: ReadonlyMap<string, number>;
  readonly countryByName: ReadonlyMap<string, number>;
  readonly placeLookups: PlaceLookups;
  readonly slotsByLatitude: SlotsByLatitude;
  readonly slotTopics: SlotTopicIndex;
  readonly listing: Listing;
  readonly caches: SetCaches;
  readonly #builds: Record<WarmBuild, BuildRecord>;
  readonly #facetTables: FacetTables;
  readonly #facetCubes: FacetCubes;
  readonly #placeCubes: PlaceCubes;
  readonly #fuzzy: FuzzyIndex;
  readonly #phrasePairs: PhrasePairs | undefined;
  readonly #countryTopicLists: CountryTopicLists;
  readonly #submissionBlocks: SubmissionBlocks;
  readonly #itemWriter: ItemWriter;
  /** The readers of the same values as JS values: a few references, made with the index. */
  readonly #itemValues: ItemValues;
  /** The sets that depend on the time (moment-sets.ts). */
  readonly #moments: MomentSets;
  readonly #noSeries: RoaringBitmap32;

  /**
   * Builds everything for `store` at once (or takes `warm`, built by SnapshotIndex.steps); the sets
   * that depend on the day are built for `today`.
   */
  constructor(
    readonly store: Store,
    readonly countries: CountryResolver,
    today?: Day,
    built?: Warm,
  ) {
    const moment = buildMoment(today);
    const warm = built ?? runWhole(warmSteps(store, countries, moment.today, moment.now));
    const { meta } = store;
    this.topicByKey = new Map(meta.topics.map((topic, index) => [nameKey(topic.name), index]));
    this.subtopicByKey = new Map(meta.subtopics.map((sub, index) => [nameKey(sub.name), index]));
    this.countryByName = new Map(meta.countries.map((country, index) => [country.name, index]));
    this.placeLookups = warm.placeLookups;
    this.caches = warm.caches;
    this.slotsByLatitude = warm.slotsByLatitude;
    this.slotTopics = warm.slotTopics;
    this.listing = warm.listing;
    this.#builds = warm.builds;
    this.#facetTables = warm.facetTables;
    this.#facetCubes = warm.facetCubes;
    this.#placeCubes = warm.placeCubes;
    this.#fuzzy = warm.fuzzy;
    this.#phrasePairs = warm.phrasePairs;
    this.#countryTopicLists = warm.countryTopicLists;
    this.#submissionBlocks = warm.submissionBlocks;
    this.#itemWriter = warm.itemWriter;
    this.#itemValues = new ItemValues(store);
    this.#noSeries = warm.noSeries;
    this.#moments = new MomentSets(
      store,
      { withoutDeadline: warm.withoutDeadline, estimates: warm.estimates, blocks: warm.submissionBlocks },
      warm.builds,
      warm,
      warm.noSeries,
    );
  }

  /** The index of `store` built in steps (see warmSteps), to run in slices. */
  static *steps(store: Store, countries: CountryResolver, today?: Day): Steps<SnapshotIndex> {
    const moment = buildMoment(today);
    const warm = yield* warmSteps(store, countries, moment.today, moment.now);
    return new SnapshotIndex(store, countries, moment.today, warm);
  }

  /** Each structure's builds so far (a copy): all once at load; the day's sets again on a new day. */
  builds(): Record<WarmBuild, BuildRecord> {
    return Object.fromEntries(WARM_BUILDS.map((name) => [name, { ...this.#builds[name] }])) as Record<
      WarmBuild,
      BuildRecord
    >;
  }

  get header(): Store['header'] {
    return this.store.header;
  }

  get size(): number {
    return this.store.size;
  }

  /** Reference countries of a continent, most events first, then by name. */
  continentCountries(continent: Continent): readonly string[] {
    return this.listing.continentCountries.get(continent) ?? [];
  }

  /**
   * The events of each call status at `now` (open ones for cfp=open, all four for the facet); built
   * again when a submission deadline has passed since the last build (the sets change only then).
   */
  cfpStatuses(now: number): CfpStatusSets {
    return this.#moments.cfpStatuses(now);
  }

  /** The order of sort=deadline at `now`; built again when a submission deadline has passed since. */
  deadlineOrder(now: number): DeadlineOrder {
    return this.#moments.deadlineOrder(now);
  }

  /**
   * The next moment after `now` at which a deadline passes or the UTC day turns (its instant, in
   * seconds), and the steps that build what that moment needs and the index does not hold yet: its
   * call statuses, its deadline order, its upcoming split, its series' editions. Kept until the first request in that
   * moment takes them, so that no request builds them (docs/design.md, "The next moment, built
   * ahead"). A serving process runs the steps in slices (ops/moments-ahead.ts).
   */
  momentAhead(now: number): { at: number; steps: Steps<void> } {
    return this.#moments.momentAhead(now);
  }

  /**
   * How many submission and estimated deadlines have passed at `now`: every answer that depends on
   * the moment (cfp=open, sort=deadline, an item's call status and next deadline) is the same while
   * this count is.
   */
  deadlinesPassed(now: number): number {
    return this.#moments.deadlinesPassed(now);
  }

  /** The instant (seconds) of the last submission or estimated deadline passed at `now`, or null when none has. */
  lastDeadlinePassed(now: number): number | null {
    return this.#moments.lastDeadlinePassed(now);
  }

  /** The values and lists of every facet. */
  facetTables(): FacetTables {
    return this.#facetTables;
  }

  /** Co-occurrence counts of the facets two by two. */
  facetCubes(): FacetCubes {
    return this.#facetCubes;
  }

  placeCubes(): PlaceCubes {
    return this.#placeCubes;
  }

  /** The writer of list items and details as JSON text from the columns. */
  itemWriter(): ItemWriter {
    return this.#itemWriter;
  }

  /** The reader of the same values as JS values, for the answers that are objects. */
  itemValues(): ItemValues {
    return this.#itemValues;
  }

  /** The term dictionary's deletion index for suggestions (the spelling index). */
  fuzzy(): FuzzyIndex {
    return this.#fuzzy;
  }

  /** The phrase pairs of the names, when the file holds them. */
  phrasePairs(): PhrasePairs | undefined {
    return this.#phrasePairs;
  }

  /** The events of one country (meta.countries) and one topic (meta.topics), precomputed. */
  countryTopicList(country: number, topic: number): RoaringBitmap32 {
    return this.#countryTopicLists.list(country, topic);
  }

  /** Unions of runs of the submission order's buckets (components/submission-blocks.ts). */
  submissionBlocks(): SubmissionBlocks {
    return this.#submissionBlocks;
  }

  /** The events not over on `today` (the upcoming split's first part). */
  notOver(today: Day): RoaringBitmap32 {
    return this.upcomingSplit(today).upcoming;
  }

  /**
   * The events that stand for their series on `today` (each series' next edition not ended, else
   * its latest) and every event of no series; built again when the UTC day changes.
   */
  seriesEditions(today: Day): RoaringBitmap32 {
    return this.#moments.seriesEditions(today);
  }

  /** The events of no series (each stands for itself in similar_to). */
  noSeries(): RoaringBitmap32 {
    return this.#noSeries;
  }

  /** Events not yet ended on `today`, and the rest; built again when the UTC day changes. */
  upcomingSplit(today: Day): UpcomingSplit {
    return this.#moments.upcomingSplit(today);
  }
}

/**
 * Loads and verifies a snapshot file (SnapshotError on any problem) and indexes it, every warm
 * build included; the day's sets are built for `today` (default: the UTC day now). At once: for
 * tools, tests and a server's start.
 */
export function openSnapshot(file: string, today?: Day): SnapshotIndex {
  return new SnapshotIndex(loadStore(file), new CountryResolver(loadCountries()), today);
}

/**
 * openSnapshot for a process that serves meanwhile: the file is read and checksummed in a worker
 * thread, the store assembled and indexed in slices of a few milliseconds with the event loop
 * turning in between (util/sliced.ts). The same index, and the same refusals, as openSnapshot.
 * `countries`: the reference countries read once by the caller (making the resolver takes about
 * 20 ms, too long for one slice); by default read now. `read`: the file's read, begun earlier as
 * loadStoreInSlices begins it (ops/read-ahead.ts); by default begun now.
 */
export async function openSnapshotInSlices(
  file: string,
  today?: Day,
  countries: CountryResolver = new CountryResolver(loadCountries()),
  read?: Promise<RawSnapshot>,
): Promise<SnapshotIndex> {
  const store = await loadStoreInSlices(file, {}, read);
  return runInSlices(SnapshotIndex.steps(store, countries, today));
}
