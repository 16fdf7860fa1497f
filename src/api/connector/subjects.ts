/**
 * The subjects of a question among the words left for `q` (docs/api.md, Connector tools). A word
 * is a search term only when the data has it (some event's name, acronym, topic or sub-topic has
 * it); a word the data has none of is said as not read, unless no word of the question is one the
 * data has and it is written as a subject ("zzyzx conferences", "conferences on zzyzx": then the
 * answer says no event has it, or respells it). Words side by side
 * are one subject ("formal methods"); subjects joined by a comma, "and", "or", "as well as", "/" or "&" are a
 * list, any of which answers ("software engineering, programming languages and formal methods"):
 * each is searched alone, and the words outside the list are said as not read beside it.
 */
import { runEvents, type SnapshotIndex, termEvents } from '../../search/index.js';
import type { Token } from './tokens.js';
import { isFieldPhrase } from './phrase-words.js';
import { SOFT } from './vocabulary.js';

/** Words that join the items of a list. */
const JOINS = new Set(['and', 'or', 'nor', 'plus', 'versus', 'vs']);
/** Words that may stand between a joining word and the next item ("or the", "and a"). */
const DETERMINERS = new Set(['the', 'a', 'an', 'one', 'also', 'maybe', 'perhaps', 'even', 'other']);
/** The fewest letters of a word that may name a field, no short word of a chat ("thx", "asap"). */
export const HEAD_LETTERS = 6;
const HEAD_RE = new RegExp(`^\\p{L}{${HEAD_LETTERS},}$`, 'u');
/** Most subjects of one list searched (each is one search). */
export const MOST_SUBJECTS = 6;

export interface Subjects {
  /** The words left for `q`, in order. */
  words: string[];
  /** With a list of two subjects or more: each subject's words. */
  list?: string[][];
  /** The words left out, each said as not read. */
  unread: string[];
  /** The words written as the subject ("theory conferences", "conferences on theory"), if any the data has. */
  named: string[];
  /** "X for Y": the words of X and of Y, two subjects a venue of either answers. */
  sides?: [string[], string[]];
}

/**
 * Whether the words at `from` and `to` (from < to) are joined as items of a list: nothing but a
 * joining word stands between them ("A and B", "A or the B"), or a list mark ("A, B", "A / B").
 */
function joined(tokens: readonly Token[], from: number, to: number): boolean {
  const between = tokens.slice(from + 1, to);
  // "robotics as well as control theory": a joining word of three.
  if (between.map((token) => token.word).join(' ') === 'as well as') return true;
  const marked = tokens[to]!.listed || between.some((token) => token.listed);
  const joins = between.filter((token) => JOINS.has(token.word)).length;
  // "one NLP conference and one vision conference": the first item's event word stands before the join.
  const items = EVENT_WORDS.has(between[0]?.word ?? '') ? between.slice(1) : between;
  // "robotics or scientific machine learning": a word that is a subject only beside another the
  // data has as one expression ("scientific computing") may open the next item, searched or not.
  const others = items.filter(
    (token) => !JOINS.has(token.word) && !DETERMINERS.has(token.word) && !SOFT.has(token.word),
  ).length;
  return others === 0 && (marked || joins > 0);
}

/** Words for events, after the words that name their subject ("zzyzx conferences"). */
export const EVENT_WORDS: ReadonlySet<string> = new Set(
  `conference conferences workshop workshops symposium symposia event events meeting meetings seminar seminars
  webinar webinars summit summits congress congresses venue venues`.split(/\s+/),
);
/** Words before the words that name a subject ("conferences about zzyzx"). */
export const ABOUT: ReadonlySet<string> = new Set(['about', 'regarding', 'covering']);
/** The same, only right after an event word ("conferences on zzyzx", "venues for NLP"). */
const AFTER_EVENT = new Set(['on', 'in', 'for', 'of']);

/** Words before "both X and Y" that ask for events of both together ("events that cover both"). */
const TOGETHER = new Set(['cover', 'covers', 'combine', 'combines', 'combining', 'bridge', 'bridges', 'bridging']);

/** Whether the run of words at `positions` is written as a subject: before an event word, or after "on". */
function namedSubject(tokens: readonly Token[], positions: readonly number[]): boolean {
  const first = positions[0]!;
  const before = tokens[first - 1]?.word ?? '';
  const on = AFTER_EVENT.has(before) && EVENT_WORDS.has(tokens[first - 2]?.word ?? '');
  return EVENT_WORDS.has(tokens[positions[positions.length - 1]! + 1]?.word ?? '') || ABOUT.has(before) || on;
}

/** Whether the word at `at`, with the words of `plain` beside it, is written as a subject ("security conferences"). */
export function writtenAsSubject(tokens: readonly Token[], at: number, plain: ReadonlySet<number>): boolean {
  let first = at;
  while (plain.has(first - 1)) first--;
  let last = at;
  while (plain.has(last + 1)) last++;
  return namedSubject(
    tokens,
    Array.from({ length: last - first + 1 }, (_, i) => first + i),
  );
}

