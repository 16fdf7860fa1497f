/**
 * The read models of the listing operations (topics, countries, statistics), computed once per
 * loaded store and cached by store identity, so a new snapshot gets fresh numbers.
 */
import { CONTINENTS, type Continent } from '../../reference/continents.js';
import { firstStartAtOrAfter } from '../../search/columns.js';
import { dateSpan, type Store } from '../../store/store.js';
import { dateParts, dayFromParts, daysInMonth, formatIsoDate, type Day } from '../../util/dates.js';
import type { CountryEntry, StatsResponse, TopicEntry } from '../schemas.js';

interface Catalog {
  topics: TopicEntry[];
  /** Countries with events, most events first, then by name. */
  countries: CountryEntry[];
  continents: StatsResponse['continents'];
  earliest: string | null;
  latest: string | null;
}

const catalogs = new WeakMap<Store, Catalog>();

function byCountThenName(a: { count: number; name: string }, b: { count: number; name: string }): number {
  return b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

function build(store: Store): Catalog {
  const { meta, lists } = store;

  const topics: TopicEntry[] = [];
  meta.topics.forEach((topic, t) => {
    const topicList = lists.topic[t]!;
    const count = topicList.size;
    if (count === 0) return;
    const subtopics: TopicEntry['subtopics'] = [];
    meta.subtopics.forEach((sub, s) => {
      const within = topicList.andCardinality(lists.subtopic[s]!);
      if (within > 0) subtopics.push({ name: sub.name, slug: sub.slug, count: within });
    });
    subtopics.sort(byCountThenName);
    topics.push({ name: topic.name, slug: topic.slug, count, subtopics });
  });
  topics.sort(byCountThenName);

  const countries: CountryEntry[] = [];
  meta.countries.forEach((country, c) => {
    const count = lists.country[c]?.size ?? 0;
    if (count > 0) countries.push({ name: country.name, code: country.alpha2, continent: country.continent, count });
  });
  countries.sort(byCountThenName);

  const continents = CONTINENTS.map((name) => {
    const index = meta.continents.indexOf(name);
    return { name, count: index < 0 ? 0 : (lists.continent[index]?.size ?? 0) };
  });
  continents.sort(byCountThenName);

  const span = dateSpan(store);
  return {
    topics,
    countries,
    continents,
    earliest: span ? formatIsoDate(span.earliest) : null,
    latest: span ? formatIsoDate(span.latest) : null,
  };
}

function catalogOf(store: Store): Catalog {
  let found = catalogs.get(store);
  if (found === undefined) {
    found = build(store);
    catalogs.set(store, found);
  }
  return found;
}

export function topicList(store: Store): TopicEntry[] {
  return catalogOf(store).topics;
}

export function countryList(store: Store, continent?: Continent): CountryEntry[] {
  const all = catalogOf(store).countries;
  return continent === undefined ? all : all.filter((country) => country.continent === continent);
}

/** Events starting from `today` to the last day of today's month (UTC). */
export function upcomingThisMonth(store: Store, today: Day): number {
  const { year, month } = dateParts(today);
  const lastDay = dayFromParts(year, month, daysInMonth(year, month));
  const start = store.columns.start;
  return firstStartAtOrAfter(start, lastDay + 1) - firstStartAtOrAfter(start, today);
}

export function statistics(store: Store, today: Day): Omit<StatsResponse, 'success'> {
  const catalog = catalogOf(store);
  return {
    statistics: {
      total_conferences: store.size,
      total_countries: catalog.countries.length,
      total_topics: catalog.topics.length,
      upcoming_this_month: upcomingThisMonth(store, today),
      date_range: { earliest: catalog.earliest, latest: catalog.latest },
    },
    continents: catalog.continents,
  };
}
