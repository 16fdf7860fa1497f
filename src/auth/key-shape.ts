/**
 * What an API key looks like, and its redaction from text that is logged. A key is KEY_PREFIX
 * followed by KEY_RANDOM_CHARS base62 characters (keys-file.ts creates them). Text looks like a key
 * wherever, read through percent-escapes (`%63` is `c`, `%2563` too: up to MAX_ESCAPE_DEPTH levels),
 * it holds:
 *
 * - the prefix, in any case, followed by at least KEY_RANDOM_CHARS base62 characters; or
 * - a run of at least KEY_RANDOM_CHARS base62 characters that mixes upper case, lower case and
 *   digits, as the random part does: a key whose prefix was mistyped, cut or sent apart.
 *
 * The scan is hand-written rather than a regular expression: a pattern that reads nested escapes
 * backtracks on crafted input, and this runs on every log line.
 */

/** Every key starts with this, followed by KEY_RANDOM_CHARS base62 characters. */
export const KEY_PREFIX = 'cd_';
export const KEY_RANDOM_CHARS = 32;
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const REDACTED = '[redacted]';
const MAX_ESCAPE_DEPTH = 4;
const PERCENT = 0x25;
const UNDERSCORE = 0x5f;

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}

/** The byte two hex digits at `at` spell, or -1. */
function hexByteAt(text: string, at: number): number {
  if (at + 1 >= text.length) return -1;
  const high = hexValue(text.charCodeAt(at));
  const low = hexValue(text.charCodeAt(at + 1));
  return high < 0 || low < 0 ? -1 : high * 16 + low;
}

const DIGIT = 1;
const UPPER = 2;
const LOWER = 4;
const MIXED = DIGIT | UPPER | LOWER;

/** DIGIT, UPPER or LOWER for a base62 character, 0 for any other. */
function kindOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return DIGIT;
  if (code >= 0x41 && code <= 0x5a) return UPPER;
  if (code >= 0x61 && code <= 0x7a) return LOWER;
  return 0;
}

/** Whether `text` holds a digit, an upper-case and a lower-case ASCII letter. */
export function mixesEveryKind(text: string): boolean {
  let kinds = 0;
  for (let at = 0; at < text.length && kinds !== MIXED; at++) kinds |= kindOf(text.charCodeAt(at));
  return kinds === MIXED;
}

/** Reads text one character at a time, percent-escapes decoded (nested ones too). */
class Reader {
  /** Where the current character starts and ends in the text, and its code. */
  start = 0;
  end = 0;
  code = 0;

  constructor(private readonly text: string) {}

  next(): boolean {
    const { text } = this;
    this.start = this.end;
    if (this.start >= text.length) return false;
    let code = text.charCodeAt(this.start);
    let end = this.start + 1;
    for (let depth = 0; code === PERCENT && depth < MAX_ESCAPE_DEPTH; depth++) {
      const byte = hexByteAt(text, end);
      if (byte < 0) break;
      code = byte;
      end += 2;
    }
    this.code = code;
    this.end = end;
    return true;
  }
}

/** Whether the two characters before a run spelled the prefix's letters (any case). */
function isPrefixLetters(first: number, second: number): boolean {
  return (first | 0x20) === KEY_PREFIX.charCodeAt(0) && (second | 0x20) === KEY_PREFIX.charCodeAt(1);
}

/** Every stretch of `text` that looks like a key, as [start, end) offsets into `text`, in order. */
function keyLikeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const reader = new Reader(text);
  // The run of base62 characters being read: where it starts, its length, the kinds it mixes, and
  // where the prefix before it starts (-1: none).
  let runStart = -1;
  let runLength = 0;
  let kinds = 0;
  let prefixStart = -1;
  // The last two characters read in the current run (codes and starts), and a prefix just read.
  let lastCode = -1;
  let beforeLastCode = -1;
  let beforeLastStart = -1;
  let lastStart = -1;
  let pendingPrefix = -1;
  const endRun = (at: number) => {
    if (runLength >= KEY_RANDOM_CHARS && (prefixStart >= 0 || kinds === MIXED)) {
      ranges.push([prefixStart >= 0 ? prefixStart : runStart, at]);
    }
    runStart = -1;
  };
  while (reader.next()) {
    const kind = kindOf(reader.code);
    if (kind !== 0) {
      if (runStart < 0) {
        runStart = reader.start;
        runLength = 0;
        kinds = 0;
        prefixStart = pendingPrefix;
      }
      runLength++;
      kinds |= kind;
      beforeLastCode = lastCode;
      beforeLastStart = lastStart;
      lastCode = reader.code;
      lastStart = reader.start;
      continue;
    }
    const afterRun = runStart >= 0;
    if (afterRun) endRun(reader.start);
    const prefixEnds = afterRun && reader.code === UNDERSCORE && isPrefixLetters(beforeLastCode, lastCode);
    pendingPrefix = prefixEnds ? beforeLastStart : -1;
    lastCode = beforeLastCode = -1;
  }
  if (runStart >= 0) endRun(text.length);
  return ranges;
}

/**
 * Whether `text` has KEY_RANDOM_CHARS letters, digits or `%` in a row, as every key-like stretch
 * does (escapes are longer than what they spell): most log lines have none and are passed on
 * after this one cheap scan.
 */
function mayHoldKey(text: string): boolean {
  let row = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (kindOf(code) !== 0 || code === PERCENT) {
      if (++row >= KEY_RANDOM_CHARS) return true;
    } else row = 0;
  }
  return false;
}

/** `text` with everything that looks like a key (see the module comment) replaced by `[redacted]`. */
export function redactKeys(text: string): string {
  if (!mayHoldKey(text)) return text;
  const ranges = keyLikeRanges(text);
  if (ranges.length === 0) return text;
  let out = '';
  let copied = 0;
  for (const [start, end] of ranges) {
    // A prefixed key's range starts inside the run before it, which may itself be a range.
    if (start >= copied) out += text.slice(copied, start) + REDACTED;
    copied = Math.max(copied, end);
  }
  return out + text.slice(copied);
}
