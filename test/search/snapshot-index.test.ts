/**
 * The structures built while a snapshot loads (docs/snapshot-format.md, Loading): every one is
 * built once by openSnapshot, before anything is asked, and no request builds one again (only
 * the day's sets, on a new UTC day).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FACETS,
  openSnapshot,
  openSnapshotInSlices,
  type SearchFilters,
  type SnapshotIndex,
  search,
} from '../../src/search/index.js';
import { estimateOrder, momentCut } from '../../src/search/components/cfp.js';
import { WARM_BUILDS } from '../../src/search/snapshot-index.js';
import { JsonBytes } from '../../src/util/json-bytes.js';
import { parseIsoDate } from '../../src/util/dates.js';
import { runWhole } from '../../src/util/sliced.js';
import { buildDemoSnapshot, TEST_ANCHOR } from '../fixtures/demo-snapshot.js';
import { tempDir } from '../fixtures/source.js';

const { dir, cleanup } = tempDir('confdir-warm-');
const TODAY = parseIsoDate(TEST_ANCHOR)!;
let index: SnapshotIndex;
let file: string;

beforeAll(async () => {
  file = (await buildDemoSnapshot(dir, 2000)).snapshot;
  index = openSnapshot(file, TODAY);
});
afterAll(cleanup);

const counts = (of: SnapshotIndex) => Object.fromEntries(WARM_BUILDS.map((name) => [name, of.builds()[name].count]));
const once = Object.fromEntries(WARM_BUILDS.map((name) => [name, 1]));
const find = (filters: Partial<SearchFilters>, today = TODAY) =>
  search(index, { limit: 5, offset: 0, ...filters }, today);

describe('the warm builds', () => {
  it('are all made, once each and timed, by the time openSnapshot returns', () => {
    expect(counts(index)).toEqual(once);
    for (const name of WARM_BUILDS) {
      const { ms, longestStepMs, longestStepCpuMs } = index.builds()[name];
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(longestStepMs).toBeLessThanOrEqual(ms);
      expect(longestStepCpuMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('are not made again by requests of every kind on the day they were made for', () => {
    expect(find({ facets: [...FACETS] }).facets?.topic?.length).toBeGreaterThan(0);
    expect(find({ q: 'learning', countries: ['Germany'], facets: [...FACETS] }).total).toBeGreaterThan(0);
    const misspelt = find({ q: 'lerning' });
    expect(misspelt.total).toBe(0);
    expect(misspelt.suggestions?.length).toBeGreaterThan(0);
    expect(find({ sort: 'deadline', cfp: 'open' }).positions.length).toBeGreaterThan(0);
    expect(find({ similarTo: index.store.columns.ids[0]!, facets: ['country'] }).total).toBeGreaterThan(0);
    const upcoming = find({});
    const out = new JsonBytes();
    index.itemWriter().name(upcoming.positions[0]!, out);
    expect(out.toString()).toMatch(/^".+"$/);
    expect(counts(index)).toEqual(once);
  });

  it('leave only the sets of the day to be made again, once, on the next day', () => {
    for (let i = 0; i < 2; i++) {
      find({ cfp: 'open' }, TODAY + 1);
      find({ facets: ['year'] }, TODAY + 1);
      find({ similarTo: index.store.columns.ids[0]! }, TODAY + 1);
    }
    expect(counts(index)).toEqual({ ...once, cfpStatuses: 2, upcomingSplit: 2, seriesEditions: 2 });
  });
});

describe('an index loaded without a day, as a server loads it', () => {
  it('has the call statuses and the deadline order of the moment it was loaded: a request then builds neither again', () => {
    // A moment a second before a submission deadline that is not at midnight: the end of its day
    // lies past that deadline, so an order built for the end of the day is not the moment's.
    const { at } = index.store.submissions;
    const deadline = at.find((instant) => instant % 86_400 !== 0 && !at.includes(instant - 1))!;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date((deadline - 1) * 1000));
      const loaded = openSnapshot(file);
      const now = Date.now() / 1000;
      loaded.deadlineOrder(now);
      loaded.cfpStatuses(now);
      const day = Math.floor(now / 86_400);
      const open = { limit: 5, offset: 0, sort: 'deadline', cfp: 'open' } as const;
      expect(counts(loaded)).toEqual(once);
      // The same answer as an index built for the day (and so built again for the moment).
      expect(search(loaded, open, day, now)).toEqual(search(openSnapshot(file, day), open, day, now));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the deadlines passed (deadlinesPassed, its last count kept)', () => {
  it('is the count of instants below now at and around every deadline, asked forward, back and out of order', () => {
    const estimates = estimateOrder(index.store);
    const instants = [...index.store.submissions.at, ...estimates.at];
    expect(instants.length).toBeGreaterThan(100);
    const around = instants.flatMap((at) => [at - 1, at - 0.001, at, at + 0.001, at + 1]).sort((a, b) => a - b);
    // Out of order: each instant followed by one far from it, so that the kept count is asked outside its range.
    const jumping = around.flatMap((now, i) => [now, around[(i * 7919) % around.length]!]);
    for (const now of [...around, ...around.toReversed(), ...jumping])
      expect(index.deadlinesPassed(now)).toBe(momentCut(index.store, estimates, now));
  });
});

describe('the next moment, built ahead (momentAhead)', () => {
  /** The sets of one moment, as plain arrays (bitmaps compare by their members). */
  const momentSets = (of: SnapshotIndex, now: number) => {
    const statuses = of.cfpStatuses(now);
    const order = of.deadlineOrder(now);
    const split = of.upcomingSplit(Math.floor(now / 86_400));
    return {
      statuses: Object.fromEntries(Object.entries(statuses).map(([status, set]) => [status, set.toArray()])),
      order: [order.cut, order.order, order.rank, order.rest.toArray(), order.chunks.map((chunk) => chunk.toArray())],
      split: [split.today, split.upcoming.toArray()],
    };
  };

  it("names the next deadline's instant, and a request after it finds its sets built: the same as built on the request", () => {
    const { at } = index.store.submissions;
    // A deadline not at midnight, with no other deadline in the second before it.
    const deadline = at.find((instant) => instant % 86_400 > 60 && !at.some((a) => a < instant && a >= instant - 60))!;
    const ahead = openSnapshot(file, Math.floor(deadline / 86_400));
    const before = deadline - 30;
    ahead.deadlineOrder(before);
    ahead.cfpStatuses(before);
    const moment = ahead.momentAhead(before);
    expect(moment.at).toBe(deadline);
    const built = counts(ahead);
    runWhole(moment.steps);
    const afterSteps = counts(ahead);
    expect(afterSteps).toEqual({
      ...built,
      deadlineOrder: built.deadlineOrder! + 1,
      cfpStatuses: built.cfpStatuses! + 1,
    });
    const after = deadline + 1;
    const sets = momentSets(ahead, after);
    expect(counts(ahead)).toEqual(afterSteps);
    expect(sets).toEqual(momentSets(openSnapshot(file, Math.floor(deadline / 86_400)), after));
    // What is built already is not built again.
    runWhole(ahead.momentAhead(before).steps);
    expect(counts(ahead)).toEqual(afterSteps);
  });

  it("builds the next day's upcoming split and series editions ahead of midnight", () => {
    const midnight = (TODAY + 1) * 86_400;
    const ahead = openSnapshot(file, TODAY);
    // Deadlines fall on whole seconds: none lies between this moment and midnight.
    const moment = ahead.momentAhead(midnight - 0.5);
    expect(moment.at).toBe(midnight);
    runWhole(moment.steps);
    const built = counts(ahead);
    expect(ahead.upcomingSplit(TODAY + 1).today).toBe(TODAY + 1);
    // The editions that stand for their series on the next day too, as a day's request builds them.
    expect(ahead.seriesEditions(TODAY + 1).toArray()).toEqual(
      openSnapshot(file, TODAY + 1)
        .seriesEditions(TODAY + 1)
        .toArray(),
    );
    expect(ahead.seriesEditions(TODAY + 1).toArray()).not.toEqual(ahead.seriesEditions(TODAY + 400).toArray());
    expect(counts(ahead)).toEqual({ ...built, seriesEditions: built.seriesEditions! + 1 });
  });

  it('leaves a moment it did not build ahead (one skipped) to its first request, as before', () => {
    const ahead = openSnapshot(file, TODAY);
    const now = TODAY * 86_400;
    ahead.deadlineOrder(now);
    runWhole(ahead.momentAhead(now).steps);
    const built = counts(ahead);
    const later = now + 40 * 86_400;
    const sets = momentSets(ahead, later);
    expect(counts(ahead)).toEqual({
      ...built,
      deadlineOrder: built.deadlineOrder! + 1,
      cfpStatuses: built.cfpStatuses! + 1,
      upcomingSplit: built.upcomingSplit! + 1,
    });
    expect(sets).toEqual(momentSets(openSnapshot(file, TODAY), later));
  });
});

