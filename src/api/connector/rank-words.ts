/**
 * The ranks a question names (docs/api.md, Connector tools): "CCF-A", "CCF A or B", "CCF class B",
 * "CORE A*", "core rank A", "a CORE ranking of A", "ICORE B", "A*" alone (only CORE has it, so
 * "A or A*" is CORE's A and A*), "CORE A or higher" and "at least CORE A" (A and A*), "A*-ranked",
 * "A-ranked" (CORE or CCF A), and two systems joined by "or" ("CORE A* or CCF A": either, as
 * `rank`). "top" and its kin are phrases (vocabulary.ts); a system named without a value ("the
 * CCF rank of INFOCOM") is no filter; "CORE-ranked", "ranked by CORE" or "with a CORE ranking" is
 * any of its ranks, "ranked conferences" any of either's (anyRankAt). A count beside "top" or
 * "best" ("top 5", "the 3 best") is the number of events asked for (countAt).
 */
import type { Claim } from './date-words.js';
import { EVENT_WORDS } from './subjects.js';
import type { Token } from './tokens.js';
import { bigCountAt, countWord, FILLER, NO_SUBJECT, TOP_RANKS } from './vocabulary.js';
import { wordTable } from './word-tables.js';
import { UNITS } from './counted-units.js';

const SYSTEMS: Readonly<Record<string, { parameter: string; values: readonly string[] }>> = wordTable({
  ccf: { parameter: 'ccf_rank', values: ['a', 'b', 'c'] },
  core: { parameter: 'core_rank', values: ['a*', 'a', 'b', 'c'] },
  icore: { parameter: 'core_rank', values: ['a*', 'a', 'b', 'c'] },
});
/** "CCF-A", "CORE-A*": a system and a value in one word. */
const JOINED_RE = /^(ccf|i?core)-(a\*|[abc])$/;
/** Words between a system and its value: "CCF rank A", "CORE class B". */
const BETWEEN = new Set(['rank', 'ranked', 'ranking', 'class', 'tier', 'level', 'category', 'grade']);
/** Words between two values: "CCF A or B" (one word "A/B" is split on its slash). */
const JOINING = new Set(['or', 'and', 'to']);
/** "A or higher": that value and the better ones. */
const HIGHER = new Set(['higher', 'above', 'better']);
/** "A*-ranked", "A-ranked", "A-rank": a value alone, of CORE (A*) or of either system. */
const RANKED_RE = /^(a\*|[abc])-(?:ranked|rank|rated)$/;
/** Words between a value and the system after it: "ranked A by CORE", "ranked B in CCF". */
const SYSTEM_AFTER: ReadonlySet<string> = new Set(['by', 'in', 'on', 'per']);
/** Words before a value of no system named: "ranked A", "rank A or higher", "a rank of B". */
const RANK_BEFORE = new Set(['rank', 'ranked', 'rated', 'ranking']);

/** Whether "at least" is written at `at` ("at least CORE A", "a CORE rank of at least B"). */
const atLeast = (tokens: readonly Token[], at: number): boolean =>
  tokens[at]?.word === 'at' && tokens[at + 1]?.word === 'least';

/** Every value of `allowed` (best first) from the first to the lowest of `values`: "A or higher". */
const orHigher = (values: readonly string[], allowed: readonly string[]): string[] =>
  allowed.slice(0, Math.max(...values.map((value) => allowed.indexOf(value))) + 1);

/**
 * Values of `system` from `at` on: "a", "a or b", "a/b", "a or higher", "at least a"; how many
 * words they took.
 */
function valuesFrom(
  tokens: readonly Token[],
  at: number,
  allowed: readonly string[],
): { values: string[]; length: number } {
  if (atLeast(tokens, at)) {
    const { values, length } = valuesFrom(tokens, at + 2, allowed);
    return values.length === 0 ? { values, length: 0 } : { values: orHigher(values, allowed), length: length + 2 };
  }
  const values: string[] = [];
  let next = at;
  for (;;) {
    const parts = tokens[next]?.word.split('/') ?? [];
    if (parts.length === 0 || !parts.every((part) => allowed.includes(part))) break;
    values.push(...parts);
    next += 1;
    if (!JOINING.has(tokens[next]?.word ?? '') || !allowed.includes(tokens[next + 1]?.word ?? '')) break;
    next += 1;
  }
  // "A or higher": every value from the first of the system's list to the lowest named.
  if (values.length > 0 && tokens[next]?.word === 'or' && HIGHER.has(tokens[next + 1]?.word ?? ''))
    return { values: orHigher(values, allowed), length: next + 2 - at };
  return { values, length: next - at };
}

const claim = (length: number, parameter: string, values: readonly string[]): Claim => ({
  length,
  parameters: values.map((value) => [parameter, value.toUpperCase()] as const),
});

