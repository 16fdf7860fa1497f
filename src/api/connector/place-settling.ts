/**
 * The places of a question settled once it is read (docs/api.md, Connector tools): several
 * continents ("in Europe or Asia"), which `continent` takes one of, are their countries; and the
 * search refuses a region outside the countries given, so "the US Pacific Northwest" (the United
 * States; Washington, Oregon and British Columbia) keeps the regions of the United States, a
 * region of no country named that is a city of its name is that city ("Hong Kong or Macau"), and
 * any other is not read. Each change is said in the notes.
 */
import type { Continent } from '../../reference/continents.js';
import { nameKey } from '../../reference/index.js';
import { cityLiesIn, type SnapshotIndex } from '../../search/index.js';
import { PLACES } from './claims.js';
import type { Claim } from './date-words.js';
import { listText } from './list-text.js';
import type { Token } from './tokens.js';

/**
 * `parameters` with several continents ("Europe or Asia"), or a continent beside a country off it
 * ("Germany or Asia"), read as their countries, with the countries named; of continents the question
 * prefers (`preferred`: "preferably in Europe or North America"), so are the countries.
 */
export function settleContinents(
  parameters: Record<string, string>,
  index: SnapshotIndex,
  notes: string[],
  preferred: string[] = [],
): void {
  const { continent, country } = parameters;
  if (continent === undefined) return;
  const continents = continent.split(',') as Continent[];
  const named = country?.split(',') ?? [];
  const on = (name: string) => continents.includes(index.countries.resolve(name)?.continent as Continent);
  if (continents.length === 1 && named.every(on)) return;
  const countries = [...new Set([...named, ...continents.flatMap((one) => index.continentCountries(one))])];
  delete parameters.continent;
  parameters.country = countries.join(',');
  if (preferred.includes('continent')) preferred.splice(preferred.indexOf('continent'), 1, 'country');
  const beside = named.length > 0 ? `, beside country=${listText(country!)}` : '';
  notes.push(`continent ${continents.join(', ')} read as ${countries.length - named.length} countries${beside}`);
}

/** The two-letter codes of the countries a region value (a name or ISO 3166-2 code) may lie in. */
const regionCountries = (index: SnapshotIndex, value: string): string[] =>
  index.placeLookups.regionCodes(nameKey(value)).map((code) => code.slice(0, 2));

/** `parameters` with only the regions that lie in a country they name, when they name both. */
export function settleRegions(parameters: Record<string, string>, index: SnapshotIndex, notes: string[]): void {
  const { region, country } = parameters;
  if (region === undefined || country === undefined) return;
  const countries = new Set(country.split(',').flatMap((name) => index.countries.resolve(name)?.alpha2 ?? []));
  const values = region.split(',');
  const kept = values.filter((value) => regionCountries(index, value).some((alpha2) => countries.has(alpha2)));
  if (kept.length === values.length) return;
  const outside = values.filter((value) => !kept.includes(value));
  // "Hong Kong or Macau": a region that is a city of its own name is that city, another place.
  const cities = outside.filter((value) => cityLiesIn(index, value, value));
  const left = outside.filter((value) => !cities.includes(value));
  if (cities.length > 0) {
    parameters.city = [...(parameters.city?.split(',') ?? []), ...cities].join(',');
    notes.push(`region ${cities.join(', ')} read as the city, beside country=${country}`);
  }
  if (left.length > 0) notes.push(`region ${left.join(', ')} not read: outside country=${country}`);
  if (kept.length > 0) parameters.region = kept.join(',');
  else delete parameters.region;
}

/** Most words between a place and "or online" after it ("in South America in 2027, or online"). */
export const WORDS_BEFORE_OR = 3;
/** The formats of events one attends from anywhere: "online", "remote" (vocabulary.ts). */
const ONLINE: ReadonlySet<string> = new Set(['online', 'online,hybrid']);
/** Words that may stand between "or" and a place after it: "online or in Europe". */
const BEFORE_PLACE = new Set(['in', 'at', 'near', 'the']);

/**
 * "in Europe or online", "online or in Berlin", "in Berlin or with virtual attendance": the place's
 * events and the online ones (`include_online=true`), not events both online and there, which
 * none is. Said in `notes`.
 */
export function settleOnlineBeside(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  claims: readonly { claim: Claim; at: number }[],
  notes: string[],
): void {
  if (!ONLINE.has(parameters.format ?? '') || ![...PLACES].some((name) => parameters[name] !== undefined)) return;
  const online = claims.find(({ claim }) => claim.parameters.some(([name]) => name === 'format'));
  if (online === undefined) return;
  const isPlace = ({ claim }: { claim: Claim }) => claim.parameters.some(([name]) => PLACES.has(name));
  const { at, claim } = online;
  let after = at + claim.length + 1;
  while (BEFORE_PLACE.has(tokens[after]?.word ?? '')) after++;
  // "or with virtual attendance": "with" between "or" and the format.
  const or = tokens[at - 1]?.word === 'with' ? at - 2 : at - 1;
  // "in South America in 2027, or online": a few words of the same sentence between the place and "or".
  const before = (one: { claim: Claim; at: number }) => {
    const end = one.at + one.claim.length;
    return end <= or && or - end <= WORDS_BEFORE_OR && !tokens.slice(end, or + 1).some((token) => token.opens);
  };
  const joined =
    (tokens[or]?.word === 'or' && claims.some((one) => isPlace(one) && before(one))) ||
    (tokens[at + claim.length]?.word === 'or' && claims.some((one) => isPlace(one) && one.at === after));
  if (!joined) return;
  delete parameters.format;
  parameters.include_online = 'true';
  notes.push('"or online": the online events too, beside those of the place (include_online=true)');
}