describe('an index built in slices (openSnapshotInSlices)', () => {
  it('holds the same structures as one built at once', async () => {
    const sliced = await openSnapshotInSlices(file, TODAY);
    expect(counts(sliced)).toEqual(once);
    expect(sliced.listing).toEqual(index.listing);
    expect(sliced.facetTables()).toEqual(index.facetTables());
    expect(sliced.facetCubes()).toEqual(index.facetCubes());
    expect(sliced.store.columns).toEqual(index.store.columns);
    expect(sliced.store.text.terms).toEqual(index.store.text.terms);
    expect(sliced.store.places.regions).toEqual(index.store.places.regions);
    expect(sliced.store.places.places).toEqual(index.store.places.places);
    expect(sliced.placeLookups).toEqual(index.placeLookups);
    // Bitmaps compare by their members (a bitmap object shows no properties to toEqual).
    const members = (lists: { entries(): IterableIterator<[number, { toArray(): number[] }]> }) =>
      [...lists.entries()].map(([key, list]) => [key, list.toArray()]);
    expect(sliced.slotTopics).toEqual(index.slotTopics);
    expect(members(sliced.slotTopics.lists)).toEqual(members(index.slotTopics.lists));
    const now = TODAY * 86_400;
    const [slicedStatuses, wholeStatuses] = [sliced.cfpStatuses(now), index.cfpStatuses(now)];
    for (const status of Object.keys(wholeStatuses) as (keyof typeof wholeStatuses)[])
      expect(slicedStatuses[status].toArray()).toEqual(wholeStatuses[status].toArray());
    const [a, b] = [sliced.deadlineOrder(now), index.deadlineOrder(now)];
    expect([a.order, a.rank, a.rest.toArray()]).toEqual([b.order, b.rank, b.rest.toArray()]);
    expect(a.chunks.map((chunk) => chunk.toArray())).toEqual(b.chunks.map((chunk) => chunk.toArray()));
    const { meta } = index.store;
    for (let country = 0; country < meta.countries.length; country++) {
      for (let topic = 0; topic < meta.topics.length; topic++) {
        expect(sliced.countryTopicList(country, topic).toArray()).toEqual(
          index.countryTopicList(country, topic).toArray(),
        );
      }
    }
    expect(sliced.seriesEditions(TODAY).toArray()).toEqual(index.seriesEditions(TODAY).toArray());
    expect(sliced.fuzzy().bytes).toBe(index.fuzzy().bytes);
    for (const word of ['lerning', 'conferense', 'fisics', 'workshop']) {
      expect(sliced.fuzzy().find(word, 2)).toEqual(index.fuzzy().find(word, 2));
    }
    const misspelt = { limit: 5, offset: 0, q: 'lerning' };
    expect(search(sliced, misspelt, TODAY)).toEqual(search(index, misspelt, TODAY));
  });
});
