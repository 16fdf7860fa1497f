/**
 * Line folding (RFC 5545, 3.1): a content line longer than 75 octets of UTF-8 is split into lines
 * of at most 75 octets, each continuation starting with a space; a character is never split, nor
 * a UTF-16 surrogate pair. Hand-written because ical-generator's foldLines encodes each character
 * with a new TextEncoder, which took 1.5 s for a feed of 1,000 events with deadlines; this is one
 * pass over the text, counting octets from the character codes.
 */
const LIMIT = 75;
const CRLF = '\r\n';

/** Octets of the UTF-8 encoding of the code unit at `at` (a surrogate pair counts 4 on its first unit). */
function octets(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code >= 0xd800 && code <= 0xdbff ? 4 : 3;
}

/**
 * The lines that may be over 75 octets: those over 75 characters, and those with a character
 * outside ASCII (up to 4 octets each). The others, most of a feed, are passed over by the regular
 * expression engine without a call. Anchored at each line's start, so a line is looked at once.
 */
const MAYBE_LONG_RE = /^(?=[^\r\n]{76}|[^\r\n]*[\u0080-\uffff])[^\r\n]*/gm;

/** One content line, folded. */
function foldLine(line: string): string {
  let out = '';
  let start = 0;
  let used = 0;
  for (let at = 0; at < line.length; at++) {
    const code = line.charCodeAt(at);
    // The second unit of a pair was counted with the first.
    if (code >= 0xdc00 && code <= 0xdfff && at > 0) continue;
    const size = octets(code);
    if (used + size > LIMIT) {
      out += `${line.slice(start, at)}${CRLF} `;
      start = at;
      used = 1;
    }
    used += size;
  }
  return start === 0 ? line : out + line.slice(start);
}

/** Folds every line of CRLF-separated text (the text ends with CRLF or not, as given). */
export function foldLines(text: string): string {
  return text.replace(MAYBE_LONG_RE, foldLine);
}
