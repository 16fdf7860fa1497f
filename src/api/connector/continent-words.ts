/**
 * Continents a question names other than by their names, which the search's hints read (docs/api.md,
 * Connector tools): by an adjective ("European", "North American"), as "the Americas", and as
 * "North or South America" (one continent's name shared by two): each continent, the countries of
 * all of them searched (place-settling.ts).
 */
import type { Claim } from './date-words.js';
import type { Token } from './tokens.js';
import { CONTINENT_ADJECTIVES } from './vocabulary.js';

const AMERICAS: Claim['parameters'] = [
  ['continent', 'North America'],
  ['continent', 'South America'],
];
/** Words that join "North" and "South" before their one "America" ("North or South America", "North/South America"). */
const JOINS = new Set(['or', 'and']);
const SIDES = new Set(['north', 'south']);

/** "North or South America", "South and North America", "North/South America": both; how many words. */
function bothAmericas(tokens: readonly Token[], at: number): number | undefined {
  const word = (i: number) => tokens[at + i]?.word ?? '';
  if (!SIDES.has(word(0))) return undefined;
  const joined = JOINS.has(word(1)) && !tokens[at + 2]?.opens ? 2 : tokens[at + 1]?.listed ? 1 : undefined;
  if (joined === undefined || tokens[at + joined]?.opens) return undefined;
  const other = word(joined);
  if (!SIDES.has(other) || other === word(0) || word(joined + 1) !== 'america' || tokens[at + joined + 1]!.opens)
    return undefined;
  return joined + 2;
}

/** A continent named at `at` by its adjective, or the two of the Americas: the continents. */
export function continentAt(tokens: readonly Token[], at: number): Claim | undefined {
  if (tokens[at]?.word === 'americas') return { length: 1, parameters: AMERICAS };
  const both = bothAmericas(tokens, at);
  if (both !== undefined) return { length: both, parameters: AMERICAS };
  for (const length of [2, 1]) {
    const words = tokens.slice(at, at + length);
    if (words.length < length || (length === 2 && words[1]!.opens)) continue;
    const key = words.map((token) => token.word).join(' ');
    if (Object.hasOwn(CONTINENT_ADJECTIVES, key))
      return { length, parameters: [['continent', CONTINENT_ADJECTIVES[key]!]] };
  }
  return undefined;
}
