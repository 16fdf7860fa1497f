/**
 * The words that ask for events like an acronym (docs/api.md, Connector tools): "like CHI",
 * "similar to SIGMOD", "comparable to ICML", "comparable venues to ICML", "alternatives to CVPR",
 * "akin to OSDI", "resembling KDD", "the likes of NeurIPS", "in the style of SIGCOMM", "in the same
 * area as ISWC", "the equivalents of ICSE", "a counterpart to CHI", "similar venues" of the one
 * acronym named elsewhere; and the acronyms listed right after the first compared with ("like
 * ISCA or MICRO"), which are not searched either; "ICASSP and similar": like ICASSP, ICASSP
 * answering too, first.
 */
import { type AcronymRead, writtenAcronym } from './acronym-words.js';
import { spanText, type Token } from './tokens.js';

/** Words right before an acronym that ask for events like it. */
const LIKE_BEFORE: readonly (readonly string[])[] = [
  ['like'],
  ['resembling'],
  ['resemble'],
  ['resembles'],
  ['akin', 'to'],
  // "in the same area as ISWC", "the same league as OSDI"; not "the same city as": a place.
  ...['area', 'field', 'fields', 'community', 'league', 'tier', 'space'].map((one) => ['same', one, 'as']),
  ['likes', 'of'],
  ['style', 'of'],
  // "the equivalents of ICSE in Asia", "a counterpart of NeurIPS".
  ...['equivalent', 'equivalents', 'counterpart', 'counterparts', 'alternative', 'alternatives'].map((one) => [
    one,
    'of',
  ]),
];
/** "similar to", "comparable with", "alternatives to", with an event word between ("similar venues to"). */
const ALIKE = new Set([
  ...['similar', 'comparable', 'alternative', 'alternatives', 'equivalent', 'equivalents'],
  ...['counterpart', 'counterparts'],
]);
const ALIKE_TO = new Set(['to', 'with', 'as', 'for']);
const EVENT_WORDS = new Set(
  'conference conferences venue venues event events workshop workshops symposium symposia meeting meetings ones'.split(
    ' ',
  ),
);

const word = (tokens: readonly Token[], at: number): string => tokens[at]?.word ?? '';

/** Most acronyms compared with after the first ("like ISCA or MICRO"): each is a search, and a page of its own. */
export const MOST_ALSO_LIKE = 5;
/** The note of the acronyms past them. */
const NOT_COMPARED = ` and the venues after it not compared with: ${MOST_ALSO_LIKE + 1} at most`;

/** Whether the words right before `at` ask for events like the acronym there. */
export function likeBefore(tokens: readonly Token[], at: number): boolean {
  if (LIKE_BEFORE.some((words) => words.every((one, i) => word(tokens, at - words.length + i) === one))) return true;
  if (!ALIKE_TO.has(word(tokens, at - 1))) return false;
  const between = EVENT_WORDS.has(word(tokens, at - 2)) ? 1 : 0;
  return ALIKE.has(word(tokens, at - 2 - between));
}

/**
 * Whether only list words ("or", "and") stand from `from` to `at` ("like ISCA or MICRO"), or a
 * comma alone before `at` ("like ISCA, MICRO or HPCA").
 */
export const listedSince = (tokens: readonly Token[], from: number, at: number): boolean =>
  (at === from && tokens[at]?.listed === true) ||
  (at > from &&
    at - from <= 2 &&
    tokens.slice(from, at).every((token) => ['or', 'and', 'nor'].includes(token.word) || token.listed));

/**
 * Whether the word at `at` names a venue compared with: right after a word asking for events like
 * it, the first (`like`: one is read already), or listed after the first ("like ISCA or MICRO",
 * "like ISCA or like MICRO"; `likeAt`: the word after the first).
 */
export function comparedAt(tokens: readonly Token[], at: number, like: boolean, likeAt: number | undefined): boolean {
  if (!like) return likeBefore(tokens, at);
  if (likeAt === undefined) return false;
  return listedSince(tokens, likeAt, at) || (word(tokens, at - 1) === 'like' && listedSince(tokens, likeAt, at - 1));
}

