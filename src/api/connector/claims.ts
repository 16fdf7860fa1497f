/**
 * What the words at a place of a question mean as a filter (docs/api.md, Connector tools): a phrase
 * of a call, a format or the top ranks (vocabulary.ts), a rank or a word praising the events
 * (rank-words.ts), a time window (windows.ts) or date (date-words.ts), a word that is no search
 * term, or a place, type or format as the search's hints read them. A call named in a question about when it closes ("when do their
 * calls for papers close") asks for the deadlines, not for open calls; a format word before the
 * words of a subject ("virtual reality", "online communities") is no format; a place after "based
 * in", "my lab in" is where the asker is; a distance from a city ("within 200 km of Zurich") is
 * the events that near.
 */
import {
  cityLiesIn,
  type Hint,
  queryHints,
  RADIUS_MAX_KM,
  type SnapshotIndex,
  termEventsNotOf,
} from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { type Claim, dateAt } from './date-words.js';
import { praisedAt, rankAt } from './rank-words.js';
import { codeAfterIn } from './place-codes.js';
import { cityOnlyByOtherName } from './city-words.js';
import type { Token } from './tokens.js';
import { fieldBeside, fillerBeside } from './filler-words.js';
import { formatSubjectAt } from './format-subjects.js';
import { COUNTRY_GROUPINGS } from './place-groupings.js';
import { FILLER, NO_SUBJECT, SOFT } from './vocabulary.js';
import { continentAt } from './continent-words.js';
import { areaAt } from './area-words.js';
import { closedCallAt } from './closed-calls.js';
import { phraseAt } from './phrase-claims.js';
import { askerClaim, askerIn, nearAskerClaim } from './asker-near.js';
import { excludedClaim, excludedRank, negated } from './negations.js';
import type { When } from './ranges.js';
import { windowAt } from './windows.js';
import { asChange } from './changed-windows.js';
import { isDataPhrase } from './phrase-words.js';

/** The hints the reading takes from the search: dates are read here, months and years with their context. */
const HINTED = new Set(['city', 'country', 'continent', 'region', 'type', 'format']);
const NUMBER_RE = /^\d+$/;
/** The United States written as its capitals ("US", "U.S."); "us" in lower case is the pronoun. */
const US_RE = /^U\.?S\.?$/;
export const PLACES = new Set(['city', 'country', 'continent', 'region', 'near']);
/**
 * Words before a city that ask for the events around it ("near Boston", "around Lyon", "within
 * driving distance of Boston"): near=<city>, its default radius.
 */
const NEAR_PHRASES: readonly (readonly string[])[] = [
  ['near'],
  ['around'],
  ['nearby'],
  ['close', 'to'],
  ['not', 'far', 'from'],
  ['in', 'the', 'vicinity', 'of'],
  ...['of', 'from'].flatMap((to) => [
    ['within', 'reach', to],
    ['within', 'easy', 'reach', to],
    ...['driving', 'travel', 'commuting', 'train', 'walking'].flatMap((way) => [
      ['within', way, 'distance', to],
      [way, 'distance', to],
    ]),
    ['a', 'short', 'drive', to],
    ['a', 'short', 'trip', to],
    ['a', 'short', 'train', 'ride', to],
  ]),
];

/** The words of a phrase of NEAR_PHRASES at `at`, or 0. */
const nearAt = (tokens: readonly Token[], at: number): number =>
  NEAR_PHRASES.find((words) => words.every((word, i) => tokens[at + i]?.word === word))?.length ?? 0;

/**
 * The filter these words name (one word, or two read as one name): a place, type or format, as the
 * search's hints read them; a country's name before a city of that name ("Canada" the country).
 */