/**
 * Words that praise the events they describe: the top ranks when they do (praisedAt). "key" too:
 * "key management", "key exchange" are subjects (phrase-words.ts), read before any praise.
 */
const PRAISING = new Set(['famous', 'well-known', 'prominent', 'notable', 'important', 'popular', 'main', 'key']);
/** Most subject words between a praising word and its event word ("main computer vision conferences"). */
const MOST_BETWEEN = 4;
/** Words of no subject that still describe the events between ("famous upcoming AI conferences"). */
const DESCRIBING = new Set(['upcoming', 'international', 'annual', 'academic', 'scientific', 'next', 'recent']);
/** Words that end what a praising word describes: "notable dates of the conferences". */
const NOT_BETWEEN = new Set('date dates day days paper papers abstract abstracts link links'.split(' '));
/** Words after "main" and its event words that open what the events are of: "the main conferences on robotics". */
const OF_SUBJECT = new Set(['on', 'about', 'for', 'in']);
/** Whether the events named at `at` are said of a subject after them; workshops, which few ranks rank, never. */
const subjectOf = (tokens: readonly Token[], at: number): boolean =>
  tokens[at]!.word !== 'workshops' && OF_SUBJECT.has(tokens[at + 1]?.word ?? '');
/** Words after an event word that name a part of it ("the famous conference dinner"), no event praised. */
const FOLLOWING_PART = new Set('deadline deadlines dinner dates date track tracks paper papers'.split(' '));

/**
 * The top ranks, where the word at `at` praises the events the words after it name: "famous AI
 * conferences", "the main computer vision conferences", "the main venues for systems", "the
 * main conferences on robotics". "the main conference deadline" praises no events; "the main
 * conferences" alone sets the type apart from the smaller ones, as "main workshops" does, and is
 * no rank; nor is a phrase of the data's names
 * ("popular music", `isPhrase`), whatever events hold the two words apart ("key" and "security").
 */
export function praisedAt(
  tokens: readonly Token[],
  at: number,
  isPhrase: (first: string, second: string) => boolean,
): Claim | undefined {
  const word = tokens[at]?.word ?? '';
  if (!PRAISING.has(word)) return undefined;
  for (let next = at + 1; next < tokens.length && next - at <= MOST_BETWEEN + 1; next++) {
    const token = tokens[next]!;
    // The event words of a subject's question ("famous AI conferences", "the main venues for NLP").
    if (EVENT_WORDS.has(token.word)) {
      const plural = token.word.endsWith('s') || token.word === 'symposia';
      const praised = plural
        ? word !== 'main' || next > at + 1 || token.word === 'venues' || subjectOf(tokens, next)
        : word !== 'main' && !FOLLOWING_PART.has(tokens[next + 1]?.word ?? '');
      // The data's phrase last: it costs a look-up of the index.
      if (!praised || isPhrase(word, tokens[at + 1]?.word ?? '')) return undefined;
      return { length: 1, parameters: [['rank', TOP_RANKS]] };
    }
    if (token.opens || token.listed || NOT_BETWEEN.has(token.word)) return undefined;
    if ((FILLER.has(token.word) || NO_SUBJECT.has(token.word)) && !DESCRIBING.has(token.word)) return undefined;
  }
  return undefined;
}

/** The rank named at `at`, if one starts there, with a second system joined by "or" as either. */
export function rankAt(tokens: readonly Token[], at: number): Claim | undefined {
  // "the big four security conferences": the top ranks, the count after it the number asked for.
  if (bigCountAt(tokens, at)) return { length: 1, parameters: [['rank', TOP_RANKS]] };
  // "at least CORE A": the rank named after it and the better ones.
  // ("at least A-ranked", of either system, is read from "A-ranked" on, as it is.)
  if (atLeast(tokens, at)) {
    const named = oneRankAt(tokens, at + 2);
    const parameter = named?.parameters[0]?.[0];
    const system = Object.values(SYSTEMS).find((one) => one.parameter === parameter);
    if (named === undefined || system === undefined) return undefined;
    const values = named.parameters.map(([, one]) => one.toLowerCase());
    return claim(named.length + 2, system.parameter, orHigher(values, system.values));
  }
  const first = oneRankAt(tokens, at);
  if (first === undefined || tokens[at + first.length]?.word !== 'or') return first;
  const second = oneRankAt(tokens, at + first.length + 1);
  const [[name] = []] = first.parameters;
  if (second === undefined || second.parameters.some(([other]) => other === name)) return first;
  const either = [...first.parameters, ...second.parameters].map(([parameter, value]) =>
    parameter === 'rank' ? value : `${parameter === 'core_rank' ? 'CORE' : 'CCF'}:${value}`,
  );
  return { length: first.length + 1 + second.length, parameters: [['rank', either.join(',')]] };
}

