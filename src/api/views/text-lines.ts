/**
 * The text content of an MCP tool result, in lines, within a number of characters (views/answer-
 * caps.ts): a line is never longer than LINE_MAX, the head and the tail lines always stay, and the
 * body lines that do not fit are left out with a last line saying how many and where they are.
 */
const LINE_MAX = 400;

/** `text` within `max` characters: cut with an ellipsis. */
export const clipped = (text: string, max = LINE_MAX): string =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** "1,234" */
export const count = (n: number): string => n.toLocaleString('en');

/** How a text's size is counted: its characters, or the bytes it takes inside a JSON string. */
export interface TextMeasure {
  size(text: string): number;
  /** The longest start of `text` whose size is at most `max`. */
  cut(text: string, max: number): string;
}

export const CHARACTERS: TextMeasure = { size: (text) => text.length, cut: (text, max) => text.slice(0, max) };

/**
 * The UTF-8 bytes the code unit at `i` takes inside a JSON string, as JSON.stringify writes it: a
 * quote or backslash escaped (2), a control character escaped (2 or 6), a surrogate pair 4 in all
 * (2 each), a lone surrogate escaped (6).
 */
function jsonUnitBytes(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code === 0x22 || code === 0x5c) return 2;
  if (code < 0x20) return code === 8 || code === 9 || code === 10 || code === 12 || code === 13 ? 2 : 6;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0xd800 || code > 0xdfff) return 3;
  const high = code < 0xdc00;
  const other = text.charCodeAt(high ? i + 1 : i - 1);
  const paired = high ? other >= 0xdc00 && other <= 0xdfff : other >= 0xd800 && other < 0xdc00;
  return paired ? 2 : 6;
}

/** Sizes counted as the bytes a text takes inside a JSON string, quotes left out (answer-caps.ts counts bytes). */
export const JSON_BYTES: TextMeasure = {
  size(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) bytes += jsonUnitBytes(text, i);
    return bytes;
  },
  cut(text, max) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
      bytes += jsonUnitBytes(text, i);
      if (bytes <= max) continue;
      // Never half a pair: the low half left out takes its high half with it.
      const code = text.charCodeAt(i);
      const lowOfPair = code >= 0xdc00 && code <= 0xdfff && jsonUnitBytes(text, i) === 2;
      return text.slice(0, lowOfPair ? i - 1 : i);
    }
    return text;
  },
};

/**
 * `head`, as many of `body` as fit, then `tail`, one a line, within `max` (characters, or as
 * `measure` counts); a body entry of several lines (an event and its deadlines) is kept or left out
 * whole; `rest(n)` is the line that says n body entries were left out.
 */
export function fitLines(
  head: readonly string[],
  body: readonly (string | readonly string[])[],
  tail: readonly string[],
  max: number,
  rest: (left: number) => string,
  measure: TextMeasure = CHARACTERS,
): string {
  const lines = head.map((line) => clipped(line));
  const end = tail.map((line) => clipped(line));
  const newline = measure.size('\n');
  const size = (list: readonly string[]) => list.reduce((sum, line) => sum + measure.size(line) + newline, 0);
  let used = size(lines) + size(end);
  let taken = 0;
  for (const entry of body) {
    const block = (typeof entry === 'string' ? [entry] : entry).map((line) => clipped(line));
    const left = body.length - taken - 1;
    const reserve = left > 0 ? measure.size(rest(left)) + newline : 0;
    if (used + size(block) + reserve > max) break;
    lines.push(...block);
    used += size(block);
    taken++;
  }
  if (taken < body.length) lines.push(rest(body.length - taken));
  return measure.cut([...lines, ...end].join('\n'), max);
}
