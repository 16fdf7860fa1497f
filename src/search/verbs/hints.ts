/**
 * Hints (docs/api.md, Zero results): for a search that found nothing, the filter to use instead of
 * what was sent. A word of q (or two adjacent words) that is a known city, country, continent,
 * region, month or year points to that filter (and an event type or format, "conferences",
 * "online", to type or format); a city or region only when the word alone, as q, finds fewer
 * events than it has ("rust" names more events than Rust, Germany); a sub-topic sent with a
 * topic it does not belong to points to its own topic. Only plain words of q count (not phrases or
 * excluded words); at most one hint per word.
 */
import { nameKey } from '../../reference/fold.js';
import { parseContinent } from '../../reference/continents.js';
import { citySlots } from '../../store/city-names.js';
import { dateParts, type Day, MONTH_NAMES } from '../../util/dates.js';
import { unknownAcronymHint } from '../components/acronym-reading.js';
import { parseQuery } from '../components/query-syntax.js';
import { queryTerms, termSet } from '../components/query-terms.js';
import { RoaringBitmap32 } from '../../util/roaring.js';
import type { Hint, SearchFilters } from '../types.js';
import type { IndexView } from '../index-view.js';
import { ownValue } from '../../util/own-value.js';

type Names = Pick<
  IndexView,
  'store' | 'caches' | 'countries' | 'listing' | 'topicByKey' | 'subtopicByKey' | 'placeLookups'
>;

const YEAR_RE = /^(19|20)\d\d$/;
/** Country names this short are written in q as aliases, never as ISO codes ("ai", "it" are words). */
const SHORT_COUNTRY_ALIASES = new Set(['usa', 'uk', 'uae']);

/** Words of q that are an event type or format, and the filter value each means. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  conference: 'conference',
  conferences: 'conference',
  conf: 'conference',
  confs: 'conference',
  congress: 'conference',
  congresses: 'conference',
  symposium: 'conference',
  symposia: 'conference',
  symposiums: 'conference',
  workshop: 'workshop',
  workshops: 'workshop',
  seminar: 'seminar',
  seminars: 'seminar',
  webinar: 'webinar',
  webinars: 'webinar',
};
const FORMAT_WORDS: Readonly<Record<string, string>> = { online: 'online', virtual: 'online', hybrid: 'hybrid' };

/** How many events `words` find as a q of their own (all words, the last also as a prefix). */
function wordEvents(index: Names, words: string): number {
  const [first, ...rest] = queryTerms(words).map((term) => termSet(index, term));
  if (first === undefined) return 0;
  return rest.reduce((found, set) => RoaringBitmap32.and(found, set), first).size;
}

/**
 * The stored name of the city `words` names, if any event is there and the words alone find fewer
 * events than the city has (else they are more likely meant as words: `q=rust` is the language).
 */
function cityNamed(index: Names, words: string): string | undefined {
  const slots = citySlots(index.store.cityNames, words);
  if (slots.length === 0) return undefined;
  const { lists, columns } = index.store;
  const inCity = slots.reduce((sum, slot) => sum + lists.city.sizes[slot]!, 0);
  if (wordEvents(index, words) >= inCity) return undefined;
  const first = lists.city.at(slots[0]!)!.minimum();
  return index.store.dictionaries.city.get(columns.city[first]!);
}

function countryNamed(index: Names, words: string): string | undefined {
  if (words.length <= 3 && !SHORT_COUNTRY_ALIASES.has(words)) return undefined;
  return index.countries.resolve(words)?.name;
}

/**
 * The region `words` name with the most events ("Texas", "Bavaria"; by a name of 4 letters or
 * more: "in" and "ca" are words), if the words alone find fewer events than it has: its name and events.
 */
function regionNamed(index: Names, words: string): { name: string; events: number } | undefined {
  if (words.length <= 3) return undefined;
  const { lists, regions } = index.store;
  const found = index.placeLookups.regions(nameKey(words)).filter((at) => lists.region.sizes[at]! > 0);
  if (found.length === 0) return undefined;
  const most = found.reduce((best, at) => (lists.region.sizes[at]! > lists.region.sizes[best]! ? at : best));
  const events = lists.region.sizes[most]!;
  return wordEvents(index, words) < events ? { name: regions.name(most), events } : undefined;
}

