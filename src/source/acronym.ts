/**
 * Acronyms and series (docs/source-format.md, Acronyms and series). The `acronym` column names an
 * edition ("ICML 2027"); its bare acronym is the series' short form without the edition's year and
 * number ("ICML"), the form the API matches and shows. A series key is a folded, stable name shared
 * by the editions of one series ("icml").
 */
import { fold } from '../reference/fold.js';

/** The parts of an edition's acronym: the bare acronym (null when nothing is left) and its year as written. */
export interface AcronymParts {
  bare: string | null;
  /** The edition's year: four digits, or two after an apostrophe ("ICML'27" gives 27); null when none. */
  year: number | null;
}

const SEPARATORS = `\\s\\-_/,:;.'’`;
/** A year on its own: 1900 to 2099, not inside a longer run of letters or digits. */
const YEAR_WORD_RE = /(?<![\p{L}\p{N}])(?:19|20)\d\d(?![\p{L}\p{N}])/u;
/** A two-digit year after an apostrophe: "ICML'27", "ICML ’27". */
const SHORT_YEAR_RE = /['’](\d\d)(?![\p{L}\p{N}])/u;
/** A year glued to the end of a word: "ICML2027" (a letter, then 19xx or 20xx, then the end). */
const GLUED_YEAR_RE = /(?<=\p{L})(?:19|20)\d\d$/u;
/** An ordinal edition number: "3rd", "21st", "44th". */
const ORDINAL_RE = /(?<![\p{L}\p{N}])\d+(?:st|nd|rd|th)(?![\p{L}\p{N}])/giu;
const TRIM_RE = new RegExp(`^[${SEPARATORS}]+|[${SEPARATORS}]+$`, 'g');
const SPACES_RE = /\s+/g;
/** Brackets emptied by the removal of a year: "ICML (2027)". */
const EMPTY_BRACKETS_RE = /\(\s*\)|\[\s*\]/g;

/**
 * Splits an edition's acronym into its bare acronym and year: removes ordinal edition numbers
 * ("3rd ICML"), one year (a word of four digits 19xx or 20xx anywhere, "'27" after an apostrophe,
 * or four digits glued to the end of a word, "ICML2027"), then the separators left at either end
 * ("ICML-2027", "ICML, 2027"), brackets left empty ("ICML (2027)") and runs of white space. "3DV 2027" keeps "3DV"; "2027" alone has no
 * bare acronym.
 */
export function splitAcronym(text: string): AcronymParts {
  let rest = text.replace(ORDINAL_RE, ' ');
  let year: number | null = null;
  const word = YEAR_WORD_RE.exec(rest);
  const short = word ? null : SHORT_YEAR_RE.exec(rest);
  const glued = word || short ? null : GLUED_YEAR_RE.exec(rest.trimEnd());
  if (word) {
    year = Number(word[0]);
    rest = `${rest.slice(0, word.index)} ${rest.slice(word.index + word[0].length)}`;
  } else if (short) {
    year = Number(short[1]);
    rest = `${rest.slice(0, short.index)} ${rest.slice(short.index + short[0].length)}`;
  } else if (glued) {
    year = Number(glued[0]);
    rest = rest.trimEnd().slice(0, glued.index);
  }
  const bare = rest.replace(EMPTY_BRACKETS_RE, ' ').replace(SPACES_RE, ' ').trim().replace(TRIM_RE, '').trim();
  return { bare: bare === '' ? null : bare, year };
}

/** The key an acronym is looked up by: case and diacritics folded, white space runs as one space; symbols kept. */
export function acronymKey(bare: string): string {
  return fold(bare).replace(SPACES_RE, ' ').trim();
}

/**
 * A series key as stored: case and diacritics folded, white space runs as one "-" ("Euro S&P" gives
 * "euro-s&p"); null when nothing is left.
 */
export function seriesKey(text: string): string | null {
  const key = fold(text).trim().replace(SPACES_RE, '-');
  return key === '' ? null : key;
}

const PARENTHESES_RE = /\(([^()]+)\)/g;
/** What a parenthesized acronym looks like: a short text with a capital letter and no long words in lower case. */
const ACRONYM_LIKE_RE = /^(?=.*\p{Lu})(?!.*\p{Ll}{6,})[^\s]+(?: [^\s]+){0,2}$/u;

/**
 * The edition acronym a name gives in parentheses, "International Conference on Machine Learning
 * (ICML 2026)": the last parenthesized text that holds a year and whose rest looks like an acronym.
 */
export function acronymInName(name: string): { text: string; parts: AcronymParts } | null {
  if (!name.includes('(')) return null;
  let found: { text: string; parts: AcronymParts } | null = null;
  for (const match of name.matchAll(PARENTHESES_RE)) {
    const text = match[1]!.trim();
    const parts = splitAcronym(text);
    if (parts.year !== null && parts.bare !== null && ACRONYM_LIKE_RE.test(parts.bare)) found = { text, parts };
  }
  return found;
}

/** One word of letters, digits and joining marks with two capitals (or a capital and a digit): "CLPSC", "IP/LaP", "EgoVis". */
const ACRONYM_WORD_RE = /^(?=(?:.*\p{Lu}){2}|.*\p{Lu}.*\p{N}|.*\p{N}.*\p{Lu})[\p{L}\p{N}&+/.'’-]{2,16}$/u;
/** Whether a text is such a word; its length first, so that the look-ahead never walks a long text. */
const acronymWord = (text: string): boolean => text.length <= 16 && ACRONYM_WORD_RE.test(text);
/** Where a name splits into words for its initials: spaces, hyphens, dashes, slashes, commas, "&". */
const WORD_SPLIT_RE = /[\s\-‐–—/,&]+/u;
/** The most words and acronym letters compared: a title's, far more than any real one's. */
const MAX_WORDS = 24;
const MAX_LETTERS = 16;

/** Lower-case letters and digits only. */
const alnum = (text: string): string => fold(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether `acronym` abbreviates `words`: its letters, in order, are the starts of words in order
 * (each word giving one start of one letter or more, or skipped), and at least two words give
 * some: "CLPSC" of "Cybersecurity Law and Policy Scholars Conference", "EgoVis" of "Egocentric
 * Vision", "ReCAP" of "Re-Imagining Cryptography and Privacy"; "ICAIL" of "AI and Open Government
 * Workshop" is not. Memoised over (letters used, word reached): at most MAX_LETTERS × MAX_WORDS
 * states, each trying at most MAX_LETTERS starts.
 */
function abbreviates(acronym: string, phrase: string): boolean {
  const letters = alnum(acronym);
  const words = phrase
    .split(WORD_SPLIT_RE)
    .map(alnum)
    .filter((word) => word !== '');
  if (letters.length < 2 || letters.length > MAX_LETTERS || words.length < 2 || words.length > MAX_WORDS) return false;
  const failed = new Set<number>();
  const match = (used: number, at: number, given: number): boolean => {
    if (used === letters.length) return given >= 2;
    if (at === words.length) return false;
    const state = (used * (MAX_WORDS + 1) + at) * 3 + Math.min(given, 2);
    if (failed.has(state)) return false;
    const word = words[at]!;
    for (let length = Math.min(word.length, letters.length - used); length >= 1; length--) {
      if (word.startsWith(letters.slice(used, used + length)) && match(used + length, at + 1, given + 1)) return true;
    }
    if (match(used, at + 1, given)) return true;
    failed.add(state);
    return false;
  };
  return match(0, 0, 0);
}

/**
 * The acronym of a tracker's title that writes an acronym and its long name, one in parentheses
 * (docs/importers.md, Acronyms in titles): "CLPSC (Cybersecurity Law and Policy Scholars
 * Conference)" and "Conference on Empirical Legal Studies (CELS)" give "CLPSC" and "CELS",
 * "Egocentric Vision (EgoVis) Workshop" gives "EgoVis". Only where the acronym abbreviates the
 * words beside it; null for any other title: a round or a track in parentheses ("CSCW (July
 * cycle)"), a host ("AI and Open Government Workshop (ICAIL)"), a title that is an acronym already.
 * Co-located events with one of them in parentheses ("ACM SIGMOD+PODS (PODS)") give that one.
 * Beside it, the title's name: the long name in the parentheses, else the title.
 */
export function titleAcronym(title: string): { acronym: string; name: string } | null {
  // One parenthesized part, found by position (no pattern that could backtrack over a long title).
  const open = title.indexOf('(');
  const close = title.indexOf(')');
  if (open < 0 || close < open || title.indexOf('(', open + 1) >= 0 || title.indexOf(')', close + 1) >= 0) return null;
  const before = title.slice(0, open).trim();
  const part = title.slice(open + 1, close).trim();
  const after = title.slice(close + 1).trim();
  // An acronym, then its long name in parentheses.
  if (after === '' && acronymWord(before) && abbreviates(before, part)) return { acronym: before, name: part };
  // A long name with its acronym in parentheses (the name's last words may follow it).
  if (acronymWord(part) && abbreviates(part, before)) return { acronym: part, name: title.trim() };
  // Co-located events and the one the record is: "ACM SIGMOD+PODS (PODS)".
  if (after === '' && acronymWord(part) && jointParts(before).includes(fold(part)))
    return { acronym: part, name: title.trim() };
  return null;
}

/** The last word of each part of a joint title, folded: "ACM SIGMOD+PODS" gives sigmod and pods; none without a `+` or `/`. */
function jointParts(title: string): string[] {
  const parts = title.split(/[+/]/);
  return parts.length < 2 ? [] : parts.map((part) => fold(part.trim().split(/\s+/).at(-1) ?? ''));
}

/** Whether two years agree: equal, or one written with two digits that ends the other ("27" and 2027). */
function sameYear(a: number, b: number): boolean {
  if (a === b) return true;
  const [short, long] = a < 100 ? [a, b] : [b, a];
  return short < 100 && long >= 100 && long % 100 === short;
}

/**
 * Whether an acronym disagrees with the one its event's name gives: a different bare acronym
 * (compared folded) or a different year (when both have one).
 */
export function disagreesWithName(acronym: AcronymParts, inName: AcronymParts): boolean {
  if (acronym.bare === null || inName.bare === null) return false;
  if (acronymKey(acronym.bare) !== acronymKey(inName.bare)) return true;
  return acronym.year !== null && inName.year !== null && !sameYear(acronym.year, inName.year);
}

/** Organisations whose name prefixes an acronym, as an acronym key writes them ("ieee/acm icse"). */
export const ORGANISATIONS = [
  'acm',
  'ieee',
  'usenix',
  'ifip',
  'iacr',
  'isca',
  'aaai',
  'siam',
  'eai',
  'springer',
  'ieee/acm',
  'acm/ieee',
  'ieee-cs',
  'ieee cs',
] as const;

/**
 * Organisations whose name prefixes an acronym ("ACM ASIACCS", "IEEE S&P", "IEEE/ACM ICSE"): the
 * edition is the same whichever a source writes. "ACM" alone stays.
 */
export const ORGANISATIONS_RE = new RegExp(
  `^(?:(?:${ORGANISATIONS.map((name) => name.replace('/', '\\s*\\/\\s*').replace(' ', '\\s+')).join('|')})(?:\\s*[/&-]\\s*|\\s+)(?=\\S))+`,
  'i',
);

/**
 * The key an edition's acronym is compared by across sources (docs/importers.md, Merging): the bare
 * acronym without an organisation's prefix and a last part in parentheses, folded, without spaces,
 * hyphens, dots and apostrophes ("ACM ASIACCS", "AsiaCCS" and "Asia CCS" alike; "IEEE S&P (Oakland)"
 * is "s&p").
 */
export function editionAcronymKey(bare: string): string {
  const named = bare.replace(/\s*\([^()]*\)\s*$/, '').trim() || bare.trim();
  return fold(named.replace(ORGANISATIONS_RE, '')).replace(/[\s\-_.'’·]+/g, '');
}

/**
 * Acronyms a series is also written by, as their edition keys, and the series' own key
 * (docs/importers.md, Merging): the workshop's old name ("CSFW" is CSF), the journal a symposium
 * publishes in ("PoPETS" is PETS), joint names ("ESEC/FSE" is FSE, "SIGMOD/PODS" is SIGMOD,
 * "IJCAI-ECAI" is IJCAI), an organisation's name written into the acronym ("ACMMM" is ACM MM,
 * whose "ACM " the key leaves out; not a rule, as ACML is no ACM L) and the other names trackers
 * give ("CT-RSAC" is CT-RSA, "The Web Conference" is WWW): each pair seen as two events of one
 * edition in the public trackers.
 */
const SERIES_VARIANTS: Readonly<Record<string, string>> = {
  csfw: 'csf',
  popets: 'pets',
  acmmm: 'mm',
  multimedia: 'mm',
  ctrsac: 'ctrsa',
  thewebconference: 'www',
  ijcaiecai: 'ijcai',
  ijcaipricai: 'ijcai',
  'esec/fse': 'fse',
  'esec-fse': 'fse',
  esecfse: 'fse',
  'sigmod/pods': 'sigmod',
  'sigmod+pods': 'sigmod',
  // The SIG's name for its conference, KDD (tobna/ai-deadlines writes "KDD 2028", ccf-deadlines SIGKDD).
  sigkdd: 'kdd',
};
/** A special interest group naming the series it runs: "SIGOPS ATC" is ATC; "SIGMOD" alone stays. */
const SIG_PREFIX_RE = /^sig[a-z]{2,8}\s+(?=\S)/i;
/** A joint name that says in parentheses which series it is: "SIGMOD+PODS (SIGMOD)". */
const JOINT_RE = /^([^()]*[+/][^()]*)\(([^()]{1,40})\)\s*$/;

/**
 * The key of the series an acronym names, whoever organises it and whatever joint or old name a
 * source writes: editionAcronymKey without a SIG's prefix, a joint name's own series, and the
 * series variants ("ACM SIGOPS ATC", "SIGMOD+PODS (SIGMOD)", "CSFW" give "atc", "sigmod", "csf").
 */
export function seriesAcronymKey(bare: string): string {
  const joint = JOINT_RE.exec(bare.trim());
  const named = (joint ? joint[2]! : bare).trim().replace(ORGANISATIONS_RE, '').replace(SIG_PREFIX_RE, '');
  const key = editionAcronymKey(named || bare);
  return SERIES_VARIANTS[key] ?? key;
}