/** The sentence the word at `at` is in, counted from 0. */
function sentenceOf(tokens: readonly Token[], at: number): number {
  let count = 0;
  for (let i = 1; i <= at; i++) if (tokens[i]!.opens) count++;
  return count;
}

/**
 * Runs of words side by side (positions one apart; with `acrossFor`, or "for" between; or "in"
 * between where `inNames` says names hold the run with it, "logic in computer": LICS), each with
 * whether a list mark joins it to the run before.
 */
function runsOf(
  tokens: readonly Token[],
  positions: readonly number[],
  inNames: (words: string[]) => boolean,
  acrossFor = false,
) {
  const runs: { positions: number[]; joined: boolean; both: boolean }[] = [];
  for (const [i, at] of positions.entries()) {
    const before = positions[i - 1];
    const across = before !== undefined && at === before + 2 ? tokens[at - 1]!.word : undefined;
    const heldIn = () =>
      inNames([...runs[runs.length - 1]!.positions.map((one) => tokens[one]!.word), 'in', tokens[at]!.word]);
    const beside =
      before !== undefined && (at === before + 1 || (acrossFor && across === 'for') || (across === 'in' && heldIn()));
    if (beside && !tokens[at]!.listed) runs[runs.length - 1]!.positions.push(at);
    else {
      const both = runs.length > 0 && tokens[runs[runs.length - 1]!.positions[0]! - 1]?.word === 'both';
      runs.push({ positions: [at], joined: before !== undefined && joined(tokens, before, at), both });
    }
  }
  // "workshops on both theory and systems": one subject of all their words, no list; "I'm
  // interested in both theory and systems" tells the asker's two subjects, a list.
  for (const [i, run] of runs.entries())
    if (run.both && run.joined) {
      const from = runs[i - 1]!.positions[0]! - 1;
      const [before, next] = [tokens[from - 1]?.word ?? '', tokens[run.positions.at(-1)! + 1]];
      const onBoth = AFTER_EVENT.has(before) && EVENT_WORDS.has(tokens[from - 2]?.word ?? '');
      const bothEvents = next !== undefined && !next.opens && EVENT_WORDS.has(next.word);
      run.joined = !(TOGETHER.has(before) || ABOUT.has(before) || onBoth || bothEvents);
    }
  return runs;
}

/** The longest list of runs joined one to the next, as [first, last] run indexes; undefined when none. */
function longestList(runs: readonly { joined: boolean }[]): [number, number] | undefined {
  let best: [number, number] | undefined;
  let start = 0;
  for (let i = 1; i <= runs.length; i++) {
    if (i < runs.length && runs[i]!.joined) continue;
    if (i - 1 > start && (best === undefined || i - 1 - start > best[1] - best[0])) best = [start, i - 1];
    start = i;
  }
  return best;
}

/**
 * The subjects of the words at `positions` (ascending) of `tokens`, with the words not read;
 * `named`: the question names its subject otherwise (an acronym, "like X"), so no word the data has
 * none of is kept.
 */
