/**
 * The narrower subject of a question about what is to come whose wider search found only ended
 * events (docs/api.md, Connector tools; relaxing.ts): its events not ended, then the whole subject's
 * ended ones not stale yet.
 */
import type { HandlerContext } from '../operation.js';
import { heldForeseen } from './foreseen-held.js';
import { endedOnly, narrowerSubject } from './narrower-subject.js';
import type { Reading } from './reading.js';
import { isStale, type Page, pageEvents } from './searches.js';
import { RESULTS } from './vocabulary.js';
import { askedDeadline } from './result-titles.js';

/**
 * A question about what is to come whose wider search found only ended events is answered by its
 * narrower subject's events not ended, or whose next call is foreseen (projected-deadlines.ts), when
 * it has some: "a paper on program analysis, venues with deadlines in March" found PAVeTrust 2024
 * alone, ended; "program" finds CP, whose 2027 call is foreseen in March. The ended events of
 * the whole subject not stale yet (searches.ts, STALE_DAYS) follow, with their own note: "quantum
 * computing conferences with deadlines in 2027", QAI 2026 by "quantum", then QCE 2026, ended,
 * whose next edition no tracker lists yet.
 */
export function aheadNarrower(
  reading: Reading,
  found: { page: Page; note?: string | ReadonlyMap<number, string> },
  context: HandlerContext,
) {
  // A subject of a page of events or more, all ended, is one the data knows, its words together:
  // "software architecture" in 2027 is none listed yet, not computer architecture by "architecture".
  // Nor is one whose venue's next edition is foreseen held in the window: "knowledge graph
  // conferences in 2027" is BIS 2027 (about June, not listed), not graphics venues by "graph".
  const held = new Set(heldForeseen(reading.parameters, context)?.page.positions);
  if (found.page.total >= RESULTS || !endedOnly(found.page, reading, context, held)) return undefined;
  const notOver = context.index.notOver(context.today);
  // The subject's expression found those ended events ("program analysis"): its words, one left out.
  const narrower = narrowerSubject(reading, context, true);
  if (narrower === undefined) return undefined;
  // A venue whose next call is foreseen in the window is to come, its latest edition ended.
  const foreseen = 'foreseen' in narrower ? narrower.foreseen : undefined;
  const positions = narrower.page.positions.filter((position) => notOver.has(position) || foreseen?.has(position));
  if (positions.length === 0) return undefined;
  const page = { ...narrower.page, positions };
  // Not one the narrower subject gives already (a venue whose next call is foreseen).
  const given = new Set(positions);
  const recent = pageEvents(found.page, context).flatMap((event, at) => {
    const position = found.page.positions[at]!;
    const left = !isStale(event, context.today) && !given.has(position);
    return left ? [{ id: event.id, position }] : [];
  });
  const { note: said } = found;
  if (typeof said !== 'string' || recent.length === 0) return { ...narrower, page };
  // Each title then says the deadline asked, as the wider search's own do (result-titles.ts).
  const note = new Map(recent.map(({ id, position }) => [id, [said, ...askedDeadline(context, position)].join('; ')]));
  const more = { page: { positions: recent.map(({ position }) => position), total: recent.length }, note };
  return { ...narrower, page, more };
}
