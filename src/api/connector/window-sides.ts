/**
 * What a time window of a question bounds (docs/api.md, Connector tools): the deadlines when the
 * nearest word before it that says is about deadlines ("deadline", "submission", "due", "CFP"),
 * the events' dates when it is about the events ("held", "taking place", "conferences"), the
 * dates of a kind of deadline no filter takes ("notify authors in January", "camera-ready due in
 * January": the deadline filters read abstract and paper deadlines); with none near, its sentence
 * decides.
 */
import { likeBack } from './like-words.js';
import { isYear } from './date-words.js';
import { HELD_WORDS, SUBMIT_WORDS, submitBy } from './submitting.js';
import { FIRST_PERSON, stayAt, takingPartAt, thereRefers, type Token } from './tokens.js';

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Words that make a window the deadlines'. */
const DEADLINE_MARKS = new Set(
  `deadline deadlines due cutoff submission submissions submit submitting resubmit resubmitting resubmission cfp
  cfps abstract abstracts close closes closing accept accepts accepting`.split(/\s+/),
);
/** Words before "submissions" that count papers, no deadline: "the most submissions in 2026". */
const COUNTING = new Set(['most', 'many', 'more', 'fewest', 'fewer', 'least', 'record', 'total']);
/** Whether "submissions" at `at` is a count of papers ("number of submissions" too). */
const counted = (tokens: readonly Token[], at: number): boolean =>
  word(tokens, at) === 'submissions' &&
  (COUNTING.has(word(tokens, at - 1)) || `${word(tokens, at - 2)} ${word(tokens, at - 1)}` === 'number of');
/** Whether the word at `at` marks deadlines: "close to" is nearness ("close to Paris", "close to Christmas"). */
const deadlineMark = (tokens: readonly Token[], at: number): boolean =>
  DEADLINE_MARKS.has(word(tokens, at)) &&
  `${word(tokens, at)} ${word(tokens, at + 1)}` !== 'close to' &&
  !counted(tokens, at);
/** Words for events, which the asker may submit to ("submit to a top venue"). */
const EVENT_NOUNS = new Set(
  `conference conferences event events workshop workshops symposium symposia meeting meetings venue venues
  seminar seminars webinar webinars summit summits congress congresses meetup meetups forum forums colloquium
  colloquia convention conventions conf confs`.split(/\s+/),
);
/** Words that make a window the events' dates. */
const EVENT_MARKS = new Set([
  ...`held hold holds place happening happen happens scheduled occur occurs occurring run runs running attend
  attending travel traveling travelling trip trips visit visiting`.split(/\s+/),
  ...EVENT_NOUNS,
]);
/**
 * Words that make a window the dates of a kind no filter takes (the deadline filters read abstract
 * and paper deadlines): "notify authors in January", "camera-ready due in January".
 */
const UNFILTERED_MARKS: ReadonlyMap<string, Unfiltered> = new Map([
  ...['notify', 'notifies', 'notified', 'notification', 'notifications'].map((one) => [one, 'notifications'] as const),
  ['camera-ready', 'camera-ready deadlines'],
  ...['rebuttal', 'rebuttals'].map((one) => [one, 'rebuttals'] as const),
]);
export type Unfiltered = 'notifications' | 'camera-ready deadlines' | 'rebuttals';
export type Side = 'deadlines' | 'events' | Unfiltered;
/** The kind no filter takes that the word at `at` marks ("camera ready" in two words too). */
const unfilteredAt = (tokens: readonly Token[], at: number): Unfiltered | undefined =>
  word(tokens, at) === 'ready' && word(tokens, at - 1) === 'camera'
    ? 'camera-ready deadlines'
    : UNFILTERED_MARKS.get(word(tokens, at));
const LOOK_BACK = 6;
/** Words at most between a kind and the deadline word after it ("camera-ready is due"). */
const KIND_REACH = 3;

/** The kind no filter takes said just before the deadline word at `at`, if any. */
function kindBefore(tokens: readonly Token[], at: number, first: number): Unfiltered | undefined {
  for (let before = at - 1; before >= Math.max(first, at - KIND_REACH); before--) {
    const unfiltered = unfilteredAt(tokens, before);
    if (unfiltered !== undefined) return unfiltered;
  }
  return undefined;
}

