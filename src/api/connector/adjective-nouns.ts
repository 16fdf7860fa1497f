/**
 * The noun an adjective of a subject is made from (docs/api.md, Connector tools): "educational
 * technology", "biological data", "agricultural AI", "genomic conferences". The search matches
 * words and their plurals only (src/text/inflection.ts), so an adjective the data has none of finds
 * nothing, and left unread it leaves the rest of the subject to find events of anything. Read as
 * the noun of the data it is made from, the subject keeps its meaning: "education technology".
 *
 * A short table of English derivational endings, not a stemmer: a stemmer folds words the data has
 * ("international" to "internat"), where this only ever offers a word the data has in its place.
 */
import { type SnapshotIndex, termEvents } from '../../search/index.js';

/** An ending and what takes its place, most specific first: "biological" is biology, not "biologic". */
const ENDINGS: readonly (readonly [ending: string, nouns: readonly string[]])[] = [
  ['ural', ['ure']], // agricultural, cultural, architectural
  ['ical', ['ics', 'y', 'ic']], // statistical, biological, clinical
  ['ial', ['y', 'e']], // industrial, financial, commercial
  ['al', ['']], // educational, environmental, experimental
  ['ic', ['ics', 'y']], // genomic, robotic, economic
];

/** Shorter words are left: "legal" is no "leg", "focal" no "foc". */
const SHORTEST = 6;
/**
 * How many times as many events as the adjective its noun has to be read in its place: the
 * trackers name a field by its noun, so "cryptographic protocols" (14 events have "cryptographic",
 * 118 "cryptography") found SIGCOMM by "protocols", "cryptographic" left out.
 */
export const NOUN_RATIO = 4;

/**
 * The noun of the data `word` is the adjective of, when the data has none of `word` itself, or
 * NOUN_RATIO times as many events have the noun: of the nouns its ending offers, the one most
 * events have (ties: the first offered); none when no event has any.
 */
export function nounOf(index: SnapshotIndex, word: string): string | undefined {
  if (word.length < SHORTEST || !/^\p{L}+$/u.test(word)) return undefined;
  const own = termEvents(index, word);
  const found = ENDINGS.find(([ending]) => word.endsWith(ending));
  if (found === undefined) return undefined;
  const stem = word.slice(0, -found[0].length);
  let best: { noun: string; events: number } | undefined;
  for (const noun of found[1].map((ending) => stem + ending)) {
    const events = noun.length > 2 ? termEvents(index, noun) : 0;
    if (events > (best?.events ?? 0)) best = { noun, events };
  }
  return best !== undefined && best.events >= own * NOUN_RATIO ? best.noun : undefined;
}

/** Whether `word` of a subject, which some events have, is read as its noun (nounOf). */
export const rareAdjective = (index: SnapshotIndex, word: string): boolean =>
  termEvents(index, word) > 0 && nounOf(index, word) !== undefined;
