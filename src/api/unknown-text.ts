/**
 * The words of the error table's refusals of an unknown value (errors.ts): where the value is valid
 * instead, the closest known values, or what to do.
 */
import { setting } from './transport-names.js';

export interface Unknown {
  value: string;
  suggestions: readonly string[];
  /** Where the value is valid instead (see UnknownValueError). */
  elsewhere?: { parameter: 'topic' | 'subtopic' | 'city' | 'continent'; value: string; within: readonly string[] };
}

/** A continent sent as a country or region: "Europe", and the groupings that stand for one ("EU", "Southeast Asia"). */
function continentHint(value: string, continent: string, note: readonly string[], notA: string): string {
  const more = note.length > 0 ? ` (${note.join(' ')})` : '';
  return `${value} is not a ${notA}: use ${setting('continent', continent)}${more}.`;
}

/**
 * Where the value belongs, or "Did you mean: A, B?" when there are suggestions, else the hint.
 * `notA`: what a continent sent here is not (a country, a state or province).
 */
export function hintFor({ value, suggestions, elsewhere }: Unknown, hint: string, notA = 'country'): string {
  if (elsewhere?.parameter === 'subtopic') {
    const of = elsewhere.within.length > 0 ? ` of ${elsewhere.within.join(', ')}` : '';
    // A word of sub-topics' names (topic=Quantum) names them all: "Quantum Computing,Quantum Physics".
    const what = elsewhere.value.includes(',') ? `names subtopics${of}` : `is a subtopic${of}`;
    return `${value} ${what}: use ${setting('subtopic', elsewhere.value)}.`;
  }
  if (elsewhere?.parameter === 'topic') return `${value} is a topic: use ${setting('topic', elsewhere.value)}.`;
  if (elsewhere?.parameter === 'city') {
    return `${value} is a city in ${elsewhere.within.join(', ')}: use ${setting('city', value)} (or ${setting('country', elsewhere.within[0] ?? '')}).`;
  }
  if (elsewhere?.parameter === 'continent') return continentHint(value, elsewhere.value, elsewhere.within, notA);
  return suggestions.length > 0 ? `Did you mean: ${suggestions.join(', ')}?` : hint;
}

const CITY_HINT = `A search with ${setting('facets', 'city')} lists the cities with the most events.`;

/**
 * An unknown city or place: when it was named with a region or country where no place of its name
 * lies, the places of that name (`known`, never as a "did you mean"); else as hintFor.
 */
export function placeHint(unknown: Unknown & { known: readonly string[] }): string {
  if (unknown.known.length === 0) return hintFor(unknown, CITY_HINT);
  return `No place of that name lies there; the places of that name: ${unknown.known.join('; ')}. Ask which one is meant if it is none of these.`;
}
