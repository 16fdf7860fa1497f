/**
 * Words that ask how long an event lasts (docs/api.md, Connector tools): "conferences that last
 * more than a week", "lasting 3 days", "longer than 3 days", "one-day workshops", "a 3-day
 * conference", "week-long", "short workshops". The data has each event's dates, which every title
 * gives, but no filter takes a length, so the reading says them not answered (measure-words.ts)
 * rather than reading "a week" as a window or "short" as a subject ("shore").
 */
import { word } from './span-words.js';
import { spanText, type Token } from './tokens.js';

/** One word of a length: "one-day", "3-day", "multi-day", "half-day", "week-long", "multiweek". */
const LENGTH_WORD_RE =
  /^(?:(?:\d{1,2}|one|two|three|four|five|six|seven|multi|single|half|full|whole)-(?:day|days|week|weeks)|(?:week|day|month)-?long|multi-?(?:day|week)|multiday|multiweek)$/u;
/** Words of a bound before the length ("more than a week", "at least 3 days", "over two days"). */
const BOUNDS: readonly (readonly string[])[] = [
  ['more', 'than'],
  ['longer', 'than'],
  ['less', 'than'],
  ['shorter', 'than'],
  ['fewer', 'than'],
  ['at', 'least'],
  ['at', 'most'],
  ['up', 'to'],
  ['over'],
  ['under'],
  ['for'],
  ['about'],
  ['around'],
  ['only'],
  ['just'],
];
/** Counts of a length, and the words of its unit. */
const COUNTS: ReadonlySet<string> = new Set('a an one two three four five six seven several few couple'.split(' '));
const UNITS: ReadonlySet<string> = new Set(['day', 'days', 'week', 'weeks', 'hour', 'hours']);
/** Words of lasting: "last" and "lasts" only before a bound or a length ("the last week" is a window). */
const LASTING: ReadonlySet<string> = new Set(['last', 'lasts', 'lasting', 'longer', 'shorter']);
/** Words before "last" that make it the verb ("conferences that last 3 days"). */
const LASTED_AFTER: ReadonlySet<string> = new Set(['that', 'which', 'to', 'they', 'it', 'will', 'should']);
/** Event words "short" describes the length of ("short workshops"); "short papers" is a track. */
const EVENT_WORDS: ReadonlySet<string> = new Set(
  'conference conferences workshop workshops event events meeting meetings symposium symposia'.split(' '),
);

/** Most words of a subject between "short" and its event word ("short robotics workshops"). */
export const SHORT_BETWEEN = 2;
/** Words after "short" that make it of a paper or a talk ("short papers", "short NLP papers"): a track. */
const NOT_EVENTS: ReadonlySet<string> = new Set(
  'paper papers talk talks abstract abstracts presentation presentations course courses version'.split(' '),
);

/** Whether "short" at `at` describes events: an event word follows, a subject of SHORT_BETWEEN words at most between. */
function shortEvents(tokens: readonly Token[], at: number): boolean {
  for (let next = at + 1; next <= at + 1 + SHORT_BETWEEN && tokens[next] !== undefined; next++) {
    if (tokens[next]!.opens || tokens[next]!.listed || NOT_EVENTS.has(word(tokens, next))) return false;
    if (EVENT_WORDS.has(word(tokens, next))) return true;
  }
  return false;
}

/** The words of a bound at `at`, how many; 0 when none. */
function boundAt(tokens: readonly Token[], at: number): number {
  return BOUNDS.find((bound) => bound.every((one, i) => word(tokens, at + i) === one))?.length ?? 0;
}

/** The words of a length at `at` ("a week", "3 days", "a few days"), how many; 0 when none. */
function lengthAt(tokens: readonly Token[], at: number): number {
  const first = word(tokens, at);
  const counted = /^\d{1,3}$/u.test(first) || COUNTS.has(first) ? 1 : 0;
  const more = counted === 1 && ['few', 'couple'].includes(word(tokens, at + 1)) ? 1 : 0;
  return counted === 1 && UNITS.has(word(tokens, at + counted + more)) ? counted + more + 1 : 0;
}

/** The words at `at` that ask how long an event lasts, if they do. */
export function durationAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const first = word(tokens, at);
  let length = 0;
  if (LENGTH_WORD_RE.test(first)) length = 1;
  else if (first === 'short' && shortEvents(tokens, at)) length = 1;
  else if (LASTING.has(first)) {
    // "longer than 3 days": "longer" is the bound's first word.
    const lead = first === 'longer' || first === 'shorter' ? 0 : 1;
    const bound = boundAt(tokens, at + lead);
    const measured = lengthAt(tokens, at + lead + bound);
    // "that last 3 days", "lasts over a week"; "the last 3 days" is a window (relative-windows.ts).
    const told = bound > 0 || first !== 'last' || LASTED_AFTER.has(word(tokens, at - 1));
    if (measured > 0 && told) length = lead + bound + measured;
    else if (first === 'lasting') length = 1;
  }
  if (length === 0) return undefined;
  const text = tokens.slice(at, at + length).map((token) => token.text);
  return { length, text: text.join(' ') };
}

/** Words of how often a venue meets ("held every two years", "biennial"), which no filter takes. */
const OFTEN: ReadonlySet<string> = new Set(['biennial', 'biennially', 'biannual', 'triennial']);
const EVERY_COUNT: ReadonlySet<string> = new Set(['two', 'three', '2', '3', 'other']);

/** The words at `at` that ask how often a venue meets ("every two years", "every year", "how often", "biennial"), if they do. */
export function frequencyAt(tokens: readonly Token[], at: number): { length: number; text: string } | undefined {
  const first = word(tokens, at);
  const every = first === 'every' && EVERY_COUNT.has(word(tokens, at + 1)) && /^years?$/u.test(word(tokens, at + 2));
  // "How often is ICCV held?", "Does ECCV happen every year?"
  const two =
    (first === 'how' && word(tokens, at + 1) === 'often') || (first === 'every' && word(tokens, at + 1) === 'year');
  const length = OFTEN.has(first) ? 1 : every ? 3 : two ? 2 : 0;
  return length === 0 ? undefined : { length, text: spanText(tokens, at, length) };
}