/** The month filter for a month name: that month this year if it has not ended, else next year's. */
function monthValue(month: number, today: Day): string {
  const now = dateParts(today);
  const year = month >= now.month ? now.year : now.year + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A region this many times the events of the city named like it is what the name means ("California"). */
const REGION_OVER_CITY = 10;

/**
 * The place a word (or two) of q names: a city, else a country, else a continent, else a region;
 * a region before a city of its name the data cannot place ("Texas" written as a city) or that has
 * a tenth of its events or fewer ("California", a town of Maryland on the public trackers), and
 * before a country with no events (Georgia, the state, on data with none in Georgia, the country).
 */
function placeHint(index: Names, words: string): Hint | undefined {
  const region = regionNamed(index, words);
  const city = cityNamed(index, words);
  if (city !== undefined && !(region && regionOverCity(index, words, region.events))) {
    return { reason: 'city_in_q', given: words, parameter: 'city', value: city };
  }
  const country = countryNamed(index, words);
  // The listing holds the countries with events.
  const hasEvents = (name: string) => index.listing.countries.some((listed) => listed.name === name);
  if (country !== undefined && !(region && !hasEvents(country))) {
    return { reason: 'country_in_q', given: words, parameter: 'country', value: country };
  }
  const continent = parseContinent(words);
  if (continent !== undefined) {
    return { reason: 'continent_in_q', given: words, parameter: 'continent', value: continent };
  }
  return region && { reason: 'region_in_q', given: words, parameter: 'region', value: region.name };
}

/** Whether a region of `events` events is meant rather than the cities of the name: none placed, or few events. */
function regionOverCity(index: Names, words: string, events: number): boolean {
  const { geo, lists } = index.store;
  const slots = Array.from(citySlots(index.store.cityNames, words));
  const inCities = slots.reduce((sum, slot) => sum + lists.city.sizes[slot]!, 0);
  return slots.every((slot) => Number.isNaN(geo.latitude[slot]!)) || events >= REGION_OVER_CITY * inCities;
}

/** The hint for a word (or two) of q, if it names a place or a date. */
function wordHint(index: Names, words: string, today: Day): Hint | undefined {
  const place = placeHint(index, words);
  if (place !== undefined) return place;
  const month = (MONTH_NAMES as readonly string[]).indexOf(words);
  if (month >= 0) {
    return { reason: 'month_in_q', given: words, parameter: 'month', value: monthValue(month + 1, today) };
  }
  if (YEAR_RE.test(words)) return { reason: 'year_in_q', given: words, parameter: 'year', value: words };
  const type = ownValue(TYPE_WORDS, words);
  if (type !== undefined) return { reason: 'type_in_q', given: words, parameter: 'type', value: type };
  const format = ownValue(FORMAT_WORDS, words);
  if (format !== undefined) return { reason: 'format_in_q', given: words, parameter: 'format', value: format };
  return undefined;
}

/** The plain words of q, in order (those of phrases and excluded clauses left out). */
function plainWords(q: string): string[] {
  const words: string[] = [];
  for (const clause of parseQuery(q).clauses) {
    if (clause.negated) continue;
    for (const unit of clause.units) if (unit.kind === 'words') words.push(...unit.terms.flatMap((t) => t.words));
  }
  return words;
}

/** Most adjacent words of q read as one name ("ho chi minh city", "rio de janeiro"). */
const NAME_WORDS = 4;

/**
 * Every word (or run of up to NAME_WORDS adjacent words, the longest first) of q that names a city,
 * country, continent, region, month, year, event type or format, read as the hints read them,
 * whatever the search finds: the connector search (src/api) applies them as filters.
 */
export function queryHints(index: Names, q: string, today: Day): Hint[] {
  const words = plainWords(q);
  const hints: Hint[] = [];
  for (let i = 0; i < words.length; ) {
    let length = Math.min(NAME_WORDS, words.length - i);
    let hint: Hint | undefined;
    for (; length > 0 && hint === undefined; length--)
      hint = wordHint(index, words.slice(i, i + length).join(' '), today);
    if (hint) hints.push(hint);
    i += hint ? length + 1 : 1;
  }
  return hints;
}

/** Sub-topics sent with topics none of which they belong to: each points to its own topic. */
function subtopicHints(index: Names, filters: SearchFilters): Hint[] {
  // Not Array.prototype.flat: at about 5 µs a call it was most of the hints' cost.
  const topics = [...(filters.topic === undefined ? [] : [filters.topic]), ...(filters.topics ?? [])];
  const subtopics = [...(filters.subtopic === undefined ? [] : [filters.subtopic]), ...(filters.subtopics ?? [])];
  if (topics.length === 0 || subtopics.length === 0) return [];
  const { meta } = index.store;
  const topicNames = topics.map((topic) => meta.topics[index.topicByKey.get(nameKey(topic))!]?.name);
  const hints: Hint[] = [];
  for (const given of subtopics) {
    const name = meta.subtopics[index.subtopicByKey.get(nameKey(given))!]?.name;
    // An event may have several topics: the sub-topic's topic is the one with the most of its events.
    const within = (topic: (typeof index.listing.topics)[number]) =>
      topic.subtopics.find((s) => s.name === name)?.count ?? 0;
    const owners = index.listing.topics.filter((topic) => within(topic) > 0).sort((a, b) => within(b) - within(a));
    if (owners.length === 0 || owners.some((owner) => topicNames.includes(owner.name))) continue;
    hints.push({
      reason: 'subtopic_of_other_topic',
      given,
      parameter: 'topic',
      value: owners[0]!.name,
      detail: topicNames.filter((n) => n !== undefined).join(', '),
    });
  }
  return hints;
}

/** The hints of a search that found nothing (see the top of this file). */
export function zeroResultHints(index: Names, filters: SearchFilters, today: Day): Hint[] {
  return [
    ...subtopicHints(index, filters),
    ...unknownAcronymHint(index, filters),
    ...(filters.q === undefined ? [] : queryHints(index, filters.q, today)),
  ];
}
