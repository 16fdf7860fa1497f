/**
 * A place the question prefers, not requires (docs/api.md, Connector tools): "preferably in
 * Europe", "ideally in Germany", "in Europe if possible". A person who says so would take a venue
 * elsewhere over none, so the answer gives the events there first and, when they are fewer than it
 * holds, the others after them, each said as found without the place (answers.ts).
 */
import type { Token } from './tokens.js';

/** Words that make the place after them (or before them: "in Europe, preferably") a preference. */
const PREFER: ReadonlySet<string> = new Set(['preferably', 'ideally', 'prefer', 'preferred', 'preferable', 'possibly']);
/**
 * Words that may stand between a preference word and its place ("preferably somewhere in Europe",
 * "I prefer ones in Europe", "I prefer conferences in Europe").
 */
const BETWEEN: ReadonlySet<string> = new Set([
  ...['in', 'at', 'to', 'the', 'somewhere', 'located', 'held', 'based', 'be'],
  ...['one', 'ones', 'those', 'conferences', 'venues', 'events', 'workshops', 'meetings'],
]);
/** Most such words between. */
export const MOST_BETWEEN = 3;

/** The words that make the place claimed at `at` (`length` words) a preference, as written; undefined when none. */
export function preferenceAt(tokens: readonly Token[], at: number, length: number): string | undefined {
  const text = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((token) => token.text)
      .join(' ');
  for (let back = at - 1; back >= 0 && at - back <= MOST_BETWEEN + 1; back--) {
    // A word of another sentence prefers nothing of this one.
    if (tokens[back + 1]!.opens) break;
    if (PREFER.has(tokens[back]!.word)) return text(back, at + length);
    if (!BETWEEN.has(tokens[back]!.word)) break;
  }
  const after = tokens[at + length];
  if (after === undefined || after.opens) return undefined;
  if (after.word === 'if' && tokens[at + length + 1]?.word === 'possible') return text(at, at + length + 2);
  if (PREFER.has(after.word) && after.word !== 'prefer') return text(at, at + length + 1);
  return undefined;
}
