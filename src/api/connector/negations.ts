/**
 * What a question excludes (docs/api.md, Connector tools): a type, format or place after a word
 * such as "not", "except" or "outside" ("the main conferences, not the small workshops", "machine
 * learning conferences outside the United States"). The search has no filter that excludes, so an
 * excluded type, format, city or region filters nothing, said; an excluded country or continent
 * is read as the other countries of the data (of the place asked for, when one is: "in Europe but
 * not in Germany"), as "Europe or Asia" is read as its countries. An excluded acronym is not
 * searched, and its editions the question finds are no answer to it ("NLP conferences except
 * ACL": excluded-editions.ts). An excluded subject ("cryptography, not cryptocurrency") is not
 * searched (words-of-q.ts).
 */
import { CONTINENTS, type Continent } from '../../reference/continents.js';
import type { SnapshotIndex } from '../../search/index.js';
import type { AcronymRead } from './acronym-words.js';
import type { Claim } from './date-words.js';
import { RANK_PARAMETERS } from './rank-of-found.js';
import { spanText, type Token } from './tokens.js';
import { bigCountAt, countWord } from './vocabulary.js';

/** Words that exclude what follows them closely ("not the small workshops", "rather than workshops", "outside Europe"). */
const NEGATIONS = new Set([
  'not',
  // "workshops, no conferences".
  'no',
  'excluding',
  'except',
  'without',
  'nor',
  'than',
  'outside',
  'besides',
  'apart',
  'aside',
  // "robotics conferences in Asia, avoiding Japan".
  'avoid',
  'avoiding',
]);
/**
 * Words that exclude a place only before a verb of going there ("I cannot travel to China",
 * "unable to go to the US"): "I can't find conferences in Spain" asks for them.
 */
const CANNOT = new Set(['cannot', "can't", 'unable']);
const GOING = new Set(['travel', 'go', 'fly', 'visit', 'attend', 'enter', 'get']);
/** Words between a verb of going and its place ("travel to the US"). */
const ARTICLES = new Set(['the', 'a', 'an']);
/**
 * Those that exclude an acronym a few words on; "not" and "nor" only right before it: "I am not
 * sure when ICML is" asks of ICML.
 */
const NAME_NEGATIONS = new Set(['excluding', 'except', 'without', 'than', 'besides', 'apart', 'aside']);
/** Words before "than" that make it exclude ("other than", "rather than", "anything else than"). */
const THAN_EXCLUDING = new Set(['other', 'rather', 'else']);
/** Words that end what a negation before them excludes. */
const AFFIRMING = new Set(['only', 'just', 'but', 'instead']);
/** How far back in its sentence a negation excludes a word. */
const NEGATED_WITHIN = 3;
/** Words that join a list, across which a negation reaches further: "outside of Asia and Europe". */
const JOINING = new Set(['and', 'or']);
/** Words a negation reaches across for free, two at most: "excluding those held in the US". */
const STANDING_FOR = new Set(['those', 'ones', 'held', 'located', 'based']);
const MOST_FREE = 2;
/** Words that open a new clause after a list mark, where what a negation excludes ends: "Apart from ACL, what …". */
const ASKING = new Set('what which where when how who are is do does can could should'.split(' '));

/** Whether the word at `at` is "of" after "instead": "instead of CVPR" excludes it. */
const insteadOf = (tokens: readonly Token[], at: number): boolean =>
  tokens[at]?.word === 'of' && tokens[at - 1]?.word === 'instead';

/**
 * Whether a negation stands in the few words before `at`, in its sentence, or before the list the
 * word ends ("not in Germany, France or Italy"); of a `name` (an acronym), one of NAME_NEGATIONS.
 */
