/**
 * A rank asked of the events a question finds, in a second question after it ("Which NLP
 * conferences are in Europe in 2027, and which of them are CORE A*?", "List security conferences
 * in 2027 and say which ones are top-tier"; docs/api.md, Connector tools): what to tell of each
 * event found, no filter, which would answer A* venues outside Europe, or none, when few are.
 */
import type { Claim } from './date-words.js';
import type { Token } from './tokens.js';

/** Words right before "which" that open the second question ("and which", "say which", "tell me which"). */
const THEN = new Set(['and', 'say', 'tell', 'me', 'us', 'indicate', 'show', 'mark', 'note', 'also', 'list']);
/** Words right after "which" that ask it of the events found ("which of them", "which ones are"). */
const OF_FOUND = new Set(['of', 'ones', 'one', 'are', 'is', 'among', 'have', 'has']);
/** Words for events, one of which the question names before the second "which". */
const EVENT_WORDS = new Set(
  'conference conferences venue venues event events workshop workshops symposium symposia meeting meetings'.split(' '),
);
/** The parameters of a rank. */
export const RANK_PARAMETERS: readonly string[] = ['rank', 'core_rank', 'ccf_rank'];

/**
 * The position of a "which" (or "whether") that asks a second question of the events named before
 * it in its sentence, after "and", "say" or a comma, and before "of them", "ones" or a verb;
 * undefined when none.
 */
export function whichOfFound(tokens: readonly Token[]): number | undefined {
  let named = false;
  for (const [at, token] of tokens.entries()) {
    if (token.opens) named = false;
    if (
      named &&
      (token.word === 'which' || token.word === 'whether') &&
      !token.opens &&
      (token.listed || THEN.has(tokens[at - 1]?.word ?? '')) &&
      OF_FOUND.has(tokens[at + 1]?.word ?? '')
    )
      return at;
    if (EVENT_WORDS.has(token.word)) named = true;
  }
  return undefined;
}

const ofRank = (claim: Claim) => claim.parameters.some(([name]) => RANK_PARAMETERS.includes(name));

/**
 * The rank parameters of a rank read only after the second question's "which" left out, said in
 * `notes`: the answer's titles give each event's ranks (title-words.ts).
 */
export function settleRankOfFound(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  claims: readonly { claim: Claim; at: number }[],
  notes: string[],
): void {
  const which = whichOfFound(tokens);
  if (which === undefined) return;
  const ranks = claims.filter(({ claim }) => ofRank(claim));
  if (ranks.length === 0 || ranks.some(({ at }) => at < which)) return;
  for (const name of RANK_PARAMETERS) {
    if (parameters[name] === undefined) continue;
    notes.push(`${name}=${parameters[name]} is asked of the events found, not a filter: each title gives its ranks`);
    delete parameters[name];
  }
}