/**
 * Whether the event word at `at` is what the asker submits to, "submit to" at most 4 words before
 * it: "We want to submit to a top venue in the first half of 2027" bounds the deadlines.
 */
function submittedTo(tokens: readonly Token[], at: number, first: number): boolean {
  if (!EVENT_NOUNS.has(word(tokens, at))) return false;
  for (let before = at - 1; before > Math.max(first, at - 5); before--) {
    if (word(tokens, before) === 'to') return SUBMIT_WORDS.has(word(tokens, before - 1));
  }
  return false;
}

/** Most words between a window and the event word after it ("2027 top-tier NLP conferences"). */
const BEFORE_EVENTS = 3;

/** Question words that, after a comma, open the question a window before them leads ("By March, which ..."). */
const ASKING = new Set(['which', 'what', 'where', 'when', 'who', 'how', 'are', 'is', 'do', 'does', 'can', 'any']);

/**
 * Whether an event word follows `end` in its sentence, up to `last`, no deadline word before it,
 * nor a comma and a question word right after the window: "Between now and March, which ML
 * conferences have submission deadlines?" asks the question, whose words then decide.
 */
function eventsAfter(tokens: readonly Token[], end: number, last: number): boolean {
  if (tokens[end]?.listed && ASKING.has(word(tokens, end))) return false;
  for (let at = end; at <= Math.min(last, end + BEFORE_EVENTS); at++) {
    if (deadlineMark(tokens, at) || (at > end && tokens[at]!.listed)) return false;
    if (EVENT_NOUNS.has(word(tokens, at))) return true;
  }
  return false;
}

/** Whether the asker takes part in the events (tokens.ts) before `start`, no deadline word after it. */
function goingBefore(tokens: readonly Token[], first: number, start: number): boolean {
  for (let at = start - 1; at >= first; at--) {
    if (deadlineMark(tokens, at)) return false;
    if (takingPartAt(tokens, at)) return true;
  }
  return false;
}

/** Words that bound a window by a date referred back to ("after that", "by then": back-windows.ts): the side they keep. */
export const BOUNDS: ReadonlyMap<string, 'after' | 'before' | 'by'> = new Map([
  ['after', 'after'],
  ['since', 'after'],
  ['before', 'before'],
  ['by', 'by'],
  ['until', 'by'],
]);

/** Words that point back to a time ("that period") after a word of THAT_WORDS. */
export const THAT_WORDS: ReadonlySet<string> = new Set(['that', 'this', 'those', 'these', 'the']);
export const TIME_NOUNS: ReadonlySet<string> = new Set(['period', 'time', 'window', 'dates', 'stay']);

/**
 * Whether a sentence other than the one from `first` to `last` points back to a time ("in that
 * period", "at that time", "happen then") or to the place the asker will be ("held there"): the
 * asker's window is then what that sentence asks of.
 */
function timeReferred(tokens: readonly Token[], first: number, last: number): boolean {
  const words = tokens.map((token) => token.word);
  return tokens.some(({ word: said }, at) => {
    if (at >= first && at <= last) return false;
    if (thereRefers(words, at)) return true;
    // "before then", "after that time": a window of its own, bounded by the date (back-windows.ts).
    if (BOUNDS.has(word(tokens, at - 1))) return false;
    if (THAT_WORDS.has(said) && TIME_NOUNS.has(word(tokens, at + 1)))
      return word(tokens, at + 1) !== 'time' || said !== 'the';
    // "then" last in its sentence: "Which conferences happen then?"
    return said === 'then' && (at === tokens.length - 1 || tokens[at + 1]!.opens === true);
  });
}

/** Words that open a window after a deadline word ("a deadline after January", "deadlines in March"). */
const WINDOW_OPENERS = new Set(['after', 'before', 'by', 'in', 'until', 'between', 'from', 'since', 'during']);