export function negated(tokens: readonly Token[], at: number, name = false): boolean {
  const words = name ? NAME_NEGATIONS : NEGATIONS;
  if (name && (tokens[at - 1]?.word === 'not' || tokens[at - 1]?.word === 'nor')) return true;
  if (!name && cannotGo(tokens, at)) return true;
  let reach = NEGATED_WITHIN;
  let free = MOST_FREE;
  for (let back = at - 1; back >= 0 && reach > 0; back--, reach--) {
    const token = tokens[back]!;
    // "than" excludes after "other" or "rather" ("other than ICML"); after a comparative it compares ("bigger than ICML").
    const compared = token.word === 'than' && !THAN_EXCLUDING.has(tokens[back - 1]?.word ?? '');
    if ((words.has(token.word) && !compared) || insteadOf(tokens, back)) return true;
    // "no conferences, only workshops", "not in Germany but in France": what follows is asked.
    if (token.opens || AFFIRMING.has(token.word)) break;
    const next = tokens[back + 1]!;
    if (next.listed && ASKING.has(next.word)) break;
    if (JOINING.has(token.word) || next.listed) reach += 2;
    if (STANDING_FOR.has(token.word) && free-- > 0) reach += 1;
  }
  return false;
}

/**
 * Where the acronyms a question excludes stand: each `negated` as a name, and each joined to an
 * excluded one before it by "or", "and" or a list mark ("robotics conferences, not ICRA or IROS",
 * "not ACL, EMNLP"), as "not" reaches the first alone.
 */
export function excludedAcronyms(
  tokens: readonly Token[],
  acronyms: readonly { readonly at: number; readonly acronym: { readonly length: number } }[],
): ReadonlySet<number> {
  const out = new Set<number>();
  let end = -1;
  for (const { acronym, at } of [...acronyms].sort((one, two) => one.at - two.at)) {
    const joined =
      end >= 0 &&
      ((at === end + 1 && JOINING.has(tokens[end]?.word ?? '')) || (at === end && tokens[at]?.listed === true));
    end = joined || negated(tokens, at, true) ? at + acronym.length : -1;
    if (end >= 0) out.add(at);
  }
  return out;
}

/**
 * Whether the subject word at `at` is excluded: the words of the subject it ends follow "not" or
 * "nor", or one of NAME_NEGATIONS ("except speech", "other than computer vision", "apart from
 * security"), an article between them or not ("cryptography conferences, not cryptocurrency"), each
 * of a list after it ("other than physics or biology").
 */
export function excludedSubject(tokens: readonly Token[], at: number, subject: ReadonlySet<number>): boolean {
  let back = at - 1;
  // Across a list too: "other than physics or biology".
  while (subject.has(back) || (JOINING.has(tokens[back]?.word ?? '') && subject.has(back - 1))) back--;
  if (ARTICLES.has(tokens[back]?.word ?? '')) back--;
  const word = tokens[back]?.word ?? '';
  if (word === 'not' || word === 'nor') return true;
  if (word === 'from') return ['apart', 'aside'].includes(tokens[back - 1]?.word ?? '');
  if (word === 'than') return THAN_EXCLUDING.has(tokens[back - 1]?.word ?? '');
  return NAME_NEGATIONS.has(word) || insteadOf(tokens, back);
}

/**
 * Whether the place at `at` is one the asker cannot go to: "cannot travel to China", "can't go to
 * the US", "unable to travel to Japan" (a verb of going, after "cannot" or "unable to", then "to"
 * or "in" and an article).
 */
function cannotGo(tokens: readonly Token[], at: number): boolean {
  const word = (i: number) => tokens[i]?.word ?? '';
  let back = at - 1;
  if (ARTICLES.has(word(back))) back--;
  if (word(back) === 'to' || word(back) === 'in') back--;
  if (!GOING.has(word(back))) return false;
  back--;
  if (word(back) === 'to') back--;
  return CANNOT.has(word(back));
}

/** The pseudo-parameter an excluded country or continent is read into, settled by `settleExcluded`. */
const EXCLUDED = 'excluded';

