/**
 * Which names of the place data cannot fold to any of the names asked for, told without folding
 * them (geonames-cities.ts reads a country's lines for a few names at a time; folding every name
 * of every line would cost more than the rest of the read).
 */

/** An ASCII letter or digit, lower-cased; -1 for any other character (or none). */
function asciiAlnum(code: number): number {
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return code;
  return code >= 65 && code <= 90 ? code + 32 : -1;
}

/**
 * The first three characters of a text as one number when they are ASCII letters or digits, else
 * -1. The folded key of such a name starts with the same three characters, lower-cased.
 */
function prefix(text: string): number {
  const a = asciiAlnum(text.charCodeAt(0));
  const b = asciiAlnum(text.charCodeAt(1));
  const c = asciiAlnum(text.charCodeAt(2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a << 16) | (b << 8) | c;
}

const ASCII_RE = /^[\x20-\x7e]*$/;
/** A letter of a script other than Latin: it stays a non-ASCII letter after folding. */
const NON_LATIN_START_RE = /^(?=\p{L})\P{Script=Latin}/u;

/**
 * Names that cannot fold to any wanted key, told without folding them: those whose prefix no
 * wanted key has, and, when every wanted key is ASCII, those that start with a letter of another
 * script.
 */
export function cannotMatch(wanted: ReadonlySet<string>): (name: string) => boolean {
  const prefixes = new Set([...wanted].map(prefix));
  const asciiKeys = [...wanted].every((key) => ASCII_RE.test(key));
  return (name) => {
    const start = prefix(name);
    return start === -1 ? asciiKeys && NON_LATIN_START_RE.test(name) : !prefixes.has(start);
  };
}
