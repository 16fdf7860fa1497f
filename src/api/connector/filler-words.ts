/**
 * Words that carry no subject by the words beside them (docs/api.md, Connector tools): "key" before
 * "dates", "networking" before "with" (vocabulary.ts), a count's word ("by country": count-words.ts),
 * a measure's values ("the h5-index values": bounded-measures.ts), "before" after "days left",
 * "world" in "anywhere in the world", "study" in "I study", "startup builds" in "our startup
 * builds", "series" in "the series ICML"; and words that carry none elsewhere but name a field
 * beside an event word ("statistics conferences").
 */
import { TIME_LEFT } from './around-words.js';
import { valueOfMeasure } from './bounded-measures.js';
import { countWordAt } from './count-words.js';
import { type Token, writtenAsAcronym } from './tokens.js';
import { EVENT_WORDS } from './subjects.js';
import { FILLER_AFTER, FILLER_BEFORE } from './vocabulary.js';

/** Words after which "networking with" is a field's ("conferences in networking with deadlines"), no plan. */
const FIELD_BEFORE: ReadonlySet<string> = new Set(['in', 'on', 'of', 'about']);

/** Words before "the world" that make it everywhere ("anywhere in the world", "around the world"): no place, no subject. */
const WORLD_BEFORE: ReadonlySet<string> = new Set(['in', 'around', 'across', 'over', 'throughout']);

/**
 * Words before a verb of WORK_VERBS that make it the verb of someone's work ("I study fairness",
 * "our startup builds recommender systems"), no subject ("a user study", "build systems").
 */
const WORK_BY: ReadonlySet<string> = new Set(
  `i we they he she who also mainly currently student students lab group team colleague colleagues
  startup company firm`.split(/\s+/),
);
/** Words of the asker's firm after "our" or "my" ("our startup builds ..."), a subject elsewhere ("startup conferences"). */
const FIRMS: ReadonlySet<string> = new Set(['startup', 'company', 'firm', 'employer']);
/** Verbs of what someone works on or makes. */
const WORK_VERBS: ReadonlySet<string> = new Set(
  'study studies build builds develop develops design designs'.split(' '),
);

/** Whether the word at `at` carries no subject by the words beside it. */
export const fillerBeside = (tokens: readonly Token[], at: number): boolean =>
  (FILLER_BEFORE.get(tokens[at]!.word)?.has(tokens[at + 1]?.word ?? '') === true &&
    !FIELD_BEFORE.has(tokens[at - 1]?.word ?? '')) ||
  (FILLER_AFTER.has(`${tokens[at - 2]?.word} ${tokens[at - 1]?.word}`) &&
    !FIELD_BEFORE.has(tokens[at - 3]?.word ?? '')) ||
  countWordAt(tokens, at) ||
  (WORK_VERBS.has(tokens[at]!.word) && WORK_BY.has(tokens[at - 1]?.word ?? '')) ||
  (FIRMS.has(tokens[at]!.word) && ['our', 'my'].includes(tokens[at - 1]?.word ?? '')) ||
  valueOfMeasure(tokens, at) ||
  // "days left before the ICLR deadline": the time to it, no window (around-words.ts).
  (tokens[at]!.word === 'before' && TIME_LEFT.has(tokens[at - 1]?.word ?? '')) ||
  (tokens[at]!.word === 'world' && tokens[at - 1]?.word === 'the' && WORLD_BEFORE.has(tokens[at - 2]?.word ?? '')) ||
  // "the series ICML", "ICML series": the venue's editions, no subject ("time series" is one).
  (tokens[at]!.word === 'series' &&
    [tokens[at - 1], tokens[at + 1]].some((token) => writtenAsAcronym(token?.text ?? '')));

/** Words of the asking ("acceptance rate statistics") that name a field beside an event word or after these. */
export const FIELDS_BESIDE: ReadonlySet<string> = new Set(['statistics']);
export const FIELD_AFTER: ReadonlySet<string> = new Set(['on', 'in', 'about', 'for']);

/**
 * Whether the word at `at`, which asks about the asking elsewhere, names a field here: before an
 * event word ("statistics conferences") or after "on", "in", "about" or "for" ("conferences on
 * statistics").
 */
export const fieldBeside = (tokens: readonly Token[], at: number): boolean =>
  FIELDS_BESIDE.has(tokens[at]!.word) &&
  (EVENT_WORDS.has(tokens[at + 1]?.word ?? '') || FIELD_AFTER.has(tokens[at - 1]?.word ?? ''));
