/**
 * The places and deadlines rows of the engine benchmark (docs/api.md, Places; Deadlines and time
 * zones): "City, Region" read as one place, a bare city of several places, a place without events
 * (its nearest cities with events) by `city` and by `near`, `include_online` beside a place filter,
 * `cfp=open` with a deadline range (the deadlines that keep a call open), and a page of ten items
 * written with every deadline and its instant in a time zone (`include=deadlines&tz=`). The "cold"
 * rows empty the caches the row fills before every search, so that each one pays for its sets.
 */
import type { Bench } from 'tinybench';
import { writeItem } from '../../src/api/views/event-writers.js';
import { placeLabel } from '../../src/search/components/place-names.js';
import { endOfDay, type SearchFilters, type SnapshotIndex, search } from '../../src/search/index.js';
import type { Day } from '../../src/util/dates.js';
import { JsonBytes } from '../../src/util/json-bytes.js';

/** The most populous known place without events (none at a city slot's point), as "City, Region, Country". */
function placeWithoutEvents(index: SnapshotIndex): string {
  const { places } = index.store;
  for (let place = 0; place < places.latitude.length; place++) {
    if (index.placeLookups.slotAt(places.latitude[place]!, places.longitude[place]!) === undefined) {
      return placeLabel(index, place);
    }
  }
  throw new Error('every known place has events');
}

interface PlaceShape {
  name: string;
  filters: Partial<SearchFilters>;
  /** Which cache to empty before each search (the sets the row computes), or none. */
  cold?: 'unions' | 'dateSets';
}

function shapes(index: SnapshotIndex, today: Day): PlaceShape[] {
  const without = placeWithoutEvents(index);
  return [
    { name: 'places: city "Paris, Texas"', filters: { city: 'Paris, Texas' } },
    { name: 'places: bare city of several places (London)', filters: { city: 'London' } },
    { name: `places: city without events (${without})`, filters: { city: without } },
    { name: 'places: near a place without events', filters: { near: { place: without } } },
    {
      name: 'places: continent + include_online, cold',
      filters: { continent: 'Europe', includeOnline: true },
      cold: 'unions',
    },
    {
      name: 'places: city + topic + include_online, cold',
      filters: { city: 'Berlin', topic: 'Computer Science', includeOnline: true },
      cold: 'unions',
    },
    {
      name: 'deadlines: cfp=open + deadline range (30 days), cold',
      filters: { cfp: 'open', deadlineFrom: today + 30, deadlineTo: today + 60 },
      cold: 'dateSets',
    },
    {
      name: 'deadlines: cfp=open + deadline_to (a year), cold',
      filters: { cfp: 'open', deadlineTo: today + 365 },
      cold: 'dateSets',
    },
  ];
}

const PAGE_WITH_DEADLINES = 'deadlines: page of 10 with include=deadlines + tz';

/** Adds the rows to `bench`; `totals` gets each one's total. */
export function addPlaceTasks(bench: Bench, index: SnapshotIndex, today: Day, totals: Map<string, number>): void {
  for (const shape of shapes(index, today)) {
    const filters: SearchFilters = { limit: 10, offset: 0, ...shape.filters };
    totals.set(shape.name, search(index, filters, today).total);
    bench.add(shape.name, () => {
      if (shape.cold) index.caches[shape.cold].clear();
      search(index, filters, today);
    });
  }
  // The search and its page written as the answer's items are, with every deadline in Europe/Berlin.
  const filters: SearchFilters = { cfp: 'open', sort: 'deadline', limit: 10, offset: 0 };
  const show = { deadlines: true, zone: 'Europe/Berlin' };
  const out = new JsonBytes();
  const now = endOfDay(today);
  totals.set(PAGE_WITH_DEADLINES, search(index, filters, today).total);
  bench.add(PAGE_WITH_DEADLINES, () => {
    const { positions } = search(index, filters, today);
    const values = index.itemWriter();
    values.warm(positions);
    out.reset();
    for (const position of positions) writeItem(values, position, out, now, undefined, show);
  });
}
