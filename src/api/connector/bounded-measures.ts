/**
 * The measures a question asks for with a level or a bound ("a low acceptance rate", "acceptance
 * rate below 25%", "the highest h5-index", "h5 index above 100"), and a venue's size ("the
 * largest"): their words, which measure-words.ts reads as measures and rate-words.ts as the order
 * and bound asked.
 */
import { isYearWord } from './span-words.js';
import { spanText, type Token } from './tokens.js';
import { bigCountAt } from './vocabulary.js';

/** Words that ask for a selective venue. */
export const SELECTIVE: ReadonlySet<string> = new Set(['selective', 'competitive']);
/** Words right before SELECTIVE that ask for the opposite: "less competitive", a high rate. */
export const LESS_SELECTIVE: ReadonlySet<string> = new Set(['less', 'least']);
/** Words between "not" and SELECTIVE: "not too competitive", "not very selective". */
const DEGREE: ReadonlySet<string> = new Set(['too', 'very', 'that', 'so', 'overly', 'highly', 'extremely']);
/** Words before "to get into" that ask how selective a venue is: the hardest, lowest rates first. */
const GET_INTO: ReadonlySet<string> = new Set(['hardest', 'harder', 'easiest', 'easier']);
/** Of those, the ones that ask for the opposite: "the easiest to get into", a high rate. */
export const EASIER: ReadonlySet<string> = new Set(['easiest', 'easier']);

/** Words that ask how selective a venue is at `at`: "selective", "less competitive", "the hardest to get into". */
export function selectiveAt(tokens: readonly Token[], at: number): Bounded | undefined {
  const words = tokens.slice(at, at + 4).map((token) => token.word);
  const span = (length: number) => ({ length, text: spanText(tokens, at, length) });
  if (SELECTIVE.has(words[0]!)) return span(1);
  if (LESS_SELECTIVE.has(words[0]!) && SELECTIVE.has(words[1] ?? '')) return span(2);
  // "not too competitive" asks for the opposite too, as "less competitive" does (rate-words.ts).
  if (words[0] === 'not' && SELECTIVE.has(words[1] ?? '')) return span(2);
  if (words[0] === 'not' && DEGREE.has(words[1] ?? '') && SELECTIVE.has(words[2] ?? '')) return span(3);
  if (!GET_INTO.has(words[0]!)) return undefined;
  // "the hardest to get into", "the hardest NLP conferences to get into" (the subject between).
  const into = (to: number) =>
    tokens[to]?.word === 'to' && tokens[to + 1]?.word === 'get' && ['into', 'in'].includes(tokens[to + 2]?.word ?? '');
  if (into(at + 1)) return span(4);
  const later = [2, 3, 4, 5].find(
    (ahead) => into(at + ahead) && !tokens.slice(at + 1, at + ahead + 1).some((t) => t.opens),
  );
  return later === undefined ? undefined : span(1);
}

/** Citation measures: the data has the h5-index as a rank, which a question of no edition is answered by (rate-answers.ts). */
export const H5: ReadonlySet<string> = new Set(['h5-index', 'h5', 'h5-median', 'h-index']);
export const RATE: ReadonlySet<string> = new Set(['rate', 'rates', 'ratio']);
/** Words after a measure that bound it ("below 25%", "of at most 20 percent"). */
const BOUND: ReadonlySet<string> = new Set(
  'below under above over less more than lower higher at most least around about of is percent or'.split(' '),
);
/** Words after a measure that name its values ("the h5-index values", "acceptance rate figures"). */
const MEASURE_VALUES: ReadonlySet<string> = new Set(['value', 'values', 'score', 'scores', 'figures', 'numbers']);
/** Whether the word at `at` names a measure's values: no subject. */
export const valueOfMeasure = (tokens: readonly Token[], at: number): boolean => {
  const before = tokens[at - 1]?.word ?? '';
  return MEASURE_VALUES.has(tokens[at]!.word) && (H5.has(before) || RATE.has(before) || before === 'index');
};
/** Words of a bound read at most: a longer run is no bound. */
export const MOST_BOUND = 5;
/** Words before a measure that ask for a level of it ("a low acceptance rate", "the highest h5-index"). */
const LEVEL: ReadonlySet<string> = new Set(['low', 'lower', 'lowest', 'high', 'higher', 'highest']);
/** Words before "by" that ask for an order ("sorted by acceptance rate", "ranked by h5-index"). */
const ORDERED: ReadonlySet<string> = new Set(['sorted', 'sort', 'ordered', 'order', 'ranked', 'rank']);

/**
 * How many words before a measure at `at` ask for it: a level ("the lowest acceptance rate"), or an
 * order by it ("by acceptance rate", "sorted by h5-index"), which reads as the measure's usual one.
 */
function levelWords(tokens: readonly Token[], at: number): number {
  const word = tokens[at]!.word;
  if (LEVEL.has(word)) return 1;
  if (word === 'by') return 1;
  return ORDERED.has(word) && tokens[at + 1]?.word === 'by' ? 2 : 0;
}

