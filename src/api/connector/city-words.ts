/**
 * A word that names a city only by another of its names or by a part of its name ("dual" is one
 * of Douala's names, "lion" one of Lyon's, "gold" a part of Gold Coast; docs/api.md, Connector
 * tools): the place reference lists many names of each city, some of them English words. Such a
 * word, written in lower case and not after a word that places what follows it, is no city; a
 * city's own name ("split", "nice" aside) and a name written with a capital stay one.
 */
import { nameKey } from '../../reference/fold.js';
import type { Token } from './tokens.js';

/** Words after which a city's other name is one still ("conferences in nyc"). */
const PLACING: ReadonlySet<string> = new Set(['in', 'near', 'at', 'around', 'from', 'to', 'of', 'visit', 'visiting']);

/** Whether the word at `at`, read as the city `city`, is a word of the sentence instead. */
export function cityOnlyByOtherName(tokens: readonly Token[], at: number, city: string): boolean {
  const { text, word } = tokens[at]!;
  if (text !== text.toLowerCase() || PLACING.has(tokens[at - 1]?.word ?? '')) return false;
  return nameKey(word) !== nameKey(city);
}