/** Whether a word names a rank system ("A* or a CCF A": the "a" is an article, CCF's A follows). */
const namesSystem = (token: Token | undefined): boolean =>
  token !== undefined && (SYSTEMS[token.word] !== undefined || JOINED_RE.test(token.word));

/**
 * A value after a rank word with no system named ("ranked A", "with rank A or B", "a rank of at
 * least B"): of either system, as "A-ranked" is, or CORE's when A* (which only CORE has) is
 * written. An "a" in lower case is an article ("ranked a paper"), no value.
 */
function unnamedRankAt(tokens: readonly Token[], at: number): Claim | undefined {
  if (!RANK_BEFORE.has(tokens[at]?.word ?? '')) return undefined;
  const skip = tokens[at + 1]?.word === 'of' ? 2 : 1;
  const { values, length } = valuesFrom(tokens, at + skip, SYSTEMS.core!.values);
  const written = tokens.slice(at + skip, at + skip + length);
  if (values.length === 0 || written.some((token) => token.text === 'a')) return undefined;
  // "ranked A by CORE", "ranked B in CCF": that system's.
  const after = at + skip + length;
  const named = SYSTEMS[tokens[after + 1]?.word ?? ''];
  if (named !== undefined && SYSTEM_AFTER.has(tokens[after]?.word ?? '')) {
    const own = values.filter((value) => named.values.includes(value));
    if (own.length > 0) return claim(skip + length + 2, named.parameter, own);
  }
  if (written.some((token) => token.word === 'a*')) return claim(skip + length, 'core_rank', values);
  const either = [
    ...values.map((value) => `CORE:${value.toUpperCase()}`),
    ...values.filter((value) => value !== 'a*').map((value) => `CCF:${value.toUpperCase()}`),
  ];
  return { length: skip + length, parameters: [['rank', either.join(',')]] };
}

/** "CORE-ranked", "CCF-rated": any rank of the system, in one word. */
const ANY_RANKED_RE = /^(ccf|i?core)-(?:ranked|rated)$/;
/** Words between "ranked" and the system that ranks ("ranked by CORE", "rated in CCF"). */
const BY_SYSTEM = new Set(['by', 'in', 'on']);
/** Words before "a CORE rank" that ask for events that have one ("with a CORE ranking"). */
const HAVING = new Set(['with', 'have', 'has', 'having', 'hold', 'holding']);
/** Words before "ranked" that say how high, no rank at all ("lower ranked conferences"). */
const HOW_RANKED = new Set('lower low higher high less least more most better best worse'.split(' '));

/**
 * Any rank of a system named with no value ("CORE-ranked conferences", "CCF ranked venues", "with
 * a CORE ranking"), or of either system ("ranked conferences in Brazil"): events the system ranks.
 * "the CCF rank of INFOCOM" asks of a venue's rank, no filter.
 */
function anyRankAt(tokens: readonly Token[], at: number): Claim | undefined {
  const [word, next] = [tokens[at]?.word ?? '', tokens[at + 1]?.word ?? ''];
  const joined = ANY_RANKED_RE.exec(word);
  const system = joined ? SYSTEMS[joined[1]!] : SYSTEMS[word];
  if (joined) return { ...claim(1, system!.parameter, system!.values), anyValue: true };
  const article = tokens[at - 1]?.word === 'a' ? 1 : 0;
  const having = HAVING.has(tokens[at - 1 - article]?.word ?? '') && (next === 'rank' || next === 'ranking');
  if (system !== undefined && (next === 'ranked' || having))
    return { ...claim(2, system.parameter, system.values), anyValue: true };
  // "ranked by CORE", "rated in CCF": no value after the system ("ranked by CORE A*" is A*).
  const by = SYSTEMS[tokens[at + 2]?.word ?? ''];
  const valued = by?.values.includes(tokens[at + 3]?.word ?? '') === true;
  if ((word === 'ranked' || word === 'rated') && BY_SYSTEM.has(next) && by !== undefined && !valued)
    return { ...claim(3, by.parameter, by.values), anyValue: true };
  const previous = tokens[at - 1]?.word ?? '';
  if (word !== 'ranked' || !EVENT_WORDS.has(next) || HOW_RANKED.has(previous) || previous.endsWith('ly'))
    return undefined;
  const all = ['core', 'ccf'].flatMap((name) =>
    SYSTEMS[name]!.values.map((value) => `${name.toUpperCase()}:${value.toUpperCase()}`),
  );
  return { length: 1, parameters: [['rank', all.join(',')]], anyValue: true };
}

