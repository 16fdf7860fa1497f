/**
 * A subject whose words the question's events hold only apart in their names (docs/api.md,
 * Connector tools): "information systems conferences held in Australia" found NeurIPS 2026 alone,
 * whose name ("Neural Information Processing Systems") holds both words, neither as the phrase nor
 * under a field of the subject. When every event the question finds is such (none of the subject
 * itself, subjectSet: an exact acronym, a name with the phrase, filed first under its field; nor
 * one filed at all under a field whose name holds the phrase's last word: AsiaCCS, of "Computer
 * and Communications Security", is of Security and Privacy), the subject a phrase the data has and
 * no expression of the synonym table ("artificial intelligence" is "AI" too), the phrase's venues
 * answer first, one other part of the question left out (the one that tells least of those that
 * then find some, as a narrower subject's are), then those events, each title saying so. The
 * question's own answer asks here first when its page holds no deadline estimated (apartOrHeld).
 */
import { fieldEvents, fieldWords, parseQuery, queryTerms, subjectSet } from '../../search/index.js';
import { singular } from '../../text/inflection.js';
import { terms } from '../../text/terms.js';
import type { HandlerContext } from '../operation.js';
import { noteOf, partsTellingLeast, without } from './question-parts.js';
import type { Reading } from './reading.js';
import { resultsOf } from './result-titles.js';
import { type Page, pageEvents, seriesSearchOf } from './searches.js';
import { RESULTS } from './vocabulary.js';
import { heldAfter } from './foreseen-held.js';

/** Whether each event of `page`, all the question finds, holds the words of q apart in its name, none of its subject. */
function allApart(reading: Reading, page: Page, context: HandlerContext): boolean {
  const { q, similar_to } = reading.parameters;
  if (q === undefined || similar_to !== undefined || reading.acronyms.length > 0 || reading.like !== undefined)
    return false;
  const words = terms(q).map(singular);
  if (words.length < 2 || parseQuery(q).syntax || page.positions.length === 0) return false;
  if (page.total > page.positions.length) return false;
  const [only, ...others] = queryTerms(q);
  if (only?.expansions !== undefined && others.length === 0) return false;
  // The names first, a page's few: the sets of the subject are read only when all hold the words apart.
  const names = pageEvents(page, context).map(({ name }) => fieldWords(name));
  if (!names.every((name) => words.every((word) => name.has(word)))) return false;
  const own = subjectSet(context.index, q);
  if (own.size === 0) return false;
  const fields = fieldEvents(context.index.store, [words.at(-1)!]);
  return page.positions.every((position) => !own.has(position) && !fields.has(position));
}

/**
 * The answer of a question whose events all hold its subject's words apart (see the top of this
 * file) and the note that says so; undefined when it is no such question or no part left out
 * finds the phrase's venues.
 */
function apartAnswer(reading: Reading, page: Page, context: HandlerContext) {
  if (!allApart(reading, page, context)) return undefined;
  const { parameters } = reading;
  const q = parameters.q!;
  for (const part of partsTellingLeast(parameters, reading, context, (part) => !part.edition)) {
    const phrased = without({ ...parameters, q: `"${q}"` }, part);
    const found = seriesSearchOf(phrased, context, RESULTS).page;
    if (found.positions.length === 0) continue;
    const left = noteOf(part, parameters);
    const own = resultsOf(found, context, `found without ${left}`);
    const apart = resultsOf(page, context, `its name holds the words of "${q}" apart`);
    const note = `no venue of "${q}" itself meets the rest of the question: its own without ${left} first, then those whose names hold its words apart`;
    return { results: [...own, ...apart].slice(0, RESULTS), note };
  }
  return undefined;
}

/**
 * Of a page with no deadline estimated in the window, "information systems conferences in
 * Australia", NeurIPS alone, its name holding the words apart (apartAnswer); else, none found alike
 * a venue named, the venues alike it of the subject whose next edition is foreseen held in the
 * window ("alternatives to SIGGRAPH for a rendering paper in 2027": EGSR 2026), before q is left out.
 */
export function apartOrHeld(reading: Reading, page: Page, limit: number, context: HandlerContext) {
  const apart = apartAnswer(reading, page, context);
  if (apart) return { results: apart.results, notes: [apart.note] };
  if (page.positions.length > 0 || reading.parameters.similar_to === undefined) return undefined;
  return heldAfter(reading.parameters, page, limit, context);
}
