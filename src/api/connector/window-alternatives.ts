/**
 * Windows apart that a question joins (docs/api.md, Connector tools): "AI conferences in March or
 * October 2027", "deadlines in January or in May 2027", "conferences in 2025 and 2027 in Kyoto".
 * The search takes one window of each side, and the one from the first to the last holds the
 * months between; each window is searched alone with the rest of the question instead, the
 * answers taken in turn (answers.ts, listed-search.ts).
 */
import type { Claim } from './date-words.js';
/** A search's parameters, as searches.ts has them. */
type Parameters = Readonly<Record<string, string>>;

/** The parameters of a window that the answer's list says in their place. */
export const WINDOW_PARAMETERS = ['from', 'to', 'deadline_from', 'deadline_to'] as const;

/**
 * The parameters of each window apart of the first claim that joins some, when the window from the
 * first to the last is still the question's once settled (a window the question bounds otherwise
 * is left as read); undefined when none.
 */
export function windowAlternatives(
  claims: readonly { claim: Claim }[],
  parameters: Readonly<Record<string, string>>,
): readonly Parameters[] | undefined {
  const joined = claims.find(({ claim }) => claim.alternatives !== undefined)?.claim;
  if (joined === undefined || joined.parameters.some(([name, value]) => parameters[name] !== value)) return undefined;
  const rest = Object.fromEntries(
    Object.entries(parameters).filter(([name]) => !joined.parameters.some(([one]) => one === name)),
  );
  return joined.alternatives!.map((window) => ({ ...rest, ...Object.fromEntries(window) }));
}

/** The window of one alternative, as the reading says it: "from=2027-03-01, to=2027-03-31". */
export const windowLabel = (parameters: Parameters): string =>
  WINDOW_PARAMETERS.filter((name) => parameters[name] !== undefined)
    .map((name) => `${name}=${parameters[name]}`)
    .join(', ');
