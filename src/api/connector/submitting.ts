/**
 * Whether a window of a question bounds what the asker submits (docs/api.md, Connector tools):
 * "submit to a CORE A conference by March", "where else could I send it in the next few months?"
 * are the deadlines' windows (window-sides.ts).
 */
import { word } from './span-words.js';
import type { Token } from './tokens.js';

/** Words of the asker's submitting, which a window after them bounds (submitBy). */
export const SUBMIT_WORDS = new Set(['submit', 'submitting', 'resubmit', 'resubmitting']);
/** Words of sending, the asker's submitting unless they send to themselves ("send me"). */
const SEND = new Set(['send', 'sending']);
/** Words that may stand between the submitting and the window after it ("send it in the next month"). */
const LEADS: ReadonlySet<string> = new Set(['in', 'within', 'the']);
/** Those words at most, so a long run of them is no long walk. */
const MOST_LEADS = 3;
/** Words that make a window the events' dates whatever else the sentence says. */
export const HELD_WORDS = ['held', 'place', 'happening', 'scheduled', 'attend', 'travel'];

/**
 * A window opened by "by" or "before" in a sentence whose asker submits, before it, or any window
 * right after the submitting ("send it in the next few months", "submit in March": "in" and "the"
 * between, and up to 2 words of what is sent), in a sentence that says nothing of the events' being
 * held: "I need to submit to a CORE A conference by March".
 */
export function submitBy(tokens: readonly Token[], first: number, start: number, last: number): boolean {
  // After "by" or "before", the submitting anywhere before it; else right before its leads.
  let from = first;
  if (!['by', 'before'].includes(word(tokens, start))) {
    let lead = start - 1;
    while (lead > Math.max(first, start - MOST_LEADS) && LEADS.has(word(tokens, lead))) lead--;
    from = Math.max(first, lead - 2);
  }
  // "where can we send it before April?": sending a paper, not "send me ... before April".
  const sends = (at: number) => SEND.has(word(tokens, at)) && !['me', 'us'].includes(word(tokens, at + 1));
  if (!tokens.slice(from, start).some((token, at) => SUBMIT_WORDS.has(token.word) || sends(from + at))) return false;
  return !tokens.slice(first, last + 1).some((token) => HELD_WORDS.includes(token.word));
}
