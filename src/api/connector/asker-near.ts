/**
 * Where the asker is ("I am based in Toronto", "my lab in Lisbon"): no place of the events, unless
 * the question asks for the events near it ("which ML conferences can I drive to?", "anything
 * near me?"): then near that city, as "within driving distance of Toronto" reads (docs/api.md,
 * Connector tools).
 */
import { RADIUS_MAX_KM } from '../../search/index.js';
import { zoneOfPlace } from '../../util/local-time.js';
import { type Claim, isMyZone } from './date-words.js';
import { stayAt, thereRefers, type Token } from './tokens.js';
import { NEAREST } from './vocabulary.js';

/** Words before "in" and a place that say where the asker or their people are ("based in Tokyo", "my lab in Lisbon"). */
const ASKER_IN = new Set(
  `based live living located am i'm we're work working study studying stay lab labs group team university
  department institute collaborators colleagues coauthors co-authors family home office student phd postdoc
  researcher professor lecturer`.split(/\s+/),
);

/** Words for places after a word of BOTH ("in either country"): the places said before, referred back to. */
const PLACE_NOUNS = new Set(['country', 'countries', 'city', 'cities', 'place', 'places', 'location', 'locations']);
export const BOTH: ReadonlySet<string> = new Set(['either', 'both', 'these', 'those', 'each']);
/** Of each question's words, where they point back to the places said ("there", "either country"), read once. */
const referred = new WeakMap<readonly Token[], readonly number[]>();
function referringWords(tokens: readonly Token[]): readonly number[] {
  let known = referred.get(tokens);
  if (known === undefined) {
    const words = tokens.map((token) => token.word);
    known = words.flatMap((word, at) =>
      thereRefers(words, at) || (BOTH.has(word) && PLACE_NOUNS.has(words[at + 1] ?? '')) ? [at] : [],
    );
    referred.set(tokens, known);
  }
  return known;
}

/**
 * Whether the place at `at` is the asker's: "based in", "my lab in" before it, or "from" in a
 * question of the events near the asker ("reachable by car from Boston"); not when the question
 * points back to it ("I'm in Germany, my co-author in the US: conferences in either country?"),
 * unless, `placeAt` telling where a place of the events starts, another place stands between
 * ("based in Singapore, I prefer conferences within Asia ... held there": Asia).
 */
export const askerIn = (tokens: readonly Token[], at: number, placeAt?: (position: number) => boolean): boolean =>
  // "I'm in Tokyo next May": a stay (stayAt), where the events asked for are.
  ((tokens[at - 1]?.word === 'in' && ASKER_IN.has(tokens[at - 2]?.word ?? '') && !stayAt(tokens, at - 1)) ||
    (tokens[at - 1]?.word === 'from' && nearAsker(tokens) !== undefined)) &&
  !referredBack(tokens, at, placeAt);

/**
 * Whether a word points back to the place at `at`: one before it, or the first after it with no
 * place of the events between (a later one has that first one's place between too).
 */
function referredBack(tokens: readonly Token[], at: number, placeAt: ((position: number) => boolean) | undefined) {
  const referring = referringWords(tokens);
  if (referring.some((refers) => refers < at)) return true;
  const next = referring.find((refers) => refers > at);
  if (next === undefined) return false;
  if (placeAt === undefined) return true;
  for (let position = at + 1; position < next; position++) if (placeAt(position)) return false;
  return true;
}

/**
 * The places the events near the asker are read of: near a city; in a country by ground ("a
 * student in Germany ... near me", "by train"), not by air, which goes farther than its borders.
 */
const placesNear = (words: string): ReadonlySet<string> =>
  new Set(FLIGHT_RE.test(words) ? ['city'] : ['city', 'country']);
const FLIGHT_RE = /\bflights?$|\bflying$/i;

/** Whether the question says the asker is in one of `places` (`placeAt`: the kind of place whose words start at a word). */
function askerInPlace(
  tokens: readonly Token[],
  placeAt: (at: number) => string | undefined,
  places: ReadonlySet<string>,
): boolean {
  for (let at = 2; at < tokens.length; at++) if (askerIn(tokens, at) && places.has(placeAt(at) ?? '')) return true;
  return false;
}

/**
 * The claim of the words at `at` that ask for the events near the asker, if they do: read, the
 * asker's city being read as near it, when the question says one; "near me" without one said
 * not read; else none (a word such as "drive" is then the question's as any other).
 */
export function nearAskerClaim(
  tokens: readonly Token[],
  at: number,
  placeAt: (at: number) => string | undefined,
): Claim | undefined {
  const length = nearAskerAt(tokens, at);
  if (length === 0) return undefined;
  const words = tokens
    .slice(at, at + length)
    .map((token) => token.text)
    .join(' ');
  if (askerInPlace(tokens, placeAt, placesNear(words))) return { length, parameters: [] };
  if (length === 1) return undefined;
  // "I'm based in Silicon Valley": an area, which the search is near no point of.
  const placed = tokens.some((_, place) => place >= 2 && askerIn(tokens, place));
  const why = placed ? 'the place you are in is read as no city' : 'the question does not say in which city you are';
  return { length, parameters: [], note: `"${words}" not read: ${why}` };
}

