/**
 * The order in which the connector search leaves out the parts of a question that finds nothing
 * (relaxing.ts; docs/api.md, Connector tools, When nothing matches): which part goes next.
 */
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import type { Page, Parameters } from './searches.js';
import { PLACES } from './claims.js';
import { matchesOf, type Part, partsOf, TIME_PARAMETERS, without } from './question-parts.js';
import { type Estimated, estimatedDeadlines, windowAhead } from './estimated-deadlines.js';

/** Whether the search offers leaving out `part` (its relaxations each find events; `drop: q` is all of q). */
function offered(page: Page, part: Part, parameters: Parameters): boolean {
  const all = part.words === undefined || part.words.length === parameters.q?.split(' ').length;
  return (page.relaxations ?? []).some((relaxation) => {
    if (!('drop' in relaxation)) return false;
    if (relaxation.term !== undefined)
      return part.words?.length === 1 && relaxation.term.split('|')[0] === part.words[0];
    return all && relaxation.drop === part.names.join(',');
  });
}

/**
 * Words about the asker (or beside an acronym or "like X") first, then words the data has none of,
 * then a deadline window's end when the search offers the later deadlines, then a part whose
 * leaving out finds deadlines estimated in the window (estimates), then a part the search offers,
 * then the others, and the edition's year last ("workshops at NeurIPS 2026" keeps 2026).
 */
const rank = ({ part, matches, offered, estimates }: Candidate): number =>
  part.edition
    ? -1
    : part.aside
      ? 4
      : matches === Number.POSITIVE_INFINITY
        ? 3
        : offered && part.later
          ? 2
          : estimates
            ? 1.5
            : offered
              ? 1
              : 0;

/**
 * The events a part alone matches, as the order of leaving out weighs them: the kind of event asked
 * as if it matched more than any place asked, so that it goes before them: "robotics workshops in
 * the Benelux", none there, asks for robotics events there more than for workshops anywhere,
 * though the Benelux holds more events than there are workshops. (Before a time or a format it
 * goes by its own count: "online robotics workshops" keeps the workshops.)
 */
function weights(candidates: readonly Candidate[]): Map<Candidate, number> {
  const placed = candidates.filter(({ part }) => part.names.some((name) => PLACES.has(name)));
  const most = Math.max(0, ...placed.map(({ matches }) => matches));
  const only = ({ part }: Candidate, name: string) =>
    part.words === undefined && part.names.length === 1 && part.names[0] === name;
  // A rank a word asks ("the main conferences ... in Europe": `rank`, not a system's `core_rank`) so too.
  const soft = (one: Candidate) => only(one, 'type') || only(one, 'rank');
  return new Map(
    candidates.map((one) => [one, soft(one) && placed.length > 0 ? Math.max(one.matches, most + 1) : one.matches]),
  );
}

export interface Candidate {
  part: Part;
  matches: number;
  offered: boolean;
  /** Whether leaving the part out finds deadlines estimated in the window (`found`: those). */
  estimates: boolean;
  /** Whether they were looked for (estimatesWithout). */
  looked: boolean;
  found?: Estimated;
}

/**
 * The deadlines estimated in the window of a question about a deadline window ahead when `part` is
 * left out ("top robotics conferences in 2027 with deadlines after February": without the ranks,
 * IROS 2027's is estimated for 2027-03-01), a time it asks excepted: then that part goes before the
 * window itself, which alone would answer deadlines that have passed. Undefined when not looked
 * for, `null` when none.
 */
function estimatesWithout(part: Part, parameters: Parameters, context: HandlerContext): Estimated | null | undefined {
  if (windowAhead(parameters, context) === undefined || part.names.some((name) => TIME_PARAMETERS.has(name)))
    return undefined;
  return estimatedDeadlines(without(parameters, part), context) ?? null;
}

/** The part of the question to leave out next, of those `parameters` has, and how it was weighed; undefined when none is left. */
export function nextPart(
  parameters: Parameters,
  reading: Reading,
  last: Page,
  context: HandlerContext,
  known: Map<string, number>,
): Candidate | undefined {
  const candidates = partsOf(parameters, reading, context).map((part): Candidate => {
    const found = estimatesWithout(part, parameters, context);
    return {
      part,
      matches: matchesOf(part, parameters, context, known),
      offered: offered(last, part, parameters),
      estimates: found != null,
      looked: found !== undefined,
      ...(found ? { found } : {}),
    };
  });
  const weight = weights(candidates);
  return candidates.sort((a, b) => rank(b) - rank(a) || weight.get(b)! - weight.get(a)!)[0];
}