/** The words of a measure asked for: how many, and as written. */
export interface Bounded {
  length: number;
  text: string;
}

/**
 * The end of the bound read from `start` (at most MOST_BOUND words of BOUND and numbers `number`
 * takes), and whether it has a number; without one it ends at `start`.
 */
function boundEnd(tokens: readonly Token[], start: number, number: (word: string) => boolean) {
  let end = start;
  let numbered = false;
  while (end < tokens.length && end - start < MOST_BOUND) {
    const next = tokens[end]!.word;
    const digits = number(next);
    if (!BOUND.has(next) && !digits) break;
    numbered ||= digits;
    end++;
  }
  return { end: numbered ? end : start, numbered };
}

/**
 * An acceptance rate asked for at `at` with a level before it or a number in the words after it,
 * if one: "the acceptance rate of CHI" asks for CHI's rates, which the answer's events carry.
 */
export function rateAt(tokens: readonly Token[], at: number): Bounded | undefined {
  const accepted = acceptedShareAt(tokens, at);
  if (accepted) return accepted;
  const level = levelWords(tokens, at);
  if (tokens[at + level]?.word !== 'acceptance' || !RATE.has(tokens[at + level + 1]?.word ?? '')) return undefined;
  // A share (25, 0.25), never a year ("of 2027").
  const share = (word: string) => /^\d+(?:\.\d+)?$/u.test(word) && Number(word) <= 100;
  const { end, numbered } = boundEnd(tokens, at + level + 2, share);
  if (level === 0 && !numbered) return undefined;
  const words = tokens.slice(at, end).map((token) => token.text);
  return { length: end - at, text: words.join(' ') };
}

/** Words between "accept" and a share of papers ("accept only 15%", "accepting fewer than 20%"). */
const SHARE_BOUND: ReadonlySet<string> = new Set(
  'fewer less under below more over than only at most least about around'.split(' '),
);
/** Words after "of" that name what a share is of ("of papers", "of the submissions"). */
const SHARE_OF: ReadonlySet<string> = new Set(['the', 'all', 'papers', 'submissions', 'submitted', 'their']);

/**
 * A share of papers accepted at `at`, an acceptance rate bound ("accept fewer than 20% of papers",
 * "accepting less than 20 percent of submissions"), if one: its number is a share only with
 * "percent" or "of" after it ("accept fewer than 500 papers" is a count, no rate).
 */
function acceptedShareAt(tokens: readonly Token[], at: number): Bounded | undefined {
  if (!ACCEPTING.has(tokens[at]!.word) && tokens[at]!.word !== 'accepting') return undefined;
  let end = at + 1;
  while (end - at <= MOST_BOUND && SHARE_BOUND.has(tokens[end]?.word ?? '')) end++;
  const share = tokens[end]?.word ?? '';
  if (!/^\d+(?:\.\d+)?$/u.test(share) || Number(share) > 100) return undefined;
  end++;
  const percent = tokens[end]?.word === 'percent';
  if (percent) end++;
  if (tokens[end]?.word === 'of') end++;
  else if (!percent) return undefined;
  while (end - at <= MOST_BOUND + 4 && SHARE_OF.has(tokens[end]?.word ?? '')) end++;
  return { length: end - at, text: spanText(tokens, at, end - at) };
}

/** The positions of the words of every span `spanAt` reads in `tokens`. */
function spanWords(tokens: readonly Token[], spanAt: (tokens: readonly Token[], at: number) => Bounded | undefined) {
  const words = new Set<number>();
  tokens.forEach((_, at) => {
    const span = spanAt(tokens, at);
    for (let word = at; span && word < at + span.length; word++) words.add(word);
  });
  return words;
}

/** The positions of the words of every share of papers accepted in `tokens` (acceptedShareAt). */
export const acceptedShareWords = (tokens: readonly Token[]): Set<number> => spanWords(tokens, acceptedShareAt);

/**
 * The h5-index asked for at `at`, with its level before it and its bound after it ("the highest
 * h5-index", "h5 index above 100"), if one; a year bounds none ("h5-index in 2027").
 */
export function h5At(tokens: readonly Token[], at: number): Bounded | undefined {
  const level = levelWords(tokens, at);
  const first = tokens[at + level]?.word ?? '';
  if (!H5.has(first)) return undefined;
  const start = at + level + 1 + (first === 'h5' && tokens[at + level + 1]?.word === 'index' ? 1 : 0);
  const { end } = boundEnd(tokens, start, (word) => /^\d+$/u.test(word) && !isYearWord(word));
  const words = tokens.slice(at, end).map((token) => token.text);
  return { length: end - at, text: words.join(' ') };
}