/** Words that ask for the events near the asker ("which can I drive to", "near me"). */
const NEAR_ASKER: readonly (readonly string[])[] = [
  ...['drive', 'driving', 'drivable', 'nearby', 'commute', 'commuting'].map((word) => [word]),
  // "which can I reach without flying?", "by train": ground travel, as driving.
  ['without', 'flying'],
  ['without', 'a', 'flight'],
  ['no', 'flights'],
  // "without a long flight", "a short flight away": the events near, widened when none are.
  ['without', 'a', 'long', 'flight'],
  ['without', 'long', 'flights'],
  ['avoid', 'long', 'flights'],
  ['short', 'flight'],
  ['short', 'flights'],
  ...['train', 'car', 'bus', 'rail'].map((way) => ['by', way]),
  ...['me', 'us', 'home'].flatMap((me) => [
    ['near', me],
    ['around', me],
    ['close', 'to', me],
    ...[...NEAREST].map((word) => [word, 'to', me]),
  ]),
  // "Which is the closest?": the events nearest the asker, nearest first.
  ...[...NEAREST].map((word) => [word]),
];

/** The words at `at` that ask for the events near the asker, as many as they are; 0 for none. */
function nearAskerAt(tokens: readonly Token[], at: number): number {
  const found = NEAR_ASKER.find((words) => words.every((word, i) => tokens[at + i]?.word === word));
  // "near US": the country.
  return found === undefined || tokens[at + found.length - 1]!.text === 'US' ? 0 : found.length;
}

/** The words of the question that ask for the events near the asker, if any ("near me"). */
function nearAsker(tokens: readonly Token[]): string | undefined {
  for (let at = 0; at < tokens.length; at++) {
    const length = nearAskerAt(tokens, at);
    if (length > 0)
      return tokens
        .slice(at, at + length)
        .map((token) => token.text)
        .join(' ');
  }
  return undefined;
}

/**
 * The claim of the place at `at` (of `length` words, the hint read there) that the two words
 * before it say is the asker's: near it when it is a city and the question asks for events near
 * the asker, else nothing read, said.
 */
export function askerClaim(
  tokens: readonly Token[],
  at: number,
  length: number,
  hint: { parameter: string; value: string },
): Claim {
  const words = tokens
    .slice(at - (tokens[at - 1]?.word === 'from' ? 1 : 2), at + length)
    .map((token) => token.text)
    .join(' ');
  const asked = nearAsker(tokens);
  const near = asked !== undefined && placesNear(asked).has(hint.parameter) ? asked : undefined;
  const city = hint.parameter === 'city' ? { askerCity: hint.value } : {};
  if (near === undefined)
    return { length, parameters: [], note: `"${words}" is where the asker is, not read as a place`, ...city };
  // "a master's student in Germany ... near me": the events in that country ("based in Singapore").
  if (hint.parameter === 'country')
    return {
      length,
      parameters: [['country', hint.value]],
      note: `"${words}" and "${near}": the events in ${hint.value}`,
      nearAsker: true,
    };
  // "a short flight", "without a long flight": farther than a drive, as far as the search reaches;
  // "the closest": nearest first, as "the closest ... to Zurich" (nearest-words.ts).
  const flight = /\b(?:short|long) flights?$/i.test(near);
  const nearest = NEAREST.has(near.split(' ')[0]!.toLowerCase());
  const wide = flight || nearest ? [['radius_km', String(RADIUS_MAX_KM)] as const] : [];
  return {
    length,
    parameters: [['near', hint.value], ...(nearest ? [['sort', 'distance'] as const] : []), ...wide],
    note: `"${words}" and "${near}": the events near it${wide.length > 0 ? `, within ${RADIUS_MAX_KM} km` : ''}`,
    nearAsker: true,
  };
}

/**
 * The zone the question names: "my time" is the zone of the city the asker says they are in ("I'm
 * in Berlin, when is the ICML deadline in my time?" is "in Berlin time"); without one it is said
 * not read.
 */
export function zoneAsked(
  zone: string | undefined,
  claims: readonly { claim: Claim }[],
  notes: string[],
): string | undefined {
  if (zone === undefined || !isMyZone(zone)) return zone;
  const city = claims.find(({ claim }) => claim.askerCity !== undefined)?.claim.askerCity;
  if (city !== undefined && zoneOfPlace(city) !== undefined) return `${city} time`;
  notes.push(
    city === undefined
      ? `"${zone}" not read: the question does not say where you are; name a zone ("in CET")`
      : `"${zone}" not read: no time zone is known for ${city}; name one ("in CET")`,
  );
  return undefined;
}
