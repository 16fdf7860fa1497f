/**
 * Words that ask what is on now (docs/api.md, Connector tools): "right now", "at the moment",
 * "today", "tonight", "now", "ongoing", "under way" right after an event word, a word of holding or
 * "are" ("conferences today", "happening right now", "which workshops are on now", "events
 * ongoing in Europe"), and "ongoing", "under way" a few words before an event word ("ongoing AI
 * conferences").
 * They are today, and of the events' dates a window that holds today keeps the events under way
 * too (`date_match=overlap`, windows.ts). Elsewhere they bound nothing ("I am now looking", "my
 * ongoing work", "at the moment I study").
 */
import type { Day } from '../../util/dates.js';
import type { Token } from './tokens.js';

const PHRASES: readonly (readonly string[])[] = [
  ['right', 'now'],
  ['at', 'the', 'moment'],
  ['under', 'way'],
  ['underway'],
  ['ongoing'],
  ['today'],
  ['tonight'],
  ['now'],
];
/** Those that say "under way" themselves, read before an event word too. */
const UNDER_WAY = new Set(['under', 'underway', 'ongoing']);
const EVENT_WORDS = new Set(
  'conference conferences event events workshop workshops meetup meetups symposium symposia summit summits'.split(' '),
);
/** Words after which a phrase asks what is on. */
const BEFORE = new Set([...EVENT_WORDS, ...'happening held running going on place are is currently still'.split(' ')]);

const EVENT_AHEAD = 3;

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Whether an event word comes within EVENT_AHEAD words from `at`, in one sentence ("ongoing AI conferences"). */
function eventAhead(tokens: readonly Token[], at: number): boolean {
  for (let next = at; next < Math.min(tokens.length, at + EVENT_AHEAD); next++) {
    if (next > at && tokens[next]!.opens) return false;
    if (EVENT_WORDS.has(word(tokens, next))) return true;
  }
  return false;
}

/**
 * Today as a window of the words at `at`, when they ask what is on now; "right now" and "at the
 * moment" that do not ("accepting papers right now") are taken, as no window.
 */
export function nowAt(
  tokens: readonly Token[],
  at: number,
  today: Day,
): { from?: Day; to?: Day; length: number } | undefined {
  const phrase = PHRASES.find((parts) => parts.every((part, i) => word(tokens, at + i) === part));
  if (phrase === undefined) return undefined;
  const asked =
    BEFORE.has(word(tokens, at - 1)) || (UNDER_WAY.has(phrase[0]!) && eventAhead(tokens, at + phrase.length));
  if (asked) return { from: today, to: today, length: phrase.length };
  return phrase.length > 1 && !UNDER_WAY.has(phrase[0]!) ? { length: phrase.length } : undefined;
}