export function subjectsOf(
  index: SnapshotIndex,
  tokens: readonly Token[],
  positions: readonly number[],
  named: boolean,
): Subjects {
  const has = new Set(positions);
  const pair = (a: number, b: number) =>
    has.has(a) &&
    has.has(b) &&
    (isFieldPhrase(tokens[a]!.word, tokens[b]!.word) || termEvents(index, `${tokens[a]!.word} ${tokens[b]!.word}`) > 0);
  // A word the data has, alone or as one expression with the word beside it ("open source"), or
  // of a field's name ("local search": the search then says none has it, not the events of search).
  const known = (at: number) => termEvents(index, tokens[at]!.word) > 0 || pair(at - 1, at) || pair(at, at + 1);
  const wordsOf = (run: { positions: number[] }) => run.positions.map((at) => tokens[at]!.word);
  // "logic in computer science": one subject where names hold it so (LICS), not "computer science".
  const inNames = (words: string[]) => runEvents(index, words) > 0;
  const runs = listOfFor(tokens, positions, inNames) ?? runsOf(tokens, positions, inNames);
  const list = longestList(runs);
  // A listed subject keeps all its words ("formal methods"): the answer says what it found.
  const listed = list && runs.slice(list[0], list[1] + 1).filter((run) => run.positions.some(known));
  // A subject said twice ("robotics or robotics") is one item, searched once.
  const distinct = listed && [...new Map(listed.map((run) => [wordsOf(run).join(' '), run])).values()];
  if (list && listed && distinct && distinct.length >= 2) {
    const taken = distinct.slice(0, MOST_SUBJECTS);
    const items = taken.map(wordsOf);
    const outside = runs.filter((run) => !taken.includes(run) && !listed.includes(run)).flatMap(wordsOf);
    const past = listed.filter((run) => !taken.some((one) => wordsOf(one).join(' ') === wordsOf(run).join(' ')));
    return { words: items.flat(), list: items, unread: [...outside, ...past.flatMap(wordsOf)], named: items.flat() };
  }
  // Each position's run, found once: every word below asks for its own.
  const runOf = new Map(runs.flatMap((run) => run.positions.map((at) => [at, run.positions] as const)));
  const named_ = (at: number) => namedSubject(tokens, runOf.get(at)!);
  // "computational neuroscience": the last word of a subject names it, the words before only narrow
  // it; where the data has none of it, the subject is kept whole, none found, not "computational".
  // Two words before it that the data has as one expression, or a field's name, name a field
  // themselves ("time series forecasting"): that field is answered, the last word left out.
  const head = (at: number) =>
    !named &&
    HEAD_RE.test(tokens[at]!.word) &&
    runOf.get(at)!.at(-1) === at &&
    runOf.get(at)!.some((one) => one < at && known(one)) &&
    !(runOf.get(at)!.includes(at - 2) && pair(at - 2, at - 1));
  // "formal verification of smart contracts": a run after "of" whose last word the data has none
  // of only narrows the run before it, which names the subject; it is not read, not searched for nothing.
  const complement = (at: number) => {
    const run = runOf.get(at)!;
    return tokens[run[0]! - 1]?.word === 'of' && has.has(run[0]! - 2) && known(run[0]! - 2) && !known(run.at(-1)!);
  };
  const kept =
    positions.some(known) || named
      ? positions.filter((at) => !complement(at) && (known(at) || head(at)))
      : positions.filter(named_);
  const unread = positions.filter((at) => !kept.includes(at)).map((at) => tokens[at]!.word);
  // Written as the subject, else the words the data has of the first sentence that has any: later
  // sentences tell about the asker ("I study accessibility"), and their words may be left out.
  const ofSubject = (at: number) => known(at) || head(at);
  const written = kept.filter((at) => named_(at) && ofSubject(at));
  const first = kept.find(known);
  const opening =
    first === undefined
      ? []
      : kept.filter((at) => ofSubject(at) && sentenceOf(tokens, at) === sentenceOf(tokens, first));
  const sides = forSides(tokens, kept.filter(known));
  // "machine learning for healthcare conferences": the method is as much the subject as its field.
  const withSides =
    sides && written.some((at) => sides.flat().includes(at)) ? [...new Set([...written, ...sides.flat()])] : written;
  const subject = (written.length > 0 ? withSides.sort((a, b) => a - b) : opening).map((at) => tokens[at]!.word);
  const wordsOfSides = sides?.map((side) => side.map((at) => tokens[at]!.word)) as Subjects['sides'];
  return {
    words: kept.map((at) => tokens[at]!.word),
    unread,
    named: subject,
    ...(sides ? { sides: wordsOfSides } : {}),
  };
}

/**
 * The runs of a list whose items are "X for Y" ("AI for science or AI for health": two items, not
 * "science or AI" with the other words unread); undefined when no list has one.
 */
function listOfFor(tokens: readonly Token[], positions: readonly number[], inNames: (words: string[]) => boolean) {
  const runs = runsOf(tokens, positions, inNames, true);
  const list = longestList(runs);
  if (list === undefined) return undefined;
  const spansFor = (run: { positions: number[] }) =>
    run.positions.some((at, i) => at - (run.positions[i - 1] ?? at) > 1);
  return runs.slice(list[0], list[1] + 1).some(spansFor) ? runs : undefined;
}

/** The words that join a method to its field: "machine learning for healthcare", "NLP in healthcare". */
const JOINING: ReadonlySet<string> = new Set(['for', 'in']);

/**
 * "X for Y" among the words the data has (`positions`, ascending): the run of words right before
 * the first "for" (or "in") between two of them, and the run right after it ("machine learning for
 * healthcare", "deep learning in medical imaging"); undefined when none joins two runs.
 */
function forSides(tokens: readonly Token[], positions: readonly number[]): [number[], number[]] | undefined {
  const at = positions.findIndex(
    (position, i) => positions[i + 1] === position + 2 && JOINING.has(tokens[position + 1]!.word),
  );
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && positions[start - 1] === positions[start]! - 1) start--;
  let end = at + 1;
  while (end + 1 < positions.length && positions[end + 1] === positions[end]! + 1) end++;
  return [positions.slice(start, at + 1), positions.slice(at + 1, end + 1)];
}

/**
 * A subject's words in units: three or two side by side that the data has as one expression
 * ("graph neural networks", "machine learning"), or two that make a field's name ("time series"),
 * are one.
 */
export function subjectUnits(index: SnapshotIndex, words: readonly string[]): string[][] {
  const units: string[][] = [];
  for (let at = 0; at < words.length; at++) {
    const three = words.slice(at, at + 3);
    if (three.length === 3 && termEvents(index, three.join(' ')) > 0) {
      units.push(three);
      at += 2;
      continue;
    }
    const pair =
      at + 1 < words.length &&
      (isFieldPhrase(words[at]!, words[at + 1]!) || termEvents(index, `${words[at]} ${words[at + 1]}`) > 0);
    units.push(pair ? [words[at]!, words[++at]!] : [words[at]!]);
  }
  return units;
}