export function hintOf(index: SnapshotIndex, words: string, today: Day): Pick<Hint, 'parameter' | 'value'> | undefined {
  const hints = queryHints(index, words, today);
  const hint = hints.length === 1 ? hints[0] : undefined;
  // Words read as one name are all of it: "nlp north america" is no continent, though its last two are.
  if (!hint || !HINTED.has(hint.parameter) || hint.given.split(' ').length !== words.split(' ').length)
    return undefined;
  const country = hint.parameter === 'city' && words.length > 3 ? index.countries.resolve(words) : undefined;
  return country ? { parameter: 'country', value: country.name } : hint;
}

/** Most words a format word describes before an event word ("online machine learning conferences"). */
const MOST_DESCRIBED = 4;
/** Words for events that are no type of the data ("events", "venues"). */
const EVENT_WORDS = new Set(['event', 'events', 'venue', 'venues', 'meeting', 'meetings']);

/**
 * Whether the format word at `at` describes the words of a subject after it ("virtual reality",
 * "online communities"), rather than events: "online machine learning conferences", whose words
 * end with an event word, asks for a format.
 */
function describes(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day, format: string): boolean {
  let next = at + 1;
  for (; next < tokens.length && next - at <= MOST_DESCRIBED; next++) {
    const token = tokens[next]!;
    const { word } = token;
    if (token.opens || token.listed || NUMBER_RE.test(word) || FILLER.has(word) || NO_SUBJECT.has(word)) break;
    if (SOFT.has(word) || hintOf(index, word, today) !== undefined || dateAt(tokens, next, today) !== undefined) break;
  }
  if (next === at + 1) return false;
  // "virtual reality": a phrase of the data, in events of another format ("DSS Austin Hybrid: AI
  // ...", of format hybrid, makes no subject of "hybrid AI").
  if (termEventsNotOf(index, `${tokens[at]!.word} ${tokens[at + 1]!.word}`, format) > 0) return true;
  const after = tokens[next];
  return (
    after === undefined || !(EVENT_WORDS.has(after.word) || hintOf(index, after.word, today)?.parameter === 'type')
  );
}

/** Most words of a place's name read as one ("Ho Chi Minh City", "Porto de Galinhas"). */
const PLACE_WORDS = 4;
/** The hint of the word at `at`, or of it and the next ones read as one name (the longest first), and how many words it takes. */
export function placeAfter(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day) {
  if (tokens[at] === undefined) return undefined;
  for (let length = PLACE_WORDS; length > 1; length--) {
    const words = tokens.slice(at, at + length);
    if (words.length < length || words.slice(1).some((token) => token.opens || token.listed)) continue;
    if (FILLER.has(words.at(-1)!.word)) continue;
    const hint = hintOf(index, words.map((token) => token.word).join(' '), today);
    if (hint !== undefined) return { hint, length };
  }
  const hint = hintOf(index, tokens[at]!.word, today);
  if (hint?.parameter === 'city' && cityOnlyByOtherName(tokens, at, hint.value)) return undefined;
  return hint === undefined ? undefined : { hint, length: 1 };
}

/** Most words of a grouping of countries ("south east asia"). */
const GROUPING_WORDS = 3;

/** A grouping of countries named at `at` ("Latin America", "Scandinavia"): its countries. */
/** Of each question's words, whether a place of the events starts at each position asked, read once. */
const placesOfEvents = new WeakMap<readonly Token[], Map<number, boolean>>();

/** Whether a place starts at `at`, not the asker's: a country, region or city, a grouping, an area or a continent. */
function placeOfEventsAt(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day): boolean {
  let known = placesOfEvents.get(tokens);
  if (known === undefined) placesOfEvents.set(tokens, (known = new Map()));
  let found = known.get(at);
  if (found === undefined) {
    const asker = askerIn(tokens, at);
    const place = asker ? undefined : placeAfter(index, tokens, at, today);
    const other = () =>
      (groupingAt(index, tokens, at) ?? areaAt(index, tokens, at) ?? continentAt(tokens, at)) !== undefined;
    found = !asker && ((place !== undefined && PLACES.has(place.hint.parameter)) || other());
    known.set(at, found);
  }
  return found;
}

