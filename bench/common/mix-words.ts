/**
 * The q of the random mix (random-mix.ts), as people and assistants write it (docs/api.md, Matching
 * and Query syntax), taken from the words of one event so that it finds that event: one or two
 * words of its name, the last sometimes cut to a prefix; its acronym, now and then with its year
 * ("ICD 2024"); a word in its other number ("system" for "Systems"); another way of writing a
 * subject the synonym table knows ("AI" for "Artificial Intelligence"); two adjacent words in
 * quotes; a word OR a word of another event; a word without a word of another event.
 */
import type { SnapshotIndex } from '../../src/search/index.js';
import { eventAt } from '../../src/store/index.js';
import { singular } from '../../src/text/inflection.js';
import { STOP_WORDS } from '../../src/text/stopwords.js';
import { SYNONYMS } from '../../src/text/synonyms.js';
import { terms } from '../../src/text/terms.js';

const Q_FORMS = ['words', 'acronym', 'acronym with year', 'number', 'synonym', 'phrase', 'or', 'not'] as const;
type QForm = (typeof Q_FORMS)[number];

/** How often each form is written, of 100 (a form the event cannot give falls back to words). */
const Q_FORM_WEIGHTS: Readonly<Record<QForm, number>> = {
  words: 52,
  acronym: 10,
  'acronym with year': 5,
  number: 10,
  synonym: 11,
  phrase: 4,
  or: 4,
  not: 4,
};

/** The draws the q forms take from the mix's seeded stream. */
export interface WordDraws {
  next(): number;
  chance(p: number): boolean;
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  event(): number;
}

/** The words of a name that q may carry: no stop words, no numbers, three letters or more. */
const usableWords = (name: string): string[] =>
  terms(name).filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));

/** The other number of a word: its singular when it is a plural, else a plural the rules fold back. */
function otherNumber(word: string): string | undefined {
  const one = singular(word);
  if (one !== word) return one;
  if (!/^[a-z]{4,}$/.test(word) || word.endsWith('s')) return undefined;
  const plural = /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return singular(plural) === word ? plural : undefined;
}

/** Another way of writing a subject of the table all of whose words the name holds. */
function synonymOf(words: readonly string[], draws: WordDraws): string | undefined {
  const held = new Set(words.map(singular));
  const options: string[] = [];
  for (const { same } of SYNONYMS) {
    const written = same.find((form) => terms(form).every((word) => STOP_WORDS.has(word) || held.has(singular(word))));
    if (written !== undefined) options.push(...same.filter((form) => form !== written));
  }
  return options.length === 0 ? undefined : options[Math.floor(draws.next() * options.length)];
}

/** Two adjacent words of the name, neither a stop word, in quotes. */
function phraseOf(name: string, draws: WordDraws): string | undefined {
  const all = terms(name);
  const starts = all.flatMap((word, at) =>
    at + 1 < all.length && !STOP_WORDS.has(word) && !STOP_WORDS.has(all[at + 1]!) && /[a-z]/.test(word) ? [at] : [],
  );
  if (starts.length === 0) return undefined;
  const at = starts[Math.floor(draws.next() * starts.length)]!;
  return `"${all[at]} ${all[at + 1]}"`;
}

/** One to two words of the name, the last sometimes cut to a prefix of three letters or more (unless `whole`). */
function plainWords(usable: readonly string[], draws: WordDraws, whole: boolean): string {
  const start = Math.floor(draws.next() * usable.length);
  const picked = usable.slice(start, start + (draws.chance(0.55) ? 1 : 2));
  const last = picked[picked.length - 1]!;
  const cut = Math.min(last.length - 3, 1 + Math.floor(draws.next() * 3));
  if (cut > 0 && !whole && draws.chance(0.25)) picked[picked.length - 1] = last.slice(0, last.length - cut);
  return picked.join(' ');
}

/**
 * A q for the event at `position` in a form drawn at Q_FORM_WEIGHTS, or plain words only when
 * `whole` (a q to mistype); undefined when its name has no usable word.
 */
export function queryWords(
  index: SnapshotIndex,
  position: number,
  draws: WordDraws,
  whole = false,
): string | undefined {
  const row = eventAt(index.store, position);
  const usable = usableWords(row.name);
  if (usable.length === 0) return undefined;
  const plain = () => plainWords(usable, draws, whole);
  if (whole) return plain();
  const form = draws.weighted(Q_FORMS.map((name) => [name, Q_FORM_WEIGHTS[name]] as const));
  const word = () => usable[Math.floor(draws.next() * usable.length)]!;
  const elsewhere = () => usableWords(eventAt(index.store, draws.event()).name)[0];
  switch (form) {
    case 'acronym':
      return row.acronym ? terms(row.acronym)[0] : plain();
    case 'acronym with year':
      return row.acronym && /\d{4}/.test(row.acronym) ? row.acronym : plain();
    case 'number':
      return otherNumber(word()) ?? plain();
    case 'synonym':
      return synonymOf(terms(row.name), draws) ?? plain();
    case 'phrase':
      return phraseOf(row.name, draws) ?? plain();
    case 'or': {
      const other = elsewhere();
      const join = [' OR ', ' or ', ' | '][Math.floor(draws.next() * 3)]!;
      return other === undefined ? plain() : `${word()}${join}${other}`;
    }
    case 'not': {
      const other = elsewhere();
      return other === undefined || usable.includes(other) ? plain() : `${word()} -${other}`;
    }
    default:
      return plain();
  }
}
