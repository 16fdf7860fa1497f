/**
 * The hints of the error table's unknown-value messages (errors.ts): where a value belongs instead
 * (a sub-topic sent as a topic, a city sent as a country, a continent sent as a country), else the
 * closest valid values as "Did you mean", else the row's own hint.
 */
import { setting } from './transport-names.js';

/** An unknown value, the closest valid ones, and where it is valid instead (see UnknownValueError). */
export interface Unknown {
  value: string;
  suggestions: readonly string[];
  /** Where the value is valid instead (see UnknownValueError). */
  elsewhere?: { parameter: 'topic' | 'subtopic' | 'city' | 'continent'; value: string; within: readonly string[] };
}

/** A continent sent as a country: "Europe", and the groupings that stand for one ("EU", "Latin America"). */
function continentHint(value: string, continent: string, note: readonly string[]): string {
  const more = note.length > 0 ? ` (${note.join(' ')})` : '';
  return `${value} is not a country: use ${setting('continent', continent)}${more}.`;
}

/** Where the value belongs, or "Did you mean: A, B?" when there are suggestions, else the hint. */
export function hintFor({ value, suggestions, elsewhere }: Unknown, hint: string): string {
  if (elsewhere?.parameter === 'subtopic') {
    const of = elsewhere.within.length > 0 ? ` of ${elsewhere.within.join(', ')}` : '';
    return `${value} is a subtopic${of}: use ${setting('subtopic', elsewhere.value)}.`;
  }
  if (elsewhere?.parameter === 'topic') return `${value} is a topic: use ${setting('topic', elsewhere.value)}.`;
  if (elsewhere?.parameter === 'city') {
    return `${value} is a city in ${elsewhere.within.join(', ')}: use ${setting('city', value)} (or ${setting('country', elsewhere.within[0] ?? '')}).`;
  }
  if (elsewhere?.parameter === 'continent') return continentHint(value, elsewhere.value, elsewhere.within);
  return suggestions.length > 0 ? `Did you mean: ${suggestions.join(', ')}?` : hint;
}