/** Whether a deadline word from `from` to `last` opens a window right after it ("with a deadline after January"). */
function deadlineWindowAfter(tokens: readonly Token[], from: number, last: number): boolean {
  for (let at = from; at < last; at++)
    if (
      deadlineMark(tokens, at) &&
      WINDOW_OPENERS.has(word(tokens, at + 1)) &&
      /^\p{L}|^\d/u.test(word(tokens, at + 2))
    )
      return true;
  return false;
}

/** Words between an event word and a window right after it ("conferences in the next 3 months"). */
const WINDOW_LEADS = new Set(['in', 'within', 'during', 'over', 'the']);
/** Words that lead to the events' subject or to the window after it ("conferences on X for the next month"). */
const SUBJECT_LEADS = new Set(['on', 'in', 'of', 'for', 'about']);
/** Most words between "for" or "of" and the event word it leads to ("deadlines for top theory conferences"). */
export const OF_EVENTS = 4;

/**
 * Whether the window at `start` dates the events of "deadlines for ... conferences" right before it
 * ("deadlines for theory conferences in the next 3 months", "submission deadlines of AI workshops
 * this month"): the question asks for the deadlines, "for" or "of" naming whose.
 */
export function deadlinesOfEventsBefore(tokens: readonly Token[], start: number): boolean {
  const [first] = sentenceOf(tokens, start);
  let noun = start - 1;
  // "deadlines of the main conferences in robotics for the rest of 2026": OF_EVENTS words of their subject between.
  for (let other = 0; noun > first && !EVENT_NOUNS.has(word(tokens, noun)); noun--) {
    if (EVENT_MARKS.has(word(tokens, noun)) || deadlineMark(tokens, noun) || tokens[noun]!.listed) return false;
    if (!WINDOW_LEADS.has(word(tokens, noun)) && !SUBJECT_LEADS.has(word(tokens, noun)) && ++other > OF_EVENTS)
      return false;
  }
  if (!EVENT_NOUNS.has(word(tokens, noun))) return false;
  for (let at = noun - 1; at > first && at >= noun - 1 - OF_EVENTS; at--) {
    if (EVENT_MARKS.has(word(tokens, at)) || tokens[at]!.listed) return false;
    if (['for', 'of'].includes(word(tokens, at))) return deadlineMark(tokens, at - 1);
  }
  return false;
}

/** Verbs of what the asker did ("I presented at CHI in 2024"), not of what they will do or were told. */
const DONE = new Set(
  'went attended presented published visited submitted organized organised chaired spoke'.split(' '),
);

/** Whether the sentence from `first` is the asker's (its first word of the first person) telling, before `start`, what they did. */
const askerDone = (tokens: readonly Token[], first: number, start: number): boolean =>
  FIRST_PERSON.has(word(tokens, first)) && tokens.slice(first, start).some((token) => DONE.has(token.word));

/** The first and last word of the sentence that holds the word at `at`. */
export function sentenceOf(tokens: readonly Token[], at: number): [number, number] {
  let first = at;
  while (first > 0 && !tokens[first]!.opens) first--;
  let last = at;
  while (last + 1 < tokens.length && !tokens[last + 1]!.opens) last++;
  return [first, last];
}

/**
 * What the window from `start` to `end` bounds: the deadlines, the events' dates, the dates of a
 * kind no filter takes ("which conferences notify authors in January"), or nothing
 * (a window in a sentence of a longer question that speaks of neither: "I am on leave from February").
 */
