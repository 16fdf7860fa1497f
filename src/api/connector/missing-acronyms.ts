/**
 * A question naming several acronyms, some of which no edition matching the rest has ("compare
 * the deadlines of CHI, UIST and CSCW 2027", no UIST or CSCW of 2027 in the data): the answer adds,
 * for each, the first event of its wider search (relaxing.ts), its title saying what was left out
 * ("UIST 2026 (found without year=2027)"), so that each acronym asked about is answered, unless an
 * edition of it has a deadline estimated in the question's window, which the answer adds; an
 * acronym no event has is said (docs/api.md, Connector tools).
 */
import type { HandlerContext } from '../operation.js';
import type { Reading } from './reading.js';
import { estimatedDeadlines } from './estimated-deadlines.js';
import { relaxedSearch } from './relaxing.js';
import { editionsOf, type Page, type Parameters, searchOf } from './searches.js';
import { foreseenEditions } from './projected-deadlines.js';

/** The wider answer of each acronym named that no event of the question has, in the question's order, and the notes. */
export function missingAcronyms(
  reading: Reading,
  context: HandlerContext,
  shown: ReadonlySet<string> = new Set(),
): { answers: { page: Page; note: string | ReadonlyMap<number, string> }[]; notes: string[] } {
  const answers: { page: Page; note: string | ReadonlyMap<number, string> }[] = [];
  const notes: string[] = [];
  if (reading.acronyms.length < 2) return { answers, notes };
  notes.push(...unknownNotes(reading));
  for (const read of reading.acronyms) {
    // One an answer shows already (`shown`: its venues, in lower case) needs no search of its own.
    if (!read.known || shown.has(read.bare.toLowerCase())) continue;
    // Its year as the year parameter, which the wider search may leave out ("CSCW 2027": CSCW 2026).
    const year: Parameters = read.year === null ? {} : { year: String(read.year) };
    const parameters = { ...reading.parameters, acronym: read.bare, ...year };
    const found = searchOf(parameters, context, 1);
    // One whose deadline ahead is estimated is answered by that edition, with the estimated ones
    // ("ICML vs NeurIPS: the earliest deadline?": NeurIPS 2027's estimate, not NeurIPS 2026's, passed).
    if (found.total > 0 || estimatedDeadlines(parameters, context) !== undefined) continue;
    const one = { ...reading, acronyms: [read], parameters };
    const wider = relaxedSearch(one, found, context);
    if (wider === undefined) continue;
    const page = { ...wider.page, positions: wider.page.positions.slice(0, 1) };
    // "CSCW 2027", none listed: CSCW 2026's title foresees its call (projected-deadlines.ts).
    const [latest] = editionsOf(page, context);
    const foreseen =
      latest && typeof wider.note === 'string' ? foreseenEditions(one, context)?.get(latest.id) : undefined;
    answers.push({ page, note: foreseen === undefined ? wider.note : `${wider.note}; ${foreseen}` });
  }
  return { answers, notes };
}

/** The acronyms named beside others that no event has, said ("RECOMB or ISMB": ISMB). */
export function unknownNotes(reading: Reading): string[] {
  if (reading.acronyms.length < 2) return [];
  return reading.acronyms.filter((read) => !read.known).map((read) => `no event has the acronym ${read.bare}`);
}
