/**
 * Folding of case and diacritics, shared by the builder (what is indexed) and the
 * search engine (what is asked), so that "munchen" matches "München".
 */

// Letters that NFKD does not decompose into a base letter plus a combining mark.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const SPECIAL_RE = /[ßæœøłđðþıħŧ]/g;
const COMBINING_MARKS_RE = /\p{M}+/gu;
const WORD_RE = /[\p{L}\p{N}]+/gu;
const ASCII_PRINTABLE_RE = /^[\x20-\x7e]*$/;
// ASCII words separated by single spaces: their key is the text lower-cased, nothing else to do.
const PLAIN_WORDS_RE = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/** Lower-cases and strips diacritics: "São Paulo" -> "sao paulo". */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Fast path: plain ASCII needs no normalisation.
  if (ASCII_PRINTABLE_RE.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(COMBINING_MARKS_RE, '')
    .replace(SPECIAL_RE, (ch) => SPECIAL_LETTERS[ch] ?? ch);
}

/** The words of a text after folding: runs of letters or digits ("Women's" -> ["women", "s"]). */
export function words(text: string): string[] {
  return fold(text).match(WORD_RE) ?? [];
}

/** A folded key for exact-name lookups: words joined by single spaces ("U.S." -> "u s"). */
export function nameKey(text: string): string {
  if (PLAIN_WORDS_RE.test(text)) return text.toLowerCase();
  return words(text).join(' ');
}

/** URL-style slug of a name: "Computer Science" -> "computer-science". */
export function slugify(text: string): string {
  return words(text).join('-');
}
