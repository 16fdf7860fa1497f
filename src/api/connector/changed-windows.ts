/**
 * A window that bounds when the events were announced or changed ("announced in the last week",
 * "added this month"; docs/api.md, Connector tools): no filter of search takes it, so it is said
 * not read, and the getChanges tool named.
 */
import { type Day, formatIsoDate } from '../../util/dates.js';
import type { Claim } from './date-words.js';
import { word } from './span-words.js';
import { spanText, type Token } from './tokens.js';

/** Words of a listing's change, a window after which bounds when it changed ("announced in the last week"). */
export const CHANGED: ReadonlySet<string> = new Set([
  'announced',
  'added',
  'posted',
  'published',
  'listed',
  'updated',
  'changed',
]);

/** What the note of such a window says: no filter of search takes it. */
export const CHANGES_NOTE =
  'no filter takes when an event was announced or changed; the getChanges tool lists the editions and deadlines added or changed since a date';

/**
 * Whether the window at `at` bounds when the events were announced or changed: a word of CHANGED
 * right before it, or one word between ("announced in the last week", "added this month").
 */
export const changedBefore = (tokens: readonly Token[], at: number): boolean =>
  [1, 2].some(
    (back) => CHANGED.has(word(tokens, at - back)) && !tokens.slice(at - back + 1, at + 1).some((t) => t.opens),
  );

/** A month or year after such a word, today's or before ("added this month"): no date, said; else `claim`. */
export function asChange(claim: Claim | undefined, tokens: readonly Token[], at: number, today: Day) {
  if (claim === undefined || !changedBefore(tokens, at)) return claim;
  const value = claim.parameters.find(([name]) => name === 'month' || name === 'year')?.[1];
  if (value === undefined || value > formatIsoDate(today).slice(0, value.length)) return claim;
  return {
    length: claim.length,
    parameters: [],
    note: `"${spanText(tokens, at, claim.length)}" not read: ${CHANGES_NOTE}`,
  };
}
