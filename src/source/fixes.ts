/**
 * Likely fixes of rejected values, shown as the report's suggestions (docs/source-format.md,
 * Report): the closest valid type or format, a URL with its spaces encoded, a date with its
 * month and day padded.
 */
import { closestMatches } from '../reference/suggest.js';
import { parseIsoDate } from '../util/dates.js';

/** Common words for formats that are not the format's own name. */
const FORMAT_WORDS: Readonly<Record<string, string>> = {
  virtual: 'online',
  remote: 'online',
  onsite: 'in-person',
  'on site': 'in-person',
  physical: 'in-person',
  offline: 'in-person',
  blended: 'hybrid',
};

/** The closest of the valid values (types, formats), or a format named by a common word. */
export function closestValue(text: string, valid: readonly string[]): string | undefined {
  const word = FORMAT_WORDS[text.trim().toLowerCase()];
  if (word !== undefined && valid.includes(word)) return word;
  return closestMatches(text, valid, 1)[0];
}

const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * Whether a text is a website the builder takes (docs/source-format.md): an http(s) URL with a
 * host. The one rule, for the builder and for every importer, which writes nothing it refuses.
 */
export function isWebsite(text: string): boolean {
  return URL_RE.test(text);
}

/**
 * A website as compared, not as shown: without its scheme, "www." and trailing slashes, its host
 * in lower case (a path's case may matter to the server). Two listings of one event at one
 * website are one (docs/importers.md, Merging), and a website that changes only so is no change
 * (docs/snapshot-format.md, Change log).
 */
export function websiteKey(website: string | null): string {
  const url = (website ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  const host = url.search(/[/?#]/);
  const [name, rest] = host === -1 ? [url, ''] : [url.slice(0, host), url.slice(host)];
  return name.toLowerCase().replace(/^www\./, '') + rest;
}

/** A scheme mistyped: "htps://", "htttps://", "https//", "https:/", "http;//". */
const MISTYPED_SCHEME_RE = /^h+t+p+(s?)(?:[:;]+\/*|\/+)(?=[^\s/:;])/i;

/**
 * A URL with its spaces encoded ("a b" -> "a%20b"), its scheme's typo corrected ("htps://"), or
 * with https:// before a bare host.
 */
export function fixedUrl(text: string): string | undefined {
  const encoded = text.replace(/\s/g, (space) => (space === ' ' ? '%20' : encodeURIComponent(space)));
  if (encoded !== text && URL_RE.test(encoded)) return encoded;
  const scheme = MISTYPED_SCHEME_RE.exec(encoded);
  if (scheme) {
    const corrected = `http${scheme[1]!.toLowerCase()}://${encoded.slice(scheme[0].length)}`;
    if (URL_RE.test(corrected)) return corrected;
  }
  const withScheme = `https://${encoded}`;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text) && /^[\w-]+(\.[\w-]+)+(\/|$)/.test(text) && URL_RE.test(withScheme)) {
    return withScheme;
  }
  return undefined;
}

/** "2027-3-5" -> "2027-03-05" when that is a real date. */
export function fixedDate(text: string): string | undefined {
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (!match) return undefined;
  const padded = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return padded !== text && parseIsoDate(padded) !== null ? padded : undefined;
}
