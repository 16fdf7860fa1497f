/**
 * Two subjects of a list that the data names as one phrase (docs/api.md, Connector tools): "AI and
 * law" is a field of its own as well as two, and the events whose names hold "AI and Law" (the
 * Tübingen Conference for AI and Law) answer it first, then each subject's in turn; "economics and
 * computation" (EC), "security and privacy" likewise. A list whose phrase no name holds ("machine
 * learning and robotics"), or joined otherwise ("AI or law"), is read as before.
 */
import { nameKey } from '../../reference/fold.js';
import type { HandlerContext } from '../operation.js';
import { type Found, listedSearches } from './listed-search.js';
import type { Reading } from './reading.js';
import { refusedAs, seriesSearchOf } from './searches.js';
import { RESULTS } from './vocabulary.js';

/**
 * The searches of a list's subjects (listedSearches), after the search of the two as one phrase, as
 * `question` writes them ("AI or law" is no phrase), when it finds events.
 */
export function phraseAndListed(
  reading: Reading,
  context: HandlerContext,
  question: string,
): { subject: string; found: Found }[] {
  const found = listedSearches(reading, context);
  const subjects = reading.anyOf ?? [];
  const { acronym, similar_to } = reading.parameters;
  if (subjects.length !== 2 || acronym !== undefined || similar_to !== undefined) return found;
  const phrase = `${subjects[0]} and ${subjects[1]}`;
  if (!` ${nameKey(question)} `.includes(` ${phrase} `)) return found;
  const parameters = { ...reading.parameters, q: `"${phrase}"` };
  const page = refusedAs(undefined, () => seriesSearchOf(parameters, context, RESULTS).page);
  if (page === undefined || page.positions.length === 0) return found;
  return [{ subject: phrase, found: { page, total: page.total } }, ...found];
}
