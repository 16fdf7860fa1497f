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

/**
 * `head`, as many of `body` as fit, then `tail`, one a line, within `max` characters; a body entry
 * of several lines (an event and its deadlines) is kept or left out whole; `rest(n)` is the line
 * that says n body entries were left out.
 */
export function fitLines(
  head: readonly string[],
  body: readonly (string | readonly string[])[],
  tail: readonly string[],
  max: number,
  rest: (left: number) => string,
): string {
  const lines = head.map((line) => clipped(line));
  const end = tail.map((line) => clipped(line));
  const size = (list: readonly string[]) => list.reduce((sum, line) => sum + line.length + 1, 0);
  let used = size(lines) + size(end);
  let taken = 0;
  for (const entry of body) {
    const block = (typeof entry === 'string' ? [entry] : entry).map((line) => clipped(line));
    const left = body.length - taken - 1;
    const reserve = left > 0 ? rest(left).length + 1 : 0;
    if (used + size(block) + reserve > max) break;
    lines.push(...block);
    used += size(block);
    taken++;
  }
  if (taken < body.length) lines.push(rest(body.length - taken));
  return [...lines, ...end].join('\n').slice(0, max);
}
