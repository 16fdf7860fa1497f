/**
 * English plural folding (docs/api.md, Matching): the form a folded word of q and of the index are
 * compared by, so that "databases" finds "Database" and "graph" finds "Graphs". The rules are the
 * S-stemmer's (Harman, "How effective is suffixing?", JASIS 42(1), 1991), which removes only plural
 * endings, refined for the endings it gets wrong (-sses, -xes, -ches, -shes) and with a short table
 * of irregular plurals. The same rule reads the index and the query, so a word and its plural meet
 * whether the folded form is a real word or not ("database" for both "database" and "databases").
 *
 * Hand-written rather than taken from a singularize package: those also rewrite words that are not
 * plurals (Bremen to "breman", Craiova to "craiovum", dice to "die"), where an index of event names
 * full of places and acronyms needs a rule that touches only plural endings; the whole rule fits
 * below and docs/api.md states it.
 */
import { ownValue } from '../util/own-value.js';

/** Irregular plurals, and plurals the suffix rules would fold wrongly, with their singular. */
const IRREGULAR: Readonly<Record<string, string>> = {
  men: 'man',
  women: 'woman',
  children: 'child',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  criteria: 'criterion',
  phenomena: 'phenomenon',
  automata: 'automaton',
  curricula: 'curriculum',
  corpora: 'corpus',
  stimuli: 'stimulus',
  nuclei: 'nucleus',
  fungi: 'fungus',
  alumni: 'alumnus',
  bacteria: 'bacterium',
  matrices: 'matrix',
  vertices: 'vertex',
  indices: 'index',
  appendices: 'appendix',
  analyses: 'analysis',
  hypotheses: 'hypothesis',
  syntheses: 'synthesis',
  theses: 'thesis',
  diagnoses: 'diagnosis',
  prognoses: 'prognosis',
  crises: 'crisis',
  viruses: 'virus',
  campuses: 'campus',
  buses: 'bus',
  statuses: 'status',
  consensuses: 'consensus',
  heroes: 'hero',
  volcanoes: 'volcano',
  echoes: 'echo',
  potatoes: 'potato',
  tomatoes: 'tomato',
  knives: 'knife',
  wolves: 'wolf',
  halves: 'half',
  shelves: 'shelf',
  movies: 'movie',
  cookies: 'cookie',
  calories: 'calorie',
  zombies: 'zombie',
  caches: 'cache',
  niches: 'niche',
  avalanches: 'avalanche',
  headaches: 'headache',
  apis: 'api',
  kpis: 'kpi',
  guis: 'gui',
};

/** Words ending in "s" that are no plural, or whose singular means something else (Ruby on Rails, rail). */
const NOT_PLURAL = new Set(['series', 'species', 'news', 'rails', 'lens', 'chaos', 'cosmos', 'atlas']);

/** Plural nouns ending in "-ics": other words in "-ics" name fields (physics, robotics) and stay whole. */
const ICS_PLURALS = new Set([
  'topics',
  'clinics',
  'metrics',
  'heuristics',
  'epidemics',
  'pandemics',
  'antibiotics',
  'characteristics',
  'critics',
  'comics',
  'tactics',
  'basics',
]);

/**
 * Whether a word's singular always begins with the word's first letter: the suffix rules below
 * change only endings, and every irregular plural above keeps it. A reader that looks for a
 * singular among a name's words can then skip the words that begin otherwise without working out
 * their singulars (search/components/field-match.ts); it reads every word when this is false.
 */
export const SINGULAR_KEEPS_FIRST_LETTER = Object.entries(IRREGULAR).every(([plural, one]) => plural[0] === one[0]);

/** A word's first letter, last letter and length, as character codes, in one number. */
function wordShape(first: number, last: number, length: number): number {
  return (first << 16) | (last << 8) | Math.min(length, 255);
}
const IRREGULAR_SHAPES = new Set(
  Object.keys(IRREGULAR).map((plural) =>
    wordShape(plural.charCodeAt(0), plural.charCodeAt(plural.length - 1), plural.length),
  ),
);

/**
 * Whether a folded word of `length` letters, from `first` to `last` (character codes), may have a
 * singular other than itself: only a word ending in "s" or an irregular plural above has one (the
 * rule below). False is certain; true only says that singular() must be asked. A reader of names in
 * bytes (search/components/field-match.ts) then makes a string of a word only when it may fold.
 */
export function mayFold(first: number, last: number, length: number): boolean {
  return last === 0x73 || IRREGULAR_SHAPES.has(wordShape(first, last, length));
}

/** Words shorter than this stay as they are ("gas", "ios", "aws"), except the irregular ones. */
const MIN_LENGTH = 4;
const PLAIN = /^[a-z]+$/;
const VOWEL_BEFORE_IES = /[aeiou]ies$/;

/**
 * The singular a folded word is compared by: itself unless it is a plural by the rules above. Only
 * words of plain letters a to z are folded; symbol terms (c++), numbers and other scripts stay.
 */
export function singular(word: string): string {
  const irregular = ownValue(IRREGULAR, word);
  if (irregular !== undefined) return irregular;
  if (word.length < MIN_LENGTH || !word.endsWith('s') || !PLAIN.test(word) || NOT_PLURAL.has(word)) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ics') && !ICS_PLURALS.has(word)) return word;
  if (word.endsWith('ies'))
    return word.length > 4 && !VOWEL_BEFORE_IES.test(word) ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  if (/(?:sses|xes|ches|shes|zzes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
