/**
 * A title's notes (docs/api.md, Connector tools): the last parentheses of a result's title, where
 * each note a title has is said, "; " between them, a place left out said first.
 */

/**
 * Where a title's notes open: its last parentheses, those inside them included ("with
 * similar_to=488529319 (LOG 2025)"); resultsOf writes them last, and a name's own are followed by
 * its year. -1 without notes.
 */
function notesAt(title: string): number {
  if (!title.endsWith(')')) return -1;
  let depth = 0;
  for (let at = title.length - 1; at > 0; at--) {
    if (title[at] === ')') depth++;
    else if (title[at] === '(' && --depth === 0) return title[at - 1] === ' ' ? at : -1;
  }
  return -1;
}
const FOUND_WITHOUT = 'found without ';
/**
 * A title said as found without `without` too, in its notes, first: "(found without country=Germany,
 * type=workshop)", "(found without continent=Europe; paper deadline 2027-01-31)".
 */
export function foundWithout(title: string, without: string): string {
  const at = notesAt(title);
  if (at < 0) return `${title} (${FOUND_WITHOUT}${without})`;
  const [first, ...rest] = title.slice(at + 1, -1).split('; ');
  // Right after "found without": a note may go on "with similar_to=…", which it is not.
  const notes = first!.startsWith(FOUND_WITHOUT)
    ? [`${FOUND_WITHOUT}${without}, ${first!.slice(FOUND_WITHOUT.length)}`, ...rest]
    : [`${FOUND_WITHOUT}${without}`, first!, ...rest];
  return `${title.slice(0, at - 1)} (${notes.join('; ')})`;
}
