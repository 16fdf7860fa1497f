/**
 * The refusal of a topic, sub-topic or country that names nothing known, with the most useful
 * hint (docs/api.md, Errors): where the value is valid instead (a sub-topic given as a topic, a
 * city given as a country), what an initialism stands for, or the closest names. Values of three
 * or fewer characters get no fuzzy guess: "AI" is not "Law" and "Air" is not "AI".
 */
import { type Continent, parseContinent } from '../../reference/continents.js';
import { nameKey } from '../../reference/fold.js';
import { closestByWords, closestMatches } from '../../reference/suggest.js';
import { citySlots } from '../../store/city-names.js';
import { expressionWords } from '../../text/expansions.js';
import { singular } from '../../text/inflection.js';
import { INITIALISMS } from '../../text/initialisms.js';
import { CountryListError, type NamedFilter, UnknownValueError } from '../verb-refusals.js';
import type { IndexView } from '../index-view.js';
import { categoryWords, holdsEvery } from './category-words.js';
import { ownValue } from '../../util/own-value.js';

/** What a refusal looks up: the store's names, the listed topics and the country resolver. */
type Names = Pick<IndexView, 'store' | 'listing' | 'countries'>;

const SUGGESTIONS = 3;
const SHORT = 3;
const LIST_SEPARATORS = /\s*(?:[,;|/]|\band\b|&)\s*/i;

/** The name among `names` that the value, or the phrase of the initialism it is, spells. */
function spelled(value: string, names: readonly string[]): string | undefined {
  const keys = [nameKey(value), nameKey(ownValue(INITIALISMS, nameKey(value)) ?? '')];
  return names.find((name) => keys.includes(nameKey(name)));
}

function closest(value: string, names: readonly string[]): string[] {
  const initialism = spelled(value, names);
  if (initialism !== undefined && nameKey(initialism) !== nameKey(value)) return [initialism];
  return nameKey(value).replace(/ /g, '').length <= SHORT ? [] : closestMatches(value, names, SUGGESTIONS);
}

/** The topic a sub-topic has the most events in. */
function topicOf(index: Names, subtopic: string): string[] {
  const topic = index.listing.topics.find((t) => t.subtopics.some((s) => s.name === subtopic));
  return topic ? [topic.name] : [];
}

/** Sub-topics named in a topic's refusal at most. */
export const NAMED_SUBTOPICS = 10;

/**
 * The sub-topics whose names hold every word of the value (plurals folded), most events first:
 * `topic=Quantum` names Quantum Computing and Quantum Physics. None for a value of stop words.
 */
function subtopicsWithWords(index: Names, value: string): string[] {
  const words = expressionWords(value).map(singular);
  if (words.length === 0) return [];
  const { meta, lists } = index.store;
  const { subtopics } = categoryWords(index.store);
  return meta.subtopics
    .map((sub, at) => ({ name: sub.name, events: lists.subtopic[at]!.size, own: subtopics[at]! }))
    .filter(({ own }) => holdsEvery(own, words))
    .sort((a, b) => b.events - a.events || (a.name < b.name ? -1 : 1))
    .slice(0, NAMED_SUBTOPICS)
    .map(({ name }) => name);
}

/**
 * An unknown topic: a sub-topic's name points to subtopic; a word of sub-topics' names
 * (`Quantum`) points to subtopic with them all, with their topics; else the closest topics.
 */
export function unknownTopic(index: Names, value: string): UnknownValueError {
  const { meta } = index.store;
  const topics = meta.topics.map((t) => t.name);
  const subtopic = spelled(
    value,
    meta.subtopics.map((s) => s.name),
  );
  const named = subtopic ? [subtopic] : subtopicsWithWords(index, value);
  const elsewhere =
    named.length > 0
      ? {
          parameter: 'subtopic' as const,
          value: named.join(','),
          within: [...new Set(named.flatMap((name) => topicOf(index, name)))],
        }
      : undefined;
  return new UnknownValueError('topic', value, elsewhere ? [] : closest(value, topics), topics, elsewhere);
}