export function sideOf(tokens: readonly Token[], start: number, end: number): Side | undefined {
  const [first, last] = sentenceOf(tokens, start);
  // "I went to a chemistry conference in 2024. Which NLP conferences are in 2027?": the asker's past.
  if (askerDone(tokens, first, start) && (first > 0 || last < tokens.length - 1)) return undefined;
  // "a paper ready in February": the deadlines it can make.
  if (word(tokens, start) === 'ready') return 'deadlines';
  // "submit to a networking conference by March": what must be done by then is the submission.
  if (submitBy(tokens, first, start, last)) return 'deadlines';
  // "NLP conference deadlines for 2027": those of the editions of 2027, which may close in 2026.
  if (word(tokens, start - 1) === 'for' && end === start + 1 && isYear(tokens[start])) return 'events';
  // "security conferences and their 2027 deadlines", "with spring 2027 deadlines": a window said of
  // the deadline word right after it, no word that opens a window before it ("in 2027 deadlines").
  const before = word(tokens, start - 1);
  if (end <= last && deadlineMark(tokens, end) && !tokens[end]!.listed && !WINDOW_OPENERS.has(before))
    return 'deadlines';
  for (let at = start - 1; at >= Math.max(first, start - LOOK_BACK); at--) {
    const unfiltered = unfilteredAt(tokens, at);
    if (unfiltered !== undefined) return unfiltered;
    // "camera-ready is due in January", "camera ready deadlines in March": the kind said just before.
    if (deadlineMark(tokens, at)) return kindBefore(tokens, at, first) ?? 'deadlines';
    if (EVENT_MARKS.has(word(tokens, at)) && !submittedTo(tokens, at, first)) return 'events';
  }
  // "2027 NLP conferences", "spring 2027 conferences with deadlines in January": a window right
  // before the events it dates, a few words of their subject between.
  if (eventsAfter(tokens, end, last)) return 'events';
  // "in 2027 with submission deadlines after February", "in 2027, with their locations and
  // deadlines": what has the deadlines is held in 2027.
  if (end <= last && word(tokens, end) === 'with' && [1, 2, 3, 4].some((after) => deadlineMark(tokens, end + after)))
    return 'events';
  if (end <= last && (deadlineMark(tokens, end) || deadlineMark(tokens, end + 1))) {
    return 'deadlines';
  }
  // "conferences in Singapore or Malaysia in 2027 on ML, ideally with a deadline after January": a
  // year before a window of the deadlines of its own dates the events, which have the deadlines.
  if (end === start + 1 && isYear(tokens[start]) && deadlineWindowAfter(tokens, end, last)) return 'events';
  // "We'd like to go to conferences in Europe, ideally in the summer, and need the deadlines": the
  // time of going is the events', when no word of deadlines lies between the going and the window.
  if (goingBefore(tokens, first, start)) return 'events';
  const sentence = tokens.slice(first, last + 1);
  if (
    sentence.some((_, i) => deadlineMark(tokens, first + i)) &&
    !sentence.some((token) => HELD_WORDS.includes(token.word))
  )
    return 'deadlines';
  // "What else is like it in 2027?": events like the venue named.
  const events = sentence.some((token, i) => EVENT_MARKS.has(token.word) || likeBack(tokens, first + i));
  if (events || (first === 0 && last === tokens.length - 1)) return 'events';
  // "I'd like to attend a conference in Spain. Which ones are in 2027?": a sentence of no mark
  // speaks of what the others do, when they name events and no deadline, or deadlines and no event
  // ("I want to submit a paper on GNNs; what are my options in the next six months?"); one about
  // the asker ("I presented at CHI last year") of the asker.
  // "I'm in Tokyo next May; any conferences?": the time of a stay, or of taking part, is the events'.
  if (tokens.slice(first, start).some((_, i) => stayAt(tokens, first + i) || takingPartAt(tokens, first + i)))
    return 'events';
  if (FIRST_PERSON.has(word(tokens, first)) && !timeReferred(tokens, first, last)) return undefined;
  const question = tokens.map((_, at) => at);
  const deadlines = question.some((at) => deadlineMark(tokens, at));
  const held = tokens.some((token) => HELD_WORDS.includes(token.word));
  // An event named, not one submitted to, each in its own sentence (its start kept as the words go).
  let named = false;
  for (let at = 0, start = 0; at < tokens.length && !named; at++) {
    if (tokens[at]!.opens) start = at;
    named = EVENT_MARKS.has(word(tokens, at)) && !submittedTo(tokens, at, start);
  }
  if (deadlines && !named && !held) return 'deadlines';
  // No word of deadlines anywhere ("I'm a student at TU Munich. What are my options in 2027?"):
  // the events', as a directory of events lists them.
  return deadlines ? undefined : 'events';
}