function groupingAt(index: SnapshotIndex, tokens: readonly Token[], at: number): Claim | undefined {
  for (let length = GROUPING_WORDS; length >= 1; length--) {
    const words = tokens.slice(at, at + length);
    if (words.length < length || words.slice(1).some((token) => token.opens)) continue;
    const grouping = GROUPING_CODES.get(words.map((token) => token.word).join(' '));
    if (grouping === undefined) continue;
    const names = grouping.codes.flatMap((code) => index.countries.resolve(code)?.name ?? []);
    const text = words.map((token) => token.text).join(' ');
    const note = `"${text}" read as ${grouping.said ?? `its countries: ${names.join(', ')}`}`;
    // "in Asia but not in China": each of its countries excluded, as one country is.
    if (negated(tokens, at))
      return { length, parameters: names.flatMap((name) => excludedClaim('country', name, []).parameters), note };
    return { length, parameters: names.map((name) => ['country', name] as const), note };
  }
  return undefined;
}

/** The codes of the grouping each folded name of it names ("south-east asia"). */
const GROUPING_CODES = new Map(
  COUNTRY_GROUPINGS.flatMap(({ name, also = [], codes, said }) =>
    [name, ...also].map((written) => [written.toLowerCase(), { codes: codes.split(' '), said }] as const),
  ),
);

/** The international mile, in kilometres. */
export const KM_PER_MILE = 1.609344;
/** Units of a distance before a city ("within 200 km of Zurich"), in kilometres. */
const DISTANCE_UNITS: ReadonlyMap<string, number> = new Map([
  ...['km', 'kms', 'kilometer', 'kilometers', 'kilometre', 'kilometres'].map((unit) => [unit, 1] as const),
  ...['mi', 'mile', 'miles'].map((unit) => [unit, KM_PER_MILE] as const),
]);
/** A number of up to five digits, its unit written with it or not ("200km", "200"). */
const DISTANCE_RE = /^(\d{1,5})(km|mi)?$/;
const DISTANCE_TO = new Set(['of', 'from', 'around']);

/**
 * "within 200 km of Zurich", "100 miles from Boston": near the city, radius_km the distance in
 * kilometres, at most the widest radius the search takes (said when cut).
 */
function distanceAt(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  const from = tokens[at]?.word === 'within' ? at + 1 : at;
  const number = DISTANCE_RE.exec(tokens[from]?.word ?? '');
  if (number === null) return undefined;
  const unit = number[2] ?? tokens[from + 1]?.word ?? '';
  const to = number[2] === undefined ? from + 2 : from + 1;
  const perUnit = DISTANCE_UNITS.get(unit);
  if (perUnit === undefined || !DISTANCE_TO.has(tokens[to]?.word ?? '')) return undefined;
  const place = placeAfter(index, tokens, to + 1, today);
  if (place?.hint.parameter !== 'city') return undefined;
  const km = Math.max(1, Math.round(Number(number[1]) * perUnit));
  const radius = Math.min(km, RADIUS_MAX_KM);
  const length = to + 1 + place.length - at;
  const words = tokens.slice(at, at + length).map((token) => token.text);
  const note = radius < km ? `"${words.join(' ')}" read as ${RADIUS_MAX_KM} km, the widest radius` : undefined;
  const parameters = [['near', place.hint.value] as const, ['radius_km', String(radius)] as const];
  return { length, parameters, ...(note === undefined ? {} : { note }) };
}

