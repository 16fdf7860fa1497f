/**
 * A rank or a place asked of the events a question finds, in a second question after it ("Which
 * NLP conferences are in Europe in 2027, and which of them are CORE A*?", "List security
 * conferences in 2027 and say which ones are top-tier", "Which HCI conferences happen between May
 * and September 2027, and which of them are in Europe?"; docs/api.md, Connector tools): what to
 * tell of each event found, no filter, which would answer A* venues outside Europe (or the
 * European events alone), or none, when few are.
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

/** The parameters of a place, which each title gives as its city and country. */
const PLACE_PARAMETERS: readonly string[] = ['city', 'country', 'continent', 'region'];
/** What may be asked of the events found, and what of each title tells it. */
const TOLD = [
  { names: RANK_PARAMETERS, told: 'its ranks' },
  { names: PLACE_PARAMETERS, told: 'its place' },
] as const;

/**
 * The parameters of a rank, or of a place, read only after the second question's "which" left
 * out, said in `notes`: the answer's titles give each event's ranks and place (title-words.ts).
 */
export function settleAskedOfFound(
  parameters: Record<string, string>,
  tokens: readonly Token[],
  claims: readonly { claim: Claim; at: number }[],
  notes: string[],
): void {
  const which = whichOfFound(tokens);
  if (which === undefined) return;
  for (const { names, told } of TOLD) {
    const of = claims.filter(({ claim }) => claim.parameters.some(([name]) => names.includes(name)));
    if (of.length === 0 || of.some(({ at }) => at < which)) continue;
    for (const name of names) {
      if (parameters[name] === undefined) continue;
      notes.push(`${name}=${parameters[name]} is asked of the events found, not a filter: each title gives ${told}`);
      delete parameters[name];
    }
  }
}