/** Words that refer back to the venue named ("What else is like it?", "anything similar to that?"). */
const BACK = new Set(['it', 'that', 'them', 'those']);
/** Words right before "like" that make it the verb ("I would like it in Europe", "we'd like that"). */
const LIKING = new Set(
  "i we you they would i'd we'd you'd do does did also really still should might will i'll we'll".split(' '),
);

/** Whether the words at `at` refer back to the venue named: "like it", "similar to that". */
export function likeBack(tokens: readonly Token[], at: number): boolean {
  const one = word(tokens, at);
  if (one === 'like') return BACK.has(word(tokens, at + 1)) && !LIKING.has(word(tokens, at - 1));
  return ALIKE.has(one) && ALIKE_TO.has(word(tokens, at + 1)) && BACK.has(word(tokens, at + 2));
}

/** Most words between an ALIKE word and the event word it asks for ("comparable computer vision venues"). */
const SUBJECT_BETWEEN = 3;

/** Whether an event word follows `at` in its sentence, a subject of SUBJECT_BETWEEN words at most between. */
function eventWordAfter(tokens: readonly Token[], at: number): boolean {
  for (let next = at + 1; next <= at + 1 + SUBJECT_BETWEEN && next < tokens.length; next++) {
    const token = tokens[next]!;
    if (token.opens || ALIKE_TO.has(token.word)) return false;
    if (EVENT_WORDS.has(token.word)) return true;
  }
  return false;
}

/**
 * Whether the question asks for venues alike without naming to what ("similar venues", "comparable
 * computer vision conferences", "alternatives", "like it"): alike the one acronym it names elsewhere
 * ("We missed SIGMOD. Which similar conferences are still open?", "I liked EuroSys. What else is
 * like it?").
 */
export const alikeAsked = (tokens: readonly Token[]): boolean =>
  tokens.some(
    ({ word: one }, at) =>
      likeBack(tokens, at) ||
      (ALIKE.has(one) &&
        (eventWordAfter(tokens, at) || (one.startsWith('alternative') && word(tokens, at + 1) !== 'to'))),
  );

/** Words after "and" or "or" past the venues named that ask for those alike too: "ICASSP and similar". */
const AND_ALIKE: readonly (readonly string[])[] = [
  ['similar'],
  ['comparable'],
  ['the', 'like'],
  ['other', 'similar'],
  ['other', 'comparable'],
  ['others', 'like', 'it'],
  ['others', 'like', 'them'],
  ['others', 'like', 'those'],
];

/**
 * How many words from `at` ask for the venues named and those alike them ("Interspeech, ICASSP and
 * similar venues", "ICML or comparable conferences", "CHI and the like"), the venues being listed
 * right before it; 0 when they do not.
 */
function andAlikeAt(tokens: readonly Token[], at: number): number {
  if (!['and', 'or'].includes(word(tokens, at))) return 0;
  const phrase = AND_ALIKE.find((words) => words.every((one, i) => word(tokens, at + 1 + i) === one));
  // "ICML and similar to NeurIPS": a venue compared with comes after, not these.
  return phrase === undefined || ALIKE_TO.has(word(tokens, at + 1 + phrase.length)) ? 0 : phrase.length + 1;
}

/**
 * "like ISCA or MICRO": `acronym` compared with too, each venue one search; past MOST_ALSO_LIKE,
 * it and those after it are said as not compared, once.
 */
export function compareAlso(found: { alsoLike: AcronymRead[]; notes: string[] }, acronym: AcronymRead, text: string) {
  if (found.alsoLike.length < MOST_ALSO_LIKE) found.alsoLike.push(acronym);
  else if (!found.notes.some((note) => note.endsWith(NOT_COMPARED))) found.notes.push(`"${text}"${NOT_COMPARED}`);
}

/** What a question's words are read as, of the venues it names and compares with. */
interface Named {
  acronyms: { acronym: AcronymRead; at: number }[];
  like?: AcronymRead;
  alsoLike: AcronymRead[];
  likedToo?: string;
  notes: string[];
}

/**
 * "Interspeech, ICASSP and similar": the venues listed right before the words are compared with
 * (the first as "like X", the others as listed after it), and answer too, first; `likedToo` the
 * words that ask so, as written.
 */