/** One system's rank named at `at`. */
function oneRankAt(tokens: readonly Token[], at: number): Claim | undefined {
  const word = tokens[at]?.word ?? '';
  const unnamed = unnamedRankAt(tokens, at);
  if (unnamed !== undefined) return unnamed;
  // "A* or A", "A or A*": values alone, CORE's when A* (which only CORE has) is among them.
  const bare = SYSTEMS.core!.values.includes(word) ? valuesFrom(tokens, at, SYSTEMS.core!.values) : undefined;
  if (bare?.values.includes('a*') && !namesSystem(tokens[at + bare.length]))
    return claim(bare.length, 'core_rank', bare.values);
  if (word === 'a*') return claim(1, 'core_rank', ['a*']);
  const ranked = RANKED_RE.exec(word);
  if (ranked) {
    const value = ranked[1]!.toUpperCase();
    // "A-ranked CCF conferences": the system named after it.
    const after = SYSTEMS[tokens[at + 1]?.word ?? ''];
    if (after?.values.includes(ranked[1]!)) return claim(2, after.parameter, [ranked[1]!]);
    return value === 'A*'
      ? claim(1, 'core_rank', ['a*'])
      : { length: 1, parameters: [['rank', `CORE:${value},CCF:${value}`]] };
  }
  const joined = JOINED_RE.exec(word);
  if (joined) {
    const system = SYSTEMS[joined[1]!]!;
    // "CCF-A or B": the values after a joining word.
    const more = JOINING.has(tokens[at + 1]?.word ?? '') ? valuesFrom(tokens, at + 2, system.values) : undefined;
    if (more === undefined || more.values.length === 0) return claim(1, system.parameter, [joined[2]!]);
    return claim(2 + more.length, system.parameter, [joined[2]!, ...more.values]);
  }
  const system = SYSTEMS[word];
  if (system === undefined) return anyRankAt(tokens, at);
  // "CCF A-ranked conferences": the value of the system named before it.
  const valued = RANKED_RE.exec(tokens[at + 1]?.word ?? '');
  if (valued && system.values.includes(valued[1]!)) return claim(2, system.parameter, [valued[1]!]);
  // "CORE rank A", "a CORE ranking of A".
  const between = BETWEEN.has(tokens[at + 1]?.word ?? '') ? 1 : 0;
  const skip = between + (between && tokens[at + 2]?.word === 'of' ? 1 : 0);
  const { values, length } = valuesFrom(tokens, at + 1 + skip, system.values);
  return values.length === 0 ? anyRankAt(tokens, at) : claim(1 + skip + length, system.parameter, values);
}

/** Words beside a count that make it the number of events asked for: "top 5", "5 best". */
const COUNTED_BEFORE = new Set(['top', 'best', 'big']);
const COUNTED_AFTER = new Set([
  ...['top', 'best', 'most', 'leading', 'biggest', 'largest', 'major'],
  // "the five nearest deadlines".
  ...['nearest', 'closest', 'soonest', 'earliest'],
]);
/** Words before a count that make it the number asked for unless a unit of time follows: "the next 5 deadlines", not "the next 3 months". */
const COUNTED_AHEAD = new Set(['next', 'upcoming']);
/** Verbs of asking before a count that make it the number asked for: "list 3", "give me 3". */
const COUNT_ASKED = new Set(['list', 'name', 'suggest', 'recommend']);
const COUNT_ASKED_ME = new Set(['give', 'show', 'tell', 'send', 'find', 'get']);

/**
 * The number of events the word at `at` asks for ("top 5", "the 3 best", "five top", "give me
 * 3", "list five", "the next 5 deadlines", "3 upcoming deadlines"), from 1 to
 * `most`; undefined when it asks for none.
 */
export function countAt(tokens: readonly Token[], at: number, most: number): number | undefined {
  const word = tokens[at]?.word ?? '';
  const count = countWord(word);
  if (count === undefined || count < 1 || count > most) return undefined;
  const [previous, earlier] = [tokens[at - 1]?.word ?? '', tokens[at - 2]?.word ?? ''];
  const asked = COUNT_ASKED.has(previous) || (previous === 'me' && COUNT_ASKED_ME.has(earlier));
  const ahead = COUNTED_AHEAD.has(previous) && UNITS[tokens[at + 1]?.word ?? ''] === undefined;
  const before = asked || ahead || COUNTED_BEFORE.has(previous);
  // "3 upcoming security deadlines", not "3 upcoming months".
  const upcoming = COUNTED_AHEAD.has(tokens[at + 1]?.word ?? '') && UNITS[tokens[at + 2]?.word ?? ''] === undefined;
  return before || upcoming || COUNTED_AFTER.has(tokens[at + 1]?.word ?? '') ? count : undefined;
}
