/**
 * What makes two rows duplicates (docs/source-format.md, Duplicates): the same folded name, start
 * and country, or the same normalised website and start. Each key comes as its text and as a hash
 * computed without making the text for plain ASCII, so that a million rows do not make two
 * million key strings; equal texts always have equal hashes.
 */
import { fold } from '../reference/fold.js';
import type { ValidRow } from '../source/validate.js';
import { FNV_OFFSET, fnv1aRange, fnv1aStep } from '../util/fnv1a.js';

export interface DuplicateKey {
  column: 'name' | 'website';
  /** A hash of the key (a small integer), or null when the row has none (no website). */
  hash(row: ValidRow): number | null;
  /** The key itself, which tells apart two keys with the same hash. */
  text(row: ValidRow): string;
}

/** Hashes are kept to 30 bits so that Map keys stay small integers. */
const SMALL = 0x3fffffff;
const SLASH = 47;

/** An ASCII capital letter lower-cased; any other code as it is. */
const lowerAscii = (code: number): number => (code >= 65 && code <= 90 ? code + 32 : code);

const PRINTABLE_ASCII_RE = /^[\x20-\x7e]*$/;

/** Case and diacritics folded, symbols kept ("C++ Now" is not "C Now"), white space runs as one space. */
function foldedName(name: string): string {
  return fold(name).replace(/\s+/g, ' ');
}

function countryCode(row: ValidRow): number {
  const code = row.country?.alpha2;
  return code === undefined ? 0 : (code.charCodeAt(0) << 8) | code.charCodeAt(1);
}

export const NAME_KEY: DuplicateKey = {
  column: 'name',
  text: (row) => `${row.start} ${row.country?.alpha2 ?? ''} ${foldedName(row.name)}`,
  hash(row) {
    let hash = fnv1aStep(fnv1aStep(FNV_OFFSET, row.start), countryCode(row));
    const name = row.name;
    if (!PRINTABLE_ASCII_RE.test(name)) return fnv1aRange(hash, foldedName(name)) & SMALL;
    // Printable ASCII: folding lower-cases it, and the only white space is the space.
    let space = false;
    for (let i = 0; i < name.length; i++) {
      const code = name.charCodeAt(i);
      if (code === 32) {
        space = true;
        continue;
      }
      if (space) hash = fnv1aStep(hash, 32);
      space = false;
      hash = fnv1aStep(hash, lowerAscii(code));
    }
    return (space ? fnv1aStep(hash, 32) : hash) & SMALL;
  },
};

/** Scheme and host end here: they are compared in any case ("HTTPS://Example.org"). */
function hostEnd(url: string): number {
  const scheme = url.indexOf('://');
  if (scheme === -1) return 0;
  for (let i = scheme + 3; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === SLASH || code === 63 || code === 35) return i; // "/", "?", "#"
  }
  return url.length;
}

/** The end of a URL without its trailing slashes. */
function trimmedEnd(url: string): number {
  let end = url.length;
  while (end > 0 && url.charCodeAt(end - 1) === SLASH) end--;
  return end;
}

export const WEBSITE_KEY: DuplicateKey = {
  column: 'website',
  text(row) {
    const url = row.website ?? '';
    const end = trimmedEnd(url);
    const lower = Math.min(hostEnd(url), end);
    const host = url.slice(0, lower).replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
    return `${row.start} ${host}${url.slice(lower, end)}`;
  },
  hash(row) {
    const url = row.website;
    if (url === null) return null;
    const end = trimmedEnd(url);
    const lower = Math.min(hostEnd(url), end);
    let hash = fnv1aStep(FNV_OFFSET, row.start);
    for (let i = 0; i < lower; i++) hash = fnv1aStep(hash, lowerAscii(url.charCodeAt(i)));
    return fnv1aRange(hash, url, lower, end) & SMALL;
  },
};