/** The claim of an excluded hint: a country or continent to settle, else no filter, said. */
export function excludedClaim(parameter: string, value: string, words: readonly string[]): Claim {
  const length = words.length;
  if (parameter === 'country' || parameter === 'continent')
    return { length, parameters: [[EXCLUDED, `${parameter}:${value}`]] };
  return { length, parameters: [], note: `"${words.join(' ')}" not read: the question excludes it` };
}

/** The countries of a `country` or `continent` value. */
function countriesOf(index: SnapshotIndex, parameter: string, value: string): readonly string[] {
  return parameter === 'continent' ? index.continentCountries(value as Continent) : [value];
}

/**
 * `parameters` with the excluded countries and continents read as the other countries: of the
 * countries or continent asked for, else of every continent; each said in `notes`.
 */
export function settleExcluded(parameters: Record<string, string>, index: SnapshotIndex, notes: string[]): void {
  const excluded = parameters[EXCLUDED];
  if (excluded === undefined) return;
  delete parameters[EXCLUDED];
  const places = excluded.split(',').map((one) => one.split(':') as [string, string]);
  const out = new Set(places.flatMap(([parameter, value]) => countriesOf(index, parameter, value)));
  const { country, continent } = parameters;
  const asked =
    country?.split(',') ??
    (continent === undefined ? CONTINENTS : [continent]).flatMap((one) => index.continentCountries(one as Continent));
  const kept = asked.filter((name) => !out.has(name));
  const names = places.map(([, value]) => value).join(', ');
  if (kept.length === asked.length || kept.length === 0) {
    notes.push(`"${names}" not read: the question excludes it`);
    return;
  }
  delete parameters.continent;
  parameters.country = kept.join(',');
  notes.push(`${names} excluded: read as the ${kept.length} other countries`);
}

/**
 * Acronyms a question excludes at most: each is a search, and the page is read that much longer
 * (excluded-editions.ts).
 */
export const EXCLUDED_MAX = 10;

/** An acronym the question excludes put in `excluded`, said; past EXCLUDED_MAX, said not read. */
export function exclude(excluded: AcronymRead[], acronym: AcronymRead, text: string, notes: string[]): void {
  if (excluded.length >= EXCLUDED_MAX) {
    notes.push(`"${text}" not read: at most ${EXCLUDED_MAX} acronyms are left out`);
    return;
  }
  excluded.push(acronym);
  notes.push(`"${text}" left out of the results: the question excludes it`);
}

/**
 * A rank claimed at `at` that the question excludes ("security conferences other than the big
 * four", "besides the top venues", "not CORE A*"): no filter, its venues left out as excluded
 * acronyms are (excluded-editions.ts); any other claim as it is.
 */
export function excludedRank(claim: Claim | undefined, tokens: readonly Token[], at: number): Claim | undefined {
  const ranks = claim?.parameters.filter(([name]) => RANK_PARAMETERS.includes(name)) ?? [];
  if (claim === undefined || ranks.length === 0 || !negated(tokens, at, true)) return claim;
  // "the big four": those of the ranks the search finds first, as many as the count says.
  const count = bigCountAt(tokens, at) ? countWord(tokens[at + 1]!.word) : undefined;
  const length = claim.length + (count === undefined ? 0 : 1);
  return {
    length,
    parameters: [],
    unranked: { ranks, ...(count === undefined ? {} : { count }), text: spanText(tokens, at, length) },
  };
}

/** A rank the question excludes: its parameters, how many of its venues ("the big four"), the words. */
export type Unranked = NonNullable<Claim['unranked']>;

/** The ranks `claims` exclude, as a reading holds them; nothing when none. */
export function unrankedOf(claims: readonly { claim: Claim }[]): { unranked?: readonly Unranked[] } {
  const unranked = claims.flatMap(({ claim }) => (claim.unranked === undefined ? [] : [claim.unranked]));
  return unranked.length === 0 ? {} : { unranked };
}
