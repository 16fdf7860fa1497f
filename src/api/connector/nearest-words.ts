/**
 * "The closest AI conference to Zurich", "the nearest robotics venues from Boston" (docs/api.md,
 * Connector tools): the events around the city, nearest first, within the widest radius the search
 * takes (near, sort=distance, radius_km), from today on unless a window bounds them: one to go
 * to. Without the city the word is a measure the data has none of (measure-words.ts); the words
 * between it and "to" are the question's, as written ("AI conference").
 */
import { RADIUS_MAX_KM, type SnapshotIndex } from '../../search/index.js';
import type { Day } from '../../util/dates.js';
import { placeAfter } from './claims.js';
import type { Claim } from './date-words.js';
import { spanText, type Token } from './tokens.js';
import { nearAskerClaim } from './asker-near.js';
import { saidOfCalls } from './ahead-phrases.js';
import { NEAREST } from './vocabulary.js';

const TO: ReadonlySet<string> = new Set(['to', 'from']);
/** Words at most between "closest" and "to": "the closest [AI conference of CORE rank A] to Zurich". */
const REACH = 8;

/** The city after "to" or "from" at `at`, and the words it takes; undefined for none. */
function cityAfter(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day) {
  if (!TO.has(tokens[at]?.word ?? '') || tokens[at + 1]?.opens) return undefined;
  const place = placeAfter(index, tokens, at + 1, today);
  return place?.hint.parameter === 'city' ? place : undefined;
}

/**
 * "closest" with "to <city>" after it in its sentence: a word read (no measure, no word of q);
 * "to <city>" with "closest" before it in its sentence: the events around the city, nearest first.
 */
export function nearestAt(index: SnapshotIndex, tokens: readonly Token[], at: number, today: Day): Claim | undefined {
  if (NEAREST.has(tokens[at]!.word)) {
    for (let next = at + 1; next <= at + REACH && tokens[next] !== undefined && !tokens[next]!.opens; next++) {
      if (cityAfter(index, tokens, next, today) !== undefined) return { length: 1, parameters: [] };
    }
    // "the nearest NLP conference deadlines": the soonest, of calls open, as "upcoming" (settling.ts).
    if (saidOfCalls(tokens, at)) return { length: 1, parameters: [] };
    // "I'm based in Berlin. Which NLP conference is the closest?": the asker's city (asker-near.ts).
    return nearAskerClaim(tokens, at, (from) => placeAfter(index, tokens, from, today)?.hint.parameter);
  }
  if (!TO.has(tokens[at]!.word) || !nearestBefore(tokens, at)) return undefined;
  // The city's lookup last: every "to" and "from" of a question comes here.
  const place = cityAfter(index, tokens, at, today);
  if (place === undefined) return undefined;
  const parameters = [
    ['near', place.hint.value],
    ['sort', 'distance'],
    ['radius_km', String(RADIUS_MAX_KM)],
  ] as const;
  return { length: 1 + place.length, parameters };
}

/** Whether a claim is one of nearestAt's: the events around a city, nearest first. */
export const isNearest = (claim: Claim): boolean =>
  claim.parameters.some(([name, value]) => name === 'sort' && value === 'distance');

/** Whether "closest" (or another of NEAREST) stands before `at` in its sentence, within REACH words. */
function nearestBefore(tokens: readonly Token[], at: number): boolean {
  for (let before = at; before > 0 && before >= at - REACH && !tokens[before]!.opens; before--) {
    if (NEAREST.has(tokens[before - 1]!.word)) return true;
  }
  return false;
}

/** The words from "closest" to the city of the claim at `at` ("closest AI conference to Zurich"), as written. */
export function nearestSpan(tokens: readonly Token[], at: number, length: number): string {
  let start = at;
  while (start > 0 && start > at - REACH && !NEAREST.has(tokens[start]!.word)) start--;
  // The asker's place, said before the word ("I'm in Berlin. Which is the closest?"): the word
  // with the one before it, "the closest".
  const after = tokens.findIndex((token, i) => i >= at && NEAREST.has(token.word));
  if (!NEAREST.has(tokens[start]!.word) && after > 0) return spanText(tokens, after - 1, 2);
  return tokens
    .slice(start, at + length)
    .map((token) => token.text)
    .join(' ');
}
