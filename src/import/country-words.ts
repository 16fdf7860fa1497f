/**
 * Names compared whatever language or code they name a country in (docs/importers.md, Merging):
 * trackers write "PyCon Italia" and "PyCon Italy", "Wagtail Space NL" and "Wagtail Space
 * Netherlands" for one event. In the key that compares two records, each run of words naming a
 * country (its name, an alias, a native name, or its ISO code written in capitals) is the
 * country's code, marked apart from any word. Only for comparing: the names kept are the records' own.
 */
import { words } from '../reference/fold.js';
import type { CountryResolver } from '../reference/countries.js';

/** Most words of a country's name read as one ("Bosnia and Herzegovina", "United Arab Emirates"). */
const MOST_WORDS = 4;
/** A code of a country as written in a name: two or three capitals ("NL", "USA"). */
const CODE_RE = /^[A-Z]{2,3}$/;

/** The folded key of `text` with every country it names written as that country's code. */
export function countryFoldedKey(countries: CountryResolver, text: string): string {
  const written = text.split(/[\s,;:()/|·–—-]+/).filter(Boolean);
  const out: string[] = [];
  for (let at = 0; at < written.length; ) {
    let length = Math.min(MOST_WORDS, written.length - at);
    for (; length >= 1; length--) {
      const span = written.slice(at, at + length);
      // A short word in lower case ("in", "us", "de") is a word, never a code.
      if (length === 1 && span[0]!.length <= 3 && !CODE_RE.test(span[0]!)) continue;
      const country = countries.resolve(span.join(' '));
      if (country !== undefined) {
        // Marked, so that a code is never a word of another name ("IN" is India, "in" a word).
        out.push(`\u0001${country.alpha2}`);
        break;
      }
    }
    if (length >= 1) at += length;
    else out.push(...words(written[at++]!));
  }
  return out.join(' ');
}