/** An unknown series, with the closest series keys. */
export function unknownSeries(value: string, keys: readonly string[]): UnknownValueError {
  return new UnknownValueError('series', value, closestMatches(value, keys, SUGGESTIONS));
}

export function unknownSubtopic(index: Names, value: string): UnknownValueError {
  const { meta } = index.store;
  const topic = spelled(
    value,
    meta.topics.map((t) => t.name),
  );
  const elsewhere = topic ? { parameter: 'topic' as const, value: topic, within: [] } : undefined;
  const subtopics = meta.subtopics.map((s) => s.name);
  return new UnknownValueError('subtopic', value, elsewhere ? [] : closest(value, subtopics), [], elsewhere);
}

/**
 * Groupings sent as a country that stand for a continent, with a note on the difference; and
 * every continent's own name (parseContinent).
 */
const LIST_THEM = 'or list the countries you mean in countries';
const CONTINENT_GROUPINGS: Readonly<Record<string, { continent: Continent; note: string[] }>> = {
  eu: { continent: 'Europe', note: ['every European country, not only EU members;', LIST_THEM] },
  'european union': { continent: 'Europe', note: ['every European country, not only EU members;', LIST_THEM] },
  'latin america': { continent: 'South America', note: ['Mexico and Central America are in North America'] },
  'central america': { continent: 'North America', note: [LIST_THEM] },
  'southeast asia': { continent: 'Asia', note: [LIST_THEM] },
  'middle east': { continent: 'Asia', note: [LIST_THEM] },
  scandinavia: { continent: 'Europe', note: [LIST_THEM] },
  americas: { continent: 'North America', note: ['or South America'] },
};

function continentGrouping(value: string): { continent: Continent; note: string[] } | undefined {
  const continent = parseContinent(value);
  if (continent !== undefined) return { continent, note: [] };
  return ownValue(CONTINENT_GROUPINGS, nameKey(value));
}

/**
 * An unknown region: a continent or a grouping that stands for one ("Southeast Asia", "Middle
 * East") points to `continent`, as for a country; else the region names closest word by word
 * (reference/suggest.ts), so a name of several words is never offered one that only looks alike
 * letter by letter (South Australia for Southeast Asia).
 */
export function unknownRegion(value: string, names: readonly string[]): UnknownValueError {
  const grouping = continentGrouping(value);
  if (grouping) {
    const elsewhere = { parameter: 'continent' as const, value: grouping.continent, within: grouping.note };
    return new UnknownValueError('region', value, [], [], elsewhere);
  }
  return new UnknownValueError('region', value, closestByWords(value, names, SUGGESTIONS));
}

/** The countries an unknown country value names as a city, if any. */
function cityCountries(index: Names, value: string): string[] {
  const { lists, columns, meta } = index.store;
  const countries = new Set<string>();
  for (const slot of citySlots(index.store.cityNames, value)) {
    const first = lists.city.at(slot)!.minimum();
    const country = meta.countries[columns.country[first]!];
    if (country) countries.add(country.name);
  }
  return [...countries];
}

export function unknownCountry(
  index: Names,
  value: string,
  parameter: NamedFilter = 'country',
): UnknownValueError | CountryListError {
  const parts = value.split(LIST_SEPARATORS).filter((part) => part !== '');
  if (parts.length > 1 && parts.every((part) => index.countries.resolve(part))) {
    return new CountryListError(value, parts.join(','));
  }
  if (value.includes(',')) return new CountryListError(value, value);
  const grouping = continentGrouping(value);
  if (grouping) {
    const elsewhere = { parameter: 'continent' as const, value: grouping.continent, within: grouping.note };
    return new UnknownValueError(parameter, value, [], [], elsewhere);
  }
  const within = cityCountries(index, value);
  if (within.length > 0) return new UnknownValueError(parameter, value, [], [], { parameter: 'city', value, within });
  const suggestions =
    nameKey(value).replace(/ /g, '').length <= SHORT ? [] : index.countries.suggest(value, SUGGESTIONS);
  return new UnknownValueError(parameter, value, suggestions);
}
