/**
 * "past ICLR editions", "previous NeurIPS locations", "earlier editions of CHI", "previous
 * deadlines of CVPR" (docs/api.md, Connector tools): the editions of the venue named that have
 * ended, the latest first. Without it
 * the answer began with the editions to come, and the word was said as not read. So, of a question
 * that names no venue, "past reinforcement learning conferences", "previous events in Kigali": the
 * events ended, the latest first.
 */
import { type Day, formatIsoDate } from '../../util/dates.js';
import type { AcronymRead } from './acronym-words.js';
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';

/** Words that ask of the past ("which had deadlines this fall"). */
const PAST = new Set(['had', 'was', 'were', 'did', 'closed', 'passed']);
/** Words before one of PAST that make it the asker's, not the question's ("I was wondering", "we were hoping"). */
const ASKER_PAST = new Set(['i', 'we']);
/** Words after one of PAST that tell of the asker's paper ("my paper was rejected"): a question of what is to come. */
const PAPER_PAST = new Set(['rejected', 'desk-rejected', 'declined', 'accepted', 'withdrawn']);

/** Whether the question asks of the past: a word of PAST not said of the asker nor of the asker's paper. */
export const askedOfPast = (tokens: readonly Token[]): boolean =>
  tokens.some(
    (token, at) =>
      PAST.has(token.word) &&
      !ASKER_PAST.has(tokens[at - 1]?.word ?? '') &&
      !PAPER_PAST.has(tokens[at + 1]?.word ?? ''),
  );

/** Words that, right before a venue named (or "editions of" it), ask for its editions ended. */
const PAST_WORDS: ReadonlySet<string> = new Set(['past', 'previous', 'earlier']);
/** So does "last", before a venue only ("When was the last ICML held?"; "the last conference of the year" is no past). */
const PAST_VENUE_WORDS: ReadonlySet<string> = new Set([...PAST_WORDS, 'last']);

/** What of a venue's editions a past word names before "of" ("previous deadlines of CVPR"). */
const OF_EDITIONS: ReadonlySet<string> = new Set(
  'edition editions deadline deadlines date dates location locations call calls cfp cfps venue venues'.split(' '),
);

/**
 * The position of such a word before an acronym at one of `acronymsAt` ("past ICLR editions"), or
 * before what it names of it ("previous deadlines of CVPR", "earlier editions for CHI"), or after
 * the acronym, before what it names ("CVPR previous deadlines"), else -1.
 */
function pastWordAt(tokens: readonly Token[], acronymsAt: ReadonlySet<number>): number {
  const named = (at: number) => OF_EDITIONS.has(tokens[at]?.word ?? '');
  const ofVenue = (at: number) =>
    named(at) && ['of', 'for'].includes(tokens[at + 1]?.word ?? '') && acronymsAt.has(at + 2);
  return tokens.findIndex(
    ({ word }, at) =>
      PAST_VENUE_WORDS.has(word) &&
      (acronymsAt.has(at + 1) || ofVenue(at + 1) || (acronymsAt.has(at - 1) && named(at + 1) && word !== 'last')),
  );
}

/** The position of such a word before a word of q (`plain`) or an event word, else -1. */
function pastSubjectAt(tokens: readonly Token[], plain: ReadonlySet<number>): number {
  const subject = (at: number) => plain.has(at) || EVENT_WORDS.has(tokens[at]?.word ?? '');
  return tokens.findIndex(({ word }, at) => PAST_WORDS.has(word) && subject(at + 1));
}

/**
 * Reads a past word of `tokens` (see the top of this file) as `to` yesterday and `sort=-date`, when
 * the question names venues (those of `found.acronyms` searched) without a year, or none, and gives
 * no other window; the word is then taken out of the words of `q` (`found.plain`).
 */
export function settlePast(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  found: { acronyms: readonly { at: number; acronym: AcronymRead }[]; plain: Set<number> },
  searched: readonly AcronymRead[],
  today: Day,
  notes: string[],
): void {
  const acronyms = found.acronyms.filter(({ acronym }) => searched.includes(acronym));
  if (acronyms.some(({ acronym }) => acronym.year !== null)) return;
  if (['from', 'to', 'month', 'year'].some((name) => parameters[name] !== undefined)) return;
  const at =
    acronyms.length > 0
      ? pastWordAt(tokens, new Set(acronyms.map((acronym) => acronym.at)))
      : pastSubjectAt(tokens, found.plain);
  if (at < 0) return;
  parameters.to = formatIsoDate(today - 1);
  parameters.sort = '-date';
  const ended = acronyms.length > 0 ? 'editions' : 'events';
  notes.push(`"${tokens[at]!.word}": the ${ended} ended by ${parameters.to}, the latest first`);
  found.plain.delete(at);
}