/** What the words from `at` on mean, as a claim; undefined for a word left for `q`. */
export function claimAt(index: SnapshotIndex, tokens: readonly Token[], at: number, when: When): Claim | undefined {
  const { today, past } = when;
  // "other than the big four": the venues of a rank excluded (negations.ts).
  const claim = excludedRank(
    codeAfterIn(index, tokens, at) ??
      phraseAt(tokens, at) ??
      closedCallAt(tokens, at, today) ??
      distanceAt(index, tokens, at, today) ??
      rankAt(tokens, at) ??
      praisedAt(tokens, at, (first, second) => isDataPhrase(index, first, second)) ??
      windowAt(tokens, at, when) ??
      asChange(dateAt(tokens, at, today, past), tokens, at, today) ??
      groupingAt(index, tokens, at) ??
      areaAt(index, tokens, at) ??
      continentAt(tokens, at),
    tokens,
    at,
  );
  if (claim) return claim;
  const { word, text } = tokens[at]!;
  // "the US", "the U.S.": the country, though "us" is a pronoun ("not in the US": excluded).
  if (US_RE.test(text))
    return negated(tokens, at)
      ? excludedClaim('country', 'United States', [text])
      : { length: 1, parameters: [['country', 'United States']] };
  // "near me", "drive" with "I am based in Toronto" in the question: read as near it (asker-near.ts).
  const asker = nearAskerClaim(tokens, at, (from) => placeAfter(index, tokens, from, today)?.hint.parameter);
  if (asker) return asker;
  const near = nearAt(tokens, at);
  if (near > 0) {
    const place = placeAfter(index, tokens, at + near, today);
    if (place?.hint.parameter === 'city')
      return { length: place.length + near, parameters: [['near', place.hint.value]] };
    // "near Germany", "near Silicon Valley": the place or area is read on its own, "near" no subject.
    const area = at + near + (tokens[at + near]?.word === 'the' ? 1 : 0);
    if ((place && PLACES.has(place.hint.parameter)) || areaAt(index, tokens, area))
      return { length: near, parameters: [] };
  }
  const filler = (FILLER.has(word) || NO_SUBJECT.has(word)) && !fieldBeside(tokens, at);
  if (filler || NUMBER_RE.test(word) || word === 'may' || fillerBeside(tokens, at))
    return { length: 1, parameters: [] };
  const found = placeAfter(index, tokens, at, today);
  if (found === undefined) return undefined;
  const { hint, length } = found;
  // "online communities", "virtual reality": a format word before a word of a subject is no format.
  if (
    hint.parameter === 'format' &&
    length === 1 &&
    (formatSubjectAt(tokens, at) || describes(index, tokens, at, today, hint.value))
  )
    return undefined;
  // "I am based in Tokyo", "my collaborators in Amsterdam": where the asker is, no place of the events.
  if (PLACES.has(hint.parameter) && askerIn(tokens, at, (position) => placeOfEventsAt(index, tokens, position, today)))
    return askerClaim(tokens, at, length, hint);
  // "the main conferences, not the small workshops", "outside the United States" (negations.ts).
  if ((hint.parameter === 'type' || hint.parameter === 'format' || PLACES.has(hint.parameter)) && negated(tokens, at))
    return excludedClaim(
      hint.parameter,
      hint.value,
      tokens.slice(at, at + length).map((token) => token.text),
    );
  const qualifier = hint.parameter === 'city' ? qualifierAfter(index, tokens, at + length, hint.value) : undefined;
  if (qualifier) return { length: length + 1, parameters: [[hint.parameter, hint.value], qualifier] };
  return { length, parameters: [[hint.parameter, hint.value]] };
}

/** A code of a region or country in capitals: "TX", "OR", "DC", "UK". */
const CODE_RE = /^[A-Z]{2,3}$/;

/**
 * The region or country a code after a city names, with a comma or not, where the city lies in it:
 * "Austin, TX", "Portland, OR" (in capitals: "or" is the conjunction), "London, UK", "Boston MA"
 * (a tracker's acronym of the code, "CA" of CASA, is none there: "San Francisco CA").
 */
function qualifierAfter(index: SnapshotIndex, tokens: readonly Token[], at: number, city: string) {
  const token = tokens[at];
  if (token === undefined || token.opens || !CODE_RE.test(token.text) || !cityLiesIn(index, city, token.text))
    return undefined;
  // "San Diego, CA": California's code is Canada's too; the code is the country only where the city lies.
  const country = index.countries.resolve(token.text);
  return country && cityLiesIn(index, city, country.name)
    ? (['country', country.name] as const)
    : (['region', token.text] as const);
}
