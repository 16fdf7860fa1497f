/**
 * The counts behind the catalog operations (topics, countries, statistics), computed once per
 * snapshot: a few thousand bitmap cardinalities, far cheaper than the load itself.
 */
import { CONTINENTS, type Continent } from '../../reference/continents.js';
import type { CountryResolver } from '../../reference/countries.js';
import { dateSpan, type Store } from '../../store/store.js';
import type { Steps } from '../../util/sliced.js';
import type { ContinentCount, CountryCount, Listing, TopicCount } from '../types.js';

function byCountThenName(a: { count: number; name: string }, b: { count: number; name: string }): number {
  return b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** Sub-topics counted within a topic between two pauses (a topic's lists at 1M events are large). */
const SUBTOPICS_PER_STEP = 8;

/** Topics counted in steps (util/sliced.ts). */
function* topicCounts({ meta, lists }: Store): Steps<TopicCount[]> {
  const topics: TopicCount[] = [];
  for (const [t, topic] of meta.topics.entries()) {
    const topicList = lists.topic[t]!;
    if (topicList.size === 0) continue;
    const subtopics: TopicCount['subtopics'] = [];
    for (const [s, sub] of meta.subtopics.entries()) {
      if (s % SUBTOPICS_PER_STEP === 0) yield;
      const within = topicList.andCardinality(lists.subtopic[s]!);
      if (within > 0) subtopics.push({ name: sub.name, slug: sub.slug, count: within });
    }
    topics.push({
      name: topic.name,
      slug: topic.slug,
      count: topicList.size,
      subtopics: subtopics.sort(byCountThenName),
    });
  }
  return topics.sort(byCountThenName);
}

function countryCounts({ meta, lists }: Store): CountryCount[] {
  const countries: CountryCount[] = [];
  for (const [c, country] of meta.countries.entries()) {
    const count = lists.country[c]?.size ?? 0;
    if (count > 0) countries.push({ name: country.name, code: country.alpha2, continent: country.continent, count });
  }
  return countries.sort(byCountThenName);
}

function continentCounts({ meta, lists }: Store): ContinentCount[] {
  const continents = CONTINENTS.map((name) => {
    const index = meta.continents.indexOf(name);
    return { name, count: index < 0 ? 0 : (lists.continent[index]?.size ?? 0) };
  });
  return continents.sort(byCountThenName);
}

function countriesByContinent(countries: CountryCount[], resolver: CountryResolver): Map<Continent, string[]> {
  const events = new Map(countries.map((country) => [country.name, country.count]));
  const byContinent = new Map<Continent, string[]>();
  for (const continent of CONTINENTS) {
    const names = resolver.countries.filter((c) => c.continent === continent).map((c) => c.name);
    names.sort((a, b) =>
      byCountThenName({ name: a, count: events.get(a) ?? 0 }, { name: b, count: events.get(b) ?? 0 }),
    );
    byContinent.set(continent, names);
  }
  return byContinent;
}

/** The listing of `store`, in steps (util/sliced.ts). */
export function* listingSteps(store: Store, resolver: CountryResolver): Steps<Listing> {
  const countries = countryCounts(store);
  return {
    topics: yield* topicCounts(store),
    countries,
    continents: continentCounts(store),
    continentCountries: countriesByContinent(countries, resolver),
    span: dateSpan(store),
  };
}
