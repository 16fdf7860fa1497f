/**
 * The plan steps of the category filters (docs/api.md, Matching): topic, sub-topic, type and
 * format (each a list, any of its values), and country and continent. Names are resolved here;
 * an unknown topic, sub-topic or country is refused with the closest valid values.
 */
import { nameKey } from '../../reference/fold.js';
import type { RoaringBitmap32 } from '../../util/roaring.js';
import type { IndexView } from '../index-view.js';
import type { SearchFilters } from '../types.js';
import { givenCountries } from './country-list.js';
import { type Plan, type PlanStep, union, valuesOf } from './plan.js';
import { unknownCountry, unknownSubtopic, unknownTopic } from './unknown-values.js';

/** Posting lists of named values (topics, sub-topics): their union; an unknown name is refused. */
function namedUnion(
  index: IndexView,
  kind: string,
  names: readonly string[],
  byKey: ReadonlyMap<string, number>,
  lists: readonly RoaringBitmap32[],
  refuse: (name: string) => Error,
): RoaringBitmap32 {
  const at = names.map((name) => {
    const found = byKey.get(nameKey(name));
    if (found === undefined) throw refuse(name);
    return found;
  });
  return union(index, kind, [...new Set(at)], lists);
}

export const planTopic: PlanStep = (index, filters, plan) => {
  const topics = valuesOf(filters.topic, filters.topics);
  if (topics.length === 0) return;
  const refuse = (name: string) => unknownTopic(index, name);
  plan.sets.push(namedUnion(index, 't', topics, index.topicByKey, index.store.lists.topic, refuse));
};

export const planSubtopic: PlanStep = (index, filters, plan) => {
  const subtopics = valuesOf(filters.subtopic, filters.subtopics);
  if (subtopics.length === 0) return;
  const refuse = (name: string) => unknownSubtopic(index, name);
  plan.sets.push(namedUnion(index, 's', subtopics, index.subtopicByKey, index.store.lists.subtopic, refuse));
};

export const planType: PlanStep = (index, filters, plan) => {
  const { meta, lists } = index.store;
  const types = valuesOf(filters.type, filters.types);
  if (types.length === 0) return;
  plan.sets.push(
    union(
      index,
      'y',
      types.map((type) => meta.types.indexOf(type)),
      lists.type,
    ),
  );
};

export const planFormat: PlanStep = (index, filters, plan) => {
  const { meta, lists } = index.store;
  if (filters.formats === undefined) return;
  const formats = filters.formats;
  plan.sets.push(
    union(
      index,
      'f',
      formats.map((format) => meta.formats.indexOf(format)),
      lists.format,
    ),
  );
};

const countriesGiven = (filters: SearchFilters): boolean =>
  filters.country !== undefined || (filters.countries !== undefined && filters.countries.length > 0);

/**
 * Stored names of the countries given, `country` (a comma list: country-list.ts) then `countries`,
 * once each, kept only on the continent if one is given; an unknown one is refused naming the
 * parameter it came in.
 */
function resolveCountries(index: IndexView, filters: SearchFilters): string[] {
  const names: string[] = [];
  for (const { text, parameter, country } of givenCountries(index.countries, filters)) {
    if (!country) throw unknownCountry(index, text, parameter);
    const onContinent = filters.continent === undefined || country.continent === filters.continent;
    if (onContinent && !names.includes(country.name)) names.push(country.name);
  }
  return names;
}

/** `country` and `countries`: one filter, events in any of them (narrowed by `continent` when given). */
export const planCountry: PlanStep = (index, filters, plan) => {
  if (!countriesGiven(filters)) return;
  const names = resolveCountries(index, filters);
  plan.countriesIncluded = names;
  const positions = names.flatMap((name) => index.countryByName.get(name) ?? []);
  if (positions.length === 0) plan.impossible = true;
  else plan.sets.push(union(index, 'n', positions, index.store.lists.country));
  useCountryTopicList(index, filters, plan);
};

/** `continent` alone selects every country of it; with a country it narrows that filter (planCountry). */
export const planContinent: PlanStep = (index, filters, plan) => {
  if (countriesGiven(filters) || filters.continent === undefined) return;
  const { meta, lists } = index.store;
  plan.countriesIncluded = index.continentCountries(filters.continent);
  plan.sets.push(lists.continent[meta.continents.indexOf(filters.continent)]!);
};

/**
 * One country and one topic: their two lists replaced by the precomputed list of the pair (the
 * same events: pair-lists.ts), so that the search does not intersect them.
 */
function useCountryTopicList(index: IndexView, filters: SearchFilters, plan: Plan): void {
  const topics = valuesOf(filters.topic, filters.topics);
  if (topics.length !== 1 || plan.countriesIncluded.length !== 1) return;
  const t = index.topicByKey.get(nameKey(topics[0]!));
  const c = index.countryByName.get(plan.countriesIncluded[0]!);
  if (t === undefined || c === undefined) return;
  const { lists } = index.store;
  const topicAt = plan.sets.indexOf(lists.topic[t]!);
  const countryAt = plan.sets.indexOf(lists.country[c]!);
  if (topicAt < 0 || countryAt < 0) return;
  plan.sets = plan.sets.filter((_, at) => at !== topicAt && at !== countryAt);
  plan.sets.push(index.countryTopicList(c, t));
}
