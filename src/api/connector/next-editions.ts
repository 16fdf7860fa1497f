/**
 * A venue a subject finds in an ended edition alone is answered by its series' next edition
 * (docs/api.md, Connector tools): the trackers file each edition under the sub-topics they saw, so
 * "top reinforcement learning conferences" found ICLR 2026, ended, the one ICLR edition filed under
 * Reinforcement Learning, where a person looks for ICLR 2027. The next edition answers the rest of
 * the question (its place, type, rank); a question with a time of its own (a window of dates or
 * deadlines, an open call, an order: "in 2026", "past ...") keeps the editions it found.
 */
import { seriesOf } from '../../search/index.js';
import type { HandlerContext } from '../operation.js';
import { type Page, type Parameters, pageEvents, refusedAs, searchOf } from './searches.js';

/** The parameters that ask of a time, an order or a venue of their own. */
const OWN_TIME = ['from', 'to', 'month', 'year', 'deadline_from', 'deadline_to', 'cfp', 'sort', 'similar_to'];

/**
 * Whether the edition at `next`, put for an ended one of its series, meets every parameter the
 * question asked but q (its series' edition found by q): "blockchain conferences in 2027", none
 * found, widened without the year to FC 2026, whose next edition FC 2027 is of that year.
 */
function meetsAsked(asked: Parameters, series: string, next: number, context: HandlerContext): boolean {
  const { q: _, ...own } = asked;
  return searchOf({ ...own, series }, context, ASKED_READ).positions.includes(next);
}
/** Editions of one series read to find the one put among those the question asks. */
const ASKED_READ = 5;

/**
 * `page` (one edition of each series) with each ended edition of a series whose next edition, not
 * ended, the search of `parameters` without q finds put in its place, those not ended first
 * (unless `inPlace`: of an order of the answer's own, by a measure); `notes` say so by the new
 * editions' ids. Of a wider search, `asked` is the question's own parameters: those put that meet
 * them all (`whole`, by id) come first. Undefined when the question has no q or a time of its
 * own, or none is put.
 */
export function withNextEditions(
  parameters: Parameters,
  page: Page,
  context: HandlerContext,
  asked = parameters,
  inPlace = false,
) {
  const { q, ...rest } = parameters;
  if (q === undefined || OWN_TIME.some((name) => parameters[name] !== undefined)) return undefined;
  const notOver = context.index.notOver(context.today);
  const notes = new Map<number, string>();
  const whole = new Set<number>();
  // At most one search per edition of the page, a short one (RESULTS at most).
  const positions = page.positions.map((position) => {
    const series = notOver.has(position) ? null : seriesOf(context.index.store, position);
    if (series === null) return position;
    // A key no search takes (a source's, longer than `series` reads) finds no next edition.
    const next = refusedAs<number | undefined>(undefined, () => searchOf({ ...rest, series }, context, 1).positions[0]);
    if (next === undefined || !notOver.has(next)) return position;
    const [ended, found] = pageEvents({ ...page, positions: [position, next] }, context);
    const named = [ended!.acronym ?? ended!.name, ended!.year].filter((part) => part !== null).join(' ');
    notes.set(found!.id, `next edition of ${named}, found by "${q}"`);
    if (asked !== parameters && meetsAsked(asked, series, next, context)) whole.add(next);
    return next;
  });
  if (notes.size === 0) return undefined;
  // Not ended first, as the search's order has them: "blockchain venues" gave FC 2027 after five ended.
  const ordered = inPlace
    ? positions
    : [
        ...positions.filter((at) => whole.has(at)),
        ...positions.filter((at) => notOver.has(at) && !whole.has(at)),
        ...positions.filter((at) => !notOver.has(at)),
      ];
  const ids = pageEvents({ ...page, positions: [...whole] }, context).map(({ id }) => id);
  return { page: { ...page, positions: ordered }, notes: notes as ReadonlyMap<number, string>, whole: new Set(ids) };
}