export function settleAndAlike(found: Named, tokens: readonly Token[]): void {
  if (found.like !== undefined) {
    amongLiked(found, found.like, tokens);
    return;
  }
  const { acronyms } = found;
  const last = acronyms.at(-1);
  const words = last === undefined ? 0 : andAlikeAt(tokens, last.at + last.acronym.length);
  if (found.like !== undefined || words === 0) return;
  const ends = acronyms.map(({ acronym, at }) => at + acronym.length);
  // A list of them alone: a comma or "and", "or" between each two.
  const joined = (from: number, at: number) =>
    (at === from && tokens[at]!.listed === true) || (at === from + 1 && ['and', 'or'].includes(word(tokens, from)));
  if (!acronyms.every(({ at }, i) => i === 0 || joined(ends[i - 1]!, at))) return;
  const named = acronyms.map(({ acronym }) => acronym);
  found.like = named[0];
  for (const acronym of named.slice(1)) compareAlso(found, acronym, writtenAcronym(acronym));
  found.likedToo = spanText(tokens, acronyms[0]!.at, ends.at(-1)! + words - acronyms[0]!.at);
  found.acronyms = [];
}

/** Words before the event word before "like" that ask for the venues named among the others: "the main venues like OSDI". */
export const AMONG: ReadonlySet<string> = new Set(
  'main top best leading key major premier flagship prestigious important'.split(' '),
);

/**
 * "What are the main venues like OSDI and SOSP?": the venues compared with are among those asked
 * for, answered first as "OSDI, SOSP and similar" are; `likedToo` the words that ask so.
 */
function amongLiked(found: Named, like: AcronymRead, tokens: readonly Token[]): void {
  const at = likeAt(tokens, like);
  if (
    found.likedToo !== undefined ||
    at < 2 ||
    !EVENT_WORDS.has(word(tokens, at - 1)) ||
    !AMONG.has(word(tokens, at - 2))
  )
    return;
  found.likedToo = `${spanText(tokens, at - 2, 3)} ${[like, ...found.alsoLike].map(writtenAcronym).join(', ')}`;
}

/** The "like" right before the acronym `like` names; -1 when none. */
function likeAt(tokens: readonly Token[], like: AcronymRead): number {
  const first = like.bare.split(' ')[0]!.toLowerCase();
  return tokens.findIndex((token, i) => token.word === 'like' && tokens[i + 1]?.text.toLowerCase() === first);
}

/** Words a subject's own may hold between its words: "logic in computer science". */
const WITHIN_SUBJECT = new Set(['in', 'of', 'and', 'for']);
/** Words between an event word and a subject: "conferences on speech". */
export const SUBJECT_AFTER: ReadonlySet<string> = new Set(['on', 'about', 'in', 'for']);
/** Most words of a subject read before "like". */
const MOST_SUBJECT = 5;

/**
 * "Which conferences on speech like ICASSP or Interspeech …": the venues compared with after the
 * question's subject (`q`, its words) set after the event word by "on", "about", "in" or "for" are
 * examples of it, among those asked for, answered first as "the main venues like OSDI" are; the
 * words that ask so (those settleAndAlike read first), else nothing. "Conferences like KDD" and
 * "security conferences like USENIX Security" ask for the others alone.
 */
export function likedOf(
  tokens: readonly Token[],
  { like, alsoLike, likedToo }: Named,
  q: readonly string[],
): { likedToo: string } | Record<string, never> {
  if (likedToo !== undefined) return { likedToo };
  const at = like === undefined ? -1 : likeAt(tokens, like);
  if (at < 3 || q.length === 0) return {};
  const words = new Set(q);
  const ofSubject = (i: number) => words.has(word(tokens, i)) || WITHIN_SUBJECT.has(word(tokens, i));
  let start = at;
  while (start > 0 && at - start < MOST_SUBJECT && ofSubject(start - 1)) start -= 1;
  // "conferences in computer science like X": the word before the subject is no word of it.
  while (start < at && !words.has(word(tokens, start))) start += 1;
  const subject = start < at && words.has(word(tokens, start)) && words.has(word(tokens, at - 1));
  if (!subject || !SUBJECT_AFTER.has(word(tokens, start - 1)) || !EVENT_WORDS.has(word(tokens, start - 2))) return {};
  const from = start - 2;
  return {
    likedToo: `${spanText(tokens, from, at + 1 - from)} ${[like!, ...alsoLike].map(writtenAcronym).join(', ')}`,
  };
}
