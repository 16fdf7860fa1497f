/**
 * The compounds of a word of q (docs/api.md, Compounds): a word of a field written as one word with
 * a combining form before it, "cybersecurity" for "security", "bioinformatics" for "informatics",
 * "neuroscience" for "science". Such a field is close kin of the word, and topics and sub-topics
 * name fields so ("Cybersecurity"), so `q=security` also finds them; search_terms shows each
 * compound found ("security|cybersecurity").
 *
 * A fixed list of combining forms rather than any word that ends with the word of q: endings alone
 * join words of another meaning ("conscience" ends with "science", "ecosystem" with "system",
 * "television" with "vision", "photograph" with "graph"), so the forms are the prefixes of
 * scientific and technical compounds whose compounds in event and topic names are kinds of the
 * field they end with; forms whose compounds mostly are not (eco-, tele-, photo-, auto-) are left
 * out.
 */
import { singular } from './inflection.js';

/** The combining forms, each written as it joins a word ("cyber" + "security"). */
export const COMBINING_FORMS: readonly string[] = [
  'astro',
  'bio',
  'cyber',
  'crypto',
  'electro',
  'geo',
  'immuno',
  'micro',
  'nano',
  'neuro',
  'psycho',
  'socio',
];

/** A word of q has compounds when it is plain letters of at least this many (no "ai", no "data" either way). */
const MIN_WORD_LENGTH = 5;
const PLAIN = /^[a-z]+$/;

/** The compounds to look up for a folded word: each combining form before its singular; none for a short or non-letter word. */
export function compoundsOf(word: string): string[] {
  if (word.length < MIN_WORD_LENGTH || !PLAIN.test(word)) return [];
  const key = singular(word);
  return COMBINING_FORMS.filter((form) => !key.startsWith(form)).map((form) => `${form}${key}`);
}