/** Words of a venue's size, which its papers submitted tell ("the biggest ML conferences"); the small ones order lowest first. */
const SIZE: ReadonlySet<string> = new Set(['bigger', 'larger', 'biggest', 'largest', 'smaller', 'smallest']);
export const SMALL: ReadonlySet<string> = new Set(['smaller', 'smallest']);
/** Words of an event's attendance, which the data has none of. */
const ATTENDANCE: ReadonlySet<string> = new Set(['attendance', 'attendees', 'attendee']);
const ATTEND: ReadonlySet<string> = new Set(['attend', 'attending', 'attended']);
/** Words of a format before a word of attendance: "virtual attendance options" asks no size. */
const ATTENDING_FORMATS: ReadonlySet<string> = new Set(['virtual', 'remote', 'online', 'hybrid', 'physical']);
/** Words after "most" that ask for the papers submitted ("the most submissions"). */
const SUBMITTED: ReadonlySet<string> = new Set(['submissions', 'papers', 'submitted']);

/** Groups of thousands a count of papers is read with ("1,000,000" has two). */
const MOST_GROUPS = 3;
/** Words that bound a count of papers ("more than 10,000 submissions", "fewer than 500 papers submitted"). */
const COUNT_BOUND: ReadonlySet<string> = new Set(
  'more fewer less over under above below at least most than exceeding'.split(' '),
);

/**
 * A count of papers bounded at `at` ("more than 10,000 submissions", "accept over 120 papers"), the
 * thousands of a number written with commas read as its digits, if one.
 */
function countedAt(tokens: readonly Token[], at: number): Bounded | undefined {
  const word = (i: number) => tokens[i]?.word ?? '';
  let end = ACCEPTING.has(word(at)) ? at + 1 : at;
  const first = end;
  while (end - first < MOST_BOUND && COUNT_BOUND.has(word(end))) end++;
  if (end === first || !/^\d+$/u.test(word(end))) return undefined;
  end++;
  // "10,000" is "10" and "000" (a comma joins a list): a few groups of thousands at most.
  for (let group = 0; group < MOST_GROUPS && /^\d{3}$/u.test(word(end)) && tokens[end]!.listed === true; group++) end++;
  if (!SUBMITTED.has(word(end))) return undefined;
  end++;
  if (word(end) === 'submitted' || word(end) === 'accepted') end++;
  return { length: end - at, text: spanText(tokens, at, end - at) };
}

/** The positions of the words of every count of papers bounded in `tokens` (countedAt): no deadline's. */
export const countedWords = (tokens: readonly Token[]): Set<number> => spanWords(tokens, countedAt);

/** A venue's size asked for at `at` ("largest", "the most submissions"), if one. */
export function sizeAt(tokens: readonly Token[], at: number): Bounded | undefined {
  const counted = countedAt(tokens, at);
  if (counted) return counted;
  const { word, text } = tokens[at]!;
  // "How many attendees", "How many people attend CVPR?": its attendance, which papers submitted tell;
  // "virtual attendance" is a format (vocabulary.ts).
  if (ATTENDANCE.has(word) && !ATTENDING_FORMATS.has(tokens[at - 1]?.word ?? '')) return { length: 1, text };
  if (word === 'people' && ATTEND.has(tokens[at + 1]?.word ?? '')) return { length: 2, text: spanText(tokens, at, 2) };
  // "the next big AI conference"; "big data" is a field, "the big four" the first venues (rank-words.ts).
  if (SIZE.has(word) || (word === 'big' && tokens[at + 1]?.word !== 'data' && !bigCountAt(tokens, at)))
    return { length: 1, text };
  // "the most papers accepted", "the most accepted papers": by the papers accepted (rate-words.ts).
  const [next, after] = [tokens[at + 1]?.word ?? '', tokens[at + 2]?.word ?? ''];
  const accepted = (next === 'accepted' && SUBMITTED.has(after)) || (SUBMITTED.has(next) && after === 'accepted');
  if (word === 'most' && accepted)
    return { length: 3, text: `${text} ${tokens[at + 1]!.text} ${tokens[at + 2]!.text}` };
  if (word === 'most' && SUBMITTED.has(next)) return { length: 2, text: `${text} ${tokens[at + 1]!.text}` };
  // "which venue accepted the most papers", "by number of accepted papers", "the number of submissions".
  const third = tokens[at + 3]?.word ?? '';
  if (ACCEPTING.has(word) && next === 'the' && after === 'most' && SUBMITTED.has(third))
    return { length: 4, text: spanText(tokens, at, 4) };
  if (word === 'number' && next === 'of' && after === 'accepted' && SUBMITTED.has(third))
    return { length: 4, text: spanText(tokens, at, 4) };
  if (word === 'number' && next === 'of' && SUBMITTED.has(after)) return { length: 3, text: spanText(tokens, at, 3) };
  return undefined;
}

/** Words of a venue's accepting papers, which make a size the papers accepted. */
export const ACCEPTING: ReadonlySet<string> = new Set(['accept', 'accepts', 'accepted']);

/** Whether a size's words count papers ("the number of submissions"), which titles give, not attendance. */
export const countsPapers = (text: string): boolean =>
  text
    .toLowerCase()
    .split(' ')
    .some((word) => SUBMITTED.has(word) || ACCEPTING.has(word));
